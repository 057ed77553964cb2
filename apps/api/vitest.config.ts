import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../tools/timing-reporters.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Two test files at once even on two cores: each waits on PostgreSQL much of its time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['./test/support/database-setup.ts'],
    testTimeout: 30_000,
    ...timingReporters(process.env.TEST_RESULTS_NAME ?? 'api'),
    hookTimeout: 60_000,
  },
});
