import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, desc, eq, like } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { addDaysIso, formatDate, madridIsoDate, nextTargetBusinessDay } from '@cumplia/shared/calendar';
import { SEPA_PREAVISO_DIAS } from '@cumplia/shared/schemas/sepa';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, empresaForm, tokenFor } from '../../../test/support/factories.ts';
import { contratoEventos, contratos, facturas, outboxMessages } from '../../db/schema/index.ts';
import { PAIN_008_SCHEMAS } from '../../lib/sepa/sepa-schemas.ts';
import { validateXml } from '../../lib/xml/validate-xml.ts';

/**
 * A new debtor account is signed for (issue 20, decision 0050). The product models the account's
 * mandate as a NEW mandate (its own MndtId, signed by the debtor like a contract), so its first
 * collection is FRST with no amendment: EPC SDD Core Rulebook section 4.1 (each mandate identified
 * by its unique mandate reference), section 4.2 and the C2B implementation guidelines, AT-21 (the
 * first collection of a mandate is FRST), and AT-24 / `AmdmntInd` (only a collection under an
 * AMENDED mandate carries the amendment, `OrgnlDbtrAcct` or `OrgnlDbtrAgt` SMNDA).
 */
const CORE = '/api/cumplia-core';
const BBVA = 'ES3501822370400001000025';
const OLD_IBAN = 'ES9121000418450200051332';
/** Another bank's account (Banco Sabadell 0081): a change of bank. */
const NEW_IBAN = 'ES5500810216780001234567';

let app: FastifyInstance;
let gestoria: Awaited<ReturnType<typeof createGestoria>>;
let superadmin: string;

beforeAll(async () => {
  app = await createTestApp();
  gestoria = await createGestoria(app, { LOPD: 10000, ACOSO: 8000, DIGITAL: 7000 });
  superadmin = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA] }));
});
afterAll(() => closeTestApp(app));

const db = () => app.context.database.db;
const call = (token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
const publicCall = (options: InjectOptions) => app.inject({ ...options, headers: { 'user-agent': 'Mozilla/5.0 (iPhone)', ...options.headers } });
const today = () => madridIsoDate(new Date());

async function outbox(recipient: string, template: string) {
  return db().select().from(outboxMessages).where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, template))).orderBy(desc(outboxMessages.createdAt));
}
async function lastSms(phone: string, contains: string) {
  const [row] = await db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'SMS'), eq(outboxMessages.recipient, phone), like(outboxMessages.text, `%${contains}%`)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return row?.text ?? '';
}

/** Signs a document of the /firma page as the company does: open, code by SMS, code and acceptance. */
async function signByLink(token: string, phone: string) {
  const page = await publicCall({ method: 'GET', url: `${CORE}/firma/${token}` });
  expect(page.statusCode, page.body).toBe(200);
  const { documentSha256 } = page.json();
  expect((await publicCall({ method: 'POST', url: `${CORE}/firma/${token}/codigo`, payload: { documentSha256 } })).statusCode).toBe(200);
  const code = /(\d{6})/.exec(await lastSms(phone, 'código para firmar'))?.[1];
  const signed = await publicCall({ method: 'POST', url: `${CORE}/firma/${token}/firmar`, payload: { code, acepto: true, documentSha256 } });
  expect(signed.statusCode, signed.body).toBe(200);
  return page.json();
}

/** A company of the gestoría paying by SEPA from OLD_IBAN, its LOPD contract signed by SMS code: one invoice. */
async function signedCompany() {
  const telefono = `+346${String(randomInt(10_000_000, 99_999_999))}`;
  const body = empresaForm({ telefono, lopdgdd: true, desconexionDigital: false, numCuenta: OLD_IBAN, localidad: 'Utebo' });
  const created = await call(gestoria.token, { method: 'POST', url: `${CORE}/gestorias/my/empresas`, payload: body });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  const [mail] = await outbox(body.email, 'contract-signature');
  await signByLink((mail!.templateData as { contracts: Array<{ token: string }> }).contracts[0]!.token, telefono);
  const [factura] = await db().select().from(facturas).where(eq(facturas.empresaId, id));
  return { body, id, telefono, factura: factura! };
}

const batch = (empresaId: string) =>
  call(superadmin, {
    method: 'POST',
    url: `${CORE}/admin/facturas/sepa`,
    payload: { empresaId, fechaInicio: addDaysIso(today(), -30), fechaFin: addDaysIso(today(), 60), incluirFacturadas: false, cuentaIBAN: BBVA, transactionId: `tx-${randomUUID()}` },
  });

/** The gestoría's edit form as it sends the company's data (no username nor tool flags). */
function gestoriaEdit(body: ReturnType<typeof empresaForm>, changes: Record<string, unknown>) {
  const { username: _username, lopdgdd: _l, acosoLaboral: _a, desconexionDigital: _d, ...editable } = body;
  return call(gestoria.token, { method: 'PUT', url: `${CORE}/gestorias/my/empresas/${body.nifCif}`, payload: { ...editable, ...changes } });
}

/** The staff's edit form (PUT admin/empresas/{id}). */
function staffEdit(id: string, body: ReturnType<typeof empresaForm>, changes: Record<string, unknown>) {
  const { razonSocial, nombreComercial, nombre, nifCif, username, email, telefono, numCuenta, cnae, direccion, provincia, codigoPostal, actividad, metodoDePago } = body;
  const payload = { razonSocial, nombreComercial, nombre, nifCif, dni: username, email, telefono, numCuenta, cnae, direccion, provincia, codigoPostal, actividad, metodoDePago, ...changes };
  return call(superadmin, { method: 'PUT', url: `${CORE}/admin/empresas/${id}`, payload });
}

const staffRow = async (empresa: { body: { nifCif: string } }) =>
  (await call(superadmin, { method: 'GET', url: `${CORE}/admin/facturas?cifNif=${empresa.body.nifCif}&page=0&size=10` })).json().content[0];

describe('a new debtor account is signed for (issue 20, decision 0050)', () => {
  it('the gestoría changes the IBAN: the company is told, signs a new mandate by SMS code on the contracts page, and only then is the new account debited, FRST under the new mandate', async () => {
    const empresa = await signedCompany();
    const { body } = empresa;

    const changed = await gestoriaEdit(body, { numCuenta: 'es55 0081 0216 7800 0123 4567' });
    expect(changed.statusCode, changed.body).toBe(200);

    // The e-mail that the account changed, masked, saying who changed it.
    const [aviso] = await outbox(body.email, 'account-changed');
    expect(aviso?.templateData).toMatchObject({ anterior: 'ES91 •••• 1332', nueva: 'ES55 •••• 4567', por: 'su gestoría', razonSocial: body.razonSocial });
    // The new account's mandate, pending, sent by SMS and e-mail with a /firma link.
    const [mandato] = await db().select().from(contratos).where(and(eq(contratos.empresaId, empresa.id), eq(contratos.tipo, 'MANDATO')));
    expect(mandato).toMatchObject({ status: 'PENDIENTE', tool: null, mandateIban: NEW_IBAN });
    const [firma] = await outbox(body.email, 'account-mandate-signature');
    const token = (firma!.templateData as { token: string; ibanTerminacion: string }).token;
    expect(firma!.templateData).toMatchObject({ ibanTerminacion: '4567' });
    expect(await lastSms(empresa.telefono, 'orden de domiciliación de la nueva cuenta')).toContain(`/firma/${token}`);

    // Until it signs, nothing is collected from the new account: "Pendiente de mandato", left out with the reason.
    expect(await staffRow(empresa)).toMatchObject({ facturaId: empresa.factura.numeroFactura, pendienteMandato: true, facturado: false });
    const waiting = await batch(empresa.id);
    expect(waiting.statusCode).toBe(400);
    expect(waiting.json().data.excluidas).toEqual([
      expect.objectContaining({ numeroFactura: empresa.factura.numeroFactura, motivo: 'ESPERANDO_MANDATO', message: expect.stringContaining('la cuenta de cargo cambió y la empresa aún no ha firmado la orden de domiciliación de la nueva cuenta') }),
    ]);

    // The same page, codes and evidence as a contract.
    const page = await signByLink(token, empresa.telefono);
    expect(page).toMatchObject({ status: 'PENDIENTE', tool: null, title: 'Orden de domiciliación de adeudo directo SEPA · nueva cuenta' });
    expect(JSON.stringify(page.sections)).toContain('ES55 0081 0216 7800 0123 4567');
    // The debtor's address and place of signature with its town (decision 0057).
    expect(JSON.stringify(page.sections)).toContain(`${body.direccion}, ${body.codigoPostal} Utebo (${body.provincia})`);
    expect(JSON.stringify(page.sections)).toContain('["Lugar de firma","Utebo"]');
    const [signed] = await db().select().from(contratos).where(eq(contratos.id, mandato!.id));
    expect(signed).toMatchObject({ status: 'FIRMADO', mandateIban: NEW_IBAN, mandateReference: expect.stringMatching(/^CUMPLIA-CUENTA-[0-9A-F]{16}$/) });
    const evidence = await db().select().from(contratoEventos).where(eq(contratoEventos.contratoId, mandato!.id)).orderBy(contratoEventos.seq);
    expect(evidence.map((event) => event.tipo)).toEqual(['ENVIADO', 'ABIERTO', 'CODIGO_ENVIADO', 'CODIGO_VERIFICADO', 'FIRMADO']);
    // Signing a mandate issues no invoice.
    expect(await db().select().from(facturas).where(eq(facturas.empresaId, empresa.id))).toHaveLength(1);
    expect(await staffRow(empresa)).toMatchObject({ pendienteMandato: false });

    // The next file debits the new account under the new mandate, FRST and without amendment (rulebook 4.1, 4.2; AT-01, AT-07, AT-21, AT-24, AT-25).
    const file = await batch(empresa.id);
    expect(file.statusCode, file.body).toBe(200);
    const xml = file.body;
    expect(xml).toContain(`<MndtId>${signed!.mandateReference}</MndtId>`);
    expect(xml).toContain(`<IBAN>${NEW_IBAN}</IBAN>`);
    expect(xml).not.toContain(OLD_IBAN);
    expect(xml).toContain('<SeqTp>FRST</SeqTp>');
    // A new mandate, not an amended one: no amendment element at all (AT-24; decision 0050).
    for (const amendment of ['Amdmnt', 'OrgnlMndtId', 'OrgnlDbtrAcct', 'OrgnlDbtrAgt', 'SMNDA']) expect(xml).not.toContain(amendment);
    // The contract's mandate, which names the old account, is not the one collected under.
    const [contrato] = await db().select().from(contratos).where(and(eq(contratos.empresaId, empresa.id), eq(contratos.tipo, 'CONTRATO')));
    expect(contrato!.mandateReference).toMatch(/^CUMPLIA-LOPD-/);
    expect(xml).not.toContain(contrato!.mandateReference!);
    expect(xml).toContain(`<DtOfSgntr>${madridIsoDate(signed!.signedAt!)}</DtOfSgntr>`);
    expect(await validateXml(xml, PAIN_008_SCHEMAS['pain.008.001.08'])).toEqual([]);
  });

  it('staff change it twice: the earlier pending mandate gives way; paying by transfer annuls it and the company is told', async () => {
    const empresa = await signedCompany();
    const edit = (changes: Record<string, unknown>) => staffEdit(empresa.id, empresa.body, changes);
    expect((await edit({ numCuenta: NEW_IBAN })).statusCode).toBe(200);
    expect((await edit({ numCuenta: 'ES0221000418410123456789' })).statusCode).toBe(200);
    const mandatos = await db().select().from(contratos).where(and(eq(contratos.empresaId, empresa.id), eq(contratos.tipo, 'MANDATO')));
    expect(mandatos.map((row) => [row.status, row.mandateIban]).sort()).toEqual([
      ['ANULADO', NEW_IBAN],
      ['PENDIENTE', 'ES0221000418410123456789'],
    ]);
    expect((await outbox(empresa.body.email, 'account-changed'))[0]?.templateData).toMatchObject({ por: 'el equipo de Cumplia', nueva: 'ES02 •••• 6789' });

    // The same data again changes nothing and tells nobody.
    const before = (await outbox(empresa.body.email, 'account-changed')).length;
    expect((await edit({ numCuenta: 'ES02 2100 0418 4101 2345 6789' })).statusCode).toBe(200);
    expect(await outbox(empresa.body.email, 'account-changed')).toHaveLength(before);

    expect((await edit({ metodoDePago: 'TRANSFERENCIA', numCuenta: '' })).statusCode).toBe(200);
    const after = await db().select().from(contratos).where(and(eq(contratos.empresaId, empresa.id), eq(contratos.tipo, 'MANDATO'), eq(contratos.status, 'PENDIENTE')));
    expect(after).toEqual([]);
    expect((await outbox(empresa.body.email, 'account-changed'))[0]?.templateData).toMatchObject({ anterior: 'ES02 •••• 6789', nueva: null });
  });

  it('a company with no signed contract is only told: its contracts, still to sign, carry the new account', async () => {
    const body = empresaForm({ lopdgdd: true, numCuenta: OLD_IBAN });
    expect((await call(gestoria.token, { method: 'POST', url: `${CORE}/gestorias/my/empresas`, payload: body })).statusCode).toBe(201);
    expect((await gestoriaEdit(body, { numCuenta: NEW_IBAN })).statusCode).toBe(200);
    expect(await outbox(body.email, 'account-changed')).toHaveLength(1);
    expect(await outbox(body.email, 'account-mandate-signature')).toHaveLength(0);
  });
});

describe('pre-notification of a moved collection date (EPC SDD Core rulebook; decision 0050)', () => {
  it('tells the company the new date and amount, and refuses a date that leaves less notice than the contract promises', async () => {
    const empresa = await signedCompany();
    const url = `${CORE}/admin/facturas/${empresa.factura.id}/fecha-facturar`;
    const first = nextTargetBusinessDay(addDaysIso(today(), SEPA_PREAVISO_DIAS));
    const tooSoon = nextTargetBusinessDay(addDaysIso(today(), 1));
    if (tooSoon < first) {
      const refused = await call(superadmin, { method: 'PUT', url, payload: { nuevaFecha: tooSoon } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', data: { primeraFechaPosible: first } });
      expect(refused.json().message).toContain(formatDate(first));
    }

    const nuevaFecha = nextTargetBusinessDay(addDaysIso(today(), 20));
    const moved = await call(superadmin, { method: 'PUT', url, payload: { nuevaFecha } });
    expect(moved.statusCode, moved.body).toBe(200);
    const [preaviso] = await outbox(empresa.body.email, 'sepa-pre-notification');
    expect(preaviso?.templateData).toMatchObject({
      numeroFactura: empresa.factura.numeroFactura,
      importe: '121,00 €',
      fechaAnterior: formatDate(empresa.factura.fechaCuandoFacturar),
      mandato: expect.stringMatching(/^CUMPLIA-LOPD-/),
      acreedor: 'ES11000B12345674',
      cuenta: 'ES91 •••• 1332',
    });
    // The contract states the period the product keeps.
    expect(SEPA_PREAVISO_DIAS).toBe(2);
  });
});
