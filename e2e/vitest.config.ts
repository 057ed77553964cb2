import { defineConfig } from 'vitest/config';
import { timingReporters } from '../tools/timing-reporters.ts';
import { E2E_SERVERS } from './support/servers.ts';

/** Browser journeys: real servers started by the global setup, one per worker; Chromium driven by playwright-core. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One journey file at a time per server, each worker on its own (support/servers.ts).
    fileParallelism: E2E_SERVERS > 1,
    maxWorkers: E2E_SERVERS,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    ...timingReporters('e2e'),
  },
});
