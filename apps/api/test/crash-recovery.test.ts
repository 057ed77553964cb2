import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomInt } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { recordedPostmasterPid } from '../src/db/embedded/postmaster.ts';
import { companiesCsv } from './support/csv.ts';
import { empresaForm } from './support/factories.ts';
import { exited, getJson, killHard, logInDemoGestoria, serverState, startServerProcess, stopGracefully, waitFor } from './support/server-process.ts';
import { cifFor, dniFor } from './support/spanish-ids.ts';
import { scratchDataDir } from './support/scratch-data-dir.ts';

/**
 * The embedded database under unclean stops: the real server (`src/server.ts`, as `npm start` runs
 * it) on its own PostgreSQL, killed with SIGKILL at random moments while bulk uploads are processed
 * and companies are being created, and started again each time the same way.
 */
/** Each way of dying twice: the server alone, its PostgreSQL alone, both at once. */
const ROUNDS = 6;
const LINES_PER_FILE = 1000;
const BAD_EVERY = 100;
const api = '/api/cumplia-core';

type KillMode = 'node' | 'postgres' | 'both';
const MODES: KillMode[] = ['node', 'postgres', 'both'];

const dataDir = scratchDataDir('cumplia-crash');
let server: { url: string; child: ChildProcess } | undefined;
afterAll(async () => {
  if (server) await stopGracefully(server.child);
  rmSync(dataDir, { recursive: true, force: true });
});

const env = { DATABASE_URL: '', DATA_DIR: dataDir, CAPTCHA_MAX_NUMBER: '1000', JOBS_POLL_SECONDS: '0.5', JWT_SECRET: 'crash-test-secret-0123456789-0123456789-abcdef' };

/** The running PostgreSQL's process id, from its postmaster.pid; undefined while there is none. */
const postmasterPid = () => recordedPostmasterPid(join(dataDir, 'postgres'));

/** Creates companies one after another until stopped; keeps the NIF/CIF of each answered 201. */
function createCompaniesUntil(stopped: () => boolean, base: () => string, token: string, answered201: string[], counter: { unanswered: number; next: number }) {
  return (async () => {
    while (!stopped()) {
      const number = counter.next++;
      const body = empresaForm({ nifCif: cifFor(5_000_000 + number), username: dniFor(40_000_000 + number), email: `creada${number}@example.es` });
      try {
        const response = await fetch(`${base()}${api}/gestorias/my/empresas`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status === 201) answered201.push(body.nifCif);
        else if (response.status < 500) throw new Error(`creation refused: ${response.status} ${await response.text()}`);
        else counter.unanswered += 1;
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('creation refused')) throw error;
        // The server died with the request in flight: it may or may not have been committed.
        counter.unanswered += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  })();
}

/**
 * The bulk upload, sent again while the server answers 503: right after its PostgreSQL was killed,
 * the pool may still hold connections to the old server's backends, which answer a moment and then
 * end; a request that meets one is answered 503 with Retry-After (plugins/errors.ts), and a client
 * sends it again. The suite run under the CPU profiler (slower) met one on 2026-12-02, where this
 * test had expected 201 at the first try; three runs of it beside three busy loops met none.
 */
async function uploadAccepted({ url, child }: { url: string; child: ChildProcess }, token: string, form: FormData): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${url}${api}/gestorias/upload-csv`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }).catch((error: unknown) => {
      throw new Error(`The upload could not reach ${url}: ${serverState(child)}`, { cause: error });
    });
    if (response.status !== 503 || attempt === 5) return response;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? '1') * 1000));
  }
}

describe('a server killed at random moments', () => {
  it(`starts again every time, processes every uploaded line once and keeps every company answered 201 (${ROUNDS} kills)`, async () => {
    server = await startServerProcess(env);
    const token = await logInDemoGestoria(server.url);
    const before = (await getJson<{ totalElements: number }>(server.url, token, `${api}/gestorias/my/empresas?size=1`)).totalElements;

    const files: string[] = [];
    const created: string[] = [];
    const counter = { unanswered: 0, next: 0 };
    const kills: KillMode[] = [];

    for (let round = 0; round < ROUNDS; round += 1) {
      const form = new FormData();
      const csv = companiesCsv(LINES_PER_FILE, { badEvery: BAD_EVERY, base: 2_000_000 + round * 10_000 });
      form.append('file', new Blob([csv], { type: 'text/csv' }), `ronda-${round}.csv`);
      const uploaded = await uploadAccepted(server, token, form);
      expect(uploaded.status).toBe(201);
      files.push(((await uploaded.json()) as { id: string }).id);

      let stop = false;
      const current = server;
      const creating = createCompaniesUntil(() => stop, () => current.url, token, created, counter);
      await new Promise((resolve) => setTimeout(resolve, randomInt(100, 1500)));

      const mode = MODES[round % MODES.length]!;
      kills.push(mode);
      const pid = postmasterPid()!;
      if (mode !== 'node') process.kill(pid, 'SIGKILL');
      if (mode === 'postgres') {
        // Only its PostgreSQL killed: the same server starts it again and answers again. The killed
        // server's backends may still answer a moment: "again" means a new postmaster. How soon
        // (issue 24: within 15 s) is measured by `BENCH_ONLY=recovery npm run bench`, not here: on a
        // loaded machine this took 15.0 s once (2026-11-30); the 60 s limits are guards.
        await waitFor(async () => postmasterPid(), (restarted) => restarted !== undefined && restarted !== pid, 60_000);
        await waitFor(() => fetch(`${current.url}${api}/gestorias/my/empresas?size=1`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.status).catch(() => 0), (status) => status === 200, 60_000);
        expect(current.child.exitCode).toBeNull();
        stop = true;
        await creating;
        continue;
      }
      await killHard(current.child);
      expect(await exited(current.child, 30_000)).toBe(true);
      stop = true;
      await creating;

      server = await startServerProcess(env);
    }
    for (const mode of MODES) expect(kills.filter((killed) => killed === mode)).toHaveLength(2);

    type Archivo = { id: string; procesado: boolean; lineasProcesadas: number };
    const base = server.url;
    for (const archivoId of files) {
      const finished = await waitFor(
        async () => (await getJson<{ content: Archivo[] }>(base, token, `${api}/gestorias/archivos/my?size=100`)).content.find((archivo) => archivo.id === archivoId)!,
        (archivo) => archivo.procesado,
        180_000,
      );
      expect(finished.lineasProcesadas).toBe(LINES_PER_FILE);
      const results = await getJson<Array<{ linea: number; status: string; mensajeError: string | null }>>(base, token, `${api}/gestorias/archivos/procesamientos/${archivoId}`);
      expect(results).toHaveLength(LINES_PER_FILE);
      expect(new Set(results.map((line) => line.linea)).size).toBe(LINES_PER_FILE);
      // Only the lines written bad fail (a line done twice would fail as a duplicate).
      const failed = results.filter((line) => line.status !== 'OK').map((line) => `${line.linea}: ${line.mensajeError}`);
      expect(failed).toHaveLength(LINES_PER_FILE / BAD_EVERY);
    }

    for (const nifCif of created) {
      const found = await getJson<{ content: Array<{ nifCif: string }> }>(base, token, `${api}/gestorias/my/empresas?nifCif=${nifCif}&size=1`);
      expect(found.content.map((empresa) => empresa.nifCif), nifCif).toEqual([nifCif]);
    }
    const after = (await getJson<{ totalElements: number }>(base, token, `${api}/gestorias/my/empresas?size=1`)).totalElements;
    const fromFiles = files.length * (LINES_PER_FILE - LINES_PER_FILE / BAD_EVERY);
    expect(after - before - fromFiles).toBeGreaterThanOrEqual(created.length);
    expect(after - before - fromFiles).toBeLessThanOrEqual(created.length + counter.unanswered);
    expect(created.length).toBeGreaterThan(0);
  }, 1_200_000);
});
