import type { Database } from '../../db/database.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { byAnyOf, sameAs, sameEmail, seccion, type PersonalDataSource } from '../../lib/datos-personales.ts';

/**
 * The e-mails and SMS sent (or to be sent) to the person's address or phone: what each said, as
 * stored (an e-mail of a template keeps the template's name and its data, rendered when sent).
 */
export function outboxPersonalData(db: Database): PersonalDataSource {
  return async ({ email, telefono }) => {
    const where = byAnyOf([sameEmail(outboxMessages.recipient, email), sameAs(outboxMessages.recipient, telefono)]);
    if (!where) return [];
    const messages = await db
      .select({
        canal: outboxMessages.channel,
        destinatario: outboxMessages.recipient,
        asunto: outboxMessages.subject,
        texto: outboxMessages.text,
        plantilla: outboxMessages.template,
        datosDeLaPlantilla: outboxMessages.templateData,
        estado: outboxMessages.status,
        creado: outboxMessages.createdAt,
        enviado: outboxMessages.sentAt,
      })
      .from(outboxMessages)
      .where(where)
      .orderBy(outboxMessages.createdAt);
    return [seccion('servicio', 'Correos electrónicos y SMS enviados', messages)];
  };
}
