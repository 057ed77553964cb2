import { formatDate } from '@cumplia/shared/calendar';
import { formatPhone } from '@cumplia/shared/validators/phone';
import { z } from 'zod';
import { toolCodeSchema } from '@cumplia/shared/schemas/tool-code';
import { formatEuros } from '@cumplia/shared/money';
import { facturaFileName } from '@cumplia/shared/schemas/factura';
import { renderEmail } from '../outbox/email-layout.ts';
import { defineEmail, type EmailAttachment } from '../outbox/email-template.ts';
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
  /** The invoice a rectifying one corrects (null for an ordinary one; absent from messages queued before it was kept). */
  rectifica: z.string().nullable().default(null),
  empresa: z.object({ razonSocial: z.string(), nifCif: z.string() }),
  /** The products whose leaflet goes along: the tools of a first invoice. */
  folletos: z.array(toolCodeSchema),
  proveedor: z.object({ nombre: z.string(), email: z.string(), telefono: z.string() }),
});
export type FacturaEmitidaData = z.infer<typeof facturaEmitidaData>;

const COLLECTION: Record<FacturaEmitidaData['metodoDePago'], (fecha: string) => string> = {
  SEPA: (fecha) => `La cargaremos por adeudo directo SEPA en la cuenta de la empresa a partir del ${fecha}.`,
  TRANSFERENCIA: (fecha) => `Puede pagarla por transferencia bancaria antes del ${fecha}; encontrará los datos en la factura.`,
  TARJETA: (fecha) => `La cargaremos en la tarjeta de la empresa a partir del ${fecha}.`,
};

/** A new invoice's e-mail; its files are bound in the module's manifest (`facturaEmitidaAttachments`). */
export const facturaEmitidaEmail = defineEmail({
  name: 'factura-emitida',
  data: facturaEmitidaData,
  render: (data) =>
    renderEmail({
      publicUrl: data.publicUrl,
      subject: `${data.rectifica ? 'Factura rectificativa' : 'Factura'} ${data.numeroFactura} de ${data.proveedor.nombre}`,
      greeting: `Hola, ${data.empresa.razonSocial}:`,
      blocks: [
        {
          kind: 'paragraph',
          text: data.rectifica
            ? `Le enviamos adjunta la factura rectificativa ${data.numeroFactura} de ${formatDate(data.fecha)}, que rectifica la factura ${data.rectifica}, por un total de ${formatEuros(data.totalCents)} (IVA incluido).`
            : `Gracias por confiar en ${data.proveedor.nombre}. Le enviamos adjunta la factura ${data.numeroFactura} de ${formatDate(data.fecha)}, por un total de ${formatEuros(data.totalCents)} (IVA incluido).`,
        },
        {
          kind: 'paragraph',
          // A rectifying invoice in the client's favour is never charged (issue 21).
          text:
            data.totalCents > 0
              ? COLLECTION[data.metodoDePago](formatDate(data.fechaCuandoFacturar))
              : `No le cargaremos ningún importe por esta factura.${data.totalCents < 0 ? ` Si ya pagó la factura ${data.rectifica ?? ''}, le reembolsaremos ${formatEuros(-data.totalCents)}.` : ''}`,
        },
        ...(data.folletos.length > 0
          ? [{ kind: 'paragraph' as const, text: 'También le adjuntamos la guía de cada servicio contratado, con lo que incluye y los pasos para ponerlo en marcha.' }]
          : []),
        { kind: 'button', label: 'Ver mis facturas', url: `${data.publicUrl}/facturacion` },
        { kind: 'paragraph', text: `Para cualquier duda sobre la factura, escríbanos a ${data.proveedor.email} o llámenos al ${formatPhone(data.proveedor.telefono)}.` },
      ],
    }),
});

/** The invoice's PDF, made by the invoices service when the e-mail is delivered, and the leaflets. */
export function facturaEmitidaAttachments(invoicePdf: (facturaId: string) => Promise<{ bytes: Buffer }>) {
  return (data: FacturaEmitidaData): EmailAttachment[] => [
    {
      filename: facturaFileName(data.numeroFactura),
      contentType: 'application/pdf',
      render: async () => (await invoicePdf(data.facturaId)).bytes,
    },
    ...data.folletos.map((tool) => ({
      filename: productLeafletFileName(tool),
      contentType: 'application/pdf',
      render: () => renderProductLeaflet({ tool, empresa: data.empresa, proveedor: data.proveedor }),
    })),
  ];
}
