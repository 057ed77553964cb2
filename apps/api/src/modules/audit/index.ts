import { defineModule } from '../manifest.ts';
import { createAuditService, type AuditService } from './audit.service.ts';
import { auditPersonalData } from './audit.datos-personales.ts';

declare module '../manifest.ts' {
  interface AppServices {
    audit: AuditService;
  }
}

/**
 * The audit log: each change writes its row in its own transaction (`recordAudit`); this module
 * forgets, in the hourly purge, the rows past AUDIT_RETENTION_YEARS and the client addresses past
 * AUDIT_ADDRESS_RETENTION_MONTHS (decision 0081).
 */
export const auditModule = defineModule({
  name: 'audit',
  provides: ['audit'],
  services: ({ db, now }) => ({ audit: createAuditService({ db, now }) }),
  purge: ({ audit }) => async () => void (await audit.purgeOld()),
  personalData: (_services, { db }) => auditPersonalData(db),
});
