import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';

/**
 * A server for one test file, on a database of its own: a scratch database on the PostgreSQL
 * server named by TEST_DATABASE_URL, else an embedded PGlite in memory.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    CAPTCHA_MAX_NUMBER: '2000',
    JOBS_ENABLED: 'false',
    JOBS_POLL_SECONDS: '0.5',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    PUBLIC_URL: 'http://cumplia.test',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  const app = await buildApp(config);
  if (scratch) scratchDatabases.set(app, scratch.drop);
  return app;
}

const scratchDatabases = new WeakMap<FastifyInstance, () => Promise<void>>();

/** Closes the server, then drops its scratch database. */
export async function closeTestApp(app: FastifyInstance | undefined) {
  if (!app) return;
  await app.close();
  await scratchDatabases.get(app)?.();
}

async function createScratchDatabase(adminUrl: string) {
  const name = `cumplia_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
