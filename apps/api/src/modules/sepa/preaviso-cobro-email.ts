import { z } from 'zod';
import { SEPA_PREAVISO_DIAS } from '@cumplia/shared/schemas/sepa';
import { renderEmail } from '../outbox/email-layout.ts';
import { defineEmail } from '../outbox/email-template.ts';

/**
 * The pre-notification of a direct debit whose date changed (EPC SDD Core rulebook: the creditor
 * tells the debtor the amount and the due date before the collection, 14 calendar days unless
 * agreed otherwise; the contract agrees SEPA_PREAVISO_DIAS, decision 0050).
 */
export const preavisoCobroData = z.object({
  publicUrl: z.string(),
  name: z.string(),
  razonSocial: z.string(),
  numeroFactura: z.string(),
  /** As people read them: "1.234,56 €", "05/03/2027", "8 de marzo de 2027". */
  importe: z.string(),
  fechaAnterior: z.string(),
  fechaNueva: z.string(),
  /** The debtor account, masked. */
  cuenta: z.string(),
  /** The mandate's reference, or null while the invoice waits for one. */
  mandato: z.string().nullable(),
  acreedor: z.string(),
  proveedor: z.string(),
});

function render(input: z.infer<typeof preavisoCobroData>) {
  return renderEmail({
    publicUrl: input.publicUrl,
    subject: `Nueva fecha de cobro de la factura ${input.numeroFactura}`,
    greeting: `Hola, ${input.name}:`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Le avisamos de que el adeudo de la factura ${input.numeroFactura} de ${input.razonSocial}, por ${input.importe}, se cobrará el ${input.fechaNueva} (antes estaba previsto el ${input.fechaAnterior}) en la cuenta ${input.cuenta}.`,
      },
      {
        kind: 'paragraph',
        text: `Acreedor: ${input.proveedor}, identificador ${input.acreedor}.${input.mandato ? ` Referencia de la orden de domiciliación: ${input.mandato}.` : ' La factura se cobrará cuando esté firmada la orden de domiciliación de la cuenta.'}`,
      },
      {
        kind: 'paragraph',
        text: `Este aviso es el preaviso de adeudo que le enviamos con al menos ${SEPA_PREAVISO_DIAS} días naturales de antelación, como dice su contrato. Si la fecha no le conviene, responda a este correo.`,
      },
    ],
  });
}

export const preavisoCobroEmail = defineEmail({ name: 'sepa-pre-notification', data: preavisoCobroData, render });
