import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { insertEmpresa, issueFactura } from '../../../test/support/factories.ts';
import { verifyIndependently } from '../../../test/support/xades-verify.ts';
import { verifactuEventos, verifactuRegistros } from '../../db/schema/index.ts';
import { summarizeVerifactuEventsJob } from '../../jobs/summarize-verifactu-events.job.ts';
import { validateXml } from '../../lib/xml/validate-xml.ts';
import { EVENTOS_SIF_SCHEMA } from '../../lib/verifactu/verifactu-schemas.ts';
import { systemActor } from '../audit/audit.service.ts';
import type { ModuleContext } from '../manifest.ts';
import { facturasModule } from './index.ts';
import { createVerifactuSender } from './verifactu-sender.ts';
import { createVerifactuService } from './verifactu.service.ts';

// Orden HAC/1177/2024 art. 9.2 (decision 0064): a non-VERI*FACTU system records a summary of events
// (EventosSIF.xsd TipoEvento 10, ResumenEventosType) for every 6 hours it works and before it closes:
// how many events of each type since the previous summary, and the invoice records of that period.

let app: FastifyInstance;
let clock = new Date('2026-11-30T08:00:00Z');
const db = () => app.context.database.db;
const HOUR = 60 * 60 * 1000;
const advance = (milliseconds: number) => {
  clock = new Date(clock.getTime() + milliseconds);
};

beforeAll(async () => {
  app = await createTestApp({}, { now: () => clock });
  // Ready: the start (01) is recorded.
  await app.ready();
});
afterAll(() => closeTestApp(app));

/** The summary job as the invoices module hands it to the queue (its handler needs only the services). */
const runJob = () =>
  facturasModule
    .jobs!(app.context.services, {} as ModuleContext)
    .find((worker) => worker.definition === summarizeVerifactuEventsJob)!
    .run({});

const chained = () => db().select().from(verifactuEventos).where(isNotNull(verifactuEventos.huellaEvento)).orderBy(asc(verifactuEventos.seq));
const summaries = () => db().select().from(verifactuEventos).where(eq(verifactuEventos.tipoEvento, '10')).orderBy(asc(verifactuEventos.seq));
const text = (xml: string, name: string) => new RegExp(`<sfe:${name}>([^<]*)</sfe:${name}>`).exec(xml)?.[1];
/** The TipoEventoAgr of a summary: type → NumeroDeEventos. */
const countsOf = (xml: string) =>
  Object.fromEntries([...xml.matchAll(/<sfe:TipoEvento><sfe:TipoEvento>(\d\d)<\/sfe:TipoEvento><sfe:NumeroDeEventos>(\d+)<\/sfe:NumeroDeEventos><\/sfe:TipoEvento>/g)].map((match) => [match[1], Number(match[2])]));
const ZERO_COUNTS = { '01': 0, '02': 0, '03': 0, '04': 0, '05': 0, '06': 0, '07': 0, '08': 0, '09': 0, '90': 0 };

async function expectValidSignedAndChained(firmaXml: string) {
  expect(await validateXml(firmaXml, EVENTOS_SIF_SCHEMA)).toEqual([]);
  expect(verifyIndependently(firmaXml)).toBe(true);
  // The whole log: every hash recomputes, every event names the one before, every signature verifies.
  expect(await app.context.services.verifactu.comprobarIntegridad(systemActor)).toMatchObject({ valida: true, problemas: [], problemasEventos: [] });
}

describe('the summary of events (10)', () => {
  it('is made by its job: the events of each type since the start and the period\'s records, altas with their sums and anulaciones, valid, signed and chained', { timeout: 120_000 }, async () => {
    expect(summarizeVerifactuEventsJob).toMatchObject({ cron: '7,37 * * * *', policy: 'stately' });
    expect(await db().select().from(verifactuRegistros)).toEqual([]);
    const empresa = await insertEmpresa(app);
    // Two invoices of 121 € (100 € + 21 % VAT), the second cancelled, the first corrected by −10,50 € (−12,71 € with VAT).
    const primera = await issueFactura(app, empresa.id);
    const segunda = await issueFactura(app, empresa.id);
    await app.context.unitOfWork.run((uow) => app.context.services.facturacion.cancel(uow, systemActor, segunda.id, 'Emitida por error'));
    const rectificativa = await app.context.unitOfWork.run((uow) =>
      app.context.services.facturacion.rectify(uow, systemActor, primera.id, { tipo: 'R1', modo: 'I', motivo: 'Precio acordado distinto', lineas: [{ tool: 'LOPD', nombreProducto: 'Protección de datos (LOPDGDD)', precioUnitarioCents: -1050 }] }),
    );
    expect(rectificativa).toMatchObject({ cuotaCents: -221, totalCents: -1271 });
    // An export of records (08).
    await app.context.services.verifactu.recordsXml(primera.id);

    await runJob();
    const [summary] = await summaries();
    expect(summary).toBeDefined();
    const xml = summary!.firmaXml!;
    expect(text(xml, 'TipoEvento')).toBe('10');
    // Every type but the summary's own, zero included: the start and the export since the log began.
    expect(countsOf(xml)).toEqual({ ...ZERO_COUNTS, '01': 1, '08': 1 });
    const registros = await db().select().from(verifactuRegistros).orderBy(asc(verifactuRegistros.seq));
    expect(registros.map((row) => row.tipo)).toEqual(['alta', 'alta', 'anulacion', 'alta']);
    expect(xml).toContain(
      `<sfe:RegistroFacturacionInicialPeriodo><sfe:IDEmisorFactura>B12345674</sfe:IDEmisorFactura><sfe:NumSerieFactura>${primera.numeroFactura}</sfe:NumSerieFactura><sfe:FechaExpedicionFactura>30-11-2026</sfe:FechaExpedicionFactura><sfe:Huella>${registros[0]!.huella}</sfe:Huella></sfe:RegistroFacturacionInicialPeriodo>`,
    );
    expect(xml).toContain(`<sfe:RegistroFacturacionFinalPeriodo><sfe:IDEmisorFactura>B12345674</sfe:IDEmisorFactura><sfe:NumSerieFactura>${rectificativa.numeroFactura}</sfe:NumSerieFactura>`);
    expect(xml).toContain(`<sfe:Huella>${registros[3]!.huella}</sfe:Huella></sfe:RegistroFacturacionFinalPeriodo>`);
    // Three altas: 21,00 + 21,00 − 2,21 of VAT and 121,00 + 121,00 − 12,71 in all; one anulación.
    expect(xml).toContain(
      '<sfe:NumeroDeRegistrosFacturacionAltaGenerados>3</sfe:NumeroDeRegistrosFacturacionAltaGenerados><sfe:SumaCuotaTotalAlta>39.79</sfe:SumaCuotaTotalAlta><sfe:SumaImporteTotalAlta>229.29</sfe:SumaImporteTotalAlta><sfe:NumeroDeRegistrosFacturacionAnulacionGenerados>1</sfe:NumeroDeRegistrosFacturacionAnulacionGenerados>',
    );
    // Chained after the export it counts.
    const log = await chained();
    expect(log.at(-1)!.seq).toBe(summary!.seq);
    expect(summary!.evento!.anterior).toMatchObject({ tipoEvento: '08', huellaEvento: log.at(-2)!.huellaEvento });
    await expectValidSignedAndChained(xml);
  });

  it('is made once for every 5½ hours, however often and on however many servers the job runs; the next counts from the previous one', { timeout: 120_000 }, async () => {
    // Just made: neither a second run nor two at once add one, nor five hours later.
    await runJob();
    await Promise.all([runJob(), runJob()]);
    advance(5 * HOUR);
    await Promise.all([runJob(), runJob()]);
    expect(await summaries()).toHaveLength(1);

    // 5½ hours after it: one, whatever two servers do at the same moment.
    advance(HOUR / 2);
    await Promise.all([runJob(), runJob()]);
    const [first, second] = await summaries();
    expect(second).toBeDefined();
    expect(await summaries()).toHaveLength(2);
    const xml = second!.firmaXml!;
    // Since the previous summary: the integrity check the previous test ran (03, 05); no records.
    expect(countsOf(xml)).toEqual({ ...ZERO_COUNTS, '03': 1, '05': 1 });
    expect(xml).not.toContain('RegistroFacturacionInicialPeriodo');
    expect(xml).not.toContain('RegistroFacturacionFinalPeriodo');
    expect(xml).toContain(
      '<sfe:NumeroDeRegistrosFacturacionAltaGenerados>0</sfe:NumeroDeRegistrosFacturacionAltaGenerados><sfe:SumaCuotaTotalAlta>0.00</sfe:SumaCuotaTotalAlta><sfe:SumaImporteTotalAlta>0.00</sfe:SumaImporteTotalAlta><sfe:NumeroDeRegistrosFacturacionAnulacionGenerados>0</sfe:NumeroDeRegistrosFacturacionAnulacionGenerados>',
    );
    expect(second!.at.getTime() - first!.at.getTime()).toBe(5.5 * HOUR);
    expect(await validateXml(xml, EVENTOS_SIF_SCHEMA)).toEqual([]);
    expect(verifyIndependently(xml)).toBe(true);

    // A record made since: the next summary has it alone.
    const empresa = await insertEmpresa(app);
    const tercera = await issueFactura(app, empresa.id);
    advance(5.5 * HOUR);
    await runJob();
    const third = (await summaries())[2]!.firmaXml!;
    expect(third).toContain(`<sfe:NumSerieFactura>${tercera.numeroFactura}</sfe:NumSerieFactura>`);
    expect(third).toContain('<sfe:NumeroDeRegistrosFacturacionAltaGenerados>1</sfe:NumeroDeRegistrosFacturacionAltaGenerados><sfe:SumaCuotaTotalAlta>21.00</sfe:SumaCuotaTotalAlta><sfe:SumaImporteTotalAlta>121.00</sfe:SumaImporteTotalAlta>');
    expect(countsOf(third)).toEqual(ZERO_COUNTS);
  });

  it('is made for a period without events all the same, every count zero (art. 9.2), valid against the schema', { timeout: 60_000 }, async () => {
    advance(5.5 * HOUR);
    await runJob();
    const xml = (await summaries()).at(-1)!.firmaXml!;
    expect(countsOf(xml)).toEqual(ZERO_COUNTS);
    expect(xml).toContain('<sfe:NumeroDeRegistrosFacturacionAltaGenerados>0</sfe:NumeroDeRegistrosFacturacionAltaGenerados>');
    await expectValidSignedAndChained(xml);
  });

  it('is made before the system closes, then its stop (02)', { timeout: 60_000 }, async () => {
    const before = (await summaries()).length;
    // Minutes after the last one: the close does not wait for the 5½ hours.
    advance(60_000);
    await app.context.services.verifactu.detener();
    const log = await chained();
    expect(log.slice(-2).map((row) => row.tipoEvento)).toEqual(['10', '02']);
    expect(await summaries()).toHaveLength(before + 1);
    // It counts the integrity check of the test before.
    expect(countsOf(log.at(-2)!.firmaXml!)).toEqual({ ...ZERO_COUNTS, '03': 1, '05': 1 });
    await expectValidSignedAndChained(log.at(-2)!.firmaXml!);
  });

  it('is not made by a VERI*FACTU system, which keeps no log of the regulation', async () => {
    const before = (await summaries()).length;
    const sending = createVerifactuService({
      db: db(),
      proveedor: { nombre: 'Cumplia Compliance S.L.', nif: 'B12345674', direccion: 'Calle de Alcalá 123', codigoPostal: '28009', localidad: 'Madrid', provincia: 'Madrid', telefono: '+34 910 000 000', email: 'hola@cumplia.es', registroMercantil: 'RM Madrid' },
      installation: '1',
      now: () => clock,
      sender: createVerifactuSender({ sending: 'aeat', endpoint: 'http://127.0.0.1:9/', timeoutMs: 100 }),
    });
    advance(24 * HOUR);
    expect(await sending.resumirEventos()).toBe(false);
    expect(await summaries()).toHaveLength(before);
  });
});
