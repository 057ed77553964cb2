import autocannon from 'autocannon';
import { demoSession, figure } from './auth.bench.ts';
import { percentile, type CpuMeter, type LoadFigure } from './stats.ts';

const SUPERADMIN = { username: '12345678Z', password: 'Cumplia.2026' };
const CONNECTIONS = 8;
const SECONDS = 10;
const WARMUP_SECONDS = 2;
const ALONE_CALLS = 60;

export interface DashboardFigures {
  /** One call at a time, as one staff member opening the home: p50 and p99 of 50 calls after 10 of warm-up. */
  alone: { p50Ms: number; p99Ms: number; failures: number };
  /** 8 connections for 10 s. */
  loaded: LoadFigure;
}

/** GET admin/dashboard as the superadmin's home calls it: alone, then 8 at a time. */
export async function benchDashboard(url: string, cpu?: CpuMeter): Promise<DashboardFigures> {
  const { token } = await demoSession(url, SUPERADMIN);
  const endpoint = `${url}/api/cumplia-core/admin/dashboard`;
  const headers = { authorization: `Bearer ${token}` };

  const durations: number[] = [];
  let failures = 0;
  for (let call = 0; call < ALONE_CALLS; call += 1) {
    const started = performance.now();
    const response = await fetch(endpoint, { headers });
    const body = (await response.json()) as { empresas?: { total?: number } };
    if (!response.ok || !body.empresas?.total) failures += 1;
    if (call >= 10) durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);

  const run = (duration: number) => autocannon({ url: endpoint, connections: CONNECTIONS, duration, headers });
  await run(WARMUP_SECONDS);
  cpu?.start();
  const loaded = figure(await run(SECONDS), cpu);
  return { alone: { p50Ms: percentile(durations, 0.5), p99Ms: percentile(durations, 0.99), failures }, loaded };
}
