// `npm run test:durations`: after `npm test`, writes how long each API and journey file took
// (test-results/, tools/timing-reporters.ts) to tools/test-durations.json, from which
// tools/longest-first-sequencer.ts starts the longest files first. Commit the file it changes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');
const resultsDir = join(repo, 'test-results');
const runs = readdirSync(resultsDir).filter((name) => /^(api|e2e)/.test(name) && name.endsWith('.json'));
if (runs.length === 0) throw new Error('no API or journey timings in test-results/: run `npm test` first');
/** A test file's path from the repository's root, wherever the run's clone was. */
const fromRoot = (path) => /(?:^|\/)((?:apps|packages|e2e|tools|scripts)\/.*)$/.exec(path.split('\\').join('/'))?.[1] ?? path;
const durations = {};
for (const run of runs) {
  for (const file of JSON.parse(readFileSync(join(resultsDir, run), 'utf8')).testResults ?? []) {
    durations[fromRoot(file.name)] = Math.round((file.endTime - file.startTime) / 100) / 10;
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(join(repo, 'tools/test-durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`tools/test-durations.json: ${Object.keys(sorted).length} files from ${runs.join(', ')}`);
