/** Operations per second and latency percentiles of sequential timed runs. */
export function summarize(durationsMs: number[], totalMs: number) {
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
  return { perSecond: (durationsMs.length / totalMs) * 1000, p50Ms: at(0.5), p99Ms: at(0.99), count: durationsMs.length };
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
