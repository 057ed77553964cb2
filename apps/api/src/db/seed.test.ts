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
    expect(await wireOf('B56789019')).toMatchObject({ ...off, ...martinezPrices, lopdgdd: true, contratoLopdAceptado: true, permitirDescarga: false });
    expect(await wireOf('44444444A')).toMatchObject({ ...off, ...martinezPrices });
    expect(await wireOf('B34567891')).toMatchObject({ ...off, ...basePrices, lopdgdd: true, acosoLaboral: true, desconexionDigital: true, contratoLopdAceptado: true, permitirDescarga: true });
    expect(await wireOf('B67890129')).toMatchObject({ ...off, ...basePrices });
    expect(await wireOf('B78901238')).toMatchObject({ ...off, ...basePrices, gestoriaNombre: null });
    expect(await seedDemoData(db)).toBe(false);
  });

  it('opens the renewal screens with one renewal of each state, and the staff bell ringing', async () => {
    const renovaciones = app.context.services.renovaciones;
    const page = await renovaciones.listAdmin({ page: 0, size: 20 });
    const byCompany = (name: string) => page.content.filter((renovacion) => renovacion.empresa.razonSocial === name).map((renovacion) => [renovacion.estado, renovacion.prioritaria]);
    expect(byCompany('Óptica Serrano S.L.')).toEqual(expect.arrayContaining([['ACEPTADA', false], ['PROCESADA', false]]));
    expect(byCompany('Hotel Mirador del Turia S.L.')).toEqual([['PENDIENTE', false]]);
    expect(byCompany('Academia de Idiomas Norte S.L.')).toEqual(expect.arrayContaining([['PENDIENTE', true], ['DESHABILITADA', false]]));
    expect(await renovaciones.priorityRenovacionesAviso({ id: 'x', username: 'x', name: 'x', roles: ['ROLE_CUMPLIA'], gestoriaIds: [], empresaIds: [] })).toMatchObject({ tipo: 'RENOVACIONES_PRIORITARIAS' });
    // The daily job finds nothing to add: every tool near its end already has its renewal.
    expect(await app.context.services.renovacionesCycle.runDaily()).toMatchObject({ created: 0, processed: 0, ended: 0, failed: 0 });
  });
});
