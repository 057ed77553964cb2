import { z } from 'zod';
import { emailField } from './zod-fields.ts';

/** POST {mail}/newsletter/subscribe: double opt-in, confirmed by a link in an e-mail. */
export const newsletterSubscribeSchema = z.object({
  email: emailField({ required: 'El correo electrónico es obligatorio.', invalid: 'Correo electrónico inválido.', max: { length: 254, message: 'Correo electrónico inválido.' } }),
});
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeSchema>;

/** POST {mail}/newsletter/confirm and /unsubscribe: the token of the e-mailed link. */
export const newsletterTokenSchema = z.object({
  token: z.string({ error: 'El enlace no es válido.' }).trim().min(1, 'El enlace no es válido.').max(200, 'El enlace no es válido.'),
});

export const NEWSLETTER_SUBSCRIBE_SUCCESS = 'Suscripción enviada correctamente';
export const NEWSLETTER_CONFIRMED = 'Suscripción confirmada. Recibirá nuestras novedades en su correo electrónico.';
export const NEWSLETTER_UNSUBSCRIBED = 'Se ha dado de baja de la newsletter. No recibirá más correos nuestros.';
