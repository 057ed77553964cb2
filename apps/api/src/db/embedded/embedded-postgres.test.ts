import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseStartError } from '../database-start-error.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { recordedPostmasterPid } from './postmaster.ts';
import { scratchDataDir } from '../../../test/support/scratch-data-dir.ts';
import { SERVER_NODE_ARGS } from '../../../scripts/build-server.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = scratchDataDir('cumplia-embedded');
  folders.push(folder);
  return folder;
}

const quiet = () => {};

async function count(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('select count(*)::int as n from kept')).rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL server', () => {
  it('creates its cluster once, keeps what was written across a stop, and listens on loopback with a password', async () => {
    const dataDir = dataFolder();
    const first = await startEmbeddedPostgres({ dataDir, log: quiet });
    const url = first.connectionString();
    expect(new URL(url).hostname).toBe('127.0.0.1');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('create table kept (id int)');
    await client.query('insert into kept values (1), (2)');
    await client.end();
    await expect(new pg.Client({ connectionString: url.replace(/:[^:@/]+@/, ':wrong@') }).connect()).rejects.toThrow(/password authentication failed/);
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, log: quiet });
    try {
      expect(await count(second.connectionString())).toBe(2);
    } finally {
      await second.stop();
    }
  });

  it('stops the server a killed parent left running and starts its own, with every committed row', async () => {
    const dataDir = dataFolder();
    // A parent process that starts the server, commits a row and is then killed without a word.
    const script = `
      const { startEmbeddedPostgres } = await import(${JSON.stringify(fileURLToPath(new URL('./embedded-postgres.ts', import.meta.url)))});
      const pg = (await import('pg')).default;
      const server = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, log: () => {} });
      const client = new pg.Client({ connectionString: server.connectionString() });
      await client.connect();
      await client.query('create table kept (id int)');
      await client.query('insert into kept values (1)');
      console.log('committed');
      setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => parent.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('committed') && resolve()));
    parent.kill('SIGKILL');
    await new Promise((resolve) => parent.once('exit', resolve));
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);

    const messages: string[] = [];
    const server = await startEmbeddedPostgres({ dataDir, log: (message) => messages.push(message) });
    try {
      expect(messages.join('\n')).toMatch(/Deteniendo el PostgreSQL integrado que dejó en marcha un proceso anterior/);
      expect(await count(server.connectionString())).toBe(1);
    } finally {
      await server.stop();
    }
  });

  it('starts PostgreSQL again on the same port when it is killed, with every committed row (how soon: the recovery bench)', async () => {
    const dataDir = dataFolder();
    const server = await startEmbeddedPostgres({ dataDir, log: quiet });
    const lost: string[] = [];
    const restored = new Promise<string>((resolve) => server.onRestarted(resolve));
    server.onUnexpectedExit((description) => lost.push(description));
    const url = server.connectionString();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('create table kept (n integer)');
    await client.query('insert into kept select generate_series(1, 1000)');
    await client.end();
    try {
      const pid = recordedPostmasterPid(join(dataDir, 'postgres'));
      expect(pid).toBeDefined();
      process.kill(pid!, 'SIGKILL');
      // How soon it answers again is measured by `BENCH_ONLY=recovery npm run bench` (issue 24: 15 s).
      expect(await restored).toMatch(/started again in \d+ ms/);
      expect(lost[0]).toMatch(/exited with SIGKILL/);
      expect(await count(url)).toBe(1000);
    } finally {
      await server.stop();
    }
  });

  it('refuses a data folder of the PGlite version, naming it and what to do', async () => {
    const dataDir = dataFolder();
    mkdirSync(join(dataDir, 'pglite'));
    const started = startEmbeddedPostgres({ dataDir, log: quiet });
    await expect(started).rejects.toBeInstanceOf(DatabaseStartError);
    await expect(started).rejects.toThrow(`${join(dataDir, 'pglite')}`);
    await expect(started).rejects.toThrow(/mueva o borre la carpeta/);
    expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
  });

  it('explains a cluster that cannot be opened, with the folder and PostgreSQL’s own words', async () => {
    const dataDir = dataFolder();
    const server = await startEmbeddedPostgres({ dataDir, log: quiet });
    await server.stop();
    rmSync(join(dataDir, 'postgres', 'global', 'pg_control'));
    const started = startEmbeddedPostgres({ dataDir, log: quiet });
    await expect(started).rejects.toBeInstanceOf(DatabaseStartError);
    await expect(started).rejects.toThrow(/No se ha podido abrir la base de datos integrada/);
    await expect(started).rejects.toThrow(/pg_control/);
  });
});

describe('npm start on a data folder it cannot open', () => {
  it('prints the reason and what to do, without a stack trace, and exits with an error', async () => {
    const dataDir = dataFolder();
    mkdirSync(join(dataDir, 'pglite'));
    const apiDir = fileURLToPath(new URL('../../..', import.meta.url));
    const child = spawn(process.execPath, SERVER_NODE_ARGS, {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/Se ha encontrado una base de datos de una versión anterior de Cumplia \(PGlite\)/);
    expect(output).toMatch(/An embedded database from an earlier version/);
    expect(output).not.toMatch(/\n\s+at /);
  });
});
