// `npm test`: the whole suite in two lanes side by side, as much as a two-core machine can carry
// (docs/testing.md). One lane lints, drives the browser and checks the types (lint, the web build,
// the journeys, typecheck), the other runs the API suite on real PostgreSQL, then the unit tests. Each
// step's output is printed whole when it ends, under its name, with its time; the run fails if any
// step did.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');
// Where the vitest runs leave their timings (tools/timing-reporters.ts), read for the slowest tests below.
const resultsDir = join(repo, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

// The type check runs after the journeys, not before them: with it first, the journeys' lane was
// the longer by ten minutes (2026-11-29: lint, types, build and journeys 27.3 min; API and unit
// 16.6). With the journeys lighter, the two lanes now end within a minute of each other.
const LANES = [
  [
    ['lint', 'npm run lint'],
    ['build', 'npm run build'],
    // No photographs of the screens here: nobody looks at them in this run (e2e/support/browser.ts).
    ['e2e', 'E2E_SCREENSHOTS=0 npm run test:e2e:journeys'],
    ['typecheck', 'npm run typecheck'],
  ],
  [
    ['api', 'npm run test:api'],
    ['unit', 'npm run test:unit'],
  ],
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
      results.push({ name, ok, took });
      resolve(ok);
    });
  });
}

/** A lane's steps one after another; a failed step stops its lane, not the other one. */
async function lane(steps) {
  for (const [name, command] of steps) if (!(await step(name, command))) return false;
  return true;
}

const running = setInterval(() => console.log(`… ${minutes(Date.now() - started)} so far; done: ${results.map((result) => result.name).join(', ') || 'nothing yet'}`), 120_000);
const lanes = await Promise.all(LANES.map(lane));
clearInterval(running);

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

console.log(`\n━━━ npm test: ${lanes.every(Boolean) ? 'passed' : 'FAILED'} in ${minutes(Date.now() - started)} ━━━`);
for (const { name, ok, took } of results) console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(10)} ${minutes(took)}`);
console.log('\nThe twenty slowest tests:');
for (const test of slowestTests()) console.log(`  ${(test.ms / 1000).toFixed(1).padStart(6)} s  [${test.run}] ${test.file} › ${test.title}`);
process.exit(lanes.every(Boolean) ? 0 : 1);
