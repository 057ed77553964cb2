import type { Database } from '../../db/database.ts';
import { auditLog } from '../../db/schema/index.ts';
import { sameAs, seccion, type PersonalDataSource } from '../../lib/datos-personales.ts';

/** The changes the person made, signed in with their NIF: when, what, from which address (while kept). */
export function auditPersonalData(db: Database): PersonalDataSource {
  return async ({ nif }) => {
    const where = sameAs(auditLog.actorUsername, nif);
    if (!where) return [];
    const changes = await db
      .select({ fecha: auditLog.createdAt, accion: auditLog.action, sobre: auditLog.entityType, identificador: auditLog.entityId, cambios: auditLog.changes, direccionIp: auditLog.clientIp })
      .from(auditLog)
      .where(where)
      .orderBy(auditLog.createdAt);
    return [seccion('seguridad', 'Registro de cambios', changes)];
  };
}
