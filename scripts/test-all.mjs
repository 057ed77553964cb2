// `npm test`: the whole suite (docs/testing.md): lint, the type checks and the web build two at a
// time, then the unit tests, the API suite on real PostgreSQL and the browser journeys one after
// another. Each step's output is printed whole when it ends, under its name, with its time; the run
// fails if any step did.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const repo = resolve(import.meta.dirname, '..');
// Where the vitest runs leave their timings (tools/timing-reporters.ts), read for the slowest tests below.
const resultsDir = join(repo, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

// The checks first, two at a time, the longest (lint, one thread) first: one after another they left
// a core idle for about two minutes of a slow machine's run (2026-11-30: lint 0.5, typecheck 1.2,
// build 0.2 min). The type checks are TypeScript 7's, several threads each (decision 0076). Then the
// long steps, one at a time. Each of those already keeps both cores of a two-core machine busy by
// itself (the API suite on two PostgreSQL servers, four files at once; the journeys on two servers
// with a browser each; the unit tests two files at a time), so two of them side by side only made
// each slower: on 2026-11-30 the steps alone added up to 10.3 minutes and ran in 9.5–9.7 one after
// another, where two lanes had taken 24–28 (docs/testing.md). A failed step does not stop the others, except the
// journeys, which need the web build.
const CHECKS = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck (web)', command: 'npm run typecheck -w @cumplia/web' },
  { name: 'typecheck (api)', command: 'npm run typecheck -w @cumplia/api' },
  { name: 'typecheck (shared)', command: 'npm run typecheck -w @cumplia/shared' },
  { name: 'typecheck (tools)', command: 'npm run typecheck:tools' },
  { name: 'build', command: 'npm run build' },
];
const CHECKS_AT_ONCE = 2;
const STEPS = [
  { name: 'unit', command: 'npm run test:unit' },
  { name: 'api', command: 'npm run test:api' },
  // No photographs of the screens here: nobody looks at them in this run (e2e/support/browser.ts).
  { name: 'e2e', command: 'E2E_SCREENSHOTS=0 npm run test:e2e:journeys', needs: 'build' },
];

const started = Date.now();
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const results = [];

/** Runs one step with its output kept, then prints it whole. */
function step(name, command) {
  const begin = Date.now();
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', TEST_RESULTS_DIR: resultsDir } });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const ok = code === 0 && !signal;
      const took = Date.now() - begin;
      process.stdout.write(`\n━━━ ${name}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${minutes(took)} ━━━\n`);
      process.stdout.write(Buffer.concat(output));
      results.push({ name, ok, took, output: ok ? '' : Buffer.concat(output).toString() });
      resolve();
    });
  });
}

const running = setInterval(() => console.log(`… ${minutes(Date.now() - started)} so far; done: ${results.map((result) => result.name).join(', ') || 'nothing yet'}`), 120_000);
const waiting = [...CHECKS];
await Promise.all(
  Array.from({ length: CHECKS_AT_ONCE }, async () => {
    for (let check = waiting.shift(); check; check = waiting.shift()) await step(check.name, check.command);
  }),
);
for (const { name, command, needs } of STEPS) {
  const blocked = needs && !results.find((result) => result.name === needs)?.ok;
  if (blocked) {
    process.stdout.write(`\n━━━ ${name}: not run (${needs} failed) ━━━\n`);
    results.push({ name, ok: false, took: 0 });
  } else await step(name, command);
}
clearInterval(running);
const passed = results.every((result) => result.ok);

/** The twenty slowest tests of the runs that left their timings, with the file each is in. */
function slowestTests() {
  const tests = [];
  for (const file of existsSync(resultsDir) ? readdirSync(resultsDir).filter((name) => name.endsWith('.json')) : []) {
    const run = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'));
    for (const testFile of run.testResults ?? []) {
      for (const test of testFile.assertionResults ?? []) tests.push({ run: file.replace(/\.json$/, ''), file: relative(repo, testFile.name), title: test.title, ms: test.duration ?? 0 });
    }
  }
  return tests.sort((a, b) => b.ms - a.ms).slice(0, 20);
}

/**
 * The end of a failed step's output worth reading, printed again last: a CI log is kept cut to its tail,
 * which otherwise shows only the journeys. From vitest's own summary of what failed (its "Failed
 * Tests" or "Unhandled Errors" block, which also catches an error outside any test, one that fails a
 * run whose tests all passed) or else the step's last lines; at most 60 lines.
 */
function failureExcerpt(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const summary = lines.findIndex((line) => /⎯ (Failed Tests|Unhandled Errors?|Failed Suites)/.test(line));
  return (summary >= 0 ? lines.slice(summary, summary + 60) : lines.slice(-20)).join('\n');
}

console.log(`\n━━━ npm test: ${passed ? 'passed' : 'FAILED'} in ${minutes(Date.now() - started)} ━━━`);
for (const { name, ok, took } of results) console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(10)} ${minutes(took)}`);
console.log('\nThe twenty slowest tests:');
for (const test of slowestTests()) console.log(`  ${(test.ms / 1000).toFixed(1).padStart(6)} s  [${test.run}] ${test.file} › ${test.title}`);
for (const { name, output } of results.filter((result) => result.output)) console.log(`\nWhat failed in ${name}:\n${failureExcerpt(output)}`);
process.exit(passed ? 0 : 1);
