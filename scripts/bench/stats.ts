/** The value at `fraction` (0.5 = median) of ascending `sorted` values (nearest rank). */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

export interface LoadFigure {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failures: number;
  /** CPU time per request, when measured. */
  cpu?: CpuPerRequest;
}

/** Milliseconds of CPU per request: the server's Node process, its PostgreSQL, and this process (the load). */
export interface CpuPerRequest {
  serverMs: number;
  postgresMs: number;
  loadMs: number;
}

/** Measures CPU per request of a server (its Node process and PostgreSQL) and of this process. */
export function cpuMeter(server: { cpuMs(): { node: number; postgres: number } }) {
  let before = server.cpuMs();
  let own = process.cpuUsage();
  return {
    start() {
      before = server.cpuMs();
      own = process.cpuUsage();
    },
    stop(requests: number): CpuPerRequest {
      const after = server.cpuMs();
      const load = process.cpuUsage(own);
      const per = (ms: number) => ms / Math.max(1, requests);
      return { serverMs: per(after.node - before.node), postgresMs: per(after.postgres - before.postgres), loadMs: per((load.user + load.system) / 1000) };
    },
  };
}
export type CpuMeter = ReturnType<typeof cpuMeter>;

/**
 * `connections` loops each calling `call` back to back for `seconds` (after `warmupSeconds` not
 * counted): operations per second and latency percentiles. `call` resolves false on a failure.
 */
export async function closedLoop(options: { connections: number; seconds: number; warmupSeconds?: number; cpu?: CpuMeter; call: () => Promise<boolean> }): Promise<LoadFigure> {
  const loop = async (until: number, durations: number[] | undefined) => {
    let failures = 0;
    while (performance.now() < until) {
      const started = performance.now();
      const ok = await options.call().catch(() => false);
      durations?.push(performance.now() - started);
      if (!ok) failures += 1;
    }
    return failures;
  };
  const runAll = (seconds: number, durations?: number[]) => {
    const until = performance.now() + seconds * 1000;
    return Promise.all(Array.from({ length: options.connections }, () => loop(until, durations)));
  };
  if (options.warmupSeconds) await runAll(options.warmupSeconds);
  const durations: number[] = [];
  options.cpu?.start();
  const started = performance.now();
  const failures = (await runAll(options.seconds, durations)).reduce((total, value) => total + value, 0);
  const elapsed = performance.now() - started;
  const cpu = options.cpu?.stop(durations.length);
  durations.sort((a, b) => a - b);
  return { perSecond: (durations.length / elapsed) * 1000, p50Ms: percentile(durations, 0.5), p99Ms: percentile(durations, 0.99), requests: durations.length, failures, cpu };
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
export const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 0.5);

/**
 * One figure for several turns of the same measurement: the median of each value (requests and
 * failures summed). On a shared two-core machine one 10-second turn can land on a neighbour's burst.
 */
export function medianFigure(turns: readonly LoadFigure[]): LoadFigure {
  const of = (value: (figure: LoadFigure) => number) => median(turns.map(value));
  const cpus = turns.flatMap((figure) => (figure.cpu ? [figure.cpu] : []));
  const cpuOf = (value: (cpu: CpuPerRequest) => number) => median(cpus.map(value));
  return {
    perSecond: of((figure) => figure.perSecond),
    p50Ms: of((figure) => figure.p50Ms),
    p99Ms: of((figure) => figure.p99Ms),
    requests: turns.reduce((total, figure) => total + figure.requests, 0),
    failures: turns.reduce((total, figure) => total + figure.failures, 0),
    cpu: cpus.length === turns.length && cpus.length > 0 ? { serverMs: cpuOf((cpu) => cpu.serverMs), postgresMs: cpuOf((cpu) => cpu.postgresMs), loadMs: cpuOf((cpu) => cpu.loadMs) } : undefined,
  };
}
