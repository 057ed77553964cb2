import { cpus } from 'node:os';
import { benchLogin, benchRefresh, type Figure } from './auth.bench.ts';
import { measureLandingJs, type LandingSize } from './landing-size.bench.ts';
import { startServer } from './server.ts';

/**
 * `npm run bench`: speed figures measured against the running server with a load generator in
 * this process (autocannon). Targets live here, never in timed tests.
 */
const server = await startServer({ CAPTCHA_MAX_NUMBER: '1000', PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000' });
const figures: Figure[] = [];
let landing: LandingSize;
try {
  landing = await measureLandingJs(server.url);
  figures.push(await benchLogin(server.url));
  figures.push(await benchRefresh(server.url));
} finally {
  await server.stop();
}

console.log(`\nCumplia benchmarks — Node ${process.version}, ${cpus().length} cores, embedded database (PGlite)\n`);
console.table(
  figures.map((entry) => ({
    endpoint: entry.name,
    'req/s': Math.round(entry.requestsPerSecond * 10) / 10,
    'p50 ms': entry.p50Ms,
    'p99 ms': entry.p99Ms,
    requests: entry.requests,
    failures: entry.failures,
  })),
);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`\nJavaScript a visitor downloads to show the landing page (/): ${landing.files} files, ${kib(landing.rawBytes)} raw, ${kib(landing.gzipBytes)} gzipped\n`);
const failed = figures.filter((entry) => entry.failures > 0);
if (failed.length > 0) {
  console.error(`Requests failed in: ${failed.map((entry) => entry.name).join(', ')}`);
  process.exit(1);
}
