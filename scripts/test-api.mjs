// Runs the API suite on the embedded database, and again on a real PostgreSQL server when
// TEST_DATABASE_URL names one (each test file makes and drops a scratch database there).
import { spawnSync } from 'node:child_process';

const run = (label, env) => {
  console.log(`\n▶ API tests on ${label}`);
  const result = spawnSync('npm', ['run', 'test', '-w', '@cumplia/api'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
run('the embedded database (PGlite)', withoutServer);
if (TEST_DATABASE_URL) run(`PostgreSQL (${new URL(TEST_DATABASE_URL).host})`, process.env);
