import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../../db/database.ts';
// request.user is declared by the access policy's augmentation of FastifyRequest.
import type {} from '../../plugins/access-policy.ts';
import { clearAuditAddressesBefore, deleteAuditEntriesBefore, insertAuditEntries } from './audit.repository.ts';

/** Who did it: the logged-in user (if any), from where, in which request. */
export interface Actor {
  userId: string | null;
  username: string | null;
  clientIp: string | null;
  requestId: string | null;
}

export const systemActor: Actor = { userId: null, username: 'sistema', clientIp: null, requestId: null };

export function actorOf(request: FastifyRequest): Actor {
  return {
    userId: request.user?.id ?? null,
    username: request.user?.username ?? null,
    clientIp: request.ip,
    requestId: request.id,
  };
}

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId?: string | null;
  /** What changed; never secrets (passwords, codes, tokens). */
  changes?: Record<string, unknown>;
}

/** Writes one audit row; call it with the transaction of the change it records. */
export async function recordAudit(db: Executor, actor: Actor, record: AuditRecord) {
  await recordAudits(db, actor, [record]);
}

/** Writes the audit rows of many changes by one actor in one statement (a bulk upload's batch). */
export async function recordAudits(db: Executor, actor: Actor, records: AuditRecord[]) {
  await insertAuditEntries(
    db,
    records.map((record) => ({
      actorUserId: actor.userId,
      actorUsername: actor.username,
      clientIp: actor.clientIp,
      requestId: actor.requestId,
      action: record.action,
      entityType: record.entityType,
      entityId: record.entityId ?? null,
      changes: record.changes ?? null,
    })),
  );
}

/**
 * How long the audit log keeps a change (who changed what, when, from which address, the values
 * before and after): six years, the period a business keeps the documentation that justifies its
 * dealings (Código de Comercio art. 30.1), as these rows justify the data behind its invoices and
 * direct debits (a company's bank account, its tools, a collaborator's prices); then it is deleted
 * (RGPD art. 5.1.e). The privacy policy's "Seguridad del servicio" says so (decision 0081).
 */
export const AUDIT_RETENTION_YEARS = 6;

/**
 * How long a row keeps the client's IP address: twelve months. The address serves the security of
 * the service (where a change came from, when an account is misused), which is looked into within
 * months; the claim the row answers for six years needs who changed what and when, not from where.
 * So the address is cleared a year after the change (RGPD art. 5.1.c, data minimisation, and 5.1.e;
 * decision 0081); the privacy policy's "Seguridad del servicio" says so (packages/shared/src/privacy-purposes.ts).
 */
export const AUDIT_ADDRESS_RETENTION_MONTHS = 12;

export interface AuditService {
  /**
   * Deletes the rows older than AUDIT_RETENTION_YEARS and clears the address of those older than
   * AUDIT_ADDRESS_RETENTION_MONTHS (the purge job's, hourly). How many of each.
   */
  purgeOld(): Promise<{ deleted: number; addressesCleared: number }>;
}

export function createAuditService(deps: { db: Database; now: () => Date }): AuditService {
  return {
    async purgeOld() {
      const rowsBefore = new Date(deps.now());
      rowsBefore.setUTCFullYear(rowsBefore.getUTCFullYear() - AUDIT_RETENTION_YEARS);
      const addressesBefore = new Date(deps.now());
      addressesBefore.setUTCMonth(addressesBefore.getUTCMonth() - AUDIT_ADDRESS_RETENTION_MONTHS);
      const deleted = await deleteAuditEntriesBefore(deps.db, rowsBefore);
      return { deleted, addressesCleared: await clearAuditAddressesBefore(deps.db, addressesBefore) };
    },
  };
}
