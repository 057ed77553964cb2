import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    globalSetup: ['./test/support/database-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
