import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { byAnyOf, sameEmail, seccion, type PersonalDataSource } from '../../lib/datos-personales.ts';

/** The messages the person sent from the contact form, by e-mail or phone (kept as typed: its last nine digits). */
export function contactPersonalData(db: Database): PersonalDataSource {
  return async ({ email, telefono }) => {
    const where = byAnyOf([sameEmail(contactMessages.email, email), telefono ? eq(sql`right(regexp_replace(${contactMessages.phone}, '[^0-9]', '', 'g'), 9)`, telefono.slice(-9)) : undefined]);
    if (!where) return [];
    const messages = await db
      .select({
        recibido: contactMessages.createdAt,
        nombre: contactMessages.name,
        localidad: contactMessages.city,
        email: contactMessages.email,
        telefono: contactMessages.phone,
        mensaje: contactMessages.message,
        privacidadAceptada: contactMessages.privacyAccepted,
        direccionIp: contactMessages.clientIp,
      })
      .from(contactMessages)
      .where(where)
      .orderBy(contactMessages.createdAt);
    return [seccion('consultas', 'Mensajes del formulario de contacto', messages)];
  };
}
