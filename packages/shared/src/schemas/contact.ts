import { z } from 'zod';
import { emailField, requiredText } from './zod-fields.ts';

/** The contact form (spec 1 §2.4): POST {mail}/contact. The privacy consent is recorded too. */
export const contactRequestSchema = z.object({
  name: requiredText('El nombre es obligatorio.', 120),
  city: z.string().trim().max(120, 'La ciudad no puede superar 120 caracteres.').default(''),
  email: emailField({ required: 'El correo electrónico es obligatorio.', invalid: 'Correo electrónico inválido.', max: { length: 254, message: 'Correo electrónico inválido.' } }),
  phone: requiredText('El teléfono es obligatorio.', 30).regex(/^[+\d][\d\s().-]{5,}$/, 'Teléfono inválido.'),
  message: requiredText('El mensaje es obligatorio.', 5000, 'El mensaje no puede superar 5000 caracteres.'),
  privacidad: z.literal(true, { error: 'Debes aceptar la política de privacidad' }),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const CONTACT_SUCCESS = 'Mensaje enviado correctamente';
