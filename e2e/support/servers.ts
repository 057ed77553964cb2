import { inject } from 'vitest';

/**
 * How many Cumplia servers the journeys run on, and so how many journey files run at once: each
 * worker drives its own server (its own embedded database and demo data), so that two journeys never
 * share a server's state (docs/testing.md). E2E_SERVERS=1 runs them one after another on one.
 */
export const E2E_SERVERS = Math.max(1, Number.parseInt(process.env.E2E_SERVERS ?? '2', 10) || 1);

/** This worker's own of what the global setup started one per worker (vitest numbers its workers from 1: VITEST_POOL_ID). */
function thisWorkers<T>(perWorker: T[]): T {
  const worker = Number.parseInt(process.env.VITEST_POOL_ID ?? '1', 10) || 1;
  return perWorker[(worker - 1) % perWorker.length]!;
}

/** The address of this worker's server. */
export const baseUrl = (): string => thisWorkers(inject('baseUrls'));

/** Where this worker's browser listens (support/browser.ts). */
export const browserEndpoint = (): string => thisWorkers(inject('browserEndpoints'));
