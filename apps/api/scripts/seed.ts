import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { demoLoginsText, seedDemoData } from '../src/db/seed.ts';

/** `npm run seed`: demo data on demand, on whichever database the environment points to. */
const app = await buildApp({ ...loadConfig(), JOBS_ENABLED: false, LOG_LEVEL: 'warn' });
try {
  const created = await seedDemoData(app.context.database.db, { unitOfWork: app.context.unitOfWork, facturacion: app.context.services.facturacion });
  console.log(created ? `Datos de demostración creados.\n${demoLoginsText()}` : 'Los datos de demostración ya existían.');
} finally {
  await app.close();
}
