import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.ts';
import { listeningUrl, loadConfig } from './config.ts';
import { DatabaseStartError } from './db/database-start-error.ts';
import { seedDemoData, demoLoginsText } from './db/seed.ts';
import { processRenovacionesJob } from './jobs/process-renovaciones.job.ts';
import { unhandledRejectionHandler } from './lib/unhandled-rejection.ts';

// The old generation may grow by 30 % of what survived the last full collection before the next
// one, instead of V8's own factor (up to 4×, chosen by its measure of collection speed): a bulk
// upload's batches live through their transaction and are promoted, and the heap grew +150–280 MB
// of garbage over a 100,000-line file. A ratio, not a cap: a large Excel export still gets all the
// memory it keeps (decision 0066).
setFlagsFromString('--heap-growing-percent=30');

const config = loadConfig();
const app = await buildApp(config).catch((error: unknown) => {
  // A database that cannot be opened is told plainly, with the folder and what to do.
  if (error instanceof DatabaseStartError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
});

// The embedded PostgreSQL server gone (killed, crashed): it is started again at once, its recovery
// replaying the log; meanwhile requests answer 503 and the pool reconnects when it is back.
app.context.database.onServerLost((description) => {
  app.log.error(`${description}: se vuelve a arrancar la base de datos integrada.`);
});
app.context.database.onServerRestored((description) => {
  app.log.warn(`${description}: la base de datos integrada vuelve a responder.`);
});

process.on('unhandledRejection', unhandledRejectionHandler(app.log, (code) => process.exit(code)));

// Ready first: the job queue runs, so the demo's messages are signalled for delivery as they are queued.
await app.ready();
const shouldSeed = config.SEED_DEMO_DATA ?? (app.context.database.kind === 'embedded' && app.context.database.wasEmpty);
if (shouldSeed) {
  await seedDemoData(app.context.database.db, { unitOfWork: app.context.unitOfWork, facturacion: app.context.services.facturacion });
  app.log.info('Datos de demostración creados.');
  // The renewals' start-up run was queued when the jobs started, before these rows existed, and may
  // already have run: asked again, the demo's signed tools get their yearly period today, not at the
  // first night. The job is stately, so this waits behind a run in progress or joins one not started
  // (decision 0075).
  await app.context.queue.send(processRenovacionesJob, {}).catch((error: unknown) => app.log.warn({ err: error }, 'renewals: the run after the demo data was not queued; the nightly run does it'));
}

const close = async (signal: string) => {
  app.log.info(`${signal} received: closing`);
  const timer = setTimeout(() => process.exit(1), 45_000);
  timer.unref();
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void close('SIGINT'));
process.once('SIGTERM', () => void close('SIGTERM'));

app.server.requestTimeout = 60_000;
app.server.keepAliveTimeout = 65_000;
await app.listen({ host: config.HOST, port: config.PORT });
// The address it really listens on: PORT=0 takes a free port, only known now.
const bound = app.server.address();
const listening = listeningUrl(config.HOST, typeof bound === 'object' && bound ? bound.port : config.PORT);
// Links follow PUBLIC_URL; unset, that is the listening address, unless PORT=0 chose the port now.
const linksWrong = !config.PUBLIC_URL_SET && config.PUBLIC_URL !== listening;
const database = app.context.database.kind === 'embedded' ? `PostgreSQL integrado en ${config.DATA_DIR}` : 'PostgreSQL';
app.log.info(`Cumplia en ${listening} (base de datos: ${database}; enlaces de correos y SMS: ${config.PUBLIC_URL})`);
if (linksWrong) app.log.warn(`Los enlaces de los correos y SMS llevan a ${config.PUBLIC_URL}: con PORT=0, indique PUBLIC_URL.`);
// A process manager that started this one with an IPC channel learns it is listening: PM2's
// `wait_ready` waits for this message, and so do the tests that start the server as a child
// (test/support/server-process.ts). Without a channel (`npm start`), there is no one to tell.
process.send?.('ready');
if (app.context.database.kind === 'embedded') {
  // Plain text on purpose: this is for the person who just ran `npm start`.
  console.log(`\nCumplia está en marcha: ${listening}\nEnlaces de correos y SMS: ${config.PUBLIC_URL}\nAccesos de demostración:\n${demoLoginsText()}\n`);
}
