import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyRunning } from './backup.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Every file below `folder`, as paths relative to it. */
function filesBelow(folder: string, prefix = ''): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(join(folder, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

describe("a running cluster's files copied", () => {
  it('leaves out the files the server has only while it writes them, and keeps the folders\' modes', () => {
    const source = mkdtempSync(join(tmpdir(), 'cumplia-copy-source-'));
    const target = join(mkdtempSync(join(tmpdir(), 'cumplia-copy-target-')), 'postgres');
    folders.push(source, join(target, '..'));
    mkdirSync(join(source, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 });
    mkdirSync(join(source, 'base', 'pgsql_tmp'), { recursive: true });
    for (const file of ['PG_VERSION', 'pg_wal/000000010000000000000001', 'pg_wal/xlogtemp.6606', 'pg_wal/000000010000000000000002.partial', 'base/pgsql_tmp/pgsql_tmp123.0', 'base/16384']) {
      writeFileSync(join(source, file), 'x');
    }
    copyRunning(source, target, (relative) => relative !== 'PG_VERSION');
    expect(filesBelow(target).sort()).toEqual(['base/16384', 'pg_wal/000000010000000000000001']);
    expect(statSync(join(target, 'pg_wal')).mode & 0o777).toBe(0o700);
  });
});
