import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { timingReporters } from '../../tools/timing-reporters.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      unstubGlobals: true,
      css: false,
      // `npm test` runs these beside the journeys on two cores: a form test typing into many fields
      // takes a few seconds there, more than vitest's default 5 s.
      testTimeout: 30_000,
      // Two test files at once even on two cores: `npm test` runs these beside the journeys, which
      // leave a core idle much of the time (docs/testing.md).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      ...timingReporters('web'),
    },
  }),
);
