// Runs the API suite on real PostgreSQL: on one embedded server started for the run (the product's
// default database), and again on the server named by TEST_DATABASE_URL when there is one (each test
// file copies a migrated template into a database of its own there, and drops it).
import { spawnSync } from 'node:child_process';

const run = (label, env) => {
  console.log(`\n▶ API tests on ${label}`);
  const result = spawnSync('npm', ['run', 'test', '-w', '@cumplia/api'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
run('the embedded PostgreSQL server', withoutServer);
if (TEST_DATABASE_URL) run(`PostgreSQL (${new URL(TEST_DATABASE_URL).host})`, process.env);
