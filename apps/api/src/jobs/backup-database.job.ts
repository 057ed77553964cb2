import { z } from 'zod';
import { defineJob } from './queue.ts';

/**
 * The embedded database's nightly backup (BACKUP_DAILY, decision 0039): a copy into BACKUP_DIR, the
 * oldest beyond BACKUP_KEEP removed. A failed night is tried again twice, an hour apart; a backup
 * made twice in a night is only one more copy, removed by the retention.
 */
export const backupDatabaseJob = defineJob({
  name: 'backup-database',
  payload: z.object({}),
  policy: 'stately',
  cron: '30 3 * * *',
  retry: { limit: 2, delaySeconds: 3_600 },
  expireInSeconds: 3_600,
});
