import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

describe('the embedded database lock', () => {
  it('refuses a directory locked by a running process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cumplia-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, 'cumplia.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(/in use by another Cumplia process/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process, and releases it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cumplia-lock-'));
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(join(dir, 'cumplia.lock'), String(dead.pid));
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'cumplia.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'cumplia.lock'))).toBe(false);
  });
});
