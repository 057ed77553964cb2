import { setTimeout as sleep } from 'node:timers/promises';
import { companiesCsv } from '../../apps/api/test/support/csv.ts';
import { demoSession } from './auth.bench.ts';
import type { RunningServer } from './server.ts';
import { percentile } from './stats.ts';

/**
 * The sizes uploaded, each to a server of its own: the 10,000 lines measured since decision 0012
 * and a large gestoría's 100,000 (decision 0066). BENCH_CSV_LINES=30000 runs one size instead.
 */
export const CSV_SIZES = process.env.BENCH_CSV_LINES ? [Number(process.env.BENCH_CSV_LINES)] : [10_000, 100_000];
const BAD_EVERY = 100;
const PROBE_INTERVAL_MS = 20;
const DEADLINE_MS = 10 * 60_000;

export interface CsvImportFigures {
  seconds: number;
  linesPerSecond: number;
  /** The server process's resident memory before the upload and at its peak during it, in bytes. */
  baselineRss: number;
  peakRss: number;
  lines: number;
  bytes: number;
  processed: number;
  withError: number;
  /** From the upload request sent to its answer (the file checked and stored). */
  uploadSeconds: number;
  /** What GET archivos/my showed while the file ran (the upload screen's progress). */
  progress: Progress;
  /** Latency of what a user does meanwhile, each probe one request every 20 ms. */
  health: Probe;
  companyList: Probe;
  failures: number;
}

export interface Progress {
  /** From the upload request sent to the first line shown done. */
  firstSeconds: number;
  /** The longest time the lines shown done stayed the same before the end. */
  longestStallSeconds: number;
  /** Distinct figures shown on the way. */
  steps: number;
  /** When each tenth of the file was first shown done, in seconds from the upload. */
  tenths: number[];
  /** The progress call itself (every 100 ms). */
  call: Probe;
}

interface Probe {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failures: number;
}

interface Archivo {
  id: string;
  procesado: boolean;
  totalLineas: number;
  lineasProcesadas: number;
  lineasConError: number;
}

/** Requests `path` every PROBE_INTERVAL_MS (after each answer) until `stop` resolves. */
async function probe(url: string, path: string, headers: Record<string, string>, stop: Promise<unknown>): Promise<Probe> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const durations: number[] = [];
  let failures = 0;
  while (!stopped) {
    const started = performance.now();
    const ok = await fetch(`${url}${path}`, { headers }).then(async (response) => (await response.arrayBuffer(), response.ok)).catch(() => false);
    durations.push(performance.now() - started);
    if (!ok) failures += 1;
    await Promise.race([sleep(PROBE_INTERVAL_MS), stop]);
  }
  return probeOf(durations, failures);
}

function probeOf(durations: number[], failures: number): Probe {
  durations.sort((a, b) => a - b);
  return { requests: durations.length, p50Ms: percentile(durations, 0.5), p99Ms: percentile(durations, 0.99), maxMs: durations.at(-1) ?? 0, failures };
}

/** The progress shown at each poll, `[seconds, lines done]`, summed up. */
function progressOf(samples: Array<[number, number]>, lines: number, call: Probe): Progress {
  const tenths: number[] = [];
  let firstSeconds = Number.NaN;
  let longestStallSeconds = 0;
  let steps = 0;
  let last: [number, number] = [0, 0];
  for (const [seconds, done] of samples) {
    if (done === last[1]) continue;
    if (Number.isNaN(firstSeconds)) firstSeconds = seconds;
    longestStallSeconds = Math.max(longestStallSeconds, seconds - last[0]);
    steps += 1;
    while (tenths.length < 10 && done >= ((tenths.length + 1) * lines) / 10) tenths.push(seconds);
    last = [seconds, done];
  }
  return { firstSeconds, longestStallSeconds, steps, tenths, call };
}

/** What a user does meanwhile: the health check and the collaborator's company list. */
const HEALTH = '/api/health';
const COMPANY_LIST = '/api/cumplia-core/gestorias/my/empresas?page=0&size=10';

/**
 * A file of `lines` lines (1 % invalid) uploaded to a running server as the demo collaborator, from the
 * upload request to the moment GET archivos/my shows it processed; the server process's resident
 * memory (VmRSS before, VmHWM peak during), the progress the upload screen shows on the way, and the
 * health check and the company list answering meanwhile.
 */
export async function benchCsvImport(server: RunningServer, lines: number): Promise<CsvImportFigures> {
  const { url } = server;
  const { token } = await demoSession(url);
  const authorization = { authorization: `Bearer ${token}` };
  const bytes = Buffer.from(companiesCsv(lines, { badEvery: BAD_EVERY }));
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'text/csv' }), 'bench.csv');

  // Each call probed below once before the upload: its first call on a new server (the statement
  // prepared on a connection, the route's code compiled) is not what the upload costs it.
  await (await fetch(`${url}${HEALTH}`)).arrayBuffer();
  await (await fetch(`${url}${COMPANY_LIST}`, { headers: authorization })).arrayBuffer();
  // Quiet, then the baseline: whatever the start-up and the login left has settled.
  await sleep(2000);
  const baselineRss = server.memory().rss;
  server.resetPeak();
  let sampledPeak = baselineRss;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, server.memory().rss);
  }, 20);

  let finish!: () => void;
  const finished = new Promise<void>((done) => (finish = done));
  const started = performance.now();
  try {
    const upload = await fetch(`${url}/api/cumplia-core/gestorias/upload-csv`, { method: 'POST', headers: authorization, body: form });
    if (upload.status !== 201) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
    const { id } = (await upload.json()) as Archivo;
    const uploadSeconds = (performance.now() - started) / 1000;

    const probes = Promise.all([probe(url, HEALTH, {}, finished), probe(url, COMPANY_LIST, authorization, finished)]);
    let archivo: Archivo | undefined;
    let failures = 0;
    const samples: Array<[number, number]> = [];
    const pollDurations: number[] = [];
    try {
      for (;;) {
        if (performance.now() - started > DEADLINE_MS) throw new Error(`the file was not processed in ${DEADLINE_MS / 1000} s`);
        await sleep(100);
        const asked = performance.now();
        const response = await fetch(`${url}/api/cumplia-core/gestorias/archivos/my?page=0&size=10`, { headers: authorization });
        if (!response.ok) {
          failures += 1;
          continue;
        }
        archivo = ((await response.json()) as { content: Archivo[] }).content.find((entry) => entry.id === id);
        pollDurations.push(performance.now() - asked);
        samples.push([(performance.now() - started) / 1000, archivo?.lineasProcesadas ?? 0]);
        if (archivo?.procesado) break;
      }
    } finally {
      finish();
    }
    const seconds = (performance.now() - started) / 1000;
    const [health, companyList] = await probes;
    const peakRss = Math.max(sampledPeak, server.memory().peak);
    if (archivo!.lineasProcesadas !== lines) failures += 1;
    return {
      seconds,
      linesPerSecond: lines / seconds,
      baselineRss,
      peakRss,
      lines,
      bytes: bytes.length,
      processed: archivo!.lineasProcesadas,
      withError: archivo!.lineasConError,
      uploadSeconds,
      progress: progressOf(samples, lines, probeOf(pollDurations, 0)),
      health,
      companyList,
      failures: failures + health.failures + companyList.failures,
    };
  } finally {
    finish();
    clearInterval(sampler);
  }
}
