import { renderEmail, type RenderedEmail } from './layout.ts';

export function newsletterConfirmationEmail(input: { publicUrl: string; confirmUrl: string; unsubscribeUrl: string; validDays: number }): RenderedEmail {
  return renderEmail({
    publicUrl: input.publicUrl,
    subject: 'Confirme su suscripción a la newsletter de Cumplia',
    greeting: 'Hola:',
    blocks: [
      { kind: 'paragraph', text: 'Hemos recibido una solicitud para suscribir esta dirección a la newsletter de Cumplia: novedades legales sobre protección de datos, acoso laboral y desconexión digital.' },
      { kind: 'button', label: 'Confirmar mi suscripción', url: input.confirmUrl },
      { kind: 'paragraph', text: `El enlace caduca en ${input.validDays} días. Si no ha sido usted, ignore este correo: no le enviaremos nada más.` },
      { kind: 'paragraph', text: `Puede darse de baja en cualquier momento: ${input.unsubscribeUrl}` },
    ],
  });
}
