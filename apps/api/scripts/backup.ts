import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { backupEmbedded } from '../src/db/embedded/backup.ts';

/** `npm run backup`: a copy of the embedded database (running or not) into BACKUP_DIR, the newest BACKUP_KEEP kept. */
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL está configurada: use las copias de su servidor PostgreSQL (docs/deploy.md).');
  process.exit(1);
}
const result = await backupEmbedded({ dataDir: config.DATA_DIR, backupDir: config.BACKUP_DIR ?? join(config.DATA_DIR, 'backups'), keep: config.BACKUP_KEEP });
console.log(`Copia ${result.online ? 'en caliente' : 'con el servidor parado'} en ${result.folder} (${(result.bytes / 1024 / 1024).toFixed(1)} MB).`);
