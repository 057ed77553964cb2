import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria } from '../../../test/support/factories.ts';
import { companiesCsv, multipartFile } from '../../../test/support/csv.ts';
import { refuseJobs } from '../../../test/support/job-faults.ts';
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

describe('the bulk upload sweep', () => {
  it('is scheduled every minute', async () => {
    const { rows } = await app.context.database.raw.executeSql('select cron from pgboss.schedule where name = $1', [resumeCsvJob.name]);
    expect(rows).toEqual([{ cron: '* * * * *' }]);
  });

  it('resumes a file whose processing job could not be sent, without a restart', async () => {
    const { raw } = app.context.database;
    const restore = await refuseJobs(raw, 'process-csv');
    let id: string;
    try {
      const { payload, headers } = multipartFile('sin-trabajo.csv', Buffer.from(companiesCsv(30)), 'text/csv');
      const response = await app.inject({ method: 'POST', url: '/api/cumplia-core/gestorias/upload-csv', payload, headers: { ...headers, ...auth() } });
      expect(response.statusCode).toBe(201);
      id = response.json().id;
    } finally {
      await restore();
    }
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
    const deadline = Date.now() + 20_000;
    let state = await archivo(id);
    while (!state.procesado && Date.now() < deadline) {
      await pause(200);
      state = await archivo(id);
    }
    expect(state).toMatchObject({ procesado: true, totalLineas: 30, lineasProcesadas: 30 });
  });
});
