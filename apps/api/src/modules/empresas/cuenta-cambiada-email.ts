import { z } from 'zod';
import { renderEmail } from '../outbox/email-layout.ts';
import { defineEmail } from '../outbox/email-template.ts';

/**
 * "Su cuenta de cargo ha cambiado" (decision 0050): every change of a company's IBAN is told to the
 * company, so a change it did not ask for is noticed before anything is collected.
 */
export const cuentaCambiadaData = z.object({
  publicUrl: z.string(),
  name: z.string(),
  razonSocial: z.string(),
  /** The accounts masked ("ES91 •••• 1332"), or null when there was none (or is none now: no SEPA). */
  anterior: z.string().nullable(),
  nueva: z.string().nullable(),
  /** "su gestoría", "el equipo de Cumplia", "usted". */
  por: z.string(),
  /** The date and time of the change, as people read them. */
  cuando: z.string(),
});

function render(input: z.infer<typeof cuentaCambiadaData>) {
  const what = input.nueva
    ? `La cuenta de cargo de ${input.razonSocial} ha cambiado${input.anterior ? ` de ${input.anterior}` : ''} a ${input.nueva}.`
    : `${input.razonSocial} ha dejado de pagar por domiciliación bancaria${input.anterior ? ` en la cuenta ${input.anterior}` : ''}.`;
  return renderEmail({
    publicUrl: input.publicUrl,
    subject: 'Su cuenta de cargo ha cambiado',
    greeting: `Hola, ${input.name}:`,
    blocks: [
      { kind: 'paragraph', text: `${what} El cambio lo hizo ${input.por} el ${input.cuando}.` },
      ...(input.nueva
        ? [{ kind: 'paragraph' as const, text: 'No se adeudará nada en la nueva cuenta hasta que firme su orden de domiciliación SEPA: si tiene contratos firmados, le hemos enviado un enlace para firmarla.' }]
        : []),
      { kind: 'paragraph', text: 'Si usted no ha pedido este cambio, responda a este correo o escríbanos cuanto antes.' },
    ],
  });
}

export const cuentaCambiadaEmail = defineEmail({ name: 'account-changed', data: cuentaCambiadaData, render });
