import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DatabaseStartError } from './db/database-start-error.ts';
import { seedDemoData, demoLoginsText } from './db/seed.ts';
import { unhandledRejectionHandler } from './lib/unhandled-rejection.ts';

const config = loadConfig();
const app = await buildApp(config).catch((error: unknown) => {
  // A database that cannot be opened is told plainly, with the folder and what to do.
  if (error instanceof DatabaseStartError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
});

// The embedded PostgreSQL server gone (killed, crashed): nothing more can be answered. Exit so that
// the next start (or a supervisor) brings both up again; PostgreSQL's recovery replays its log.
app.context.database.onServerLost((description) => {
  app.log.fatal(`${description}: el servidor se detiene. Vuelva a arrancarlo con npm start.`);
  process.exit(1);
});

process.on('unhandledRejection', unhandledRejectionHandler(app.log, (code) => process.exit(code)));

const shouldSeed = config.SEED_DEMO_DATA ?? (app.context.database.kind === 'embedded' && app.context.database.wasEmpty);
if (shouldSeed) {
  await seedDemoData(app.context.database.db, { unitOfWork: app.context.unitOfWork, facturacion: app.context.services.facturacion });
  app.log.info('Datos de demostración creados.');
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
app.log.info(`Cumplia en ${config.PUBLIC_URL} (base de datos: ${app.context.database.kind === 'embedded' ? `PostgreSQL integrado en ${config.DATA_DIR}` : 'PostgreSQL'})`);
if (app.context.database.kind === 'embedded') {
  // Plain text on purpose: this is for the person who just ran `npm start`.
  console.log(`\nCumplia está en marcha: ${config.PUBLIC_URL}\nAccesos de demostración:\n${demoLoginsText()}\n`);
}
