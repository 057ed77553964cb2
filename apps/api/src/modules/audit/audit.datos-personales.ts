import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { auditLog } from '../../db/schema/index.ts';
import { seccion, type PersonalDataSource } from '../../lib/datos-personales.ts';

/** The changes the person made, signed in with their NIF: when, what, from which address (while kept). */
export function auditPersonalData(db: Database): PersonalDataSource {
  return async ({ nif }) => {
    if (!nif) return [];
    const changes = await db
      .select({ fecha: auditLog.createdAt, accion: auditLog.action, sobre: auditLog.entityType, identificador: auditLog.entityId, cambios: auditLog.changes, direccionIp: auditLog.clientIp })
      .from(auditLog)
      .where(eq(auditLog.actorUsername, nif))
      .orderBy(auditLog.createdAt);
    return [seccion('seguridad', 'Registro de cambios', changes)];
  };
}
