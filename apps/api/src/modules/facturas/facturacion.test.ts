import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { insertEmpresa } from '../../../test/support/factories.ts';
import { empresas, facturas, verifactuRegistros } from '../../db/schema/index.ts';
import { verifyChain } from '../../lib/verifactu/registro.ts';
import { huella } from '../../lib/verifactu/huella.ts';
import { systemActor } from '../audit/audit.service.ts';
import { createFacturacionService, type FacturacionService, type LineaInput } from './facturacion.service.ts';
import { chainRegistros, lineasOf } from './facturas.repository.ts';
import { facturaEmitidaAttachments, facturaEmitidaEmail, facturaEmitidaData } from './factura-email.ts';
import { outboxMessages } from '../../db/schema/index.ts';

let app: FastifyInstance;
let facturacion: FacturacionService;
let clock = new Date('2026-03-10T10:00:00Z');
const db = () => app.context.database.db;

beforeAll(async () => {
  app = await createTestApp({ DATABASE_POOL_SIZE: '12' }, { now: () => clock });
  const proveedor = { nombre: 'Cumplia Compliance S.L.', nif: 'B12345674', direccion: 'Calle de Alcalá 123', codigoPostal: '28009', localidad: 'Madrid', provincia: 'Madrid', telefono: '+34 910 000 000', email: 'hola@cumplia.es', registroMercantil: 'Registro Mercantil de Madrid' };
  facturacion = createFacturacionService({ proveedor, now: () => clock });
});
afterAll(() => closeTestApp(app));

const newEmpresa = (overrides: Partial<typeof empresas.$inferInsert> = {}) =>
  insertEmpresa(app, {
    razonSocial: 'Ñandú Logística S.L.',
    nombreComercial: 'Ñandú',
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
  });

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
  }, 300_000);
});

describe('the invoice of a signed contract', () => {
  it('is issued for the tool at its price and e-mailed, once committed, with its PDF and the leaflet; a tool at no price is not invoiced', async () => {
    const empresa = await newEmpresa({ email: 'facturas@nandu.test', metodoDePago: 'TRANSFERENCIA' });
    const mails = () => db().select().from(outboxMessages).where(eq(outboxMessages.recipient, 'facturas@nandu.test'));
    const contratoId = crypto.randomUUID();
    // The application's own invoicing: `factura.emitida` is handled by its listener after the commit.
    const factura = await app.context.unitOfWork.run(async (uow) => {
      const issued = await app.context.services.facturacion.issueForContrato(uow, { contratoId, empresaId: empresa.id, tool: 'DIGITAL', precioCents: 9000, signedAt: '2026-03-09T23:30:00Z' });
      expect(await mails()).toHaveLength(0);
      return issued;
    });
    expect(factura).toMatchObject({ origen: 'CONTRATO', origenId: contratoId, baseCents: 9000, cuotaCents: 1890, totalCents: 10890 });
    // RD 1619/2012 art. 6.1.f: the period billed, the tool's year from the signing day in Madrid (00:30 on 10 March).
    expect(await lineasOf(db(), factura!.id)).toMatchObject([{ tool: 'DIGITAL', nombreProducto: 'Política de desconexión digital', precioUnitarioCents: 9000, periodoDesde: '2026-03-10', periodoHasta: '2027-03-09' }]);
    const queued = await mails();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ template: 'factura-emitida', templateData: { numeroFactura: factura!.numeroFactura, folletos: ['DIGITAL'], metodoDePago: 'TRANSFERENCIA' } });
    const data = facturaEmitidaData.parse(queued[0]!.templateData);

    const email = facturaEmitidaEmail.render(data);
    expect(email.subject).toBe(`Factura ${factura!.numeroFactura} de Cumplia Compliance S.L.`);
    expect(email.text).toContain('108,90');
    expect(email.text).toContain('transferencia bancaria antes del 17/03/2026');
    const attachments = facturaEmitidaAttachments(async (id) => ({ bytes: Buffer.from(`%PDF-${id}`) }))(data);
    expect(attachments.map((attachment) => attachment.filename)).toEqual([`Factura_${factura!.numeroFactura}.pdf`, 'Folleto_DIGITAL.pdf']);
    for (const attachment of attachments) expect((await attachment.render()).subarray(0, 5).toString()).toBe('%PDF-');

    expect(await app.context.unitOfWork.run((uow) => app.context.services.facturacion.issueForContrato(uow, { contratoId: crypto.randomUUID(), empresaId: empresa.id, tool: 'ACOSO', precioCents: 0 }))).toBeNull();
    expect(await mails()).toHaveLength(1);
  });
});

describe('the period of service each line bills (RD 1619/2012 art. 6.1.f)', () => {
  it("a renewal bills its new period, to the day before the next one starts; a contract signed on paper the year from its signing day", async () => {
    const empresa = await newEmpresa();
    const renewal = await app.context.unitOfWork.run((uow) =>
      app.context.services.facturacion.issueForRenovacion(uow, { renovacionId: crypto.randomUUID(), empresaId: empresa.id, tools: [{ tool: 'LOPD', precioCents: 9000 }], fechaInicio: '2026-04-01', fechaFin: '2027-04-01' }),
    );
    expect(await lineasOf(db(), renewal!.id)).toMatchObject([{ periodoDesde: '2026-04-01', periodoHasta: '2027-03-31' }]);
    const paper = await app.context.unitOfWork.run((uow) =>
      app.context.services.facturacion.issueForPaperContratos(uow, empresa.id, [{ tool: 'ACOSO', precioCents: 7500 }, { tool: 'DIGITAL', precioCents: 7500 }], '2028-02-29T10:00:00Z'),
    );
    expect(await lineasOf(db(), paper!.id)).toMatchObject([
      { tool: 'ACOSO', periodoDesde: '2028-02-29', periodoHasta: '2029-02-27' },
      { tool: 'DIGITAL', periodoDesde: '2028-02-29', periodoHasta: '2029-02-27' },
    ]);
  });
});

describe('correcting and cancelling', () => {
  // RD 1619/2012 art. 15: its own series, naming the invoice it corrects; TipoFactura R1 (LIVA art. 80.1), TipoRectificativa I.
  it('a rectifying invoice has its own series, names the invoice it corrects and chains an R1 record', async () => {
    const empresa = await newEmpresa();
    const original = await issue(empresa.id, [acoso]);
    const rectificativa = await app.context.unitOfWork.run((uow) =>
      facturacion.rectify(uow, systemActor, original.id, { tipo: 'R1', modo: 'I', motivo: 'Precio acordado distinto', lineas: [{ ...acoso, precioUnitarioCents: -1050 }] }),
    );
    expect(rectificativa).toMatchObject({ serie: 'R2026', tipo: 'R1', rectificaId: original.id, baseCents: -1050, cuotaCents: -221, totalCents: -1271 });
    const [registro] = await db().select().from(verifactuRegistros).where(eq(verifactuRegistros.facturaId, rectificativa.id));
    expect(registro!.registro).toMatchObject({
      tipoFactura: 'R1',
      rectificacion: { tipoRectificativa: 'I', facturasRectificadas: [{ numSerieFactura: original.numeroFactura }] },
    });
    expect(await chainOk()).toMatchObject({ valid: true });
  });

  // RD 1619/2012 art. 15 and the agency's record (TipoRectificativa S with ImporteRectificacion): a
  // substitution prints the invoice as it should have been; the row is worth the difference (decision 0045).
  it('a rectifying invoice by substitution records the corrected amounts and the replaced ones, and is worth the difference', async () => {
    const empresa = await newEmpresa();
    const original = await issue(empresa.id, [lopd]);
    const rectificativa = await app.context.unitOfWork.run((uow) =>
      facturacion.rectify(uow, systemActor, original.id, { tipo: 'R4', modo: 'S', motivo: 'Error en el precio', lineas: [{ ...lopd, precioUnitarioCents: 10000 }] }),
    );
    // 12.000 + 2.520 replaced by 10.000 + 2.100: the difference is −2.000 − 420.
    expect(rectificativa).toMatchObject({ tipo: 'R4', tipoRectificativa: 'S', baseRectificadaCents: 12000, cuotaRectificadaCents: 2520, baseCents: -2000, cuotaCents: -420, totalCents: -2420 });
    const [registro] = await db().select().from(verifactuRegistros).where(eq(verifactuRegistros.facturaId, rectificativa.id));
    expect(registro!.registro).toMatchObject({
      tipoFactura: 'R4',
      desglose: [{ baseImponibleCents: 10000, cuotaRepercutidaCents: 2100 }],
      cuotaTotalCents: 2100,
      importeTotalCents: 12100,
      rectificacion: { tipoRectificativa: 'S', importeRectificacion: { baseRectificadaCents: 12000, cuotaRectificadaCents: 2520 } },
    });
    expect(await chainOk()).toMatchObject({ valid: true });
    // A corrected invoice is corrected again, never cancelled; a rectifying one is not rectified in turn.
    await expect(app.context.unitOfWork.run((uow) => facturacion.cancel(uow, systemActor, original.id, 'Error'))).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      app.context.unitOfWork.run((uow) => facturacion.rectify(uow, systemActor, rectificativa.id, { tipo: 'R4', modo: 'I', motivo: 'x', lineas: [{ ...lopd, precioUnitarioCents: -1 }] })),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('cancels an invoice not yet remitted with a chained RegistroAnulacion, and refuses a second cancellation or a remitted one', async () => {
    const empresa = await newEmpresa();
    const factura = await issue(empresa.id);
    await app.context.unitOfWork.run((uow) => facturacion.cancel(uow, systemActor, factura.id, 'Emitida por error'));
    const records = await db().select().from(verifactuRegistros).where(eq(verifactuRegistros.facturaId, factura.id)).orderBy(verifactuRegistros.seq);
    expect(records.map((row) => row.tipo)).toEqual(['alta', 'anulacion']);
    const anulacion = records[1]!.registro;
    expect(anulacion.huella).toBe(
      huella({ tipo: 'anulacion', factura: anulacion.factura, huellaAnterior: anulacion.anterior!.huella, fechaHoraHusoGenRegistro: anulacion.fechaHoraHusoGenRegistro }),
    );
    expect(await chainOk()).toMatchObject({ valid: true });
    await expect(app.context.unitOfWork.run((uow) => facturacion.cancel(uow, systemActor, factura.id, 'Emitida por error'))).rejects.toMatchObject({ statusCode: 409 });

    const remitted = await issue(empresa.id);
    await db().update(facturas).set({ facturado: true, facturadoAt: new Date() }).where(eq(facturas.id, remitted.id));
    await expect(app.context.unitOfWork.run((uow) => facturacion.cancel(uow, systemActor, remitted.id, 'Emitida por error'))).rejects.toMatchObject({ statusCode: 409 });
  });

  // Decision 0028: in VERI*FACTU mode a record goes to the agency as soon as it is committed (the
  // agency's TiempoEsperaEnvio allowing), not on the next minute's run.
  it('in VERI*FACTU mode asks for the sending of each record it chains, once committed, never after a rollback', async () => {
    const sent: string[] = [];
    const proveedor = { nombre: 'Cumplia Compliance S.L.', nif: 'B12345674', direccion: 'Calle de Alcalá 123', codigoPostal: '28009', localidad: 'Madrid', provincia: 'Madrid', telefono: '+34 910 000 000', email: 'hola@cumplia.es', registroMercantil: 'Registro Mercantil de Madrid' };
    const verifactu = createFacturacionService({
      proveedor,
      now: () => clock,
      sending: { sendAfterCommit: (uow, job, payload) => uow.afterCommit(`send ${job.name}`, async () => sent.push(`${job.name} ${JSON.stringify(payload)}`)) },
    });
    const empresa = await newEmpresa();
    const factura = await app.context.unitOfWork.run((uow) => verifactu.issue(uow, { empresaId: empresa.id, origen: 'CONTRATO', origenId: crypto.randomUUID(), lineas: [lopd] }));
    expect(sent).toEqual(['send-verifactu {}']);
    await app.context.unitOfWork.run((uow) => verifactu.cancel(uow, systemActor, factura.id, 'Emitida por error'));
    expect(sent).toEqual(['send-verifactu {}', 'send-verifactu {}']);
    await expect(
      app.context.unitOfWork.run(async (uow) => {
        await verifactu.issue(uow, { empresaId: empresa.id, origen: 'CONTRATO', origenId: crypto.randomUUID(), lineas: [lopd] });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(sent).toHaveLength(2);
    // A non-VERI*FACTU system (no sending) only chains.
    await issue(empresa.id);
    expect(sent).toHaveLength(2);
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
