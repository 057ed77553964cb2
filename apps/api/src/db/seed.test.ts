import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { closeTestApp, createTestApp } from '../../test/support/test-app.ts';
import { toEmpresaWire } from '../modules/empresas/empresa-wire.ts';
import { findEmpresaView } from '../modules/empresas/empresas.repository.ts';
import { empresas } from './schema/index.ts';
import { seedDemoData } from './seed.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => closeTestApp(app));

const off = { lopdgdd: false, acosoLaboral: false, desconexionDigital: false, contratoLopdAceptado: false, contratoAcosoAceptado: false, contratoDesconexionAceptado: false };
const martinezPrices = { precioLopdgdd: 110, precioAcosoLaboral: 85, precioDesconexionDigital: 85 };
const basePrices = { precioLopdgdd: 120, precioAcosoLaboral: 90, precioDesconexionDigital: 90 };

describe('demo data', () => {
  it('shows each demo company with its tools, prices and contracts', async () => {
    const { db } = app.context.database;
    expect(await seedDemoData(db)).toBe(true);
    const wireOf = async (nifCif: string) => {
      const [row] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.nifCif, nifCif));
      return toEmpresaWire((await findEmpresaView(db, row!.id))!);
    };
    expect(await wireOf('B45678901')).toMatchObject({ ...off, ...martinezPrices, lopdgdd: true, acosoLaboral: true, contratoLopdAceptado: true, contratoAcosoAceptado: true, permitirDescarga: true });
    expect(await wireOf('B56789019')).toMatchObject({ ...off, ...martinezPrices, lopdgdd: true, permitirDescarga: false });
    expect(await wireOf('44444444A')).toMatchObject({ ...off, ...martinezPrices });
    expect(await wireOf('B34567891')).toMatchObject({ ...off, ...basePrices, lopdgdd: true, acosoLaboral: true, desconexionDigital: true, contratoLopdAceptado: true, permitirDescarga: true });
    expect(await wireOf('B67890129')).toMatchObject({ ...off, ...basePrices });
    expect(await wireOf('B78901238')).toMatchObject({ ...off, ...basePrices, gestoriaNombre: null });
    expect(await seedDemoData(db)).toBe(false);
  });
});
