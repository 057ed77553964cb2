import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { ALTA_MASIVA_RETENTION_DAYS } from '@cumplia/shared/schemas/alta-masiva';
import { ERROR_MESSAGES } from '@cumplia/shared/errors';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, linkData, login, solvedCaptcha } from '../../../test/support/factories.ts';
import { asWindows1252, companiesCsv, multipartFile } from '../../../test/support/csv.ts';
import { archivosCsv, auditLog, empresas, empresaTools, gestorias, oneTimeCodes, outboxMessages, procesamientosCsv, userEmpresas, userRoles, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof createGestoria>>;
let stranger: Awaited<ReturnType<typeof createGestoria>>;

beforeAll(async () => {
  app = await createTestApp();
  owner = await createGestoria(app);
  stranger = await createGestoria(app);
});
afterAll(() => closeTestApp(app));

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function upload(token: string, filename: string, bytes: Buffer, mimetype = 'text/csv') {
  const { payload, headers } = multipartFile(filename, bytes, mimetype);
  return app.inject({ method: 'POST', url: '/api/cumplia-core/gestorias/upload-csv', payload, headers: { ...headers, ...auth(token) } });
}

const lines = async (token: string, id: string) =>
  (await app.inject({ method: 'GET', url: `/api/cumplia-core/gestorias/archivos/procesamientos/${id}`, headers: auth(token) })).json() as Array<{ linea: number; status: string; mensajeError: string | null }>;

describe('uploading a file', () => {
  it.each([
    ['UTF-8 with BOM and ";"', (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]), ';' as const],
    ['UTF-8 without BOM and ","', (text: string) => Buffer.from(text), ',' as const],
    ['Windows-1252 and ";"', asWindows1252, ';' as const],
  ])('reads %s and registers every company with its accents', async (_label, encode, separator) => {
    const response = await upload(owner.token, 'clientes.csv', encode(companiesCsv(3, { separator })));
    expect(response.statusCode).toBe(201);
    const archivo = response.json();
    expect(archivo).toMatchObject({ nombre: 'clientes.csv', procesado: false, totalLineas: 3, lineasProcesadas: 0 });
    await app.context.services.altaMasiva.processPending();
    const results = await lines(owner.token, archivo.id);
    expect(results.map((line) => [line.linea, line.status])).toEqual([[2, 'OK'], [3, 'OK'], [4, 'OK']]);
    const list = await app.inject({ method: 'GET', url: '/api/cumplia-core/gestorias/archivos/my', headers: auth(owner.token) });
    expect(list.json().content[0]).toMatchObject({ id: archivo.id, procesado: true, lineasProcesadas: 3, lineasConError: 0 });
    const [created] = await app.context.database.db.select().from(empresas).where(like(empresas.razonSocial, 'Compañía Número 1 S.L.'));
    expect(created).toMatchObject({ nombre: expect.stringMatching(/^José Núñez/), localidad: 'Vélez-Málaga', provincia: 'Málaga', gestoriaId: owner.gestoria.id });
  });

  it('records each bad line with its message and registers the good ones', async () => {
    const response = await upload(owner.token, 'mezcla.csv', Buffer.from(companiesCsv(10, { badEvery: 4 })));
    await app.context.services.altaMasiva.processPending();
    const results = await lines(owner.token, response.json().id);
    expect(results).toHaveLength(10);
    const errors = results.filter((line) => line.status === 'ERROR');
    expect(errors.map((line) => line.linea)).toEqual([5, 9]);
    expect(errors[0]!.mensajeError).toBe('username: DNI del usuario inválido.');
    // The progress the screen shows: the file's counts, kept with each batch (decision 0066).
    const list = await app.inject({ method: 'GET', url: '/api/cumplia-core/gestorias/archivos/my?page=0&size=50', headers: auth(owner.token) });
    expect(list.json().content.find((archivo: { id: string }) => archivo.id === response.json().id)).toMatchObject({ procesado: true, totalLineas: 10, lineasProcesadas: 10, lineasConError: 2 });
  });

  it('answers a company already registered on its line, and nothing is registered twice', async () => {
    const text = companiesCsv(2);
    const [header, first] = text.split('\r\n');
    const response = await upload(owner.token, 'repetida.csv', Buffer.from([header, first, first, ''].join('\r\n')));
    await app.context.services.altaMasiva.processPending();
    const results = await lines(owner.token, response.json().id);
    expect(results.map((line) => line.status)).toEqual(['OK', 'ERROR']);
    expect(results[1]!.mensajeError).toBe('El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.');
  });

  it.each([
    ['a file that is not a CSV', 'clientes.xlsx', Buffer.from('PK...'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Por favor, seleccione un archivo con formato CSV.'],
    ['an empty file', 'vacio.csv', Buffer.from(''), 'text/csv', 'El archivo no contiene ninguna empresa.'],
    ['a header without data', 'cabecera.csv', Buffer.from(companiesCsv(0)), 'text/csv', 'El archivo no contiene ninguna empresa.'],
  ])('refuses %s', async (_label, filename, bytes, mimetype, message) => {
    const response = await upload(owner.token, filename, bytes, mimetype);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('takes the optional columns of the protocol facts: given ones stored, empty cells unknown, a wrong one answered on its line (issue 22)', async () => {
    const [header, ...rows] = companiesCsv(4).trim().split('\r\n');
    const facts = ['representacion', 'horaInicio', 'horaFin', 'turnos', 'datosSalud', 'videovigilancia', 'geolocalizacion', 'datosMenores', 'planIgualdad', 'canalDenuncias', 'encargados', 'canalAcoso'];
    const cells = [
      ['Delegados de personal', '08:00', '16:00', 'NO', 'SI', 'sí', 'no', 'NO', 'NO', 'NO', 'NOMINAS, Servicios en la nube y alojamiento', 'Instruccion@Ejemplo.es'],
      ['', '', '', '', '', '', '', '', '', '', '', ''],
      ['COMITE', '8h', '', 'NO', 'NO', 'NO', 'NO', 'NO', 'NO', 'NO', 'NINGUNO', ''],
      ['NINGUNA', '', '', '', '', '', '', '', '', '', '', rows[3]!.split(';')[5]!],
    ];
    const text = [`${header};${facts.join(';')}`, ...rows.map((row, index) => `${row};${cells[index]!.join(';')}`)].join('\r\n');
    const response = await upload(owner.token, 'con-datos.csv', Buffer.from(text));
    await app.context.services.altaMasiva.processPending();
    const results = await lines(owner.token, response.json().id);
    expect(results.map((line) => line.status)).toEqual(['OK', 'OK', 'ERROR', 'ERROR']);
    expect(results[2]!.mensajeError).toContain('horaInicio: Indique la hora como HH:MM.');
    expect(results[3]!.mensajeError).toContain('canalAcoso: El canal de denuncias de acoso no puede ser el correo del administrador');

    const datosOf = async (row: string) =>
      (await app.inject({ method: 'GET', url: `/api/cumplia-core/gestorias/my/empresas/${row.split(';')[1]}/datos-protocolos`, headers: auth(owner.token) })).json();
    const first = await datosOf(rows[0]!);
    expect(first.datos).toMatchObject({
      representacion: 'DELEGADOS',
      horaInicio: '08:00',
      horaFin: '16:00',
      turnos: false,
      datosSalud: true,
      videovigilancia: true,
      geolocalizacion: false,
      encargados: ['NOMINAS', 'NUBE'],
      canalAcoso: 'instruccion@ejemplo.es',
    });
    expect(first.pendientes).toEqual([]);
    // Empty cells: every fact still unknown, as with a file without the columns.
    expect((await datosOf(rows[1]!)).pendientes).toHaveLength(11);
  });

  it('lists a gestoría\'s files with their progress, and answers GESTORIA_NOT_FOUND once its gestoría is gone', async () => {
    const own = await createGestoria(app);
    const list = () => app.inject({ method: 'GET', url: '/api/cumplia-core/gestorias/archivos/my', headers: auth(own.token) });
    expect((await list()).json()).toMatchObject({ content: [], totalElements: 0 });
    const uploaded = await upload(own.token, 'propio.csv', Buffer.from(companiesCsv(3, { base: 720_000 })));
    expect((await list()).json()).toMatchObject({ content: [{ id: uploaded.json().id, totalLineas: 3 }], totalElements: 1 });
    await app.context.database.db.delete(gestorias).where(eq(gestorias.id, own.gestoria.id));
    const gone = await list();
    expect(gone.statusCode).toBe(403);
    expect(gone.json().code).toBe('GESTORIA_NOT_FOUND');
  });

  it('names the required columns a file lacks', async () => {
    const response = await upload(owner.token, 'columnas.csv', Buffer.from('razonSocial;nifCif\nA;B45678901\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Faltan columnas obligatorias en el archivo: tipo, nombre, username, email/);
  });

  it('refuses files over 100,000 companies and over 32 MB (decision 0066)', async () => {
    const [header] = companiesCsv(0).split('\n');
    const tooMany = await upload(owner.token, 'grande.csv', Buffer.from(`${header}\n${'A;B\n'.repeat(100_001)}`));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('El archivo tiene más de 100.000 empresas. Divídalo en varios archivos.');
    const tooBig = await upload(owner.token, 'enorme.csv', Buffer.alloc(32 * 1024 * 1024 + 10, 'a'));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('El archivo supera el tamaño máximo de 32 MB.');
  });

  it('gives back the file as uploaded, and the sample', async () => {
    const bytes = asWindows1252(companiesCsv(1));
    const response = await upload(owner.token, 'Año 2026 clientes.csv', bytes);
    const download = await app.inject({ method: 'GET', url: `/api/cumplia-core/gestorias/archivos/download/${response.json().id}`, headers: auth(owner.token) });
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''A%C3%B1o%202026%20clientes.csv");
    const sample = await app.inject({ method: 'GET', url: '/api/cumplia-core/gestorias/archivos/download-ejemplo', headers: auth(owner.token) });
    expect(sample.headers['content-type']).toContain('text/csv');
    expect(sample.body).toContain('razonSocial;nifCif;tipo');
  });
});

describe('what a processed file leaves behind (RGPD art. 5.1.e, decision 0074)', () => {
  it(`deletes its bytes ${ALTA_MASIVA_RETENTION_DAYS} days after its processing and keeps its lines' results; a newer or unfinished file stays whole`, async () => {
    const { db } = app.context.database;
    // Numbered above the other files' random range (1,000,000 to 8,000,000), so that no company of
    // another test of this file is ever one of these.
    const uploaded = async (name: string, base: number) => (await upload(owner.token, name, Buffer.from(companiesCsv(2, { base })))).json().id as string;
    const old = await uploaded('antiguo.csv', 9_400_000);
    const recent = await uploaded('reciente.csv', 9_400_010);
    await app.context.services.altaMasiva.processPending();
    const unfinished = await uploaded('sin-procesar.csv', 9_400_020);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db.update(archivosCsv).set({ fechaProcesado: daysAgo(ALTA_MASIVA_RETENTION_DAYS + 1) }).where(eq(archivosCsv.id, old));
    await db.update(archivosCsv).set({ fechaProcesado: daysAgo(ALTA_MASIVA_RETENTION_DAYS - 1) }).where(eq(archivosCsv.id, recent));
    await db.update(archivosCsv).set({ fechaCarga: daysAgo(ALTA_MASIVA_RETENTION_DAYS + 1) }).where(eq(archivosCsv.id, unfinished));

    expect(await app.context.services.altaMasiva.purgeOld()).toBe(1);

    const download = (id: string) => app.inject({ method: 'GET', url: `/api/cumplia-core/gestorias/archivos/download/${id}`, headers: auth(owner.token) });
    const gone = await download(old);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'ARCHIVO_ELIMINADO', message: `El archivo se eliminó ${ALTA_MASIVA_RETENTION_DAYS} días después de procesarse. El resultado de cada línea se conserva.` });
    expect((await download(recent)).statusCode).toBe(200);
    expect((await download(unfinished)).statusCode).toBe(200);
    expect((await lines(owner.token, old)).map((line) => line.status)).toEqual(['OK', 'OK']);
    const listed = (await app.inject({ method: 'GET', url: '/api/cumplia-core/gestorias/archivos/my?page=0&size=50', headers: auth(owner.token) })).json().content as Array<{ id: string; descargable: boolean }>;
    expect(Object.fromEntries(listed.filter((archivo) => [old, recent, unfinished].includes(archivo.id)).map((archivo) => [archivo.id, archivo.descargable]))).toEqual({ [old]: false, [recent]: true, [unfinished]: true });
  });
});

/** A file made of the rows of `companiesCsv`, each changed as given (cells by column name). */
function fileOf(changes: Array<Partial<Record<'nifCif' | 'username', string>>>): { text: string; rows: Array<{ nifCif: string; username: string; email: string }> } {
  const [header, ...lines] = companiesCsv(changes.length).trim().split('\r\n').map((line) => line.split(';'));
  const at = (name: string) => header!.indexOf(name);
  const rows = lines.map((cells, index) => {
    for (const [name, value] of Object.entries(changes[index]!)) cells[at(name)] = value;
    return { nifCif: cells[at('nifCif')]!, username: cells[at('username')]!, email: cells[at('email')]! };
  });
  return { text: [header, ...lines].map((cells) => cells!.join(';')).join('\r\n'), rows };
}

const companiesOf = async (gestoriaId: string) =>
  app.context.database.db.select({ id: empresas.id, nifCif: empresas.nifCif }).from(empresas).where(eq(empresas.gestoriaId, gestoriaId));

/** Each created company has one administrator, one e-mail and one audit row of its own: nothing twice. */
async function expectEachCompanyOnce(gestoriaId: string, archivoId: string, expected: number) {
  const { db } = app.context.database;
  const created = await companiesOf(gestoriaId);
  expect(created).toHaveLength(expected);
  const ids = created.map((company) => company.id);
  const admins = await db.select({ userId: userEmpresas.userId, email: users.email }).from(userEmpresas).innerJoin(users, eq(users.id, userEmpresas.userId)).where(inArray(userEmpresas.empresaId, ids));
  expect(admins).toHaveLength(expected);
  const [tools] = await db.select({ value: count() }).from(empresaTools).where(inArray(empresaTools.empresaId, ids));
  expect(tools?.value).toBe(expected * 3);
  const [mails] = await db.select({ value: count() }).from(outboxMessages).where(and(inArray(outboxMessages.recipient, admins.map((admin) => admin.email)), sql`${outboxMessages.template} is distinct from 'contract-signature'`));
  expect(mails?.value).toBe(expected);
  for (const action of ['empresa.imported', 'user.created']) {
    const [audits] = await db.select({ value: count() }).from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.requestId, `alta-masiva:${archivoId}`)));
    expect(audits?.value, action).toBe(expected);
  }
  const [results] = await db.select({ value: count() }).from(procesamientosCsv).where(and(eq(procesamientosCsv.archivoId, archivoId), inArray(procesamientosCsv.empresaId, ids)));
  expect(results?.value).toBe(expected);
}

describe('one batch', () => {
  it('answers duplicates against the database and inside the file as one by one would', async () => {
    const gestoria = await createGestoria(app);
    const existing = fileOf([{}]);
    await upload(owner.token, 'primera.csv', Buffer.from(existing.text));
    await app.context.services.altaMasiva.processPending();
    const [registered] = existing.rows;

    const file = fileOf([
      { nifCif: registered!.nifCif }, // 2: company already registered
      { username: registered!.username }, // 3: administrator already registered
      {}, // 4: created
      {}, // 5: same company as line 4 (set below)
      {}, // 6: same administrator as line 4 (set below)
      { username: '12345678A' }, // 7: invalid, creates nothing
      {}, // 8: the company of line 7, which was not created
      {}, // 9: the company of line 3, which was not created
    ]);
    const cells = file.text.split('\r\n').map((line) => line.split(';'));
    const [nif, user] = [cells[0]!.indexOf('nifCif'), cells[0]!.indexOf('username')];
    cells[4]![nif] = cells[3]![nif]!;
    cells[5]![user] = cells[3]![user]!;
    cells[7]![nif] = cells[6]![nif]!;
    cells[8]![nif] = cells[2]![nif]!;
    const response = await upload(gestoria.token, 'duplicados.csv', Buffer.from(cells.map((line) => line.join(';')).join('\r\n')));
    await app.context.services.altaMasiva.processPending();

    expect((await lines(gestoria.token, response.json().id)).map((line) => [line.linea, line.status, line.mensajeError])).toEqual([
      [2, 'ERROR', ERROR_MESSAGES.DUPLICATE_NIF_CIF],
      [3, 'ERROR', ERROR_MESSAGES.DUPLICATE_USERNAME],
      [4, 'OK', null],
      [5, 'ERROR', ERROR_MESSAGES.DUPLICATE_NIF_CIF],
      [6, 'ERROR', ERROR_MESSAGES.DUPLICATE_USERNAME],
      [7, 'ERROR', 'username: DNI del usuario inválido.'],
      [8, 'OK', null],
      [9, 'OK', null],
    ]);
    expect((await companiesOf(gestoria.gestoria.id)).map((company) => company.nifCif).sort()).toEqual([cells[3]![nif], cells[6]![nif], cells[2]![nif]].sort());
    await expectEachCompanyOnce(gestoria.gestoria.id, response.json().id, 3);
  });

  it('creates each company as "Alta de una empresa" does: an administrator who cannot log in until verified', async () => {
    const { db } = app.context.database;
    const file = fileOf([{}]);
    const response = await upload(owner.token, 'una.csv', Buffer.from(file.text));
    await app.context.services.altaMasiva.processPending();
    const [result] = await lines(owner.token, response.json().id);
    expect(result!.status).toBe('OK');
    const [row] = file.rows;
    const [company] = await db.select().from(empresas).where(eq(empresas.nifCif, row!.nifCif));
    expect(company).toMatchObject({ gestoriaId: owner.gestoria.id, verificado: false });
    const tools = await db.select({ tool: empresaTools.tool, activa: empresaTools.activa, precioCents: empresaTools.precioCents }).from(empresaTools).where(eq(empresaTools.empresaId, company!.id)).orderBy(empresaTools.tool);
    expect(tools).toEqual([
      { tool: 'LOPD', activa: true, precioCents: 10000 },
      { tool: 'ACOSO', activa: false, precioCents: 8000 },
      { tool: 'DIGITAL', activa: false, precioCents: 7000 },
    ]);
    const [admin] = await db.select().from(users).where(eq(users.username, row!.username));
    expect(admin).toMatchObject({ enabled: false, passwordHash: null, email: row!.email, name: 'José Núñez 1' });
    expect(await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, admin!.id))).toEqual([{ roleId: ROLES.COMPANY }]);
    expect(await db.select({ empresaId: userEmpresas.empresaId }).from(userEmpresas).where(eq(userEmpresas.userId, admin!.id))).toEqual([{ empresaId: company!.id }]);
    expect(await db.select().from(oneTimeCodes).where(and(eq(oneTimeCodes.userId, admin!.id), isNull(oneTimeCodes.consumedAt)))).toHaveLength(1);
    const audits = await db.select().from(auditLog).where(inArray(auditLog.entityId, [company!.id, admin!.id]));
    expect(audits.map((audit) => [audit.action, audit.actorUserId]).sort()).toEqual([['empresa.imported', owner.user.id], ['user.created', owner.user.id]]);
    expect(await login(app, { username: row!.username, password: 'Cualquiera.1', tipo: 'E' })).toMatchObject({ statusCode: 403, body: expect.stringContaining('"AUTH004"') });

    // The e-mail is queued as a template and rendered when read or delivered; its link verifies.
    const [queued] = await db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, row!.email), sql`${outboxMessages.template} is distinct from 'contract-signature'`));
    expect(queued).toMatchObject({ template: 'account-verification', text: null });
    const mail = await app.context.services.outbox.get(queued!.id);
    expect(mail!.subject).toBe('Active su cuenta de Cumplia');
    const data = linkData(mail!.text, '/verificacion');
    const verified = await app.inject({
      method: 'POST',
      url: '/api/cumplia-auth/users/verify',
      headers: { 'x-captcha-auth': await solvedCaptcha(app) },
      payload: { username: row!.username, email: row!.email, verificationCode: data.code, password: 'Masiva.2026' },
    });
    expect(verified.statusCode).toBe(200);
    expect((await login(app, { username: row!.username, password: 'Masiva.2026', tipo: 'E' })).statusCode).toBe(200);
  });
});

describe('processing', () => {
  it('rolls a failed batch back whole; the next run does each line exactly once', async () => {
    const { raw } = app.context.database;
    const gestoria = await createGestoria(app);
    const response = await upload(gestoria.token, 'fallo.csv', Buffer.from(companiesCsv(1200, { badEvery: 100 })));
    const id = response.json().id as string;
    // The database refuses line 900's result once: the second batch (lines 502–1001) fails at its last statement.
    await raw.executeSql('create sequence alta_masiva_fault_once');
    await raw.executeSql(`create function alta_masiva_fault() returns trigger language plpgsql as $$
      begin
        if new.linea = 900 and nextval('alta_masiva_fault_once') = 1 then raise exception 'fallo de prueba'; end if;
        return new;
      end $$`);
    await raw.executeSql('create trigger alta_masiva_fault before insert on procesamientos_csv for each row execute function alta_masiva_fault()');
    try {
      await expect(app.context.services.altaMasiva.processChunk(id, Number.POSITIVE_INFINITY)).rejects.toThrow();
      // The failed batch left nothing; the first committed, and the third, written beside the
      // second, may have committed too (lines 1002–1201, two of them invalid).
      const before = await lines(gestoria.token, id);
      expect(before.filter((line) => line.linea >= 502 && line.linea <= 1001)).toEqual([]);
      expect([500, 700]).toContain(before.length);
      await expectEachCompanyOnce(gestoria.gestoria.id, id, before.length === 500 ? 495 : 693);

      await app.context.services.altaMasiva.processPending();
    } finally {
      await raw.executeSql('drop trigger alta_masiva_fault on procesamientos_csv');
    }
    const results = await lines(gestoria.token, id);
    expect(results.map((line) => line.linea)).toEqual(Array.from({ length: 1200 }, (_, index) => index + 2));
    expect(results.filter((line) => line.status === 'OK')).toHaveLength(1188);
    await expectEachCompanyOnce(gestoria.gestoria.id, id, 1188);
  });

  it('redoes a batch that meets a company registered meanwhile, and answers that line as a duplicate', async () => {
    const { db, raw } = app.context.database;
    const gestoria = await createGestoria(app);
    const file = fileOf(Array.from({ length: 20 }, () => ({})));
    const response = await upload(gestoria.token, 'carrera.csv', Buffer.from(file.text));
    const id = response.json().id as string;
    // Another request registers line 11's company and has not committed when the batch inserts it.
    let commit!: () => void;
    let inserted!: () => void;
    const [committing, insertedOther] = [new Promise<void>((resolve) => (commit = resolve)), new Promise<void>((resolve) => (inserted = resolve))];
    const other = db.transaction(async (tx) => {
      await tx.insert(empresas).values({ razonSocial: 'Otra S.L.', nombreComercial: 'Otra', nifCif: file.rows[9]!.nifCif, tipo: 'E', nombre: 'Otra', email: 'otra@example.es', telefono: '+34612345678', direccion: 'Calle 1', provincia: 'Madrid', codigoPostal: '28001', cnae: '1', actividad: 'x', numCuenta: 'ES9121000418450200051332' });
      inserted();
      await committing;
    });
    await insertedOther;
    const processing = app.context.services.altaMasiva.processChunk(id, Number.POSITIVE_INFINITY);
    const waiting = async () =>
      ((await raw.executeSql("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")).rows[0] as { n: number }).n;
    for (let tries = 0; (await waiting()) === 0; tries += 1) {
      if (tries > 100) throw new Error('the batch never waited for the other insert');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    commit();
    await other;
    expect(await processing).toBe(true);

    const results = await lines(gestoria.token, id);
    expect(results).toHaveLength(20);
    expect(results.filter((line) => line.status === 'ERROR').map((line) => [line.linea, line.mensajeError])).toEqual([[11, ERROR_MESSAGES.DUPLICATE_NIF_CIF]]);
    await expectEachCompanyOnce(gestoria.gestoria.id, id, 19);
  });

  it('does each line exactly once when two runs overlap, each writing batches side by side', async () => {
    const gestoria = await createGestoria(app);
    const response = await upload(gestoria.token, 'doble.csv', Buffer.from(companiesCsv(1600)));
    const id = response.json().id as string;
    await Promise.all([app.context.services.altaMasiva.processChunk(id, Number.POSITIVE_INFINITY), app.context.services.altaMasiva.processChunk(id, Number.POSITIVE_INFINITY)]);
    const [results] = await app.context.database.db.select({ value: count() }).from(procesamientosCsv).where(eq(procesamientosCsv.archivoId, id));
    expect(results?.value).toBe(1600);
    expect((await lines(gestoria.token, id)).every((line) => line.status === 'OK')).toBe(true);
    await expectEachCompanyOnce(gestoria.gestoria.id, id, 1600);
    const [archivo] = (await app.inject({ method: 'GET', url: '/api/cumplia-core/gestorias/archivos/my', headers: auth(gestoria.token) })).json().content;
    expect([archivo.lineasProcesadas, archivo.lineasConError, archivo.procesado]).toEqual([1600, 0, true]);
  });

  it('gives the outbox\'s deliveries way while a file is processed; they go on once it has ended', async () => {
    const { altaMasiva, outbox } = app.context.services;
    const gestoria = await createGestoria(app);
    const first = await upload(gestoria.token, 'primero.csv', Buffer.from(companiesCsv(20, { base: 700_000 })));
    await altaMasiva.processChunk(first.json().id as string, Number.POSITIVE_INFINITY);
    const second = await upload(gestoria.token, 'segundo.csv', Buffer.from(companiesCsv(600, { base: 710_000 })));
    const processing = altaMasiva.processChunk(second.json().id as string, Number.POSITIVE_INFINITY);
    // The first file's 60 messages are due, and none goes while the second file runs.
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
    await processing;
    let delivered = 0;
    for (let run = await outbox.deliverDue(); run.sent > 0; run = await outbox.deliverDue()) delivered += run.sent;
    expect(delivered).toBeGreaterThanOrEqual(60 + 600 * 3);
  });

  it('keeps the file\'s order across batches written side by side: a company or administrator repeated later is the later line\'s error', async () => {
    const gestoria = await createGestoria(app);
    const file = fileOf(Array.from({ length: 1500 }, () => ({})));
    const cells = file.text.split('\r\n').map((line) => line.split(';'));
    const [nif, user] = [cells[0]!.indexOf('nifCif'), cells[0]!.indexOf('username')];
    // Row r of `cells` is line r + 1. Batches: lines 2–501, 502–1001, 1002–1501.
    cells[1100]![nif] = cells[600]![nif]!; // line 1101 repeats line 601's company (second batch)
    cells[1200]![user] = cells[700]![user]!; // line 1201 repeats line 701's administrator
    cells[550]![nif] = cells[10]![nif]!; // line 551 repeats line 11's company (first batch)
    const response = await upload(gestoria.token, 'orden.csv', Buffer.from(cells.map((line) => line.join(';')).join('\r\n')));
    await app.context.services.altaMasiva.processPending();
    const results = await lines(gestoria.token, response.json().id);
    expect(results).toHaveLength(1500);
    expect(results.filter((line) => line.status === 'ERROR').map((line) => [line.linea, line.mensajeError])).toEqual([
      [551, ERROR_MESSAGES.DUPLICATE_NIF_CIF],
      [1101, ERROR_MESSAGES.DUPLICATE_NIF_CIF],
      [1201, ERROR_MESSAGES.DUPLICATE_USERNAME],
    ]);
    await expectEachCompanyOnce(gestoria.gestoria.id, response.json().id, 1497);
  });
});

describe('another gestoría', () => {
  it('cannot see, download or read the lines of the first one\'s files', async () => {
    const response = await upload(owner.token, 'privado.csv', Buffer.from(companiesCsv(1)));
    const id = response.json().id as string;
    for (const url of [`/api/cumplia-core/gestorias/archivos/download/${id}`, `/api/cumplia-core/gestorias/archivos/procesamientos/${id}`]) {
      const answer = await app.inject({ method: 'GET', url, headers: auth(stranger.token) });
      expect(answer.statusCode, url).toBe(404);
    }
    const list = await app.inject({ method: 'GET', url: '/api/cumplia-core/gestorias/archivos/my', headers: auth(stranger.token) });
    expect(list.json().totalElements).toBe(0);
  });
});
