import { defineConfig } from 'vitest/config';
import { timingReporters } from '../../tools/timing-reporters.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    globalSetup: ['./test/support/database-setup.ts'],
    testTimeout: 30_000,
    ...timingReporters(process.env.TEST_RESULTS_NAME ?? 'api'),
    hookTimeout: 60_000,
  },
});
