import type { Database } from '../../db/database.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';
import { sameEmail, seccion, type PersonalDataSource } from '../../lib/datos-personales.ts';

/** The person's newsletter subscription, by e-mail: its state and the dates of each step. */
export function newsletterPersonalData(db: Database): PersonalDataSource {
  return async ({ email }) => {
    const where = sameEmail(newsletterSubscriptions.email, email);
    if (!where) return [];
    const subscriptions = await db
      .select({
        email: newsletterSubscriptions.email,
        estado: newsletterSubscriptions.status,
        solicitada: newsletterSubscriptions.createdAt,
        confirmada: newsletterSubscriptions.confirmedAt,
        baja: newsletterSubscriptions.unsubscribedAt,
      })
      .from(newsletterSubscriptions)
      .where(where);
    return [seccion('newsletter', 'Suscripción al boletín', subscriptions)];
  };
}
