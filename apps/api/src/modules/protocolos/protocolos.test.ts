import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, empresaForm, tokenFor } from '../../../test/support/factories.ts';
import { mimeAttachments, startFakeSmtp } from '../../../test/support/fake-smtp.ts';
import { pdfPages, pdfText } from '../../../test/support/pdf-text.ts';
import { auditLog, outboxMessages } from '../../db/schema/index.ts';
import { PROVIDER_DELIVERED_TEXT } from '../outbox/outbox.service.ts';

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let gestoria: Awaited<ReturnType<typeof createGestoria>>;
let superadmin: string;
let worker: string;

beforeAll(async () => {
  // The real mail transport, against a local relay: the attachments are checked as they are sent.
  smtp = await startFakeSmtp();
  app = await createTestApp({ SMTP_URL: smtp.url });
  gestoria = await createGestoria(app);
  superadmin = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA] }));
  worker = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] }));
});
afterAll(async () => {
  await closeTestApp(app);
  await smtp?.close();
});

const core = '/api/cumplia-core';
const call = (token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });

/** The company's client, as login would sign its token. */
const clientToken = (empresaId: string) =>
  app.context.signer.sign({ id: crypto.randomUUID(), username: 'cliente', name: 'Cliente', roles: [ROLES.COMPANY], gestoriaIds: [], empresaIds: [empresaId] });

/** The data the documents must show. */
const DATA = {
  razonSocial: 'Obradores Garcés S.L.',
  nombreComercial: 'Horno Garcés',
  nombre: 'Lucía Garcés Peñalver',
  direccion: 'Calle del Coso 41',
  codigoPostal: '50003',
  localidad: 'Zaragoza',
  provincia: 'Zaragoza',
  cnae: '1071',
  actividad: 'Fabricación de pan y de productos frescos de panadería',
  numTrabajadores: 37,
};

type Tool = 'lopdgdd' | 'acosoLaboral' | 'desconexionDigital';

/**
 * A company of the test gestoría with every tool off; `signed` tools switched on by staff with a
 * paper signature (which opens the downloads), `pending` switched on waiting for the signature;
 * verified as asked; with `allowed` set, staff then allow or withhold the downloads.
 */
async function empresaWith(options: { signed?: Tool[]; pending?: Tool[]; verified?: boolean; allowed?: boolean } = {}) {
  const body = empresaForm({ ...DATA, lopdgdd: false, acosoLaboral: false, desconexionDigital: false });
  const created = await call(gestoria.token, { method: 'POST', url: `${core}/gestorias/my/empresas`, payload: body });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  for (const [tools, callViafirma] of [
    [options.signed ?? [], false],
    [options.pending ?? [], true],
  ] as const) {
    if (tools.length === 0) continue;
    const switched = await call(superadmin, {
      method: 'PUT',
      url: `${core}/admin/empresas/${body.nifCif}/tools/multiple-price`,
      payload: { tools: Object.fromEntries(tools.map((tool) => [tool, { enabled: true, price: 90 }])), callViafirma },
    });
    expect(switched.statusCode).toBe(200);
  }
  if (options.verified ?? true) expect((await call(superadmin, { method: 'POST', url: `${core}/admin/empresas/${id}/verify` })).statusCode).toBe(204);
  if (options.allowed !== undefined) {
    const allowed = await call(worker, { method: 'PUT', url: `${core}/admin/empresas/${id}/permitir-descarga`, payload: { permitirDescarga: options.allowed } });
    expect(allowed.statusCode).toBe(200);
  }
  return { id, nifCif: body.nifCif, email: body.email, client: await clientToken(id) };
}

const plantilla = (token: string, slug: string) => call(token, { method: 'GET', url: `${core}/pdfs/empresas/my/plantillas/${slug}` });

describe('the three protocol documents', () => {
  let empresa: Awaited<ReturnType<typeof empresaWith>>;
  beforeAll(async () => {
    empresa = await empresaWith({ signed: ['lopdgdd', 'acosoLaboral', 'desconexionDigital'] });
  });

  /** What every document says of the company; `adopted`: the adoption date is known. */
  function expectCompanyData(text: string, adopted = true) {
    for (const value of [DATA.razonSocial, empresa.nifCif, DATA.nombre, `${DATA.direccion}, ${DATA.codigoPostal} ${DATA.provincia}`, `CNAE ${DATA.cnae}`, DATA.actividad, '37 personas trabajadoras']) {
      expect(text).toContain(value);
    }
    expect(text).toMatch(/Fecha de emisión: \d{1,2} de [a-z]+ de \d{4}/);
    expect(text).toMatch(adopted ? /Fecha de adopción: \d{1,2} de [a-z]+ de \d{4}/ : /Fecha de adopción: ____ de ______________ de ______/);
  }

  it('the data-protection pack: the register, the clauses, confidentiality, security, breaches, RGPD and LOPDGDD', async () => {
    const response = await plantilla(empresa.client, 'lopd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="plantilla_lopd.pdf"');
    const pages = await pdfPages(response.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(8);
    expect(pages[1]).toContain('Índice');
    expect(pages[3]).toMatch(/Página 4 de \d+/);
    const text = pages.join('\n');
    expectCompanyData(text);
    for (const reference of [
      'Reglamento (UE) 2016/679',
      'Ley Orgánica 3/2018',
      'Registro de actividades de tratamiento',
      'artículo 30',
      'Cláusula para personas trabajadoras',
      'Cláusula para clientes',
      'Compromiso de confidencialidad',
      'art. 5 LOPDGDD',
      'Medidas de seguridad',
      '72 horas',
      'art. 33 RGPD',
      'artículo 28.3 del RGPD',
    ]) {
      expect(text).toContain(reference);
    }
  });

  it('the harassment protocol: LO 3/2007 art. 48, LO 10/2022, Ley 15/2022, the commission, the procedure and its deadlines', async () => {
    const response = await plantilla(empresa.client, 'acoso');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="plantilla_acoso_laboral.pdf"');
    const pages = await pdfPages(response.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(8);
    const text = pages.join('\n');
    expectCompanyData(text, false);
    // A name that ends in "S.L." ends its sentence once.
    expect(text).toContain(`frente al acoso de ${DATA.razonSocial} Documento confidencial.`);
    expect(text).not.toContain('S.L..');
    // Thirty-seven workers: no LGTBI measures required (Ley 4/2023 art. 15 asks them of more than fifty).
    expect(text).not.toContain('Ley 4/2023');
    for (const reference of [
      'artículo 48 de la Ley Orgánica 3/2007',
      'Ley Orgánica 10/2022',
      'Ley 15/2022',
      'Comisión de instrucción',
      'Acoso sexual',
      'Acoso por razón de sexo',
      'Acoso laboral',
      'dos días hábiles',
      '30 días hábiles',
      'Medidas cautelares',
      'represalias',
    ]) {
      expect(text).toContain(reference);
    }
  });

  it('the digital-disconnection policy: LOPDGDD art. 88, ET art. 20 bis, Ley 10/2021', async () => {
    const response = await plantilla(empresa.client, 'desconexion');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="plantilla_desconexion_digital.pdf"');
    const pages = await pdfPages(response.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(7);
    const text = pages.join('\n');
    expectCompanyData(text, false);
    for (const reference of ['artículo 88', 'artículo 20 bis', 'Ley 10/2021', 'artículo 18', 'Trabajo a distancia', 'Excepciones', 'doce horas']) {
      expect(text).toContain(reference);
    }
  });
});

describe('GET pdfs/empresas/my/plantillas/{slug}: the client', () => {
  it('gets 404 with the spec text while the company is not verified', async () => {
    const empresa = await empresaWith({ signed: ['lopdgdd'], verified: false });
    const response = await plantilla(empresa.client, 'lopd');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No tiene disponible la descarga del documento LOPDGDD' });
  });

  it('gets 404 while staff withhold the downloads, and the PDF once they allow them', async () => {
    const empresa = await empresaWith({ signed: ['acosoLaboral'], allowed: false });
    const refused = await plantilla(empresa.client, 'acoso');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('No tiene disponible la descarga del documento de Acoso Laboral');

    const allowed = await call(superadmin, { method: 'PUT', url: `${core}/admin/empresas/${empresa.id}/permitir-descarga`, payload: { permitirDescarga: true } });
    expect(allowed.json()).toEqual({ permitirDescarga: true });
    expect((await plantilla(empresa.client, 'acoso')).statusCode).toBe(200);

    await call(superadmin, { method: 'PUT', url: `${core}/admin/empresas/${empresa.id}/permitir-descarga`, payload: { permitirDescarga: false } });
    expect((await plantilla(empresa.client, 'acoso')).statusCode).toBe(404);
    const audits = await app.context.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, empresa.id), eq(auditLog.action, 'empresa.permitir-descarga')))
      .orderBy(desc(auditLog.createdAt));
    // Withheld after the paper signature had opened them, allowed, withheld again.
    expect(audits.map((row) => row.changes)).toEqual([{ permitirDescarga: [true, false] }, { permitirDescarga: [false, true] }, { permitirDescarga: [true, false] }]);
  });

  it('can download as soon as a contract is signed on paper, as after an SMS signature', async () => {
    const empresa = await empresaWith({ signed: ['desconexionDigital'] });
    const response = await plantilla(empresa.client, 'desconexion');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  });

  it('gets 404 for a tool whose contract is not signed, and for a tool that is off', async () => {
    const empresa = await empresaWith({ signed: ['lopdgdd'], pending: ['desconexionDigital'] });
    expect((await plantilla(empresa.client, 'lopd')).statusCode).toBe(200);
    const unsigned = await plantilla(empresa.client, 'desconexion');
    expect(unsigned.statusCode).toBe(404);
    expect(unsigned.json().message).toBe('No tiene disponible la descarga del documento de Desconexión Digital');
    const off = await plantilla(empresa.client, 'acoso');
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toBe('No tiene disponible la descarga del documento de Acoso Laboral');
  });

  it('gets 404 once the tool is switched off', async () => {
    const empresa = await empresaWith({ signed: ['lopdgdd'] });
    expect((await plantilla(empresa.client, 'lopd')).statusCode).toBe(200);
    await call(superadmin, { method: 'PUT', url: `${core}/admin/empresas/${empresa.nifCif}/tools/multiple-price`, payload: { tools: { lopdgdd: { enabled: false } } } });
    expect((await plantilla(empresa.client, 'lopd')).statusCode).toBe(404);
  });

  it("only ever reaches its own company's template", async () => {
    const mine = await empresaWith({ signed: ['lopdgdd'] });
    const other = await empresaWith({ signed: ['lopdgdd', 'acosoLaboral'] });
    // The path names no company: the token's company is the only one it can reach.
    const acoso = await plantilla(mine.client, 'acoso');
    expect(acoso.statusCode).toBe(404);
    const lopd = await plantilla(mine.client, 'lopd');
    const text = await pdfText(lopd.rawPayload);
    expect(text).toContain(mine.nifCif);
    expect(text).not.toContain(other.nifCif);
    const unknown = await plantilla(mine.client, `lopd?empresaId=${other.id}`);
    expect(await pdfText(unknown.rawPayload)).not.toContain(other.nifCif);
  });

  it('refuses an unknown template and every role but the client', async () => {
    const empresa = await empresaWith({ signed: ['lopdgdd'] });
    expect((await plantilla(empresa.client, 'otro')).statusCode).toBe(400);
    expect((await plantilla(superadmin, 'lopd')).statusCode).toBe(403);
    expect((await plantilla(gestoria.token, 'lopd')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `${core}/pdfs/empresas/my/plantillas/lopd` })).statusCode).toBe(401);
  });
});

describe('staff: download-protocols, download-protocol/{type}, force-send-protocols', () => {
  it('lists the active tools, signed or not, and downloads each as Protocolo_{name}_{nifCif}.pdf', async () => {
    const empresa = await empresaWith({ signed: ['lopdgdd'], pending: ['acosoLaboral'], verified: false, allowed: false });
    for (const token of [superadmin, worker]) {
      const list = await call(token, { method: 'GET', url: `${core}/admin/empresas/${empresa.id}/download-protocols` });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([
        { type: 'LOPD', name: 'LOPDGDD' },
        { type: 'ACOSO', name: 'Acoso_Laboral' },
      ]);
    }
    const lopd = await call(worker, { method: 'GET', url: `${core}/admin/empresas/${empresa.id}/download-protocol/LOPD` });
    expect(lopd.statusCode).toBe(200);
    expect(lopd.headers['content-disposition']).toContain(`filename="Protocolo_LOPDGDD_${empresa.nifCif}.pdf"`);
    expect(await pdfText(lopd.rawPayload)).toContain(empresa.nifCif);
    // Not signed yet: the adoption date is left to fill in.
    const acoso = await call(superadmin, { method: 'GET', url: `${core}/admin/empresas/${empresa.id}/download-protocol/ACOSO` });
    expect(acoso.headers['content-disposition']).toContain(`Protocolo_Acoso_Laboral_${empresa.nifCif}.pdf`);
    expect(await pdfText(acoso.rawPayload)).toContain('Fecha de adopción: ____ de ______________ de ______');
    const off = await call(superadmin, { method: 'GET', url: `${core}/admin/empresas/${empresa.id}/download-protocol/DIGITAL` });
    expect(off.statusCode).toBe(404);
    expect((await call(superadmin, { method: 'GET', url: `${core}/admin/empresas/${empresa.id}/download-protocol/OTRO` })).statusCode).toBe(400);
  });

  // Issue 25: "Descargar protocolos" with several active saves one file, each PDF inside as it would be saved alone.
  it('gives the active protocols in one Protocolos_{nifCif}.zip, to staff only', async () => {
    const empresa = await empresaWith({ signed: ['lopdgdd', 'desconexionDigital'], pending: ['acosoLaboral'] });
    const response = await call(worker, { method: 'GET', url: `${core}/admin/empresas/${empresa.id}/download-protocols.zip` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`filename="Protocolos_${empresa.nifCif}.zip"`);
    const zip = await JSZip.loadAsync(response.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual([`Protocolo_Acoso_Laboral_${empresa.nifCif}.pdf`, `Protocolo_Desconexion_Digital_${empresa.nifCif}.pdf`, `Protocolo_LOPDGDD_${empresa.nifCif}.pdf`]);
    for (const name of names) {
      const bytes = await zip.file(name)!.async('nodebuffer');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(await pdfText(bytes)).toContain(empresa.nifCif);
    }
    expect((await call(gestoria.token, { method: 'GET', url: `${core}/admin/empresas/${empresa.id}/download-protocols.zip` })).statusCode).toBe(403);
    const none = await empresaWith({ verified: false, allowed: false });
    const empty = await call(superadmin, { method: 'GET', url: `${core}/admin/empresas/${none.id}/download-protocols.zip` });
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe('No hay protocolos activos para descargar');
  });

  it('answers an empty list for a company without active tools, and 404 for an unknown company', async () => {
    const empresa = await empresaWith({ verified: false, allowed: false });
    const list = await call(superadmin, { method: 'GET', url: `${core}/admin/empresas/${empresa.id}/download-protocols` });
    expect(list.json()).toEqual([]);
    const send = await call(superadmin, { method: 'POST', url: `${core}/admin/empresas/${empresa.id}/force-send-protocols` });
    expect(send.statusCode).toBe(409);
    expect(send.json().message).toBe('La empresa no tiene protocolos activos para enviar.');
    const unknown = await call(superadmin, { method: 'GET', url: `${core}/admin/empresas/${crypto.randomUUID()}/download-protocols` });
    expect(unknown.statusCode).toBe(404);
  });

  it('e-mails the active protocols to the company through the outbox: stored as data, the PDFs made on delivery', async () => {
    const empresa = await empresaWith({ signed: ['lopdgdd', 'desconexionDigital'] });
    const response = await call(worker, { method: 'POST', url: `${core}/admin/empresas/${empresa.id}/force-send-protocols` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Protocolos enviados exitosamente al correo de la empresa.', email: empresa.email, tools: ['LOPD', 'DIGITAL'] });

    const { db } = app.context.database;
    const [stored] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, empresa.email)).orderBy(desc(outboxMessages.createdAt));
    expect(stored).toMatchObject({ template: 'protocolos', text: null, status: 'PENDING' });
    const names = [`Protocolo_LOPDGDD_${empresa.nifCif}.pdf`, `Protocolo_Desconexion_Digital_${empresa.nifCif}.pdf`];

    const shown = await call(superadmin, { method: 'GET', url: `/api/cumplia-mail/outbox/${stored!.id}` });
    expect(shown.json()).toMatchObject({ subject: `Sus protocolos de cumplimiento · ${DATA.razonSocial}`, attachments: names });
    // A mail relay delivers here: staff read who got what, not the text (decision 0074).
    expect(shown.json().text).toBe(PROVIDER_DELIVERED_TEXT);

    await app.context.services.outbox.deliverDue();
    const sent = smtp.received.filter((mail) => mail.to.includes(empresa.email) && mail.raw.includes('Protocolo_'));
    expect(sent).toHaveLength(1);
    const files = mimeAttachments(sent[0]!.raw);
    expect(files.map((file) => [file.filename, file.contentType])).toEqual(names.map((name) => [name, 'application/pdf']));
    expect(await pdfText(files[0]!.content)).toContain('Registro de actividades de tratamiento');
    expect(await pdfText(files[1]!.content)).toContain(`${DATA.razonSocial} · ${empresa.nifCif}`);
    const [delivered] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, stored!.id));
    expect(delivered).toMatchObject({ status: 'SENT', subject: `Sus protocolos de cumplimiento · ${DATA.razonSocial}` });
    const after = await call(superadmin, { method: 'GET', url: `/api/cumplia-mail/outbox/${stored!.id}` });
    expect(after.json().attachments).toEqual(names);

    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, empresa.id), eq(auditLog.action, 'empresa.protocols-sent')));
    expect(audit?.changes).toEqual({ email: empresa.email, tools: ['LOPD', 'DIGITAL'] });
  });

  it('is for staff only', async () => {
    const empresa = await empresaWith({ signed: ['lopdgdd'] });
    for (const token of [empresa.client, gestoria.token]) {
      expect((await call(token, { method: 'GET', url: `${core}/admin/empresas/${empresa.id}/download-protocols` })).statusCode).toBe(403);
      expect((await call(token, { method: 'GET', url: `${core}/admin/empresas/${empresa.id}/download-protocol/LOPD` })).statusCode).toBe(403);
      expect((await call(token, { method: 'POST', url: `${core}/admin/empresas/${empresa.id}/force-send-protocols` })).statusCode).toBe(403);
      expect((await call(token, { method: 'PUT', url: `${core}/admin/empresas/${empresa.id}/permitir-descarga`, payload: { permitirDescarga: false } })).statusCode).toBe(403);
    }
  });
});
