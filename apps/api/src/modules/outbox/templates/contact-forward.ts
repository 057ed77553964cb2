import { renderEmail, type RenderedEmail } from './layout.ts';

/** A contact-form message forwarded to the provider's inbox. */
export function contactForwardEmail(input: {
  publicUrl: string;
  name: string;
  city: string;
  email: string;
  phone: string;
  message: string;
}): RenderedEmail {
  return renderEmail({
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
  });
}
