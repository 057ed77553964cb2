import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createUser, insertEmpresa, issueFactura, tokenFor } from '../../../test/support/factories.ts';
import { firstPageQrText } from '../../../test/support/pdf-qr.ts';
import { respuestaAeat as respuesta, startFakeAeat, type AeatAnswer } from '../../../test/support/fake-aeat.ts';
import { facturas, verifactuRegistros } from '../../db/schema/index.ts';
import { generateSelfSignedCertificate } from '../../lib/pki/self-signed-certificate.ts';
import { validateXml } from '../../lib/xml/validate-xml.ts';
import { SUMINISTRO_LR_SCHEMA } from '../../lib/verifactu/verifactu-schemas.ts';

/**
 * Rectifying invoices, cancellations and subsanaciones (decisions 0045, 0060, 0061): what a
 * correction may refund, what a substitution replaces, the QR of a substitution and the flags of a
 * cancellation the tax agency had no invoice for.
 */
let app: FastifyInstance;
let superadmin: string;
let worker: string;
const core = '/api/cumplia-core';
const call = (on: FastifyInstance, token: string, options: InjectOptions) => on.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });

type Linea = { nombreProducto: string; precioUnitario: number };
const porDiferencias = (precioUnitario: number): { tipo: string; modo: string; motivo: string; lineas: Linea[] } => ({
  tipo: 'R1',
  modo: 'I',
  motivo: precioUnitario < 0 ? 'Descuento acordado con el cliente' : 'Servicio adicional no facturado',
  lineas: [{ nombreProducto: precioUnitario < 0 ? 'Descuento sobre Protección de datos' : 'Ampliación de Protección de datos', precioUnitario }],
});
const porSustitucion = (precioUnitario: number) => ({ tipo: 'R4', modo: 'S', motivo: 'Precio equivocado', lineas: [{ nombreProducto: 'Protección de datos (LOPDGDD)', precioUnitario }] });

const rectificar = (id: string, body: object, token = worker, on = app) => call(on, token, { method: 'POST', url: `${core}/admin/facturas/${id}/rectificar`, payload: body });
const anular = (id: string, token = superadmin, on = app) => call(on, token, { method: 'POST', url: `${core}/admin/facturas/${id}/anular`, payload: { motivo: 'Emitida por error' } });
/** The invoice's records as staff export them (SuministroLR.xsd). */
const exportXml = async (id: string, on = app, token = superadmin) => (await call(on, token, { method: 'GET', url: `${core}/admin/facturas/${id}/verifactu` })).body;
const rectificativasOf = (id: string) => app.context.database.db.select().from(facturas).where(eq(facturas.rectificaId, id));

/** A 121 € invoice (100 € + 21 % VAT) of a new company. */
async function factura121(on = app) {
  const empresa = await insertEmpresa(on, { razonSocial: 'Cerrajería Ubieto S.L.', nombreComercial: 'Cerrajería Ubieto' });
  return issueFactura(on, empresa.id);
}

beforeAll(async () => {
  app = await createTestApp();
  superadmin = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA] }));
  worker = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] }));
});
afterAll(() => closeTestApp(app));

// RD 1619/2012 art. 15 and Ley 37/1992 del IVA art. 80: a rectifying invoice corrects what was
// invoiced; it cannot lower the taxable base below nothing (decision 0045, "Corrections bounded by
// what is still invoiced").
describe('a correction refunds at most what is still invoiced (RD 1619/2012 art. 15; LIVA art. 80)', () => {
  it('refuses −500 € on a 121 € invoice with a 409 and a Spanish message, and writes nothing', async () => {
    const original = await factura121();
    const registrosAntes = (await app.context.database.db.select().from(verifactuRegistros)).length;
    const response = await rectificar(original.id, porDiferencias(-500));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'RECTIFICACION_SUPERA_FACTURADO',
      message: `La rectificación dejaría la factura ${original.numeroFactura} por debajo de 0 €: con sus rectificativas vale 121,00 € (100,00 € de base y 21,00 € de IVA), y no se puede devolver más de lo facturado.`,
      data: { importeVigente: 121 },
    });
    expect(await rectificativasOf(original.id)).toHaveLength(0);
    expect(await app.context.database.db.select().from(verifactuRegistros)).toHaveLength(registrosAntes);
    // Exactly what is invoiced can be refunded.
    expect((await rectificar(original.id, porDiferencias(-100))).statusCode).toBe(201);
  });

  it('lets one of two staff correcting the same 121 € invoice by −100 € at once through, and refuses the other (409)', async () => {
    const original = await factura121();
    const answers = await Promise.all([rectificar(original.id, porDiferencias(-100), worker), rectificar(original.id, porDiferencias(-100), superadmin)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('RECTIFICACION_SUPERA_FACTURADO');
    expect((await rectificativasOf(original.id)).map((row) => row.totalCents)).toEqual([-12100]);
  });

  it('counts every earlier correction, one after the other: −50 €, −50 €, then even 1 cent more is refused', async () => {
    const original = await factura121();
    expect((await rectificar(original.id, porDiferencias(-50))).statusCode).toBe(201);
    expect((await rectificar(original.id, porDiferencias(-50))).statusCode).toBe(201);
    const cent = await rectificar(original.id, porDiferencias(-0.01));
    expect(cent.statusCode).toBe(409);
    expect(cent.json().message).toContain('vale 0,00 €');
    // A correction that raises the amount is always possible, and then lowers again.
    expect((await rectificar(original.id, porDiferencias(20))).statusCode).toBe(201);
    expect((await rectificar(original.id, porDiferencias(-20))).statusCode).toBe(201);
  });

  it('a cancelled rectifying invoice no longer counts, and one is not cancelled when that would leave the invoice below 0', async () => {
    const original = await factura121();
    const subida = (await rectificar(original.id, porDiferencias(50))).json();
    const bajada = (await rectificar(original.id, porDiferencias(-150))).json();
    // 121 + 60,50 − 181,50 = 0: cancelling the raise would leave −60,50 €.
    const refused = await anular(subida.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RECTIFICACION_SUPERA_FACTURADO' });
    expect(refused.json().message).toContain(`la factura ${original.numeroFactura} por debajo de 0 €`);
    // Cancelling the lowering gives the 181,50 € back to correct.
    expect((await anular(bajada.id)).statusCode).toBe(200);
    expect((await rectificar(original.id, porDiferencias(-150))).statusCode).toBe(201);
    expect((await rectificativasOf(original.id)).filter((row) => row.anuladaAt === null).reduce((sum, row) => sum + row.totalCents, original.totalCents)).toBe(0);
  });
});

// RD 1619/2012 art. 15; SuministroInformacion.xsd ImporteRectificacion: a substitution replaces what
// the invoice is worth when it is made (the original with every correction not cancelled), and
// that is what the record says it replaces and what the difference is counted against.
describe('a substitution replaces the invoice as it stands (RD 1619/2012 art. 15; ImporteRectificacion)', () => {
  it('after −24,20 € by differences, a substitution to 108,90 € replaces 96,80 € and is worth +12,10 €; a second one replaces 108,90 €', async () => {
    const original = await factura121();
    expect((await rectificar(original.id, porDiferencias(-20))).json()).toMatchObject({ importeTotalImpuestos: -24.2 });

    const primera = await rectificar(original.id, porSustitucion(90));
    expect(primera.statusCode).toBe(201);
    // 121 − 24,20 = 96,80 replaced by 108,90: the client owes 12,10 € more, not 12,10 € less.
    expect(primera.json()).toMatchObject({ importeTotalImpuestos: 12.1 });
    const [row] = await app.context.database.db.select().from(facturas).where(eq(facturas.id, primera.json().id));
    expect(row).toMatchObject({ baseRectificadaCents: 8000, cuotaRectificadaCents: 1680, baseCents: 1000, cuotaCents: 210, totalCents: 1210 });
    const xml = await exportXml(primera.json().id);
    expect(xml).toContain('<sf:ImporteRectificacion><sf:BaseRectificada>80.00</sf:BaseRectificada><sf:CuotaRectificada>16.80</sf:CuotaRectificada></sf:ImporteRectificacion>');
    expect(xml).toContain('<sf:ImporteTotal>108.90</sf:ImporteTotal>');
    expect(await validateXml(xml, SUMINISTRO_LR_SCHEMA)).toEqual([]);

    const segunda = await rectificar(original.id, porSustitucion(100));
    expect(segunda.json()).toMatchObject({ importeTotalImpuestos: 12.1 });
    expect(await exportXml(segunda.json().id)).toContain('<sf:ImporteRectificacion><sf:BaseRectificada>90.00</sf:BaseRectificada><sf:CuotaRectificada>18.90</sf:CuotaRectificada></sf:ImporteRectificacion>');
    // What the client owes in the end is what the last substitution says: 121 € again.
    const vigentes = await app.context.database.db.select().from(facturas).where(and(eq(facturas.rectificaId, original.id), isNull(facturas.anuladaAt)));
    expect(vigentes.reduce((sum, factura) => sum + factura.totalCents, original.totalCents)).toBe(12100);
  });

  // Orden HAC/1177/2024 art. 21 and the agency's QR specification: the QR's "importe" is the record's
  // ImporteTotal; for a substitution that is the corrected invoice, not the difference (decision 0045).
  it("the QR of a substitution's PDF carries the record's ImporteTotal (the corrected invoice), not the difference", async () => {
    const original = await factura121();
    const sustitucion = (await rectificar(original.id, porSustitucion(80))).json();
    expect(sustitucion.importeTotalImpuestos).toBe(-24.2);
    const importeTotal = /<sf:ImporteTotal>([^<]+)<\/sf:ImporteTotal>/.exec(await exportXml(sustitucion.id))?.[1];
    expect(importeTotal).toBe('96.80');
    const pdf = await call(app, worker, { method: 'GET', url: `${core}/worker/facturas/${sustitucion.id}/download` });
    expect(pdf.statusCode).toBe(200);
    const qr = new URL((await firstPageQrText(pdf.rawPayload))!);
    expect(qr.searchParams.get('numserie')).toBe(sustitucion.facturaId);
    expect(qr.searchParams.get('importe')).toBe(importeTotal);
  });
});

// SuministroInformacion.xsd, RegistroFacturacionAnulacionType: SinRegistroPrevio (S: the invoice
// being cancelled has no record at the agency) and RechazoPrevio (S: the agency refused an earlier
// cancellation record of it), both right after IDFactura. Decision 0061: a refused record is
// corrected with a new one carrying the agency's flags.
describe('cancelling an invoice the tax agency refused (SuministroInformacion.xsd, RegistroFacturacionAnulacionType)', () => {
  let sending: FastifyInstance;
  let fake: Awaited<ReturnType<typeof startFakeAeat>>;
  let directory: string;
  let answer: AeatAnswer;
  let staff: string;
  beforeAll(async () => {
    fake = await startFakeAeat((message) => answer(message));
    directory = mkdtempSync(join(tmpdir(), 'rectificativas-cert-'));
    const { p12, passphrase } = generateSelfSignedCertificate('Cumplia Compliance S.L.', 'Cumplia Compliance S.L.');
    writeFileSync(join(directory, 'cert.p12'), p12);
    sending = await createTestApp({ VERIFACTU_SENDING: 'aeat', VERIFACTU_ENDPOINT: fake.endpoint, VERIFACTU_CERT_P12_PATH: join(directory, 'cert.p12'), VERIFACTU_CERT_P12_PASSPHRASE: passphrase });
    staff = await tokenFor(sending, await createUser(sending, { roles: [ROLES.CUMPLIA_WORKER] }));
  });
  afterAll(async () => {
    await closeTestApp(sending);
    await fake.close();
    rmSync(directory, { recursive: true, force: true });
  });

  /** The RegistroAnulacion elements of the last message the agency received. */
  const anulacionesSent = () => fake.received.at(-1)!.split('<sf:RegistroAnulacion>').slice(1).map((anulacion) => anulacion.split('</sf:RegistroAnulacion>')[0]!);
  const subsanar = (id: string) => call(sending, staff, { method: 'POST', url: `${core}/admin/facturas/${id}/subsanar` });

  it('marks the cancellation SinRegistroPrevio S; once refused, it is corrected with RechazoPrevio S; the records validate', async () => {
    const factura = await factura121(sending);
    answer = () => ({ status: 200, body: respuesta('Incorrecto', [{ numSerie: factura.numeroFactura, estado: 'Incorrecto', codigo: '1104' }], 0) });
    expect(await sending.context.services.verifactu.sendPending()).toMatchObject({ outcome: 'sent' });

    expect((await anular(factura.id, staff, sending)).statusCode).toBe(200);
    answer = () => ({ status: 200, body: respuesta('Incorrecto', [{ numSerie: factura.numeroFactura, operacion: 'Anulacion', estado: 'Incorrecto', codigo: '3002' }], 0) });
    expect(await sending.context.services.verifactu.sendPending()).toMatchObject({ outcome: 'sent', registros: 1 });
    const [anulacion] = anulacionesSent();
    expect(anulacion).toMatch(/<\/sf:IDFactura>\s*<sf:SinRegistroPrevio>S<\/sf:SinRegistroPrevio>\s*<sf:Encadenamiento>/);
    expect(anulacion).not.toContain('<sf:RechazoPrevio>');

    // The refused cancellation is corrected, not a dead end.
    const corrected = await subsanar(factura.id);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ facturaId: factura.numeroFactura, anulada: true, estadoRegistro: 'PENDIENTE' });
    // Pending again: not corrected twice before the agency answers.
    expect((await subsanar(factura.id)).statusCode).toBe(409);
    answer = () => ({ status: 200, body: respuesta('Correcto', [], 0) });
    expect(await sending.context.services.verifactu.sendPending()).toMatchObject({ outcome: 'sent', registros: 1 });
    expect(anulacionesSent()[0]).toMatch(/<\/sf:IDFactura>\s*<sf:SinRegistroPrevio>S<\/sf:SinRegistroPrevio>\s*<sf:RechazoPrevio>S<\/sf:RechazoPrevio>\s*<sf:Encadenamiento>/);
    // Accepted: nothing left to correct.
    expect((await subsanar(factura.id)).statusCode).toBe(409);

    const xml = await exportXml(factura.id, sending, staff);
    expect(xml.match(/<sf:RegistroAnulacion>/g)).toHaveLength(2);
    expect(await validateXml(xml, SUMINISTRO_LR_SCHEMA)).toEqual([]);
    expect((await call(sending, staff, { method: 'POST', url: `${core}/admin/verifactu/integridad` })).json()).toMatchObject({ valida: true, problemas: [] });
  });

  it('does not mark the cancellation of an invoice the agency accepted; its refused cancellation is corrected with RechazoPrevio S only', async () => {
    const factura = await factura121(sending);
    answer = () => ({ status: 200, body: respuesta('Correcto', [], 0) });
    expect(await sending.context.services.verifactu.sendPending()).toMatchObject({ outcome: 'sent' });
    expect((await anular(factura.id, staff, sending)).statusCode).toBe(200);
    answer = () => ({ status: 200, body: respuesta('Incorrecto', [{ numSerie: factura.numeroFactura, operacion: 'Anulacion', estado: 'Incorrecto', codigo: '4102' }], 0) });
    expect(await sending.context.services.verifactu.sendPending()).toMatchObject({ outcome: 'sent', registros: 1 });
    expect(anulacionesSent()[0]).not.toMatch(/SinRegistroPrevio|RechazoPrevio/);

    expect((await subsanar(factura.id)).statusCode).toBe(200);
    answer = () => ({ status: 200, body: respuesta('Correcto', [], 0) });
    expect(await sending.context.services.verifactu.sendPending()).toMatchObject({ outcome: 'sent', registros: 1 });
    expect(anulacionesSent()[0]).toMatch(/<\/sf:IDFactura>\s*<sf:RechazoPrevio>S<\/sf:RechazoPrevio>\s*<sf:Encadenamiento>/);
    expect(anulacionesSent()[0]).not.toContain('SinRegistroPrevio');
    expect(await validateXml(await exportXml(factura.id, sending, staff), SUMINISTRO_LR_SCHEMA)).toEqual([]);
  });
});
