import { randomBytes, randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { ROLES, type ToolCode } from '@cumplia/shared/enums';
import { SEPA_ERROR_ADVICE, SEPA_MESSAGES } from '@cumplia/shared/schemas/sepa';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, empresaForm, issueFactura, tokenFor } from '../../../test/support/factories.ts';
import { auditLog, contratos, empresaTools, empresas, facturas, sepaRemesaFacturas, sepaRemesas } from '../../db/schema/index.ts';
import { addDaysIso, addMonthsIso, madridIsoDate, nextTargetBusinessDay } from '@cumplia/shared/calendar';
import { PAIN_008_SCHEMAS } from '../../lib/sepa/sepa-schemas.ts';
import type { Pain008Version } from '../../lib/sepa/sepa-schemas.ts';
import { validateXml } from '../../lib/xml/validate-xml.ts';
import { earliestCollectionDate } from './collection-date.ts';

const BBVA = 'ES3501822370400001000025';
const CAJA_SIETE = 'ES6730760070440001000009';
const core = '/api/cumplia-core';

let app: FastifyInstance;
let superadmin: string;
let worker: string;
let gestoria: Awaited<ReturnType<typeof createGestoria>>;
const call = (token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
const today = () => madridIsoDate(new Date());
/** A TARGET business day `offset` days after `from` (or the next one): a collection date that stays as it is. */
const day = (from: string, offset: number) => nextTargetBusinessDay(addDaysIso(from, offset));
/** Every file any test received, validated against its schema at the end. */
const produced: Array<{ xml: string; version: Pain008Version }> = [];

type Empresa = { id: string; razonSocial: string; nifCif: string; mandate: string | null };

/** A company of the gestoría, created as its form does, with a signed contract carrying its SEPA mandate. */
async function empresa(overrides: Record<string, unknown> = {}, withMandate = true): Promise<Empresa> {
  const body = empresaForm({ lopdgdd: false, acosoLaboral: false, desconexionDigital: false, ...overrides });
  const created = await call(gestoria.token, { method: 'POST', url: `${core}/gestorias/my/empresas`, payload: body });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  let mandate: string | null = null;
  if (withMandate) {
    mandate = `CUMPLIA-LOPD-${randomBytes(8).toString('hex').toUpperCase()}`;
    await app.context.database.db.insert(contratos).values({
      empresaId: id,
      tool: 'LOPD',
      status: 'FIRMADO',
      tokenHash: randomBytes(16).toString('hex'),
      tokenExpiresAt: new Date(),
      signedAt: new Date(Date.now() - 30 * 86_400_000),
      signedPdf: Buffer.from('%PDF-1.7'),
      documentSha256: 'a'.repeat(64),
      mandateReference: mandate,
    });
  }
  return { id, razonSocial: body.razonSocial as string, nifCif: body.nifCif, mandate };
}

/** A contract of the company for `tool`, signed `signedAt` (null: still pending), with its own mandate. */
async function contrato(empresaId: string, tool: ToolCode, signedAt: Date | null) {
  const mandate = `CUMPLIA-${tool}-${randomBytes(8).toString('hex').toUpperCase()}`;
  const [row] = await app.context.database.db
    .insert(contratos)
    .values({
      empresaId,
      tool,
      status: signedAt ? 'FIRMADO' : 'PENDIENTE',
      tokenHash: randomBytes(16).toString('hex'),
      tokenExpiresAt: new Date(),
      signedAt,
      signedPdf: signedAt ? Buffer.from('%PDF-1.7') : null,
      documentSha256: signedAt ? 'a'.repeat(64) : null,
      mandateReference: mandate,
    })
    .returning({ id: contratos.id });
  return { id: row!.id, mandate };
}

/** The invoice a contract's signature (or a renewal) issues, collected on `fechaCobro`. */
async function facturaDe(empresaId: string, origen: { contratoId: string } | { renovacionOf: ToolCode }, fechaCobro: string) {
  const tool = 'contratoId' in origen ? null : origen.renovacionOf;
  const issued = await app.context.unitOfWork.run((uow) =>
    app.context.services.facturacion.issue(uow, {
      empresaId,
      origen: 'contratoId' in origen ? 'CONTRATO' : 'RENOVACION',
      origenId: 'contratoId' in origen ? origen.contratoId : randomUUID(),
      lineas: [{ tool: tool ?? 'LOPD', nombreProducto: 'Herramienta', precioUnitarioCents: 10_000 }],
    }),
  );
  await app.context.database.db.update(facturas).set({ fechaCuandoFacturar: fechaCobro }).where(eq(facturas.id, issued.id));
  return issued;
}

/** An invoice of the company collected on `fechaCobro`. */
async function factura(empresaId: string, fechaCobro: string, precioUnitarioCents = 10_000) {
  const issued = await issueFactura(app, empresaId, [{ tool: 'LOPD', nombreProducto: 'Protección de datos (LOPDGDD)', precioUnitarioCents }]);
  await app.context.database.db.update(facturas).set({ fechaCuandoFacturar: fechaCobro }).where(eq(facturas.id, issued.id));
  return issued;
}

function batch(body: Record<string, unknown>, token = superadmin) {
  return call(token, { method: 'POST', url: `${core}/admin/facturas/sepa`, payload: { incluirFacturadas: false, cuentaIBAN: BBVA, transactionId: `tx-${randomUUID()}`, ...body } });
}

function individual(id: string, body: Record<string, unknown> = {}, token = superadmin) {
  return call(token, { method: 'POST', url: `${core}/admin/facturas/${id}/sepa`, payload: { cuentaIBAN: BBVA, transactionId: `tx-${randomUUID()}`, ...body } });
}

/** The file of a successful answer, kept for the schema check. */
function fileOf(response: LightMyRequestResponse, version: Pain008Version = 'pain.008.001.08') {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  const xml = response.body;
  produced.push({ xml, version });
  return xml;
}

/** The invoices a file left out, from its header. */
function excludedOf(response: LightMyRequestResponse): Array<{ numeroFactura: string; motivo: string; message: string; empresa: { id: string } }> {
  return JSON.parse(decodeURIComponent(String(response.headers['x-sepa-excluidas-detalle'] ?? '%5B%5D'))) as never;
}

/** The payment blocks of a file: sequence type, collection date and end-to-end ids. */
function blocksOf(xml: string) {
  return [...xml.matchAll(/<PmtInf>[\s\S]*?<\/PmtInf>/g)].map(([block]) => ({
    sequenceType: /<SeqTp>(\w+)<\/SeqTp>/.exec(block)![1],
    collectionDate: /<ReqdColltnDt>([\d-]+)<\/ReqdColltnDt>/.exec(block)![1],
    ids: [...block.matchAll(/<EndToEndId>([^<]+)<\/EndToEndId>/g)].map((match) => match[1]),
    mandates: [...block.matchAll(/<MndtId>([^<]+)<\/MndtId>/g)].map((match) => match[1]),
  }));
}

async function remitted(ids: string[]) {
  const rows = await app.context.database.db.select({ id: facturas.id, facturado: facturas.facturado, facturadoAt: facturas.facturadoAt }).from(facturas).where(inArray(facturas.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The failure's code, message, advice and transaction id, in the body and in the headers. */
function expectSepaFailure(response: LightMyRequestResponse, status: number, code: string, transactionId?: string) {
  expect([response.statusCode, response.json().code], response.body).toEqual([status, code]);
  const body = response.json() as { code: string; message: string; data: { advice: string; transactionId: string } };
  expect(response.headers['x-error-type']).toBe(code);
  expect(decodeURIComponent(String(response.headers['x-error-message']))).toBe(body.message);
  const advice = SEPA_ERROR_ADVICE[code as keyof typeof SEPA_ERROR_ADVICE] as string | undefined;
  if (advice) expect(body.data.advice).toBe(advice);
  else expect(body.data.advice).toMatch(/\S/);
  expect(body.data.transactionId).toBe(response.headers['x-transaction-id']);
  if (transactionId) expect(response.headers['x-transaction-id']).toBe(transactionId);
  return body;
}

beforeAll(async () => {
  // Caja Siete takes the older pain.008.001.02, as a bank that still wants it would be configured.
  app = await createTestApp({ SEPA_CAJA_SIETE_PAIN_VERSION: 'pain.008.001.02' });
  superadmin = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA] }));
  worker = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] }));
  gestoria = await createGestoria(app);
});
afterAll(async () => {
  await closeTestApp(app);
});

describe('the batch file', () => {
  it('collects the pending invoices of SEPA companies in the range: FRST per new mandate, a block per (sequence type, date), remitted with the file', async () => {
    const start = addDaysIso(today(), 100);
    const ana = await empresa({ razonSocial: 'Panadería Ñuño & Hijos S.L.' });
    const beta = await empresa({ razonSocial: 'Talleres Beta S.L.' });
    const transferencia = await empresa({ razonSocial: 'Cobro por Transferencia S.L.', metodoDePago: 'TRANSFERENCIA', numCuenta: 'ES0000000000000000000000' });
    const a1 = await factura(ana.id, day(start, 5));
    const b1 = await factura(beta.id, day(start, 20), 20_000);
    const outside = await factura(ana.id, day(start, 40));
    const notSepa = await factura(transferencia.id, day(start, 5));

    const transactionId = `tx-${randomUUID()}`;
    const fechaFin = day(start, 30);
    const response = await batch({ fechaInicio: start, fechaFin, transactionId });
    const xml = fileOf(response);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="sepa_${start}_${fechaFin}.xml"`);
    expect(response.headers['x-transaction-id']).toBe(transactionId);
    expect(response.headers['x-sepa-facturas']).toBe('2');
    expect(response.headers['x-sepa-importe-total']).toBe('363.00');
    expect(blocksOf(xml)).toEqual([
      { sequenceType: 'FRST', collectionDate: day(start, 5), ids: [a1.numeroFactura], mandates: [ana.mandate] },
      { sequenceType: 'FRST', collectionDate: day(start, 20), ids: [b1.numeroFactura], mandates: [beta.mandate] },
    ]);
    // The creditor identifier in the initiating party and in each block; the chosen account; text transliterated.
    expect(xml).toContain('<InitgPty><Nm>Cumplia Compliance S.L.</Nm><Id><OrgId><Othr><Id>ES11000B12345674</Id>');
    expect(xml.match(/<CdtrSchmeId>/g)).toHaveLength(2);
    expect(xml).toContain(`<CdtrAcct><Id><IBAN>${BBVA}</IBAN></Id></CdtrAcct>`);
    expect(xml).toContain('<Nm>Panaderia Nuno y Hijos S.L.</Nm>');
    expect(xml).toContain('<DtOfSgntr>');
    expect(xml).not.toContain(outside.numeroFactura);
    expect(xml).not.toContain(notSepa.numeroFactura);

    const states = await remitted([a1.id, b1.id, outside.id, notSepa.id]);
    expect([a1, b1, outside, notSepa].map((f) => states.get(f.id)!.facturado)).toEqual([true, true, false, false]);
    const [audit] = await app.context.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'sepa.batch-generated'), eq(auditLog.entityId, String(response.headers['x-sepa-remesa-id']))));
    expect(audit?.changes).toMatchObject({ transactionId, numeroFacturas: 2, remesadas: 2, cuenta: 'BBVA' });

    // The next file of the same mandate collects RCUR; the remitted invoice is not taken again.
    const a2 = await factura(ana.id, day(start, 10));
    const next = fileOf(await batch({ fechaInicio: start, fechaFin }));
    expect(blocksOf(next)).toEqual([{ sequenceType: 'RCUR', collectionDate: day(start, 10), ids: [a2.numeroFactura], mandates: [ana.mandate] }]);

    // Everything remitted: a dedicated code; a file that would collect them again is refused, naming them.
    const transactionAgain = `tx-${randomUUID()}`;
    expectSepaFailure(await batch({ fechaInicio: start, fechaFin, transactionId: transactionAgain }), 409, 'NO_PROCESSED_INVOICES', transactionAgain);
    const again = expectSepaFailure(await batch({ fechaInicio: start, fechaFin, incluirFacturadas: true }), 409, 'FACTURAS_YA_REMESADAS') as unknown as { message: string; data: { facturas: Array<{ numeroFactura: string }> } };
    expect(again.data.facturas.map((f) => f.numeroFactura).sort()).toEqual([a1.numeroFactura, a2.numeroFactura, b1.numeroFactura].sort());
    expect(again.message).toContain(a1.numeroFactura);
  });

  it('moves a collection date that has passed to the earliest a bank takes, and writes .02 for the account configured so', async () => {
    const past = await empresa({ razonSocial: 'Fecha Pasada S.L.' });
    const yesterday = addDaysIso(today(), -1);
    const late = await factura(past.id, yesterday);
    const response = await batch({ fechaInicio: addDaysIso(today(), -3), fechaFin: yesterday, empresaId: past.id, cuentaIBAN: CAJA_SIETE });
    const xml = fileOf(response, 'pain.008.001.02');
    expect(xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"');
    expect(xml).toContain(`<CdtrAcct><Id><IBAN>${CAJA_SIETE}</IBAN></Id></CdtrAcct>`);
    expect(blocksOf(xml)).toEqual([{ sequenceType: 'FRST', collectionDate: earliestCollectionDate(today()), ids: [late.numeroFactura], mandates: [past.mandate] }]);
  });

  it("answers the spec's codes with message, advice, transaction id and headers", async () => {
    const start = addDaysIso(today(), 200);
    const transactionId = `tx-${randomUUID()}`;
    const none = expectSepaFailure(await batch({ fechaInicio: start, fechaFin: day(start, 10), transactionId }), 404, 'NO_SEPA_INVOICES', transactionId);
    expect(none.message).toBe('No hay facturas de empresas con adeudo bancario (SEPA) con fecha de cobro en el periodo seleccionado.');

    // The limit counts calendar days (SEPA_MAX_RANGE_DAYS), so its edges are not moved to business days:
    // on 2026-11-30 the 365th day was a Saturday and `day` made it 367 days.
    const tooLong = expectSepaFailure(await batch({ fechaInicio: start, fechaFin: addDaysIso(start, 366) }), 400, 'SEPA_VALIDATION_ERROR');
    expect(tooLong.message).toBe(SEPA_MESSAGES.rangeTooLong);
    expect((await batch({ fechaInicio: start, fechaFin: addDaysIso(start, 365) })).json().code).toBe('NO_SEPA_INVOICES');
    expect(expectSepaFailure(await batch({ fechaInicio: day(start, 1), fechaFin: start }), 400, 'SEPA_VALIDATION_ERROR').message).toBe(SEPA_MESSAGES.startAfterEnd);
    expect(expectSepaFailure(await batch({ fechaInicio: start, fechaFin: '' }), 400, 'SEPA_VALIDATION_ERROR').message).toBe(SEPA_MESSAGES.bothDates);
    // A body refused before the service still answers with the caller's transaction id.
    expectSepaFailure(await batch({ fechaInicio: start, fechaFin: '', transactionId }), 400, 'SEPA_VALIDATION_ERROR', transactionId);

    const malformed = expectSepaFailure(await batch({ fechaInicio: start, fechaFin: day(start, 10), cuentaIBAN: 'ES35 0182' }), 400, 'INVALID_IBAN') as unknown as { data: { reason: string } };
    expect(malformed.data.reason).toBe('FORMAT');
    const unauthorised = expectSepaFailure(await batch({ fechaInicio: start, fechaFin: day(start, 10), cuentaIBAN: 'ES9121000418450200051332' }), 400, 'INVALID_IBAN') as unknown as { data: { reason: string } };
    expect(unauthorised.data.reason).toBe('NOT_AUTHORISED');

    expectSepaFailure(await batch({ fechaInicio: start, fechaFin: day(start, 10), empresaId: randomUUID() }), 404, 'EMPRESA_NOT_FOUND');
    const transferencia = await empresa({ razonSocial: 'Solo Transferencias S.L.', metodoDePago: 'TRANSFERENCIA', numCuenta: 'ES0000000000000000000000' });
    expect(expectSepaFailure(await batch({ fechaInicio: start, fechaFin: day(start, 10), empresaId: transferencia.id }), 400, 'EMPRESA_NOT_SEPA').message).toContain('Solo Transferencias S.L.');
  });

  it("leaves out the invoices of a company with an invalid or missing IBAN, naming the company, and collects the rest", async () => {
    const start = addDaysIso(today(), 230);
    const good = await empresa({ razonSocial: 'Cuenta Correcta S.L.' });
    const bad = await empresa({ razonSocial: 'Cuenta Errónea S.L.' });
    await app.context.database.db.update(empresas).set({ numCuenta: 'ES9121000418450200051333' }).where(eq(empresas.id, bad.id));
    const ok = await factura(good.id, day(start, 1));
    const wrong = await factura(bad.id, day(start, 2));
    const response = await batch({ fechaInicio: start, fechaFin: day(start, 5) });
    expect(blocksOf(fileOf(response)).flatMap((block) => block.ids)).toEqual([ok.numeroFactura]);
    const [left] = excludedOf(response);
    expect(left).toMatchObject({ numeroFactura: wrong.numeroFactura, motivo: 'IBAN_NO_VALIDO', empresa: { id: bad.id } });
    expect(left!.message).toContain('«Cuenta Errónea S.L.»');
    const states = await remitted([ok.id, wrong.id]);
    expect([states.get(ok.id)!.facturado, states.get(wrong.id)!.facturado]).toEqual([true, false]);

    // Only it left: nothing to collect, the company's code, naming it.
    await app.context.database.db.update(empresas).set({ numCuenta: '' }).where(eq(empresas.id, bad.id));
    const body = expectSepaFailure(await batch({ fechaInicio: start, fechaFin: day(start, 5) }), 400, 'EMPRESA_IBAN_MISSING') as unknown as { message: string; data: { empresa: { id: string } } };
    expect(body.message).toContain('«Cuenta Errónea S.L.»');
    expect(body.message).toContain(bad.nifCif);
    expect(body.data.empresa.id).toBe(bad.id);
  });

  // Decision 0042: a batch never fails for one invoice; the writer's refusal of one debtor's data leaves that invoice out.
  it('leaves out an invoice whose debtor name has no character a SEPA file can carry, with the reason, and collects the rest', async () => {
    const start = addDaysIso(today(), 240);
    const good = await empresa({ razonSocial: 'Nombre Latino S.L.' });
    const unwritable = await empresa({ razonSocial: '株式会社' });
    const ok = await factura(good.id, day(start, 1));
    const refused = await factura(unwritable.id, day(start, 2));
    const response = await batch({ fechaInicio: start, fechaFin: day(start, 5) });
    expect(blocksOf(fileOf(response)).flatMap((block) => block.ids)).toEqual([ok.numeroFactura]);
    expect(excludedOf(response)).toEqual([expect.objectContaining({ numeroFactura: refused.numeroFactura, motivo: 'DATOS_NO_VALIDOS', empresa: expect.objectContaining({ id: unwritable.id }) })]);
    const states = await remitted([ok.id, refused.id]);
    expect([states.get(ok.id)!.facturado, states.get(refused.id)!.facturado]).toEqual([true, false]);
  });

  it('refuses a company with no signed mandate, and takes a paper one', async () => {
    const start = addDaysIso(today(), 250);
    const sinMandato = await empresa({ razonSocial: 'Sin Mandato S.L.' }, false);
    const pending = await factura(sinMandato.id, day(start, 1));
    const body = expectSepaFailure(await batch({ fechaInicio: start, fechaFin: day(start, 5) }), 400, 'SEPA_VALIDATION_ERROR');
    expect(body.message).toContain(pending.numeroFactura);
    expect(body.message).toContain('«Sin Mandato S.L.»');
    expect(body.message).toContain('mandato');

    // Recorded as signed on paper (no contract row): the mandate CUMPLIA-{NIF}, signed on the tool's contract date.
    const signedOn = new Date(Date.now() - 10 * 86_400_000);
    await app.context.database.db.update(empresaTools).set({ fechaFirmaContrato: signedOn }).where(and(eq(empresaTools.empresaId, sinMandato.id), eq(empresaTools.tool, 'LOPD')));
    const xml = fileOf(await batch({ fechaInicio: start, fechaFin: day(start, 5) }));
    expect(blocksOf(xml)).toEqual([{ sequenceType: 'FRST', collectionDate: day(start, 1), ids: [pending.numeroFactura], mandates: [`CUMPLIA-${sinMandato.nifCif}`] }]);
    expect(xml).toContain(`<DtOfSgntr>${madridIsoDate(signedOn)}</DtOfSgntr>`);
  });

  it('keeps the headers and the advice on a long failure the browser takes gzipped', async () => {
    const start = addDaysIso(today(), 260);
    const sinMandato = await empresa({ razonSocial: 'Muchas Facturas Sin Mandato S.L.' }, false);
    for (let index = 0; index < 8; index += 1) await factura(sinMandato.id, day(start, 1));
    const transactionId = `tx-${randomUUID()}`;
    const response = await call(superadmin, {
      method: 'POST',
      url: `${core}/admin/facturas/sepa`,
      headers: { 'accept-encoding': 'gzip' },
      payload: { fechaInicio: start, fechaFin: day(start, 2), incluirFacturadas: false, cuentaIBAN: BBVA, transactionId },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['x-error-type']).toBe('SEPA_VALIDATION_ERROR');
    expect(response.headers['x-transaction-id']).toBe(transactionId);
    const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as { message: string; data: { advice: string; transactionId: string; problems: unknown[] } };
    expect(body.message).toContain('(y 7 facturas más)');
    expect(body.data).toMatchObject({ advice: SEPA_ERROR_ADVICE.SEPA_VALIDATION_ERROR, transactionId });
    expect(body.data.problems).toHaveLength(8);
  });

  it('never puts one invoice in two files when two batches run at once', async () => {
    const start = addDaysIso(today(), 270);
    const companies = await Promise.all([empresa({ razonSocial: 'Concurrente Uno S.L.' }), empresa({ razonSocial: 'Concurrente Dos S.L.' })]);
    const ids: string[] = [];
    for (let index = 0; index < 30; index += 1) ids.push((await factura(companies[index % 2]!.id, day(start, index % 5))).id);
    const responses = await Promise.all([0, 1, 2].map(() => batch({ fechaInicio: start, fechaFin: day(start, 10) })));
    const files = responses.filter((response) => response.statusCode === 200);
    for (const response of responses.filter((r) => r.statusCode !== 200)) expectSepaFailure(response, 409, 'NO_PROCESSED_INVOICES');
    expect(files.length).toBeGreaterThan(0);
    const inFiles = files.flatMap((response) => blocksOf(fileOf(response)).flatMap((block) => block.ids));
    expect(inFiles).toHaveLength(30);
    expect(new Set(inFiles).size).toBe(30);
    const rows = await app.context.database.db.select({ facturaId: sepaRemesaFacturas.facturaId }).from(sepaRemesaFacturas).where(inArray(sepaRemesaFacturas.facturaId, ids));
    expect(rows).toHaveLength(30);
  });
});

describe('the mandate of each collection (issue 20; EPC SDD Core rulebook 4.1, 4.2)', () => {
  it('names the mandate signed for the contract each invoice bills, renewals included, FRST and RCUR per mandate', async () => {
    const start = addDaysIso(today(), 400);
    const tres = await empresa({ razonSocial: 'Tres Contratos S.L.' }, false);
    const signed = new Date(Date.now() - 20 * 86_400_000);
    const lopd = await contrato(tres.id, 'LOPD', signed);
    const acoso = await contrato(tres.id, 'ACOSO', new Date(signed.getTime() + 3_600_000));
    const digital = await contrato(tres.id, 'DIGITAL', new Date(signed.getTime() + 7_200_000));
    const fLopd = await facturaDe(tres.id, { contratoId: lopd.id }, day(start, 1));
    const fAcoso = await facturaDe(tres.id, { contratoId: acoso.id }, day(start, 1));
    const fDigital = await facturaDe(tres.id, { contratoId: digital.id }, day(start, 1));
    const xml = fileOf(await batch({ fechaInicio: start, fechaFin: day(start, 2) }));
    const mandateOf = (numero: string) => new RegExp(`<EndToEndId>${numero}</EndToEndId>[\\s\\S]*?<MndtId>([^<]+)</MndtId><DtOfSgntr>([^<]+)</DtOfSgntr>`).exec(xml)!.slice(1);
    expect(mandateOf(fLopd.numeroFactura)).toEqual([lopd.mandate, madridIsoDate(signed)]);
    expect(mandateOf(fAcoso.numeroFactura)[0]).toBe(acoso.mandate);
    expect(mandateOf(fDigital.numeroFactura)[0]).toBe(digital.mandate);
    // Three mandates, each collected for the first time: three FRST.
    expect(blocksOf(xml)).toEqual([{ sequenceType: 'FRST', collectionDate: day(start, 1), ids: expect.any(Array), mandates: expect.arrayContaining([lopd.mandate, acoso.mandate, digital.mandate]) }]);

    // The renewal of the harassment tool is collected under that tool's mandate, now RCUR.
    const renewal = await facturaDe(tres.id, { renovacionOf: 'ACOSO' }, day(start, 5));
    const next = fileOf(await batch({ fechaInicio: start, fechaFin: day(start, 10) }));
    expect(blocksOf(next)).toEqual([{ sequenceType: 'RCUR', collectionDate: day(start, 5), ids: [renewal.numeroFactura], mandates: [acoso.mandate] }]);
  });

  it('leaves out an invoice whose mandate is not signed, shown as waiting for one, and collects the rest', async () => {
    const start = addDaysIso(today(), 420);
    const firmada = await empresa({ razonSocial: 'Mandato Firmado S.L.' });
    const pendiente = await empresa({ razonSocial: 'Mandato Pendiente S.L.' }, false);
    const unsigned = await contrato(pendiente.id, 'LOPD', null);
    const ok = await factura(firmada.id, day(start, 1));
    const waiting = await facturaDe(pendiente.id, { contratoId: unsigned.id }, day(start, 1));
    const sinNada = await empresa({ razonSocial: 'Sin Contrato Alguno S.L.' }, false);
    const none = await factura(sinNada.id, day(start, 2));

    const response = await batch({ fechaInicio: start, fechaFin: day(start, 3) });
    expect(blocksOf(fileOf(response)).flatMap((block) => block.ids)).toEqual([ok.numeroFactura]);
    expect(response.headers['x-sepa-excluidas']).toBe('2');
    const excluded = excludedOf(response);
    expect(excluded.map(({ numeroFactura, motivo }) => [numeroFactura, motivo])).toEqual([
      [waiting.numeroFactura, 'ESPERANDO_MANDATO'],
      [none.numeroFactura, 'ESPERANDO_MANDATO'],
    ]);
    expect(excluded[0]!.message).toContain('esperando mandato');
    const states = await remitted([waiting.id, none.id]);
    expect([states.get(waiting.id)!.facturado, states.get(none.id)!.facturado]).toEqual([false, false]);
    const [stored] = await app.context.database.db.select({ excluidas: sepaRemesas.excluidas }).from(sepaRemesas).where(eq(sepaRemesas.id, String(response.headers['x-sepa-remesa-id'])));
    expect(stored!.excluidas).toHaveLength(2);
  });

  it('treats a mandate unused for 36 months as expired: its invoices wait (EPC rulebook 4.1)', async () => {
    const signedOn = addMonthsIso(today(), -20);
    const signedAt = new Date(`${signedOn}T10:00:00Z`);
    const usada = await empresa({ razonSocial: 'Mandato Usado S.L.' }, false);
    const usadaContrato = await contrato(usada.id, 'LOPD', signedAt);
    const dormida = await empresa({ razonSocial: 'Mandato Dormido S.L.' }, false);
    const dormidaContrato = await contrato(dormida.id, 'LOPD', signedAt);

    // Used soon: the 36 months count again from this collection.
    const first = await facturaDe(usada.id, { contratoId: usadaContrato.id }, day(today(), 440));
    fileOf(await batch({ fechaInicio: day(today(), 440), fechaFin: day(today(), 440), empresaId: usada.id }));

    // 36 months and more after the signature: the used mandate goes on (RCUR), the unused one has expired.
    const late = day(addMonthsIso(signedOn, 36), 10);
    const usedLate = await facturaDe(usada.id, { renovacionOf: 'LOPD' }, late);
    const dormantLate = await facturaDe(dormida.id, { contratoId: dormidaContrato.id }, late);
    const response = await batch({ fechaInicio: late, fechaFin: late });
    const xml = fileOf(response);
    expect(blocksOf(xml)).toEqual([{ sequenceType: 'RCUR', collectionDate: late, ids: [usedLate.numeroFactura], mandates: [usadaContrato.mandate] }]);
    expect(excludedOf(response)).toEqual([expect.objectContaining({ numeroFactura: dormantLate.numeroFactura, motivo: 'MANDATO_CADUCADO' })]);
    expect(excludedOf(response)[0]!.message).toContain(dormidaContrato.mandate);
    expect(first.numeroFactura).not.toBe(usedLate.numeroFactura);
  });
});

describe('no invoice collected twice (issue 20)', () => {
  it('"Anular remesa" frees the invoices of a file not sent; the new file collects them as the first collection again', async () => {
    const start = addDaysIso(today(), 460);
    const anulable = await empresa({ razonSocial: 'Remesa Anulada S.L.' });
    const invoice = await factura(anulable.id, day(start, 1));
    const first = await batch({ fechaInicio: start, fechaFin: day(start, 2) });
    fileOf(first);
    const remesaId = String(first.headers['x-sepa-remesa-id']);
    expectSepaFailure(await batch({ fechaInicio: start, fechaFin: day(start, 2), incluirFacturadas: true }), 409, 'FACTURAS_YA_REMESADAS');

    const anular = (id: string, motivo: string, token = superadmin) => call(token, { method: 'POST', url: `${core}/admin/facturas/sepa/remesas/${id}/anular`, payload: { motivo } });
    expect((await anular(remesaId, 'no')).json().code).toBe('VALIDATION_ERROR');
    expect((await anular(remesaId, 'Motivo', gestoria.token)).statusCode).toBe(403);
    const cancelled = await anular(remesaId, 'El banco rechazó el fichero entero', worker);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: remesaId, anulada: { motivo: 'El banco rechazó el fichero entero' } });
    expect((await remitted([invoice.id])).get(invoice.id)!.facturado).toBe(false);
    const again = await anular(remesaId, 'Otra vez');
    expect([again.statusCode, again.json().code]).toEqual([409, 'REMESA_YA_ANULADA']);
    const [audit] = await app.context.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'sepa.remesa-anulada'), eq(auditLog.entityId, remesaId)));
    expect(audit?.changes).toMatchObject({ motivo: 'El banco rechazó el fichero entero', facturasPendientes: 1 });

    // The cancelled file was never presented: the next one is the mandate's first collection.
    const second = fileOf(await batch({ fechaInicio: start, fechaFin: day(start, 2) }));
    expect(blocksOf(second)).toEqual([{ sequenceType: 'FRST', collectionDate: day(start, 1), ids: [invoice.numeroFactura], mandates: [anulable.mandate] }]);
  });

  it('is enforced by the database too: a second live collection of an invoice is refused', async () => {
    const start = addDaysIso(today(), 480);
    const doble = await empresa({ razonSocial: 'Doble Cobro S.L.' });
    const invoice = await factura(doble.id, day(start, 1));
    const response = await batch({ fechaInicio: start, fechaFin: day(start, 2) });
    fileOf(response);
    const [line] = await app.context.database.db.select().from(sepaRemesaFacturas).where(eq(sepaRemesaFacturas.facturaId, invoice.id));
    const [remesa] = await app.context.database.db.select().from(sepaRemesas).where(eq(sepaRemesas.id, line!.remesaId));
    const copyId = randomUUID();
    await app.context.database.db.insert(sepaRemesas).values({ ...remesa!, id: copyId, messageId: `COPY-${copyId.slice(0, 20)}` });
    await expect(app.context.database.db.insert(sepaRemesaFacturas).values({ ...line!, remesaId: copyId })).rejects.toMatchObject({ cause: { code: '23505', constraint: 'sepa_remesa_facturas_one_live' } });
    // A cancelled copy is allowed beside the live one.
    await app.context.database.db.insert(sepaRemesaFacturas).values({ ...line!, remesaId: copyId, estado: 'ANULADA' });
  });
});

describe('the default period of the remittance dialog (issue 20)', () => {
  it('runs from the oldest pending collection date to 30 days ahead, so a new invoice (collected a week after issue) is in it', async () => {
    const periodo = async () => (await call(worker, { method: 'GET', url: `${core}/admin/facturas/sepa/periodo` })).json() as { fechaInicio: string; fechaFin: string };
    const first = await periodo();
    expect(first.fechaFin).toBe(addDaysIso(today(), 30));
    expect(first.fechaInicio <= today()).toBe(true);
    // An invoice issued now is collected a week later: inside the default period, and a file of it is made at the first try.
    const nueva = await empresa({ razonSocial: 'Factura Recién Emitida S.L.' });
    const issued = await issueFactura(app, nueva.id);
    const [row] = await app.context.database.db.select({ fecha: facturas.fechaCuandoFacturar }).from(facturas).where(eq(facturas.id, issued.id));
    const current = await periodo();
    expect(row!.fecha > current.fechaInicio && row!.fecha <= current.fechaFin).toBe(true);
    const xml = fileOf(await batch({ ...current, empresaId: nueva.id }));
    expect(xml).toContain(`<EndToEndId>${issued.numeroFactura}</EndToEndId>`);
    // A pending invoice due long ago pulls the start back (at most 365 days).
    const vieja = await empresa({ razonSocial: 'Factura Atrasada S.L.' });
    await factura(vieja.id, addDaysIso(today(), -40));
    expect((await periodo()).fechaInicio <= addDaysIso(today(), -40)).toBe(true);
    expect((await call(gestoria.token, { method: 'GET', url: `${core}/admin/facturas/sepa/periodo` })).statusCode).toBe(403);
  });
});

describe('the individual file', () => {
  it("writes the debtor's town as TwnNm with its province apart as CtrySubDvsn; a company without a town yet, its province (decision 0057)", async () => {
    const utebo = await empresa({ razonSocial: 'Hierros Utebo S.L.', direccion: 'Avenida de Navarra 12', codigoPostal: '50180', localidad: 'Utebo', provincia: 'Zaragoza' });
    const older = await empresa({ razonSocial: 'Sin Población S.L.', codigoPostal: '50016', localidad: 'Zaragoza', provincia: 'Zaragoza' });
    // A company registered before the town was asked: the column's default.
    await app.context.database.db.update(empresas).set({ localidad: '' }).where(eq(empresas.id, older.id));
    const uteboFactura = await factura(utebo.id, day(today(), 310));
    const olderFactura = await factura(older.id, day(today(), 310));
    for (const [pending, cuentaIBAN, version] of [[uteboFactura, BBVA, 'pain.008.001.08'], [olderFactura, CAJA_SIETE, 'pain.008.001.02']] as const) {
      const response = await individual(pending.id, { cuentaIBAN });
      expect(response.statusCode, response.body).toBe(200);
      const xml = response.body;
      expect(await validateXml(xml, PAIN_008_SCHEMAS[version])).toEqual([]);
      const debtor = /<Dbtr>[\s\S]*?<\/Dbtr>/.exec(xml)![0];
      if (pending === uteboFactura) {
        expect(debtor).toContain('<StrtNm>Avenida de Navarra 12</StrtNm>');
        expect(debtor).toContain('<PstCd>50180</PstCd>');
        expect(debtor).toContain('<TwnNm>Utebo</TwnNm>');
        expect(debtor).toContain('<CtrySubDvsn>Zaragoza</CtrySubDvsn>');
      } else {
        expect(debtor).toContain('<TwnNm>Zaragoza</TwnNm>');
      }
    }
  });

  it('remits a pending invoice, and refuses a second file of it while the first is live', async () => {
    const solo = await empresa({ razonSocial: 'Individual S.L.' });
    const pending = await factura(solo.id, day(today(), 300));
    const transactionId = `tx-${randomUUID()}`;
    const response = await individual(pending.id, { transactionId });
    const xml = fileOf(response);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="sepa_individual_${pending.numeroFactura}_${today()}.xml"`);
    expect(response.headers['x-transaction-id']).toBe(transactionId);
    expect(blocksOf(xml)).toEqual([{ sequenceType: 'FRST', collectionDate: day(today(), 300), ids: [pending.numeroFactura], mandates: [solo.mandate] }]);
    const first = (await remitted([pending.id])).get(pending.id)!;
    expect(first.facturado).toBe(true);

    const again = expectSepaFailure(await individual(pending.id, { cuentaIBAN: CAJA_SIETE }), 409, 'FACTURAS_YA_REMESADAS');
    expect(again.message).toContain(pending.numeroFactura);
    const after = (await remitted([pending.id])).get(pending.id)!;
    expect(after).toEqual(first);
  });

  it('refuses an invoice of a company that does not pay by SEPA, and an unknown invoice', async () => {
    const transferencia = await empresa({ razonSocial: 'Paga Transferencia S.L.', metodoDePago: 'TRANSFERENCIA', numCuenta: 'ES0000000000000000000000' });
    const invoice = await factura(transferencia.id, day(today(), 300));
    expectSepaFailure(await individual(invoice.id), 400, 'EMPRESA_NOT_SEPA');
    expect((await remitted([invoice.id])).get(invoice.id)!.facturado).toBe(false);
    const unknown = await individual(randomUUID());
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    expect(unknown.headers['x-error-type']).toBe('NOT_FOUND');
  });
});

describe('the files generated', () => {
  it('are listed newest first and downloaded again byte for byte', async () => {
    const lista = await empresa({ razonSocial: 'Lista de Ficheros S.L.' });
    const start = addDaysIso(today(), 320);
    const invoice = await factura(lista.id, day(start, 1));
    const generated = await batch({ fechaInicio: start, fechaFin: day(start, 2) });
    fileOf(generated);
    const page = await call(worker, { method: 'GET', url: `${core}/admin/facturas/sepa/remesas?page=0&size=5` });
    expect(page.statusCode).toBe(200);
    const [newest] = page.json().content;
    expect(newest).toMatchObject({
      id: generated.headers['x-sepa-remesa-id'],
      tipo: 'BATCH',
      fileName: `sepa_${start}_${day(start, 2)}.xml`,
      painVersion: 'pain.008.001.08',
      cuenta: { id: 'BBVA', nombre: 'BBVA', iban: BBVA },
      fechaInicio: start,
      fechaFin: day(start, 2),
      numeroFacturas: 1,
      importeTotal: 121,
      facturas: [invoice.numeroFactura],
    });
    expect(page.json().totalElements).toBeGreaterThan(5);

    const download = await call(superadmin, { method: 'GET', url: `${core}/admin/facturas/sepa/remesas/${newest.id}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(generated.headers['content-disposition']);
    expect(download.rawPayload.equals(generated.rawPayload)).toBe(true);
    expect((await call(superadmin, { method: 'GET', url: `${core}/admin/facturas/sepa/remesas/${randomUUID()}` })).statusCode).toBe(404);
  });

  it('offers the two configured creditor accounts', async () => {
    const response = await call(worker, { method: 'GET', url: `${core}/admin/facturas/sepa/cuentas` });
    expect(response.json()).toEqual([
      { id: 'BBVA', nombre: 'BBVA', iban: BBVA, bic: 'BBVAESMMXXX', painVersion: 'pain.008.001.08' },
      { id: 'CAJA_SIETE', nombre: 'Caja Siete', iban: CAJA_SIETE, bic: 'BCOEESMM076', painVersion: 'pain.008.001.02' },
    ]);
  });
});

describe('who may generate and download', () => {
  it('staff (superadmin and worker) only', async () => {
    const cliente = await app.context.signer.sign({ id: randomUUID(), username: 'cliente', name: 'Cliente', roles: [ROLES.COMPANY], gestoriaIds: [], empresaIds: [] });
    const start = addDaysIso(today(), 340);
    const body = { fechaInicio: start, fechaFin: day(start, 1) };
    expectSepaFailure(await batch(body, cliente), 403, 'SECURITY_ERROR');
    expectSepaFailure(await batch(body, gestoria.token), 403, 'SECURITY_ERROR');
    const anonymous = await app.inject({ method: 'POST', url: `${core}/admin/facturas/sepa`, payload: { ...body, cuentaIBAN: BBVA } });
    expectSepaFailure(anonymous, 401, 'UNAUTHENTICATED');
    for (const url of ['/admin/facturas/sepa/remesas', '/admin/facturas/sepa/cuentas']) {
      expect((await call(gestoria.token, { method: 'GET', url: `${core}${url}` })).statusCode).toBe(403);
      expect((await call(cliente, { method: 'GET', url: `${core}${url}` })).statusCode).toBe(403);
    }
    // The worker generates files too (spec 3 §6: the same admin screens).
    const mine = await empresa({ razonSocial: 'Del Trabajador S.L.' });
    await factura(mine.id, start);
    fileOf(await batch(body, worker));
  });
});

describe('every file produced', () => {
  it('validates against the official ISO 20022 schema of its version', async () => {
    expect(produced.length).toBeGreaterThan(8);
    for (const { xml, version } of produced) expect(await validateXml(xml, PAIN_008_SCHEMAS[version])).toEqual([]);
  });
});
