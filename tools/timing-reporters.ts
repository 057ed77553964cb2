import { join } from 'node:path';

/**
 * The reporters of a vitest run: the default one, and under `npm test` (which sets TEST_RESULTS_DIR)
 * a JSON file named `name` too, from which it lists the slowest tests at the end (docs/testing.md).
 */
export function timingReporters(name: string): { reporters: string[]; outputFile?: { json: string } } {
  const dir = process.env.TEST_RESULTS_DIR;
  if (!dir) return { reporters: ['default'] };
  return { reporters: ['default', 'json'], outputFile: { json: join(dir, `${name}.json`) } };
}
