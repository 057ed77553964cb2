import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { timingReporters } from '../../tools/timing-reporters.ts';

/**
 * Test files that must each have a process of their own: those that replace a module with `vi.mock`
 * (an earlier file of a shared process would already have loaded it whole), found here by reading
 * them, and two that need a window no earlier file has touched (React's lazy modules, the router's
 * scroll). Every other file shares its worker's modules with the files before it (`isolate: false`):
 * React, Mantine and jsdom are loaded once per worker, not once per file, which was about two thirds
 * of the web tests' CPU time (docs/testing.md).
 */
const NEEDS_OWN_WINDOW = ['src/app/root-layout.test.tsx', 'src/features/dashboard/components/staff-dashboard-section.test.tsx'];
const here = import.meta.dirname;
const ISOLATED = [
  ...NEEDS_OWN_WINDOW,
  ...readdirSync(join(here, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(join(here, 'src', file), 'utf8').includes('vi.mock('))
    .map((file) => `src/${file.split(sep).join('/')}`),
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      css: false,
      // `npm test` runs these beside the journeys on two cores: a form test typing into many fields
      // took up to 22 s there (2026-11-29), more than vitest's default 5 s; the limit is a guard.
      testTimeout: 60_000,
      // Two test files at once even on two cores: `npm test` runs these beside the journeys, which
      // leave a core idle much of the time (docs/testing.md).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      ...timingReporters('web'),
      // Each project names its own files: a project's `include` is added to an inherited one, not put
      // in its place, so the shared settings above name none.
      projects: [
        { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
        { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...ISOLATED], isolate: false } },
      ],
    },
  }),
);
