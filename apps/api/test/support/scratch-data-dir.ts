import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fresh data folder under the system's temporary folder. Run as root, the embedded PostgreSQL
 * runs as the `postgres` account, which must be able to pass through it (mkdtemp makes it 0700).
 */
export function scratchDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  chmodSync(dataDir, 0o755);
  return dataDir;
}
