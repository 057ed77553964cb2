// Runs the API suite on real PostgreSQL, each test file once: on one embedded server started for the
// run (the product's default database) and, when TEST_DATABASE_URL names a server, half the files
// there at the same time (vitest's --shard), so that both servers carry the suite and it takes half
// as long (docs/testing.md). Each test file copies a migrated template into a database of its
// own and drops it. The tests of the embedded server itself (start, supervision, crashes, backups)
// start embedded servers of their own wherever they run.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const { TEST_DATABASE_URL, ...withoutServer } = process.env;

/** One vitest run of the API workspace, each line of its output after `tag`; resolves with its exit code. */
function run(label, tag, env, args = []) {
  console.log(`${tag}▶ API tests on ${label}${args.length ? ` (${args.join(' ')})` : ''}`);
  const child = spawn('npm', ['run', 'test', '-w', '@cumplia/api', '--', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => console.log(`${tag}${line}`));
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const embedded = 'the embedded PostgreSQL server';
const codes = TEST_DATABASE_URL
  ? await Promise.all([
      run(embedded, '[embedded] ', { ...withoutServer, TEST_RESULTS_NAME: 'api-embedded' }, ['--shard=1/2']),
      run(`PostgreSQL (${new URL(TEST_DATABASE_URL).host})`, '[postgres] ', { ...process.env, TEST_RESULTS_NAME: 'api-postgres' }, ['--shard=2/2']),
    ])
  : [await run(embedded, '', withoutServer)];
process.exit(codes.find((code) => code !== 0) ?? 0);
