// Runs the API suite on real PostgreSQL, each test file once: on one embedded server started for the
// run (the product's default database) and, when TEST_DATABASE_URL names a server, on that one too,
// each worker on one of the two (apps/api/test/support/test-database.ts), so that both servers carry
// the suite (docs/testing.md). Each test file copies a migrated template into a database of its
// own and drops it. The tests of the embedded server itself (start, supervision, crashes, backups)
// start embedded servers of their own wherever they run.
import { spawnSync } from 'node:child_process';

const where = process.env.TEST_DATABASE_URL ? ` and PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host})` : '';
console.log(`▶ API tests on the embedded PostgreSQL server${where}`);
const run = spawnSync('npm', ['run', 'test', '-w', '@cumplia/api'], { stdio: 'inherit', env: { ...process.env, TEST_RESULTS_NAME: process.env.TEST_RESULTS_NAME ?? 'api' } });
process.exit(run.status ?? 1);
