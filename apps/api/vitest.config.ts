import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from '../../tools/longest-first-sequencer.ts';
import { timingReporters } from '../../tools/timing-reporters.ts';

/** The PostgreSQL servers the suite runs on: the embedded one, and TEST_DATABASE_URL's when set (test/support/database-setup.ts). */
const servers = process.env.TEST_DATABASE_URL ? 2 : 1;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // A worker process imports the application once and runs file after file in it: each file still
    // builds its own app on a database of its own and closes it (docs/testing.md). Measured alone on a
    // quiet machine, both shards: 461 s wall and 803 s CPU with a process per file, 333 s and 540 s so.
    isolate: false,
    // Two test files at once per server even on two cores: each waits on PostgreSQL much of its time.
    // The workers share one queue, the longest files first, so that no server is left with the last
    // long ones while the other has nothing (with `--shard`, each server a half of the files, one half
    // took 303 s and the other 422 s on 2026-11-30).
    maxWorkers: Math.max(2, availableParallelism() - 1) * servers,
    sequence: { sequencer: LongestFirstSequencer },
    globalSetup: ['./test/support/database-setup.ts', './test/support/server-bundle-setup.ts'],
    // A guard, not a measure: on a two-core machine running the journeys beside it, a test file that
    // builds many apps or hashes many passwords took up to 28 s of a 30 s limit (2026-11-29).
    testTimeout: 90_000,
    ...timingReporters(process.env.TEST_RESULTS_NAME ?? 'api'),
    hookTimeout: 120_000,
  },
});
