import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { ROLES } from '@cumplia/shared/enums';
import { addDaysIso, madridIsoDate } from '@cumplia/shared/calendar';
import { createUser, login, tokenFor } from '../../../test/support/factories.ts';
import { DEMO_PASSWORD, seedDemoData } from '../../db/seed.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.context.database.db, { unitOfWork: app.context.unitOfWork, facturacion: app.context.services.facturacion });
});
afterAll(() => closeTestApp(app));

const listAs = async (username: string, tipo: 'E' | 'G', url: string) => {
  const session = await login(app, { username, password: DEMO_PASSWORD, tipo });
  expect(session.statusCode).toBe(200);
  const response = await app.inject({ method: 'GET', url: `/api/cumplia-core${url}`, headers: { authorization: `Bearer ${session.json().token as string}` } });
  expect(response.statusCode).toBe(200);
  return response.json() as { totalElements: number; content: Array<{ facturado: boolean; empresa: { razonSocial: string } }> };
};

describe('demo invoices', () => {
  it('the demo client and the demo gestoría open their invoicing screens with invoices in them', async () => {
    const client = await listAs('33333333P', 'E', '/facturas/empresa/my');
    expect(client.totalElements).toBe(2);
    expect(client.content.every((factura) => factura.empresa.razonSocial === 'Panadería Vidal S.L.')).toBe(true);
    expect(client.content.map((factura) => factura.facturado).sort()).toEqual([false, true]);
    const gestoria = await listAs('11111111H', 'G', '/facturas/gestoria');
    expect(gestoria.totalElements).toBe(4);
  });

  it('every demo invoice of a SEPA company has its signed contract and mandate: a file of them all leaves none out (issue 20)', async () => {
    const token = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA] }));
    const today = madridIsoDate(new Date());
    const response = await app.inject({
      method: 'POST',
      url: '/api/cumplia-core/admin/facturas/sepa',
      headers: { authorization: `Bearer ${token}` },
      payload: { fechaInicio: addDaysIso(today, -300), fechaFin: addDaysIso(today, 60), incluirFacturadas: false, cuentaIBAN: 'ES3501822370400001000025' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-sepa-excluidas']).toBe('0');
    expect(Number(response.headers['x-sepa-facturas'])).toBeGreaterThanOrEqual(3);
  });
});
