import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { gestorias, users } from '../../apps/api/src/db/schema/index.ts';
import { seedDemoData } from '../../apps/api/src/db/seed.ts';
import { companiesCsv } from '../../apps/api/test/support/csv.ts';

export const CSV_LINES = Number(process.env.BENCH_CSV_LINES ?? 10_000);

/**
 * Time and peak memory (resident set) of processing a 10,000-line file end to end on the embedded
 * database kept on disk, as the server does it: every line validated, its company and
 * administrator created with the verification e-mail and audit rows, its result recorded.
 */
export async function benchCsvImport() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cumplia-bench-csv-'));
  const app = await buildApp({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', WEB_DIST_DIR: '/nonexistent' }) });
  try {
    const { db } = app.context.database;
    await seedDemoData(db);
    const [gestoria] = await db.select().from(gestorias).where(eq(gestorias.nifCif, 'B87654323'));
    const [user] = await db.select().from(users).where(eq(users.username, '11111111H'));
    const bytes = Buffer.from(companiesCsv(CSV_LINES, { badEvery: 100 }));
    const actor = { userId: user!.id, username: user!.username, clientIp: null, requestId: 'bench' };

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const archivo = await app.context.services.altaMasiva.upload(actor, gestoria!.id, { filename: 'bench.csv', mimetype: 'text/csv', bytes });
    await app.context.services.altaMasiva.processPending();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const [summary] = (await app.context.services.altaMasiva.list(gestoria!.id, { page: 0, size: 1 })).content;
    if (summary?.id !== archivo.id || summary.lineasProcesadas !== CSV_LINES) throw new Error('the file was not fully processed');
    return { seconds, linesPerSecond: CSV_LINES / seconds, peakRssMb: peak / 1024 / 1024, growthMb: (peak - baseline) / 1024 / 1024, errors: summary.lineasConError };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
