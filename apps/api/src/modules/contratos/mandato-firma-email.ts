import { z } from 'zod';
import { renderEmail } from '../outbox/email-layout.ts';
import { defineEmail } from '../outbox/email-template.ts';
import { contratoSigningLink } from './contrato-firma-email.ts';

/** The mandate of a company's new debtor account to sign (decision 0050), by the contracts' page. */
export const mandatoFirmaData = z.object({
  publicUrl: z.string(),
  name: z.string(),
  razonSocial: z.string(),
  /** The last four digits of the new IBAN. */
  ibanTerminacion: z.string(),
  token: z.string(),
  validDays: z.number(),
  proveedorEmail: z.string(),
});

function render(input: z.infer<typeof mandatoFirmaData>) {
  return renderEmail({
    publicUrl: input.publicUrl,
    subject: 'Firme la orden de domiciliación de su nueva cuenta',
    greeting: `Hola, ${input.name}:`,
    blocks: [
      {
        kind: 'paragraph',
        text: `La cuenta de cargo de ${input.razonSocial} ha cambiado a la terminada en ${input.ibanTerminacion}. Para que los recibos se adeuden en ella, lea y firme la orden de domiciliación SEPA de la nueva cuenta: le enviaremos un código por SMS al teléfono de la empresa para confirmar la firma. Hasta entonces no se adeudará nada en la nueva cuenta.`,
      },
      { kind: 'button', label: 'Leer y firmar la orden de domiciliación', url: contratoSigningLink(input.publicUrl, input.token) },
      {
        kind: 'paragraph',
        text: `El enlace es personal y caduca en ${input.validDays} días. Si usted no ha pedido este cambio de cuenta, no firme y escríbanos a ${input.proveedorEmail}.`,
      },
    ],
  });
}

export const mandatoFirmaEmail = defineEmail({ name: 'account-mandate-signature', data: mandatoFirmaData, render });
