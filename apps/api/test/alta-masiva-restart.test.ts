import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { companiesCsv } from './support/csv.ts';
import { getJson, killHard, logInDemoGestoria, startServerProcess, stopGracefully, waitFor } from './support/server-process.ts';
import { scratchDataDir } from './support/scratch-data-dir.ts';
import type { ChildProcess } from 'node:child_process';

/**
 * Eight batches of 500 lines: the kill comes once the first has committed (read every 100 ms), with
 * some 3,000 lines still to do, more than a second's work even on a quiet machine.
 */
const LINES = 4_000;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A server on the embedded PostgreSQL of a data folder of its own, as `npm start` runs it. */
async function databaseEnv(): Promise<Record<string, string>> {
  const dataDir = scratchDataDir('cumplia-restart');
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return { DATABASE_URL: '', DATA_DIR: dataDir };
}

describe('a bulk upload when the server is killed halfway', () => {
  it(`ends, after a restart, with each of ${LINES} lines processed exactly once`, async () => {
    const env = { ...(await databaseEnv()), CAPTCHA_MAX_NUMBER: '1000', JOBS_POLL_SECONDS: '0.5', JWT_SECRET: 'restart-test-secret-0123456789-0123456789-abc' };
    let server: { url: string; child: ChildProcess } = await startServerProcess(env);
    cleanups.push(() => stopGracefully(server.child));
    const token = await logInDemoGestoria(server.url);
    const before = (await getJson<{ totalElements: number }>(server.url, token, '/api/cumplia-core/gestorias/my/empresas?size=1')).totalElements;

    const form = new FormData();
    form.append('file', new Blob([companiesCsv(LINES, { badEvery: 100 })], { type: 'text/csv' }), 'dos-mil.csv');
    const uploaded = await fetch(`${server.url}/api/cumplia-core/gestorias/upload-csv`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const archivoId = ((await uploaded.json()) as { id: string }).id;

    type Archivo = { id: string; procesado: boolean; lineasProcesadas: number };
    const progress = (base: string) => async () =>
      (await getJson<{ content: Archivo[] }>(base, token, '/api/cumplia-core/gestorias/archivos/my')).content.find((archivo) => archivo.id === archivoId)!;
    // Progress shows a batch (500 lines) at a time: kill once the first batch has committed.
    const midway = await waitFor(progress(server.url), (archivo) => archivo.lineasProcesadas > 0, 60_000);
    expect(midway.procesado).toBe(false);
    await killHard(server.child);

    server = await startServerProcess(env);
    const finished = await waitFor(progress(server.url), (archivo) => archivo.procesado, 180_000);
    expect(finished.lineasProcesadas).toBe(LINES);

    const results = await getJson<Array<{ linea: number; status: string }>>(server.url, token, `/api/cumplia-core/gestorias/archivos/procesamientos/${archivoId}`);
    expect(results).toHaveLength(LINES);
    expect(new Set(results.map((line) => line.linea)).size).toBe(LINES);
    const ok = results.filter((line) => line.status === 'OK').length;
    expect(ok).toBe(LINES - LINES / 100);
    const after = (await getJson<{ totalElements: number }>(server.url, token, '/api/cumplia-core/gestorias/my/empresas?size=1')).totalElements;
    expect(after - before).toBe(ok);
  }, 600_000);
});
