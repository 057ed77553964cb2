import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria } from '../../../test/support/factories.ts';
import { companiesCsv, multipartFile } from '../../../test/support/csv.ts';
import { refuseJobs } from '../../../test/support/job-faults.ts';
import { cifFor } from '../../../test/support/spanish-ids.ts';
import { processCsvJob } from '../../jobs/process-csv.job.ts';
import { resumeCsvJob } from '../../jobs/resume-csv.job.ts';

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof createGestoria>>;
beforeAll(async () => {
  app = await createTestApp({ JOBS_ENABLED: 'true' });
  await app.ready();
  owner = await createGestoria(app);
});
afterAll(() => closeTestApp(app));

const auth = () => ({ authorization: `Bearer ${owner.token}` });
type Archivo = { id: string; procesado: boolean; totalLineas: number; lineasProcesadas: number };

async function archivo(id: string): Promise<Archivo> {
  const list = await app.inject({ method: 'GET', url: '/api/cumplia-core/gestorias/archivos/my?size=100', headers: auth() });
  return (list.json().content as Archivo[]).find((file) => file.id === id)!;
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function processed(id: string): Promise<Archivo> {
  const deadline = Date.now() + 20_000;
  let state = await archivo(id);
  while (!state.procesado && Date.now() < deadline) {
    await pause(200);
    state = await archivo(id);
  }
  return state;
}

/** Uploads `csv` while the queue refuses its processing job: the file waits, unprocessed. */
async function uploadWithoutItsJob(filename: string, csv: string): Promise<string> {
  const restore = await refuseJobs(app.context.database.raw, 'process-csv');
  try {
    const { payload, headers } = multipartFile(filename, Buffer.from(csv), 'text/csv');
    const response = await app.inject({ method: 'POST', url: '/api/cumplia-core/gestorias/upload-csv', payload, headers: { ...headers, ...auth() } });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  } finally {
    await restore();
  }
}

describe("the bulk upload's jobs: the sweep, and the processing after an upload", () => {
  it('is scheduled every minute', async () => {
    const { rows } = await app.context.database.raw.executeSql('select cron from pgboss.schedule where name = $1', [resumeCsvJob.name]);
    expect(rows).toEqual([{ cron: '* * * * *' }]);
  });

  it('resumes a file whose processing job could not be sent, without a restart', async () => {
    const { raw } = app.context.database;
    const id = await uploadWithoutItsJob('sin-trabajo.csv', companiesCsv(30));
    // Nothing processes it: its job was never enqueued.
    await pause(1500);
    expect(await archivo(id)).toMatchObject({ procesado: false, lineasProcesadas: 0 });

    // A file with recent progress (here: just uploaded) is left to the job that may be on it.
    await app.context.queue.send(resumeCsvJob, {});
    await pause(2000);
    expect(await archivo(id)).toMatchObject({ procesado: false, lineasProcesadas: 0 });

    // Once it has been idle for a while, the sweep (every minute; sent here as its schedule would) sends it again.
    await raw.executeSql("update archivos_csv set fecha_carga = now() - interval '10 minutes' where id = $1", [id]);
    await app.context.queue.send(resumeCsvJob, {});
    expect(await processed(id)).toMatchObject({ procesado: true, totalLineas: 30, lineasProcesadas: 30 });
  });

  // Decision 0066, fourth step: the upload's request has read the file whole; its processing in the
  // same process goes on from that reading instead of fetching and decoding the stored copy again.
  it("processes, in the process that took the upload, the file as the request read it, not a copy read again from the database", async () => {
    const { raw } = app.context.database;
    const [uploaded, stored] = [2_100_000, 2_200_000];
    const id = await uploadWithoutItsJob('leido-una-vez.csv', companiesCsv(5, { base: uploaded }));
    // The stored copy changed behind the server's back: only a reading from the database would see it.
    await raw.executeSql('update archivos_csv set contenido = $2 where id = $1', [id, Buffer.from(companiesCsv(5, { base: stored }))]);
    await app.context.queue.send(processCsvJob, { archivoId: id });
    expect(await processed(id)).toMatchObject({ procesado: true, lineasProcesadas: 5 });
    const created = async (base: number) =>
      (await raw.executeSql('select count(*)::int as count from empresas where nif_cif = any($1)', [[1, 2, 3, 4, 5].map((line) => cifFor(base + line))])).rows[0];
    expect(await created(uploaded)).toEqual({ count: 5 });
    expect(await created(stored)).toEqual({ count: 0 });
  });
});
