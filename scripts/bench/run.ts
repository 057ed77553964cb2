import { mkdtempSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchLogin, benchRefresh } from './auth.bench.ts';
import { benchCompanyList, COMPANIES, prepareCompaniesAndBaseline } from './company-list.bench.ts';
import { benchCsvImport, CSV_LINES } from './csv-import.bench.ts';
import { measureLandingJs } from './landing-size.bench.ts';
import { startServer } from './server.ts';
import { round } from './stats.ts';

/**
 * `npm run bench`: speed and memory figures of the real server on the embedded database, with a
 * load generator (autocannon) in this process. Targets live here, never in timed tests.
 */
const serverEnv = { CAPTCHA_MAX_NUMBER: '1000', PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000' };
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
let failed = false;

console.log(`Cumplia benchmarks — Node ${process.version}, ${cpus().length} cores, embedded database (PGlite on disk)\n`);

// Public pages and sessions, on a fresh server with the demo data.
{
  const server = await startServer(serverEnv);
  try {
    const landing = await measureLandingJs(server.url);
    console.log(`JavaScript a visitor downloads to show the landing page (/): ${landing.files} files, ${kib(landing.rawBytes)} raw, ${kib(landing.gzipBytes)} gzipped\n`);
    const sessions = [await benchLogin(server.url), await benchRefresh(server.url)];
    console.table(sessions.map((entry) => ({ endpoint: entry.name, 'req/s': round(entry.requestsPerSecond), 'p50 ms': entry.p50Ms, 'p99 ms': entry.p99Ms, requests: entry.requests, failures: entry.failures })));
    failed ||= sessions.some((entry) => entry.failures > 0);
  } finally {
    await server.stop();
  }
}

// The collaborator's company list at 100,000 companies, against the same queries run directly.
{
  const dataDir = mkdtempSync(join(tmpdir(), 'cumplia-bench-list-'));
  try {
    const baseline = await prepareCompaniesAndBaseline(dataDir);
    const server = await startServer({ ...serverEnv, DATA_DIR: dataDir });
    try {
      const http = await benchCompanyList(server.url);
      console.log(`\nPaged, filtered company list with ${COMPANIES.toLocaleString('es-ES')} companies (pages, name search, NIF/CIF prefix):`);
      console.table([
        { measured: 'GET /api/cumplia-core/gestorias/my/empresas (HTTP, 8 connections)', 'req/s': round(http.perSecond), 'p50 ms': http.p50Ms, 'p99 ms': http.p99Ms, requests: http.count, failures: http.failures },
        { measured: 'the same queries straight on the database (baseline, sequential)', 'req/s': round(baseline.perSecond), 'p50 ms': round(baseline.p50Ms), 'p99 ms': round(baseline.p99Ms), requests: baseline.count, failures: 0 },
      ]);
      failed ||= http.failures > 0;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// A 10,000-line bulk upload, end to end.
{
  const csv = await benchCsvImport();
  console.log(`\nBulk upload of ${CSV_LINES.toLocaleString('es-ES')} lines (1 % invalid): ${round(csv.seconds)} s, ${round(csv.linesPerSecond)} lines/s, peak resident memory ${round(csv.peakRssMb)} MB (+${round(csv.growthMb)} MB during the import)`);
}

if (failed) {
  console.error('\nSome requests failed: see the failures column.');
  process.exit(1);
}
