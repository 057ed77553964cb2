import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { ROLES, type ToolCode } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, empresaForm, solvedCaptcha, tokenFor } from '../../../test/support/factories.ts';
import { companiesCsv, multipartFile } from '../../../test/support/csv.ts';
import { pdfPages, pdfText } from '../../../test/support/pdf-text.ts';
import { fakeWebBuild } from '../../../test/support/web-build.ts';
import { contratoEventos, contratos, empresas, empresaTools, facturas, outboxMessages } from '../../db/schema/index.ts';
import { loadSealCertificate, sealPdf, verifySeal } from './seal.ts';

const CORE = '/api/cumplia-core';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

let app: FastifyInstance;
let gestoria: Awaited<ReturnType<typeof createGestoria>>;
let superadmin: string;
let worker: string;

beforeAll(async () => {
  app = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
  gestoria = await createGestoria(app, { LOPD: 10000, ACOSO: 8000, DIGITAL: 7000 });
  superadmin = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA] }));
  worker = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] }));
});
afterAll(() => closeTestApp(app));

const db = () => app.context.database.db;
const call = (token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
const publicCall = (options: InjectOptions) => app.inject({ ...options, headers: { 'user-agent': PHONE_UA, ...options.headers } });
const uniquePhone = () => `+346${String(randomInt(10_000_000, 99_999_999))}`;

/** A company of the gestoría with its own phone; the tools of `overrides` (LOPD and DIGITAL by default). */
async function createEmpresa(overrides: Record<string, unknown> = {}) {
  const body = empresaForm({ telefono: uniquePhone(), ...overrides });
  const response = await call(gestoria.token, { method: 'POST', url: `${CORE}/gestorias/my/empresas`, payload: body });
  expect(response.statusCode).toBe(201);
  return { body, id: response.json().id as string };
}

const contratosOf = (empresaId: string) => db().select().from(contratos).where(eq(contratos.empresaId, empresaId));

/** The newest signing link e-mailed to `email` for `tool`, as the token of /firma/{token}. */
async function linkToken(email: string, tool: ToolCode): Promise<string> {
  const rows = await db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, 'contract-signature')))
    .orderBy(desc(outboxMessages.createdAt));
  const labels: Record<ToolCode, string> = { LOPD: 'LOPDGDD', ACOSO: 'Acoso Laboral', DIGITAL: 'Desconexión Digital' };
  for (const row of rows) {
    const contract = (row.templateData as { contracts: Array<{ toolLabel: string; token: string }> }).contracts.find((entry) => entry.toolLabel === labels[tool]);
    if (contract) return contract.token;
  }
  throw new Error(`no signing e-mail to ${email} for ${tool}`);
}

/** The newest SMS to `phone` whose text matches. */
async function lastSms(phone: string, contains: string) {
  const [row] = await db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'SMS'), eq(outboxMessages.recipient, phone), like(outboxMessages.text, `%${contains}%`)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return row?.text ?? null;
}
const codeIn = (text: string | null) => /(\d{6})/.exec(text ?? '')?.[1] ?? '';

const open = (token: string) => publicCall({ method: 'GET', url: `${CORE}/firma/${token}` });
const sendCode = (token: string, documentSha256: string) => publicCall({ method: 'POST', url: `${CORE}/firma/${token}/codigo`, payload: { documentSha256 } });
const sign = (token: string, payload: object) => publicCall({ method: 'POST', url: `${CORE}/firma/${token}/firmar`, payload });

/** Opens the link, asks for a code and reads it from the outbox. */
async function codeFor(token: string, phone: string) {
  const page = await open(token);
  expect(page.statusCode).toBe(200);
  const { documentSha256 } = page.json();
  const sent = await sendCode(token, documentSha256);
  expect(sent.statusCode).toBe(200);
  return { documentSha256, code: codeIn(await lastSms(phone, 'código para firmar')) };
}

describe('the signing page', () => {
  it('signs with the code and the acceptance: evidence, seal, the tool signed and downloads allowed', async () => {
    const { body, id } = await createEmpresa();
    const token = await linkToken(body.email, 'LOPD');
    const signingSms = await lastSms(body.telefono.replace(/\s/g, ''), `/firma/${token}`);
    expect(signingSms).toContain('http://cumplia.test/firma/');
    // The company's name ends its sentence once, whether or not it ends in "S.L.".
    expect(signingSms).toContain(`de ${body.razonSocial} LOPDGDD`);

    const page = await open(token);
    expect(page.statusCode).toBe(200);
    const shown = page.json();
    expect(shown).toMatchObject({ status: 'PENDIENTE', tool: 'LOPD', empresa: { razonSocial: body.razonSocial, nifCif: body.nifCif }, signedAt: null });
    expect(shown.telefono).toMatch(/^\+34 ••• ••• \d{3}$/);
    expect(shown.telefono.endsWith(body.telefono.slice(-3))).toBe(true);
    const text = JSON.stringify(shown.sections);
    for (const expected of ['Encargo del tratamiento de datos personales (art. 28 RGPD)', 'Orden de domiciliación de adeudo directo SEPA (CORE)', 'ES11000B12345674', '100,00 €', '21,00 €', '121,00 €', 'ES91 2100 0418 4502 0005 1332', 'Pago recurrente', body.razonSocial]) {
      expect(text).toContain(expected);
    }

    // The document served is the one whose hash the page shows.
    const unsigned = await publicCall({ method: 'GET', url: `${CORE}/firma/${token}/documento` });
    expect(unsigned.headers['content-type']).toBe('application/pdf');
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(unsigned.rawPayload).digest('hex')).toBe(shown.documentSha256);
    expect(await pdfText(unsigned.rawPayload)).toContain('Mediante la firma de esta orden de domiciliación');

    const sent = await sendCode(token, shown.documentSha256);
    expect(sent.json()).toMatchObject({ telefono: shown.telefono, message: expect.stringContaining('6 cifras') });
    const code = codeIn(await lastSms(body.telefono.replace(/\s/g, ''), 'código para firmar'));
    expect(code).toMatch(/^\d{6}$/);

    const withoutAcceptance = await sign(token, { code, acepto: false, documentSha256: shown.documentSha256 });
    expect(withoutAcceptance.statusCode).toBe(400);
    expect(withoutAcceptance.json().data).toMatchObject({ acepto: 'Debe marcar la casilla de aceptación para firmar.' });

    const signed = await sign(token, { code, acepto: true, documentSha256: shown.documentSha256 });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'FIRMADO' });

    const [contrato] = (await contratosOf(id)).filter((row) => row.tool === 'LOPD');
    expect(contrato).toMatchObject({ status: 'FIRMADO', signerName: body.nombre, signerNif: body.username, documentSha256: shown.documentSha256 });
    const [tool] = await db().select().from(empresaTools).where(and(eq(empresaTools.empresaId, id), eq(empresaTools.tool, 'LOPD')));
    expect(tool?.fechaFirmaContrato).toBeInstanceOf(Date);
    const [empresa] = await db().select().from(empresas).where(eq(empresas.id, id));
    expect(empresa?.permitirDescarga).toBe(true);
    const staffView = await call(superadmin, { method: 'GET', url: `${CORE}/worker/empresas/${body.nifCif}` });
    expect(staffView.json()).toMatchObject({ contratoLopdAceptado: true, contratoDesconexionAceptado: false });

    // The signature issues the tool's invoice in its transaction, e-mailed with its PDF and the leaflet.
    const [factura] = await db().select().from(facturas).where(eq(facturas.origenId, contrato!.id));
    expect(factura).toMatchObject({ origen: 'CONTRATO', empresaId: id, tipo: 'F1', baseCents: tool!.precioCents, totalCents: Math.round(tool!.precioCents * 1.21) });
    const [mail] = await db().select().from(outboxMessages).where(and(eq(outboxMessages.template, 'factura-emitida'), eq(outboxMessages.recipient, body.email)));
    expect(mail?.templateData).toMatchObject({ facturaId: factura!.id, numeroFactura: factura!.numeroFactura, folletos: ['LOPD'] });

    const events = await db().select().from(contratoEventos).where(eq(contratoEventos.contratoId, contrato!.id)).orderBy(contratoEventos.seq);
    expect(events.map((event) => event.tipo)).toEqual(['ENVIADO', 'ABIERTO', 'CODIGO_ENVIADO', 'CODIGO_VERIFICADO', 'FIRMADO']);
    expect(events.at(-1)).toMatchObject({ ip: '127.0.0.1', userAgent: PHONE_UA });

    // The signer's copy: the document, then the evidence page, sealed.
    const copy = await publicCall({ method: 'GET', url: `${CORE}/firma/${token}/firmado` });
    expect(copy.statusCode).toBe(200);
    const pdf = Buffer.from(copy.rawPayload);
    expect(verifySeal(pdf)).toMatchObject({ valid: true });
    const pages = await pdfPages(pdf);
    const evidence = pages.at(-1)!.replace(/\s+/g, ' ');
    for (const expected of ['Página de evidencias de firma electrónica', body.nombre, body.username, shown.telefono, shown.documentSha256, contrato!.id, 'Enlace de firma enviado', 'Contrato abierto', 'Código enviado por SMS', 'Código verificado', 'Contrato firmado', '127.0.0.1', 'iPhone']) {
      expect(evidence).toContain(expected);
    }

    // A second signature changes nothing.
    const again = await sign(token, { code, acepto: true, documentSha256: shown.documentSha256 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONTRACT_ALREADY_SIGNED', message: 'Este contrato ya está firmado.' });
    expect((await open(token)).json()).toMatchObject({ status: 'FIRMADO', signedAt: expect.any(String) });
    expect((await sendCode(token, shown.documentSha256)).json().code).toBe('CONTRACT_ALREADY_SIGNED');
  });

  it('a tool switched off and on inside the year it paid for signs again by code and is not billed again (decision 0041)', async () => {
    const { body, id } = await createEmpresa({ lopdgdd: true, acosoLaboral: false, desconexionDigital: false });
    const phone = body.telefono.replace(/\s/g, '');
    const signByCode = async () => {
      const token = await linkToken(body.email, 'LOPD');
      const { code, documentSha256 } = await codeFor(token, phone);
      expect((await sign(token, { code, acepto: true, documentSha256 })).statusCode).toBe(200);
    };
    await signByCode();
    const tools = (lopdgdd: boolean) => call(gestoria.token, { method: 'PUT', url: `${CORE}/gestorias/my/empresas/${body.nifCif}/tools`, payload: { lopdgdd, acosoLaboral: false, desconexionDigital: false } });
    expect((await tools(false)).statusCode).toBe(200);
    expect((await tools(true)).statusCode).toBe(200);
    await signByCode();
    const signed = (await contratosOf(id)).filter((row) => row.tool === 'LOPD' && row.status === 'FIRMADO');
    expect(signed).toHaveLength(2);
    expect(await db().select().from(facturas).where(eq(facturas.empresaId, id))).toHaveLength(1);
  });

  it('a tampered signed PDF fails the seal', async () => {
    const { body } = await createEmpresa({ lopdgdd: false, desconexionDigital: true });
    const token = await linkToken(body.email, 'DIGITAL');
    const { documentSha256, code } = await codeFor(token, body.telefono.replace(/\s/g, ''));
    expect((await sign(token, { code, acepto: true, documentSha256 })).statusCode).toBe(200);
    const pdf = Buffer.from((await publicCall({ method: 'GET', url: `${CORE}/firma/${token}/firmado` })).rawPayload);
    expect(verifySeal(pdf).valid).toBe(true);

    const tampered = Buffer.from(pdf.toString('latin1').replace('Desconexión', 'Desconexiin'), 'latin1');
    const changedByte = Buffer.from(pdf);
    changedByte[200] = changedByte[200]! ^ 0x01;
    const appended = Buffer.concat([pdf, Buffer.from('\n% añadido\n')]);
    for (const bad of [changedByte, appended, tampered]) {
      expect(verifySeal(bad)).toMatchObject({ valid: false });
    }
  });

  it('a code issued for one version of the document cannot sign another', async () => {
    const { body, id } = await createEmpresa({ lopdgdd: true, desconexionDigital: false });
    const token = await linkToken(body.email, 'LOPD');
    const phone = body.telefono.replace(/\s/g, '');
    const first = await codeFor(token, phone);

    // The company's account changes: the page now shows (and would sign) a new version.
    await db().update(empresas).set({ numCuenta: 'ES7921000813610123456789' }).where(eq(empresas.id, id));
    const changed = (await open(token)).json();
    expect(changed.documentSha256).not.toBe(first.documentSha256);
    expect(JSON.stringify(changed.sections)).toContain('ES79 2100 0813 6101 2345 6789');

    for (const documentSha256 of [first.documentSha256, changed.documentSha256]) {
      const refused = await sign(token, { code: first.code, acepto: true, documentSha256 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'DOCUMENT_CHANGED', message: expect.stringContaining('ha cambiado') });
    }
    const [contrato] = await contratosOf(id);
    expect(contrato?.status).toBe('PENDIENTE');
    // Asking for a code for the old version is refused too.
    expect((await sendCode(token, first.documentSha256)).json().code).toBe('DOCUMENT_CHANGED');
  });

  it('refuses wrong codes three times, then the code is spent; nothing is signed', async () => {
    const { body, id } = await createEmpresa({ lopdgdd: true, desconexionDigital: false });
    const token = await linkToken(body.email, 'LOPD');
    const { documentSha256, code } = await codeFor(token, body.telefono.replace(/\s/g, ''));
    const wrong = code === '000000' ? '111111' : '000000';
    const messages = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await sign(token, { code: wrong, acepto: true, documentSha256 });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('SIGNING_CODE_INVALID');
      messages.push(response.json().message);
    }
    expect(messages).toEqual([
      'El código no es correcto. Le quedan 2 intentos.',
      'El código no es correcto. Le queda 1 intento.',
      'El código no es correcto y se han agotado los intentos. Pida un código nuevo.',
    ]);
    const spent = await sign(token, { code, acepto: true, documentSha256 });
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toMatchObject({ code: 'SIGNING_CODE_EXPIRED' });
    const [contrato] = await contratosOf(id);
    expect(contrato?.status).toBe('PENDIENTE');
    const events = await db().select().from(contratoEventos).where(eq(contratoEventos.contratoId, contrato!.id));
    expect(events.filter((event) => event.tipo === 'CODIGO_ERRONEO')).toHaveLength(3);
  });

  it('keeps a cooldown between codes, and a code lasts ten minutes', async () => {
    const { body, id } = await createEmpresa({ lopdgdd: true, desconexionDigital: false });
    const token = await linkToken(body.email, 'LOPD');
    const { documentSha256, code } = await codeFor(token, body.telefono.replace(/\s/g, ''));
    const tooSoon = await sendCode(token, documentSha256);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toMatchObject({ code: 'SIGNING_CODE_COOLDOWN', data: { resendAvailableAt: expect.any(String) } });
    expect(tooSoon.json().message).toMatch(/dentro de \d+ segundos/);

    // Eleven minutes later: the code has expired and a new one may be asked for.
    const [contrato] = await contratosOf(id);
    await db().execute(sql`update contrato_codigos set created_at = created_at - interval '11 minutes', expires_at = expires_at - interval '11 minutes' where contrato_id = ${contrato!.id}`);
    expect((await sign(token, { code, acepto: true, documentSha256 })).json().code).toBe('SIGNING_CODE_EXPIRED');
    expect((await sendCode(token, documentSha256)).statusCode).toBe(200);
  });

  it('sends at most five codes per contract in a day, however the cooldown is waited out', async () => {
    const { body, id } = await createEmpresa({ lopdgdd: true, desconexionDigital: false });
    const token = await linkToken(body.email, 'LOPD');
    const { documentSha256 } = await codeFor(token, body.telefono.replace(/\s/g, ''));
    const [contrato] = await contratosOf(id);
    const waitOutCooldown = () => db().execute(sql`update contrato_codigos set created_at = created_at - interval '2 minutes' where contrato_id = ${contrato!.id}`);
    for (let code = 2; code <= 5; code += 1) {
      await waitOutCooldown();
      expect((await sendCode(token, documentSha256)).statusCode, `code ${code}`).toBe(200);
    }
    await waitOutCooldown();
    const sixth = await sendCode(token, documentSha256);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'SIGNING_CODE_LIMIT', message: 'Ya se han enviado los códigos permitidos hoy para este contrato. Podrá pedir otro mañana.' });
    // A day after the first, one more may be asked for.
    await db().execute(sql`update contrato_codigos set created_at = created_at - interval '1 day' where contrato_id = ${contrato!.id} and created_at = (select min(created_at) from contrato_codigos where contrato_id = ${contrato!.id})`);
    expect((await sendCode(token, documentSha256)).statusCode).toBe(200);
  });

  it('answers unknown, expired and annulled links with clear messages', async () => {
    const unknown = await open('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('El enlace de firma no es válido');

    const { body, id } = await createEmpresa({ lopdgdd: true, desconexionDigital: false });
    const token = await linkToken(body.email, 'LOPD');
    await db().update(contratos).set({ tokenExpiresAt: new Date(Date.now() - 1000) }).where(eq(contratos.empresaId, id));
    const expired = await open(token);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ code: 'CONTRACT_LINK_EXPIRED', message: expect.stringContaining('ha caducado') });
    expect((await sendCode(token, 'a'.repeat(64))).json().code).toBe('CONTRACT_LINK_EXPIRED');
  });
});

describe('the signing page drawn by the server (decision 0072)', () => {
  const eventsOf = async (empresaId: string) => {
    const [contrato] = (await contratosOf(empresaId)).filter((row) => row.tool === 'LOPD');
    return db().select().from(contratoEventos).where(eq(contratoEventos.contratoId, contrato!.id)).orderBy(contratoEventos.seq);
  };
  const pageOf = (token: string) => publicCall({ method: 'GET', url: `/firma/${token}` });

  it('comes with its contract drawn and the answer of its first call, opening the link once, kept by no cache', async () => {
    const { body, id } = await createEmpresa();
    const token = await linkToken(body.email, 'LOPD');

    const page = await pageOf(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<div id="root"><article><h1>Contrato de prestación de servicios · LOPDGDD</h1></article></div>');
    // The page holds the answer: the browser is not told to fetch it again.
    expect(page.body).not.toContain('as="fetch"');
    const data = /<script type="application\/json" id="page-data">(.*)<\/script>/.exec(page.body)?.[1];
    const [[queryKey, answer]] = JSON.parse(data!) as [[unknown, { documentSha256: string; empresa: { razonSocial: string }; telefono: string }]];
    expect(queryKey).toEqual(['firma', token]);
    expect(answer.empresa.razonSocial).toBe(body.razonSocial);
    expect(answer.telefono).toMatch(/^\+34 ••• ••• \d{3}$/);

    // Opened once, as the call would record it, with the browser that asked for the page.
    const events = await eventsOf(id);
    expect(events.map((event) => event.tipo)).toEqual(['ENVIADO', 'ABIERTO']);
    expect(events.at(-1)).toMatchObject({ ip: '127.0.0.1', userAgent: PHONE_UA, detail: { documentSha256: answer.documentSha256 } });
    // The page's document is the one the call shows, which a code can be asked for.
    expect((await open(token)).json().documentSha256).toBe(answer.documentSha256);
  });

  it('is sent as built for an unknown link, and the browser asks and is told why', async () => {
    const page = await pageOf('enlace-que-no-existe');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('<link rel="preload" as="fetch" crossorigin href="/api/cumplia-core/firma/enlace-que-no-existe">');
    expect(page.body).not.toContain('page-data');
  });

  it('is sent as built when the drawing fails: the page still works, the browser making the call', async () => {
    const { body } = await createEmpresa();
    const token = await linkToken(body.email, 'LOPD');
    const withFailures = globalThis as { failDrawing?: boolean };
    withFailures.failDrawing = true;
    try {
      const page = await pageOf(token);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain(`href="/api/cumplia-core/firma/${token}"`);
    } finally {
      delete withFailures.failDrawing;
    }
  });
});

describe('contracts follow the tools', () => {
  const smsTo = (phone: string) => db().select().from(outboxMessages).where(and(eq(outboxMessages.channel, 'SMS'), eq(outboxMessages.recipient, phone)));
  const mailsTo = (email: string) => db().select().from(outboxMessages).where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, 'contract-signature')));

  /** The pending contracts are those of `tools`; one SMS and one e-mail went out per action that switched tools on. */
  async function expectSent(empresaId: string, email: string, phone: string, tools: ToolCode[], actions: number) {
    const all = await contratosOf(empresaId);
    expect(all.filter((row) => row.status === 'PENDIENTE').map((row) => row.tool).sort()).toEqual([...tools].sort());
    expect((await smsTo(phone)).filter((sms) => sms.text?.includes('/firma/'))).toHaveLength(actions);
    expect(await mailsTo(email)).toHaveLength(actions);
  }

  it('a gestoría creating a company with tools, and switching one on; switching off annuls', async () => {
    const { body, id } = await createEmpresa({ lopdgdd: true, acosoLaboral: false, desconexionDigital: false });
    await expectSent(id, body.email, body.telefono.replace(/\s/g, ''), ['LOPD'], 1);
    const token = await linkToken(body.email, 'LOPD');

    const on = await call(gestoria.token, { method: 'PUT', url: `${CORE}/gestorias/my/empresas/${body.nifCif}/tools`, payload: { lopdgdd: true, acosoLaboral: true, desconexionDigital: false } });
    expect(on.statusCode).toBe(200);
    await expectSent(id, body.email, body.telefono.replace(/\s/g, ''), ['LOPD', 'ACOSO'], 2);

    const off = await call(gestoria.token, { method: 'PUT', url: `${CORE}/gestorias/my/empresas/${body.nifCif}/tools`, payload: { lopdgdd: false, acosoLaboral: true, desconexionDigital: false } });
    expect(off.statusCode).toBe(200);
    const lopd = (await contratosOf(id)).find((row) => row.tool === 'LOPD');
    expect(lopd).toMatchObject({ status: 'ANULADO', cancelledAt: expect.any(Date) });
    const annulled = await open(token);
    expect(annulled.statusCode).toBe(409);
    expect(annulled.json()).toMatchObject({ code: 'CONTRACT_CANCELLED', message: 'Este contrato ha sido anulado: la herramienta ya no está activa.' });
  });

  it('public registration', async () => {
    const body = empresaForm({ telefono: uniquePhone(), lopdgdd: false, acosoLaboral: true, desconexionDigital: false });
    const response = await app.inject({
      method: 'POST',
      url: `${CORE}/empresas/register`,
      headers: { 'x-captcha-auth': await solvedCaptcha(app) },
      payload: { ...body, numTrabajadores: String(body.numTrabajadores) },
    });
    expect(response.statusCode).toBe(201);
    await expectSent(response.json().id, body.email, body.telefono.replace(/\s/g, ''), ['ACOSO'], 1);
  });

  it('staff creating a company, activating with callViafirma true (and false: on paper, nothing sent), and the worker toggle', async () => {
    const form = { ...empresaForm({ telefono: uniquePhone(), lopdgdd: false, acosoLaboral: false, desconexionDigital: false }), productos: [{ nombrePlantilla: 'DIGITAL', precioDescuento: 50 }] };
    const created = await call(superadmin, { method: 'POST', url: `${CORE}/admin/empresas`, payload: form });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const phone = form.telefono.replace(/\s/g, '');
    await expectSent(id, form.email, phone, ['DIGITAL'], 1);

    const viaSms = await call(superadmin, { method: 'PUT', url: `${CORE}/admin/empresas/${form.nifCif}/tools`, payload: { tools: { lopdgdd: true, acosoLaboral: false, desconexionDigital: true }, price: 99, callViafirma: true } });
    expect(viaSms.statusCode).toBe(200);
    await expectSent(id, form.email, phone, ['DIGITAL', 'LOPD'], 2);

    const onPaper = await call(superadmin, { method: 'PUT', url: `${CORE}/admin/empresas/${form.nifCif}/tools`, payload: { tools: { lopdgdd: true, acosoLaboral: true, desconexionDigital: true }, price: 60, callViafirma: false } });
    expect(onPaper.json()).toMatchObject({ contratoAcosoAceptado: true });
    await expectSent(id, form.email, phone, ['DIGITAL', 'LOPD'], 2);
    // Signed on paper, so invoiced now: one invoice for the tool switched on, e-mailed with its leaflet.
    const paperInvoices = await db().select().from(facturas).where(eq(facturas.empresaId, id));
    expect(paperInvoices).toHaveLength(1);
    expect(paperInvoices[0]).toMatchObject({ origen: 'CONTRATO', origenId: null, baseCents: 6000 });
    const [paperMail] = await db().select().from(outboxMessages).where(and(eq(outboxMessages.template, 'factura-emitida'), eq(outboxMessages.recipient, form.email)));
    expect(paperMail?.templateData).toMatchObject({ numeroFactura: paperInvoices[0]!.numeroFactura, folletos: ['ACOSO'] });

    const current = (await call(worker, { method: 'GET', url: `${CORE}/worker/empresas/${form.nifCif}` })).json();
    const toggled = await call(worker, { method: 'PUT', url: `${CORE}/worker/empresas/${form.nifCif}`, payload: { ...current, lopdgdd: false } });
    expect(toggled.statusCode).toBe(200);
    expect((await contratosOf(id)).find((row) => row.tool === 'LOPD')?.status).toBe('ANULADO');
    const again = await call(worker, { method: 'PUT', url: `${CORE}/worker/empresas/${form.nifCif}`, payload: { ...current, lopdgdd: true } });
    expect(again.statusCode).toBe(200);
    await expectSent(id, form.email, phone, ['DIGITAL', 'LOPD'], 3);
  });

  it('a bulk upload creates its contracts set-wise, with the document left to the first opening', async () => {
    const { payload, headers } = multipartFile('clientes.csv', Buffer.from(companiesCsv(40)), 'text/csv');
    const upload = await app.inject({ method: 'POST', url: `${CORE}/gestorias/upload-csv`, payload, headers: { ...headers, authorization: `Bearer ${gestoria.token}` } });
    expect(upload.statusCode).toBe(201);
    const before = await db().$count(contratos);
    const sentBefore = await db().$count(outboxMessages, like(outboxMessages.text, '%/firma/%'));
    await app.context.services.altaMasiva.processPending();
    // companiesCsv: every line has LOPD, the even lines ACOSO too; one SMS per company with its links.
    expect((await db().$count(contratos)) - before).toBe(60);
    expect((await db().$count(outboxMessages, like(outboxMessages.text, '%/firma/%'))) - sentBefore).toBe(40);
    const created = await db().select({ pdf: contratos.documentPdf, status: contratos.status }).from(contratos).orderBy(desc(contratos.createdAt)).limit(60);
    expect(created.every((row) => row.pdf === null && row.status === 'PENDIENTE')).toBe(true);
  });

  it('staff resend a signing link: the old one stops working', async () => {
    const { body, id } = await createEmpresa({ lopdgdd: true, desconexionDigital: false });
    const old = await linkToken(body.email, 'LOPD');
    const refused = await call(gestoria.token, { method: 'POST', url: `${CORE}/admin/empresas/${id}/contratos/LOPD/reenviar` });
    expect(refused.statusCode).toBe(403);
    const resent = await call(worker, { method: 'POST', url: `${CORE}/admin/empresas/${id}/contratos/LOPD/reenviar` });
    expect(resent.statusCode).toBe(200);
    const fresh = await linkToken(body.email, 'LOPD');
    expect(fresh).not.toBe(old);
    expect((await open(old)).statusCode).toBe(404);
    expect((await open(fresh)).statusCode).toBe(200);
    const inactive = await call(superadmin, { method: 'POST', url: `${CORE}/admin/empresas/${id}/contratos/ACOSO/reenviar` });
    expect(inactive.statusCode).toBe(409);
    const list = await call(superadmin, { method: 'GET', url: `${CORE}/admin/empresas/${id}/contratos` });
    expect(list.json()).toEqual([expect.objectContaining({ tool: 'LOPD', status: 'PENDIENTE' })]);
  });
});

describe('"Mis contratos"', () => {
  it('lists and serves a company its own signed contracts only; staff any; others get 404 or 403', async () => {
    const mine = await createEmpresa({ lopdgdd: true, desconexionDigital: true });
    const theirs = await createEmpresa({ lopdgdd: true, desconexionDigital: false });
    const clientToken = await app.context.signer.sign({ id: 'x', username: 'cliente', name: 'Cliente', roles: [ROLES.COMPANY], gestoriaIds: [], empresaIds: [mine.id] });
    const otherClient = await app.context.signer.sign({ id: 'y', username: 'otro', name: 'Otro', roles: [ROLES.COMPANY], gestoriaIds: [], empresaIds: [theirs.id] });

    const none = await call(clientToken, { method: 'GET', url: `${CORE}/pdfs/download/${mine.id}` });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No tiene descargas de contratos asociados');

    for (const [empresa, tool] of [[mine, 'LOPD'], [mine, 'DIGITAL'], [theirs, 'LOPD']] as const) {
      const token = await linkToken(empresa.body.email, tool);
      const { documentSha256, code } = await codeFor(token, empresa.body.telefono.replace(/\s/g, ''));
      expect((await sign(token, { code, acepto: true, documentSha256 })).statusCode).toBe(200);
    }

    const urls = (await call(clientToken, { method: 'GET', url: `${CORE}/pdfs/download/${mine.id}` })).json() as string[];
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(new RegExp(`^${CORE}/pdfs/contratos/[0-9a-f-]{36}$`));
    const file = await call(clientToken, { method: 'GET', url: urls[0]! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(verifySeal(Buffer.from(file.rawPayload)).valid).toBe(true);

    // Another company: its list and its files are simply not found.
    expect((await call(otherClient, { method: 'GET', url: `${CORE}/pdfs/download/${mine.id}` })).statusCode).toBe(404);
    expect((await call(otherClient, { method: 'GET', url: urls[0]! })).statusCode).toBe(404);
    expect((await call(superadmin, { method: 'GET', url: `${CORE}/pdfs/download/${mine.id}` })).json()).toEqual(urls);
    expect((await call(worker, { method: 'GET', url: urls[1]! })).statusCode).toBe(200);
    expect((await call(gestoria.token, { method: 'GET', url: `${CORE}/pdfs/download/${mine.id}` })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: urls[0]! })).statusCode).toBe(401);
  });
});

describe('the evidence trail', () => {
  it('is append-only in the database', async () => {
    const { id } = await createEmpresa({ lopdgdd: true, desconexionDigital: false });
    const [contrato] = await contratosOf(id);
    await expect(db().update(contratoEventos).set({ ip: '10.0.0.1' }).where(eq(contratoEventos.contratoId, contrato!.id))).rejects.toThrow();
    await expect(db().delete(contratoEventos).where(eq(contratoEventos.contratoId, contrato!.id))).rejects.toThrow();
    await expect(db().execute(sql`truncate contrato_eventos`)).rejects.toThrow();
    // Erasing the company takes its contracts and their events with it.
    await db().delete(empresas).where(eq(empresas.id, id));
    expect(await db().$count(contratoEventos, eq(contratoEventos.contratoId, contrato!.id))).toBe(0);
  });
});

describe('the sealing certificate', () => {
  it('is made once when none is configured and kept in the database: every start seals with it', async () => {
    const options = { commonName: 'Prueba · sello', organization: 'Prueba S.L.' };
    const first = await loadSealCertificate(db(), options);
    const again = await loadSealCertificate(db(), options);
    expect(first.source).toBe('generated');
    expect(again.p12.equals(first.p12)).toBe(true);
    const { PDFDocument } = await import('pdf-lib');
    const blank = await PDFDocument.create();
    blank.addPage();
    const sealed = await sealPdf(await blank.save(), again, { reason: 'Prueba', name: 'Prueba', location: 'Madrid', contactInfo: 'hola@cumplia.es', signingTime: new Date() });
    expect(verifySeal(sealed)).toMatchObject({ valid: true, signer: expect.stringContaining('CN=') });
    expect(verifySeal(Buffer.from('%PDF-1.7 sin sello'))).toMatchObject({ valid: false, reason: 'El PDF no lleva sello.' });
  });
});

describe("the client's home: its contracts and \"Firmar ahora\"", () => {
  it('lists its own contracts, opens a new signing link of a pending one, and refuses one already signed', async () => {
    const mine = await createEmpresa({ lopdgdd: true, desconexionDigital: true });
    const client = await app.context.signer.sign({ id: 'x', username: 'cliente', name: 'Cliente', roles: [ROLES.COMPANY], gestoriaIds: [], empresaIds: [mine.id] });

    const listed = await call(client, { method: 'GET', url: `${CORE}/empresas/my/contratos` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(2);
    expect(listed.json()).toEqual(expect.arrayContaining([expect.objectContaining({ tool: 'LOPD', status: 'PENDIENTE', signedAt: null })]));

    const emailed = await linkToken(mine.body.email, 'LOPD');
    const firmar = await call(client, { method: 'POST', url: `${CORE}/empresas/my/contratos/LOPD/firma` });
    expect(firmar.statusCode).toBe(200);
    const path = firmar.json().path as string;
    expect(path).toMatch(/^\/firma\/[^/]+$/);
    const token = decodeURIComponent(path.slice('/firma/'.length));
    // The client signs from the new link; the e-mailed one gives way to it.
    expect((await open(emailed)).statusCode).toBe(404);
    const { documentSha256, code } = await codeFor(token, mine.body.telefono.replace(/\s/g, ''));
    expect((await sign(token, { code, acepto: true, documentSha256 })).statusCode).toBe(200);

    const after = (await call(client, { method: 'GET', url: `${CORE}/empresas/my/contratos` })).json() as Array<{ tool: string; status: string; signedAt: string | null }>;
    expect(after.find((contrato) => contrato.tool === 'LOPD')).toMatchObject({ status: 'FIRMADO', signedAt: expect.any(String) });
    expect((await call(client, { method: 'POST', url: `${CORE}/empresas/my/contratos/LOPD/firma` })).statusCode).toBe(409);
    expect((await call(client, { method: 'POST', url: `${CORE}/empresas/my/contratos/ACOSO/firma` })).statusCode).toBe(409);
    expect((await call(client, { method: 'POST', url: `${CORE}/empresas/my/contratos/NADA/firma` })).statusCode).toBe(400);
    // Staff and collaborators have their own screens, not the client's.
    expect((await call(gestoria.token, { method: 'GET', url: `${CORE}/empresas/my/contratos` })).statusCode).toBe(403);
  });
});

describe('contract PDFs cached by content (decision 0067)', () => {
  const get = (url: string, etag: string, token?: string) =>
    token ? call(token, { method: 'GET', url, headers: { 'if-none-match': etag } }) : publicCall({ method: 'GET', url, headers: { 'if-none-match': etag } });

  it('tags the document shown and the signed copy with the SHA-256 of their bytes, and answers 304 only to who may read them', async () => {
    const mine = await createEmpresa({ lopdgdd: true, desconexionDigital: false });
    const phone = mine.body.telefono.replace(/\s/g, '');
    const token = await linkToken(mine.body.email, 'LOPD');

    // Not yet signed: it changes with the company's data, so it is asked about every time.
    const shown = (await open(token)).json().documentSha256 as string;
    const draftUrl = `${CORE}/firma/${token}/documento`;
    const draft = await publicCall({ method: 'GET', url: draftUrl });
    expect(draft.statusCode).toBe(200);
    expect(draft.headers).toMatchObject({ etag: `"${shown}"`, 'cache-control': 'private, no-cache', 'x-content-type-options': 'nosniff' });
    expect(draft.headers['content-disposition']).toMatch(/^attachment; /);
    const unchanged = await get(draftUrl, `"${shown}"`);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload).toHaveLength(0);
    expect((await get(`${CORE}/firma/${'x'.repeat(43)}/documento`, `"${shown}"`)).statusCode).toBe(404);

    // The company's address changes: the contract names it, so the document and its tag change.
    const current = (await call(worker, { method: 'GET', url: `${CORE}/worker/empresas/${mine.body.nifCif}` })).json();
    expect((await call(worker, { method: 'PUT', url: `${CORE}/worker/empresas/${mine.body.nifCif}`, payload: { ...current, direccion: 'Calle Nueva 7' } })).statusCode).toBe(200);
    const { documentSha256, code } = await codeFor(token, phone);
    expect(documentSha256).not.toBe(shown);
    const redrawn = await get(draftUrl, `"${shown}"`);
    expect(redrawn.statusCode).toBe(200);
    expect(redrawn.headers.etag).toBe(`"${documentSha256}"`);

    // Signed: sealed once and never changed, so a browser may keep it for an hour.
    expect((await sign(token, { code, acepto: true, documentSha256 })).statusCode).toBe(200);
    const copyUrl = `${CORE}/firma/${token}/firmado`;
    const copy = await publicCall({ method: 'GET', url: copyUrl });
    expect(copy.statusCode).toBe(200);
    const { createHash } = await import('node:crypto');
    const signedEtag = `"${createHash('sha256').update(copy.rawPayload).digest('hex')}"`;
    expect(copy.headers).toMatchObject({ etag: signedEtag, 'cache-control': 'private, max-age=3600' });
    expect((await get(copyUrl, signedEtag)).statusCode).toBe(304);

    const [contrato] = (await contratosOf(mine.id)).filter((row) => row.tool === 'LOPD' && row.status === 'FIRMADO');
    const fileUrl = `${CORE}/pdfs/contratos/${contrato!.id}`;
    const client = await app.context.signer.sign({ id: 'x', username: 'cliente', name: 'Cliente', roles: [ROLES.COMPANY], gestoriaIds: [], empresaIds: [mine.id] });
    const other = await app.context.signer.sign({ id: 'y', username: 'otro', name: 'Otro', roles: [ROLES.COMPANY], gestoriaIds: [], empresaIds: [crypto.randomUUID()] });
    const file = await call(client, { method: 'GET', url: fileUrl });
    expect(file.headers).toMatchObject({ etag: signedEtag, 'cache-control': 'private, max-age=3600' });
    expect((await get(fileUrl, signedEtag, client)).statusCode).toBe(304);
    expect((await get(fileUrl, signedEtag, superadmin)).statusCode).toBe(304);
    // The tag opens nothing: another company, a gestoría, no token.
    expect((await get(fileUrl, signedEtag, other)).statusCode).toBe(404);
    expect((await get(fileUrl, signedEtag, gestoria.token)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: fileUrl, headers: { 'if-none-match': signedEtag } })).statusCode).toBe(401);
  });
});
