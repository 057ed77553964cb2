import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { uniqueCif } from '../../../test/support/factories.ts';
import { empresas, facturas, verifactuRegistros } from '../../db/schema/index.ts';
import { verifyChain } from '../../lib/verifactu/registro.ts';
import { huella } from '../../lib/verifactu/huella.ts';
import { systemActor } from '../audit/audit.service.ts';
import { createFacturacionService, type FacturacionService, type LineaInput } from './facturacion.service.ts';
import { chainRegistros, lineasOf } from './facturas.repository.ts';
import { facturaEmitidaEmail, type FacturaEmitidaData } from './factura-email.ts';

let app: FastifyInstance;
let facturacion: FacturacionService;
let clock = new Date('2026-03-10T10:00:00Z');
const db = () => app.context.database.db;

beforeAll(async () => {
  app = await createTestApp({ DATABASE_POOL_SIZE: '12' });
  const proveedor = { nombre: 'Cumplia Compliance S.L.', nif: 'B12345674', direccion: 'Calle de Alcalá 123', codigoPostal: '28009', localidad: 'Madrid', provincia: 'Madrid', telefono: '+34 910 000 000', email: 'hola@cumplia.es', registroMercantil: 'Registro Mercantil de Madrid' };
  facturacion = createFacturacionService({ proveedor, now: () => clock });
});
afterAll(() => closeTestApp(app));

async function newEmpresa(overrides: Partial<typeof empresas.$inferInsert> = {}) {
  const [row] = await db()
    .insert(empresas)
    .values({
      razonSocial: 'Ñandú Logística S.L.',
      nombreComercial: 'Ñandú',
      nifCif: uniqueCif(),
      tipo: 'E',
      nombre: 'Lucía Pérez',
      email: 'admin@nandu.test',
      telefono: '+34600111222',
      direccion: 'Calle Mayor 1',
      provincia: 'Madrid',
      codigoPostal: '28013',
      cnae: '4941',
      actividad: 'Transporte de mercancías por carretera',
      numCuenta: 'ES9121000418450200051332',
      ...overrides,
    })
    .returning();
  return row!;
}

const lopd: LineaInput = { tool: 'LOPD', nombreProducto: 'Protección de datos (LOPDGDD)', precioUnitarioCents: 12000 };
const acoso: LineaInput = { tool: 'ACOSO', nombreProducto: 'Protocolo de acoso laboral', precioUnitarioCents: 9050 };
const issue = (empresaId: string, lineas = [lopd], origenId: string = crypto.randomUUID()) =>
  app.context.unitOfWork.run((uow) => facturacion.issue(uow, { empresaId, origen: 'CONTRATO', origenId, lineas }));

/** The database refused the statement with `pattern` (Drizzle wraps PostgreSQL's error as the cause). */
const refused = (statement: Promise<unknown>, pattern: RegExp) => expect(statement).rejects.toMatchObject({ cause: { message: expect.stringMatching(pattern) } });

async function chainOk() {
  const rows = await chainRegistros(db());
  return verifyChain(rows.map((row) => row.registro));
}

describe('issuing an invoice', () => {
  it('numbers it in the year series, keeps the recipient as it was, shows VAT apart and chains its RegistroAlta', async () => {
    const empresa = await newEmpresa();
    const factura = await issue(empresa.id, [lopd, acoso]);
    expect(factura).toMatchObject({
      serie: 'F2026',
      numeroFactura: expect.stringMatching(/^F2026-\d{6}$/),
      tipo: 'F1',
      fecha: '2026-03-10',
      fechaCuandoFacturar: '2026-03-17',
      baseCents: 21050,
      tipoIvaPercent: 21,
      cuotaCents: 4421,
      totalCents: 25471,
      facturado: false,
      destinatario: { nombre: 'Ñandú Logística S.L.', nif: empresa.nifCif, direccion: 'Calle Mayor 1', codigoPostal: '28013' },
      emisor: { nombre: 'Cumplia Compliance S.L.', nif: 'B12345674' },
    });
    expect((await lineasOf(db(), factura.id)).map((linea) => [linea.posicion, linea.nombreProducto, linea.precioUnitarioCents])).toEqual([
      [1, 'Protección de datos (LOPDGDD)', 12000],
      [2, 'Protocolo de acoso laboral', 9050],
    ]);
    const [registro] = await db().select().from(verifactuRegistros).where(eq(verifactuRegistros.facturaId, factura.id));
    expect(registro!.registro).toMatchObject({
      tipo: 'alta',
      tipoFactura: 'F1',
      factura: { idEmisorFactura: 'B12345674', numSerieFactura: factura.numeroFactura, fechaExpedicionFactura: '2026-03-10' },
      cuotaTotalCents: 4421,
      importeTotalCents: 25471,
      fechaHoraHusoGenRegistro: '2026-03-10T11:00:00+01:00',
    });
    expect(await chainOk()).toMatchObject({ valid: true });

    // The company's later changes do not reach an issued invoice.
    await db().update(empresas).set({ razonSocial: 'Otro Nombre S.L.' }).where(eq(empresas.id, empresa.id));
    const [again] = await db().select().from(facturas).where(eq(facturas.id, factura.id));
    expect(again!.destinatario.nombre).toBe('Ñandú Logística S.L.');
  });

  it('gives an origin already invoiced its invoice back instead of a second one', async () => {
    const empresa = await newEmpresa();
    const origenId = crypto.randomUUID();
    const [first, second] = await Promise.all([issue(empresa.id, [lopd], origenId), issue(empresa.id, [lopd], origenId)]);
    expect(second!.id).toBe(first!.id);
    expect(await db().select().from(facturas).where(eq(facturas.origenId, origenId))).toHaveLength(1);
  });

  it('starts a new series each year, from 1', async () => {
    const empresa = await newEmpresa();
    clock = new Date('2026-12-31T22:59:59Z'); // still the 31st in Madrid
    const last = await issue(empresa.id);
    clock = new Date('2026-12-31T23:00:01Z'); // the 1st of January in Madrid
    const first = await issue(empresa.id);
    clock = new Date('2026-03-10T10:00:00Z');
    expect(last.serie).toBe('F2026');
    expect(first).toMatchObject({ serie: 'F2027', numero: 1, numeroFactura: 'F2027-000001', fecha: '2027-01-01' });
  });

  it('issues 1,000 invoices at once, some rolled back, without gaps or repeats, and the chain verifies', async () => {
    const empresa = await newEmpresa();
    clock = new Date('2028-05-05T10:00:00Z');
    const outcomes = await Promise.all(
      Array.from({ length: 1000 }, (_, index) =>
        app.context.unitOfWork
          .run(async (uow) => {
            const factura = await facturacion.issue(uow, { empresaId: empresa.id, origen: 'CONTRATO', origenId: crypto.randomUUID(), lineas: [lopd] });
            // A fifth of them fail after taking their number, as a failed step of a signature would.
            if (index % 5 === 3 || Math.random() < 0.05) throw new Error('forced rollback');
            return factura.numero;
          })
          .catch((error: Error) => {
            if (error.message !== 'forced rollback') throw error;
            return null;
          }),
      ),
    );
    clock = new Date('2026-03-10T10:00:00Z');
    const committed = outcomes.filter((numero): numero is number => numero !== null);
    expect(committed.length).toBeGreaterThan(700);
    const numbers = (await db().select({ numero: facturas.numero }).from(facturas).where(eq(facturas.serie, 'F2028'))).map((row) => row.numero).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: committed.length }, (_, index) => index + 1));
    const records = await db().select({ n: sql<number>`count(*)::int` }).from(verifactuRegistros).innerJoin(facturas, eq(facturas.id, verifactuRegistros.facturaId)).where(eq(facturas.serie, 'F2028'));
    expect(records[0]!.n).toBe(committed.length);
    expect(await chainOk()).toMatchObject({ valid: true });
  }, 120_000);
});

describe('the invoice of a signed contract', () => {
  it('is issued for the tool at its price and e-mailed with its PDF and the leaflet; a tool at no price is not invoiced', async () => {
    const empresa = await newEmpresa({ email: 'facturas@nandu.test', metodoDePago: 'TRANSFERENCIA' });
    const queued: Array<{ to: string; data: FacturaEmitidaData }> = [];
    const template = facturaEmitidaEmail({ invoicePdf: async (id) => ({ fileName: 'x', bytes: Buffer.from(`%PDF-${id}`) }) });
    const mailing = createFacturacionService({
      proveedor: { nombre: 'Cumplia Compliance S.L.', nif: 'B12345674', direccion: 'Calle de Alcalá 123', codigoPostal: '28009', localidad: 'Madrid', provincia: 'Madrid', telefono: '+34 910 000 000', email: 'hola@cumplia.es', registroMercantil: 'RM' },
      now: () => clock,
      mail: {
        publicUrl: 'https://cumplia.test',
        template,
        outbox: { queueEmailTemplate: async (_uow, _template, to, data) => (queued.push({ to, data: data as FacturaEmitidaData }), 'id') },
      },
    });
    const contratoId = crypto.randomUUID();
    const factura = await app.context.unitOfWork.run((uow) => mailing.issueForContract(uow, { contratoId, empresaId: empresa.id, tool: 'DIGITAL', precioCents: 9000 }));
    expect(factura).toMatchObject({ origen: 'CONTRATO', origenId: contratoId, baseCents: 9000, cuotaCents: 1890, totalCents: 10890 });
    expect(await lineasOf(db(), factura!.id)).toMatchObject([{ tool: 'DIGITAL', nombreProducto: 'Política de desconexión digital', precioUnitarioCents: 9000 }]);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to: 'facturas@nandu.test', data: { numeroFactura: factura!.numeroFactura, folletos: ['DIGITAL'], metodoDePago: 'TRANSFERENCIA' } });

    const email = template.render(queued[0]!.data);
    expect(email.subject).toBe(`Factura ${factura!.numeroFactura} de Cumplia Compliance S.L.`);
    expect(email.text).toContain('108,90');
    expect(email.text).toContain('transferencia bancaria antes del 17/03/2026');
    const attachments = template.attachments!(queued[0]!.data);
    expect(attachments.map((attachment) => attachment.filename)).toEqual([`Factura_${factura!.numeroFactura}.pdf`, 'Folleto_DIGITAL.pdf']);
    for (const attachment of attachments) expect((await attachment.render()).subarray(0, 5).toString()).toBe('%PDF-');

    expect(await app.context.unitOfWork.run((uow) => mailing.issueForContract(uow, { contratoId: crypto.randomUUID(), empresaId: empresa.id, tool: 'ACOSO', precioCents: 0 }))).toBeNull();
    expect(queued).toHaveLength(1);
  });
});

describe('correcting and cancelling', () => {
  it('a rectifying invoice has its own series, names the invoice it corrects and chains an R1 record', async () => {
    const empresa = await newEmpresa();
    const original = await issue(empresa.id, [acoso]);
    const rectificativa = await app.context.unitOfWork.run((uow) =>
      facturacion.rectify(uow, systemActor, original.id, { motivo: 'Precio acordado distinto', lineas: [{ ...acoso, precioUnitarioCents: -1050 }] }),
    );
    expect(rectificativa).toMatchObject({ serie: 'R2026', tipo: 'R1', rectificaId: original.id, baseCents: -1050, cuotaCents: -221, totalCents: -1271 });
    const [registro] = await db().select().from(verifactuRegistros).where(eq(verifactuRegistros.facturaId, rectificativa.id));
    expect(registro!.registro).toMatchObject({
      tipoFactura: 'R1',
      rectificacion: { tipoRectificativa: 'I', facturasRectificadas: [{ numSerieFactura: original.numeroFactura }] },
    });
    expect(await chainOk()).toMatchObject({ valid: true });
  });

  it('cancels an invoice not yet remitted with a chained RegistroAnulacion, and refuses a second cancellation or a remitted one', async () => {
    const empresa = await newEmpresa();
    const factura = await issue(empresa.id);
    await app.context.unitOfWork.run((uow) => facturacion.cancel(uow, systemActor, factura.id));
    const records = await db().select().from(verifactuRegistros).where(eq(verifactuRegistros.facturaId, factura.id)).orderBy(verifactuRegistros.seq);
    expect(records.map((row) => row.tipo)).toEqual(['alta', 'anulacion']);
    const anulacion = records[1]!.registro;
    expect(anulacion.huella).toBe(
      huella({ tipo: 'anulacion', factura: anulacion.factura, huellaAnterior: anulacion.anterior!.huella, fechaHoraHusoGenRegistro: anulacion.fechaHoraHusoGenRegistro }),
    );
    expect(await chainOk()).toMatchObject({ valid: true });
    await expect(app.context.unitOfWork.run((uow) => facturacion.cancel(uow, systemActor, factura.id))).rejects.toMatchObject({ statusCode: 409 });

    const remitted = await issue(empresa.id);
    await db().update(facturas).set({ facturado: true, facturadoAt: new Date() }).where(eq(facturas.id, remitted.id));
    await expect(app.context.unitOfWork.run((uow) => facturacion.cancel(uow, systemActor, remitted.id))).rejects.toMatchObject({ statusCode: 409 });
  });

  it('never lets an issued invoice, its lines or its records be changed or deleted', async () => {
    const empresa = await newEmpresa();
    const factura = await issue(empresa.id);
    await refused(db().update(facturas).set({ baseCents: 1, totalCents: 1 + factura.cuotaCents }).where(eq(facturas.id, factura.id)), /not changed once issued/);
    await refused(db().delete(facturas).where(eq(facturas.id, factura.id)), /not changed once issued/);
    await refused(db().execute(sql`update factura_lineas set precio_unitario_cents = 1 where factura_id = ${factura.id}`), /append-only/);
    await refused(db().execute(sql`delete from verifactu_registros where factura_id = ${factura.id}`), /append-only/);
    await refused(db().execute(sql`truncate verifactu_eventos`), /append-only/);
    // The remittance fields are the ones that move.
    await db().update(facturas).set({ fechaCuandoFacturar: '2026-04-01' }).where(eq(facturas.id, factura.id));
  });
});
