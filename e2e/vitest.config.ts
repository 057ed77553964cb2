import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from '../tools/longest-first-sequencer.ts';
import { timingReporters } from '../tools/timing-reporters.ts';
import { E2E_SERVERS } from './support/servers.ts';

/** Browser journeys: real servers started by the global setup, one per worker; Chromium driven by playwright-core. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // A failed journey prints what its pages showed (support/on-failure.ts).
    setupFiles: ['./support/on-failure.ts'],
    // One journey file at a time per server, each worker on its own (support/servers.ts).
    fileParallelism: E2E_SERVERS > 1,
    maxWorkers: E2E_SERVERS,
    // A worker runs file after file in one process, as the API suite's do: playwright-core, pdf.js and
    // the support modules are loaded once per worker, not once per file (each file still opens its own
    // connection to the worker's browser and closes its contexts). 2026-12-02, all 24 files on a quiet
    // machine: the vitest processes' CPU 49.5 → 34.0 s, the run 217 → 205 s (docs/testing.md).
    isolate: false,
    // The longest journey files first, so that the last one to end is a short one (tools/).
    sequence: { sequencer: LongestFirstSequencer },
    testTimeout: 300_000,
    hookTimeout: 120_000,
    // expect.poll waits as long as a locator does (support/browser.ts), not vitest's 1 s: on a loaded
    // two-core machine a debounced search and its answer took longer, and the renewals journey failed
    // twice on it (2026-11-29); its state then failed the file's later tests too.
    expect: { poll: { timeout: 60_000, interval: 200 } },
    ...timingReporters('e2e'),
  },
});
