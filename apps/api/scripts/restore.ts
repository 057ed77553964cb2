import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { restoreEmbedded } from '../src/db/embedded/backup.ts';

/** `npm run restore -- <folder>`: puts a backup in place of the embedded database; the server must be stopped. */
const config = loadConfig();
const backupDir = config.BACKUP_DIR ?? join(config.DATA_DIR, 'backups');
const chosen = process.argv[2];
if (!chosen) {
  const available = existsSync(backupDir) ? readdirSync(backupDir).filter((name) => name.startsWith('cumplia-')).sort().reverse() : [];
  console.error(`Indique la copia a restaurar: npm run restore -- <carpeta>\nCopias en ${backupDir}:\n${available.map((name) => `  ${join(backupDir, name)}`).join('\n') || '  (ninguna)'}`);
  process.exit(1);
}
const { replaced } = restoreEmbedded({ dataDir: config.DATA_DIR, backup: resolve(chosen) });
console.log(`Restaurada ${resolve(chosen)} en ${join(config.DATA_DIR, 'postgres')}.${replaced ? `\nLa base de datos sustituida queda en ${replaced} (bórrela cuando ya no la necesite).` : ''}\nArranque el servidor con npm start.`);
