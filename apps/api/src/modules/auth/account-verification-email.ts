import { z } from 'zod';
import { renderEmail } from '../outbox/email-layout.ts';
import { defineEmail } from '../outbox/email-template.ts';

/** The link of spec 0: /verificacion?data= base64 of {"username","email","code"}. */
export function verificationLink(publicUrl: string, data: { username: string; email: string; code: string }): string {
  const payload = Buffer.from(JSON.stringify(data), 'utf8').toString('base64');
  return `${publicUrl}/verificacion?data=${encodeURIComponent(payload)}`;
}

/** What the e-mail needs; stored with a queued message and rendered when it is delivered. */
export const accountVerificationData = z.object({
  publicUrl: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  code: z.string(),
  validDays: z.number(),
});

/** "Active su cuenta": the link and code of a new account's verification (spec 0 "Accounts"). */
export const accountVerificationEmail = defineEmail({
  name: 'account-verification',
  data: accountVerificationData,
  render: (input) =>
    renderEmail({
      publicUrl: input.publicUrl,
      subject: 'Active su cuenta de Cumplia',
      greeting: `Hola, ${input.name}:`,
      blocks: [
        { kind: 'paragraph', text: `Se ha creado una cuenta de Cumplia con el usuario ${input.username}. Para activarla, confirme su correo electrónico y elija una contraseña.` },
        { kind: 'button', label: 'Activar mi cuenta', url: verificationLink(input.publicUrl, input) },
        { kind: 'code', label: 'Su código de verificación es:', code: input.code },
        { kind: 'paragraph', text: `El enlace y el código caducan en ${input.validDays} días y solo pueden usarse una vez.` },
      ],
    }),
});
