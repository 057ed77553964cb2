import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../tools/timing-reporters.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // A worker process imports the application once and runs file after file in it: each file still
    // builds its own app on a database of its own and closes it (docs/testing.md). Measured alone on a
    // quiet machine, both shards: 461 s wall and 803 s CPU with a process per file, 333 s and 540 s so.
    isolate: false,
    // Two test files at once even on two cores: each waits on PostgreSQL much of its time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['./test/support/database-setup.ts'],
    // A guard, not a measure: on a two-core machine running the journeys beside it, a test file that
    // builds many apps or hashes many passwords took up to 28 s of a 30 s limit (2026-11-29).
    testTimeout: 90_000,
    ...timingReporters(process.env.TEST_RESULTS_NAME ?? 'api'),
    hookTimeout: 120_000,
  },
});
