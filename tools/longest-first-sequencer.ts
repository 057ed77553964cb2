import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const repo = resolve(import.meta.dirname, '..');
const durationsFile = join(repo, 'tools/test-durations.json');

/** Seconds each test file took in a whole run (`npm run test:durations` writes them after `npm test`). */
const durations: Record<string, number> = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};

/**
 * The longest test files first, by the committed durations of a whole run: the workers share one
 * queue, and a long file taken last kept one worker busy alone at the end while the others had
 * nothing left (a clean clone has no vitest cache to order them by). A file the table does not know
 * yet goes first, as vitest's own order puts unknown files first.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) => durations[relative(repo, file.moduleId).split('\\').join('/')] ?? Number.POSITIVE_INFINITY;
    return [...(await super.sort(files))].sort((a, b) => seconds(b) - seconds(a));
  }
}
