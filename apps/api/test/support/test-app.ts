import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestDatabase } from './test-database.ts';

/** The configuration of a test server on the given database. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    // A real proof of work, cheap to solve: the tests solve hundreds (2000 was half the login-throttle
    // file's time on 2026-11-30).
    CAPTCHA_MAX_NUMBER: '20',
    JOBS_ENABLED: 'false',
    JOBS_POLL_SECONDS: '0.5',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    PUBLIC_URL: 'http://cumplia.test',
    ...env,
  });
}

/** A server for one test file, on a migrated PostgreSQL database of its own; `now` is its clock. */
export async function createTestApp(env: Record<string, string> = {}, options: { now?: () => Date } = {}): Promise<FastifyInstance> {
  const database = await createTestDatabase();
  try {
    const app = await buildApp(testConfig(database.url, env), options);
    testDatabases.set(app, database.drop);
    return app;
  } catch (error) {
    await database.drop();
    throw error;
  }
}

const testDatabases = new WeakMap<FastifyInstance, () => Promise<void>>();

/** Closes the server, then drops its database. */
export async function closeTestApp(app: FastifyInstance | undefined) {
  if (!app) return;
  await app.close();
  await testDatabases.get(app)?.();
}
