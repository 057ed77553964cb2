import { z } from 'zod';
import { renderEmail } from '../outbox/email-layout.ts';
import { defineEmail } from '../outbox/email-template.ts';

export const newsletterConfirmationData = z.object({ publicUrl: z.string(), confirmUrl: z.string(), unsubscribeUrl: z.string(), validDays: z.number() });

/** The double opt-in of the newsletter: confirm, or ignore. */
export const newsletterConfirmationEmail = defineEmail({
  name: 'newsletter-confirmation',
  data: newsletterConfirmationData,
  render: (input) =>
    renderEmail({
      publicUrl: input.publicUrl,
      subject: 'Confirme su suscripción a la newsletter de Cumplia',
      greeting: 'Hola:',
      blocks: [
        { kind: 'paragraph', text: 'Hemos recibido una solicitud para suscribir esta dirección a la newsletter de Cumplia: novedades legales sobre protección de datos, acoso laboral y desconexión digital.' },
        { kind: 'button', label: 'Confirmar mi suscripción', url: input.confirmUrl },
        { kind: 'paragraph', text: `El enlace caduca en ${input.validDays} días. Si no ha sido usted, ignore este correo: no le enviaremos nada más.` },
        { kind: 'paragraph', text: `Puede darse de baja en cualquier momento: ${input.unsubscribeUrl}` },
      ],
    }),
});
