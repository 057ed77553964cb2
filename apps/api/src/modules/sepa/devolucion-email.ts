import { z } from 'zod';
import { formatDate } from '@cumplia/shared/calendar';
import { formatEuros } from '@cumplia/shared/money';
import { formatPhone } from '@cumplia/shared/validators/phone';
import { SEPA_DEVOLUCION_ACCIONES } from '@cumplia/shared/schemas/sepa-devoluciones';
import { renderEmail } from '../outbox/email-layout.ts';
import { defineEmail } from '../outbox/email-template.ts';

/**
 * The company's notice that its bank returned or rejected a direct debit (docs/decisions/0051): one
 * e-mail per company and return file, each invoice with the reason code and its meaning, and what
 * happens next (presented again, a new mandate or account first, or reviewed by staff first).
 */
export const cobroDevueltoData = z.object({
  publicUrl: z.string(),
  empresa: z.object({ razonSocial: z.string(), nifCif: z.string() }),
  facturas: z.array(
    z.object({
      numeroFactura: z.string(),
      fecha: z.string(),
      totalCents: z.number().int(),
      codigo: z.string(),
      motivo: z.string(),
      accion: z.enum(SEPA_DEVOLUCION_ACCIONES),
    }),
  ),
  proveedor: z.object({ nombre: z.string(), email: z.string(), telefono: z.string() }),
});
export type CobroDevueltoData = z.infer<typeof cobroDevueltoData>;

const NEXT_STEP: Record<CobroDevueltoData['facturas'][number]['accion'], string> = {
  REPRESENTAR: 'volveremos a presentar el adeudo en una próxima remesa',
  NUEVO_MANDATO: 'no la volveremos a cargar hasta que la empresa firme una nueva orden de domiciliación (mandato SEPA)',
  NUEVA_CUENTA: 'no la volveremos a cargar hasta que la empresa indique una cuenta válida (IBAN) y firme su orden de domiciliación',
  // AM05, MD06, SL01…: never charged again by itself (decision 0051).
  REVISAR: 'no la volveremos a cargar sin revisarla antes; si fuera necesario, nos pondremos en contacto con usted',
};

export const cobroDevueltoEmail = defineEmail({
  name: 'sepa-cobro-devuelto',
  data: cobroDevueltoData,
  render: (data) =>
    renderEmail({
      publicUrl: data.publicUrl,
      subject: data.facturas.length === 1 ? `Adeudo devuelto: factura ${data.facturas[0]!.numeroFactura}` : `Adeudos devueltos: ${data.facturas.length} facturas`,
      greeting: `Hola, ${data.empresa.razonSocial}:`,
      blocks: [
        { kind: 'paragraph', text: `Su banco nos ha devuelto el adeudo directo SEPA de ${data.facturas.length === 1 ? 'esta factura' : 'estas facturas'}, por lo que sigue${data.facturas.length === 1 ? '' : 'n'} pendiente${data.facturas.length === 1 ? '' : 's'} de pago:` },
        ...data.facturas.map((factura) => ({
          kind: 'paragraph' as const,
          text: `Factura ${factura.numeroFactura} de ${formatDate(factura.fecha)}, ${formatEuros(factura.totalCents)}: motivo ${factura.codigo}, «${factura.motivo}». ${NEXT_STEP[factura.accion].charAt(0).toUpperCase()}${NEXT_STEP[factura.accion].slice(1)}.`,
        })),
        { kind: 'button', label: 'Ver mis facturas', url: `${data.publicUrl}/facturacion` },
        { kind: 'paragraph', text: `Si prefiere pagar de otro modo o cree que se trata de un error, escríbanos a ${data.proveedor.email} o llámenos al ${formatPhone(data.proveedor.telefono)}.` },
      ],
    }),
});
