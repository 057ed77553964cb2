import { z } from 'zod';
import { TOOL_CODES, type ToolCode } from '@cumplia/shared/enums';
import { formatEuros } from '@cumplia/shared/money';
import { facturaFileName } from '@cumplia/shared/schemas/factura';
import { renderEmail, type EmailTemplate } from '../outbox/outbox.service.ts';
import { formatFecha } from '../../lib/pdf/document-frame.ts';
import { productLeafletFileName, renderProductLeaflet } from './product-leaflet.ts';

/**
 * The e-mail that brings a new invoice, with its PDF and the leaflet of each product it charges
 * (spec 0 "Companies, tools and prices"). Only the invoice's id and what the text says are stored;
 * the PDF is made from the invoice itself when the e-mail is delivered, so it is the one the
 * company downloads later.
 */
export const facturaEmitidaData = z.object({
  publicUrl: z.string(),
  facturaId: z.uuid(),
  numeroFactura: z.string(),
  fecha: z.string(),
  fechaCuandoFacturar: z.string(),
  totalCents: z.number().int(),
  metodoDePago: z.enum(['SEPA', 'TRANSFERENCIA', 'TARJETA']),
  empresa: z.object({ razonSocial: z.string(), nifCif: z.string() }),
  /** The products whose leaflet goes along: the tools of a first invoice. */
  folletos: z.array(z.enum(TOOL_CODES as unknown as [ToolCode, ...ToolCode[]])),
  proveedor: z.object({ nombre: z.string(), email: z.string(), telefono: z.string() }),
});
export type FacturaEmitidaData = z.infer<typeof facturaEmitidaData>;

const COLLECTION: Record<FacturaEmitidaData['metodoDePago'], (fecha: string) => string> = {
  SEPA: (fecha) => `La cargaremos por adeudo directo SEPA en la cuenta de la empresa a partir del ${fecha}.`,
  TRANSFERENCIA: (fecha) => `Puede pagarla por transferencia bancaria antes del ${fecha}; encontrará los datos en la factura.`,
  TARJETA: (fecha) => `La cargaremos en la tarjeta de la empresa a partir del ${fecha}.`,
};

/** The template, bound to what makes the invoice's PDF (the invoices service, read when delivered). */
export function facturaEmitidaEmail(deps: { invoicePdf(facturaId: string): Promise<{ fileName: string; bytes: Buffer }> }): EmailTemplate<FacturaEmitidaData> {
  return {
    name: 'factura-emitida',
    data: facturaEmitidaData,
    render: (data) =>
      renderEmail({
        publicUrl: data.publicUrl,
        subject: `Factura ${data.numeroFactura} de ${data.proveedor.nombre}`,
        greeting: `Hola, ${data.empresa.razonSocial}:`,
        blocks: [
          {
            kind: 'paragraph',
            text: `Gracias por confiar en ${data.proveedor.nombre}. Le enviamos adjunta la factura ${data.numeroFactura} de ${formatFecha(data.fecha)}, por un total de ${formatEuros(data.totalCents)} (IVA incluido).`,
          },
          { kind: 'paragraph', text: COLLECTION[data.metodoDePago](formatFecha(data.fechaCuandoFacturar)) },
          ...(data.folletos.length > 0
            ? [{ kind: 'paragraph' as const, text: 'También le adjuntamos la guía de cada servicio contratado, con lo que incluye y los pasos para ponerlo en marcha.' }]
            : []),
          { kind: 'button', label: 'Ver mis facturas', url: `${data.publicUrl}/facturacion` },
          { kind: 'paragraph', text: `Para cualquier duda sobre la factura, escríbanos a ${data.proveedor.email} o llámenos al ${data.proveedor.telefono}.` },
        ],
      }),
    attachments: (data) => [
      {
        filename: facturaFileName(data.numeroFactura),
        contentType: 'application/pdf',
        render: async () => (await deps.invoicePdf(data.facturaId)).bytes,
      },
      ...data.folletos.map((tool) => ({
        filename: productLeafletFileName(tool),
        contentType: 'application/pdf',
        render: () => renderProductLeaflet({ tool, empresa: data.empresa, proveedor: data.proveedor }),
      })),
    ],
  };
}
