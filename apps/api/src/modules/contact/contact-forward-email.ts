import { z } from 'zod';
import { renderEmail } from '../outbox/email-layout.ts';
import { defineEmail } from '../outbox/email-template.ts';

export const contactForwardData = z.object({
  publicUrl: z.string(),
  name: z.string(),
  city: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
});

/** A contact-form message forwarded to the provider's inbox. */
export const contactForwardEmail = defineEmail({
  name: 'contact-forward',
  data: contactForwardData,
  render: (input) =>
    renderEmail({
      publicUrl: input.publicUrl,
      subject: `Nuevo mensaje de contacto: ${input.name}`,
      greeting: 'Se ha recibido un mensaje desde el formulario de contacto de Cumplia.',
      blocks: [
        { kind: 'paragraph', text: `Nombre: ${input.name}` },
        { kind: 'paragraph', text: `Ciudad: ${input.city || '—'}` },
        { kind: 'paragraph', text: `Correo electrónico: ${input.email}` },
        { kind: 'paragraph', text: `Teléfono: ${input.phone}` },
        { kind: 'paragraph', text: `Mensaje:\n${input.message}` },
        { kind: 'paragraph', text: 'La persona aceptó la política de privacidad al enviarlo. Responda directamente a su correo electrónico.' },
      ],
    }),
});
