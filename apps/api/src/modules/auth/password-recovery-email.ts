import { z } from 'zod';
import { renderEmail } from '../outbox/email-layout.ts';
import { defineEmail } from '../outbox/email-template.ts';

/** The link of spec 0: /reset-password-confirm?data= base64 of {"username","code"}. */
export function passwordResetLink(publicUrl: string, data: { username: string; code: string }): string {
  const payload = Buffer.from(JSON.stringify(data), 'utf8').toString('base64');
  return `${publicUrl}/reset-password-confirm?data=${encodeURIComponent(payload)}`;
}

export const passwordRecoveryData = z.object({
  publicUrl: z.string(),
  name: z.string(),
  username: z.string(),
  code: z.string(),
  validMinutes: z.number(),
});

/** "Restablezca su contraseña": the recovery link and code (spec 0 "Password recovery"). */
export const passwordRecoveryEmail = defineEmail({
  name: 'password-recovery',
  data: passwordRecoveryData,
  render: (input) =>
    renderEmail({
      publicUrl: input.publicUrl,
      subject: 'Restablezca su contraseña de Cumplia',
      greeting: `Hola, ${input.name}:`,
      blocks: [
        { kind: 'paragraph', text: `Hemos recibido una solicitud para restablecer la contraseña del usuario ${input.username}.` },
        { kind: 'button', label: 'Elegir una contraseña nueva', url: passwordResetLink(input.publicUrl, input) },
        { kind: 'code', label: 'Su código de recuperación es:', code: input.code },
        { kind: 'paragraph', text: `El enlace caduca en ${input.validMinutes} minutos y solo puede usarse una vez. Si no ha pedido este cambio, ignore este correo: su contraseña actual sigue siendo válida.` },
      ],
    }),
});
