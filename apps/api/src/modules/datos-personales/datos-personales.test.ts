import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@cumplia/shared/enums';
import { PRIVACY_PURPOSES } from '@cumplia/shared/privacy-purposes';
import type { DatosPersonales } from '@cumplia/shared/schemas/datos-personales';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { archivosCsv, auditLog, contactMessages, contratoEventos, contratos, newsletterSubscriptions, outboxMessages, procesamientosCsv, users } from '../../db/schema/index.ts';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, insertEmpresa, issueFactura, tokenFor, uniqueDni, type TestUser } from '../../../test/support/factories.ts';

/**
 * RGPD art. 15 (right of access: the data, the purposes, the periods) and art. 20 (portability: a
 * structured, machine-readable form), answered by the superadmin for one person (decision 0082).
 */
let app: FastifyInstance;
let superadmin: TestUser;
let superadminToken: string;
const dni = uniqueDni();
const email = `autonoma.${dni.toLowerCase()}@example.es`;
const telefono = '+34611223344';
const otherEmail = `otra.${uniqueDni().toLowerCase()}@example.es`;

const ask = (body: object, token: string | null = superadminToken) =>
  app.inject({ method: 'POST', url: '/api/cumplia-core/admin/datos-personales', headers: token ? { authorization: `Bearer ${token}` } : {}, payload: body });

beforeAll(async () => {
  app = await createTestApp();
  superadmin = await createUser(app, { roles: [ROLES.CUMPLIA] });
  superadminToken = await tokenFor(app, superadmin);
  const db = app.context.database.db;
  // An autónomo: its company is its own NIF, its account, an invoice, its messages and its changes.
  const empresa = await insertEmpresa(app, { nifCif: dni, tipo: 'A', nombre: 'Marta Ruiz Gil', email, telefono });
  await createUser(app, { roles: [ROLES.COMPANY], empresaIds: [empresa.id], email });
  await db.update(users).set({ username: dni }).where(eq(users.email, email));
  await issueFactura(app, empresa.id);
  const [contrato] = await db
    .insert(contratos)
    .values({ empresaId: empresa.id, tool: 'LOPD', status: 'FIRMADO', tokenHash: randomBytes(16).toString('hex'), tokenExpiresAt: new Date(), signedAt: new Date(), signerName: 'Marta Ruiz Gil', signerNif: dni, signedPdf: Buffer.from('%PDF-1.7'), documentSha256: 'a'.repeat(64) })
    .returning({ id: contratos.id });
  await db.insert(contratoEventos).values([
    { contratoId: contrato!.id, tipo: 'ABIERTO', ip: '192.0.2.20', userAgent: 'Mozilla/5.0 (iPhone)' },
    { contratoId: contrato!.id, tipo: 'FIRMADO', ip: '192.0.2.20', userAgent: 'Mozilla/5.0 (iPhone)' },
  ]);
  await db.insert(contactMessages).values({ name: 'Marta Ruiz', email: email.toUpperCase(), phone: '611 22 33 44', message: '¿Cómo firmo el contrato?', privacyAccepted: true, clientIp: '192.0.2.10' });
  await db.insert(newsletterSubscriptions).values({ email, status: 'CONFIRMED', confirmedAt: new Date() });
  await db.insert(outboxMessages).values({ channel: 'SMS', recipient: telefono, text: 'Su código de firma es 123456' });
  await db.insert(auditLog).values({ actorUsername: dni, action: 'UPDATE', entityType: 'empresa', entityId: empresa.id, changes: { telefono: { antes: '+34600000000', despues: telefono } }, clientIp: '192.0.2.11' });
  // A gestoría's bulk upload: one file whose line 2 created the company (the file since forgotten),
  // one still kept whose refused line holds the NIF, one of other people only.
  const { gestoria, user: gestor } = await createGestoria(app);
  const upload = { gestoriaId: gestoria.id, uploadedByUsername: gestor.username, encoding: 'UTF-8', separador: ';', totalLineas: 2, procesado: true };
  const [created, refused] = await db
    .insert(archivosCsv)
    .values([
      { ...upload, nombre: 'altas-marzo.csv', contenido: null },
      { ...upload, nombre: 'altas-abril.csv', contenido: Buffer.from(`nif;email\n${dni};sin-arroba\n`) },
      { ...upload, nombre: 'altas-mayo.csv', contenido: Buffer.from('nif;email\nB12345674;otra@example.es\n') },
    ])
    .returning({ id: archivosCsv.id });
  await db.insert(procesamientosCsv).values([
    { archivoId: created!.id, linea: 1, status: 'OK' },
    { archivoId: created!.id, linea: 2, status: 'OK', empresaId: empresa.id },
    { archivoId: refused!.id, linea: 1, status: 'ERROR', mensajeError: 'Correo electrónico inválido.' },
  ]);
  // Somebody else, who must not appear.
  await insertEmpresa(app, { email: otherEmail, telefono: '+34699887766', nombre: 'Otra Persona' });
  await db.insert(contactMessages).values({ name: 'Otra Persona', email: otherEmail, phone: '699887766', message: 'Hola', privacyAccepted: true });
});
afterAll(() => closeTestApp(app));

const titles = (answer: DatosPersonales) => answer.secciones.map((found) => found.titulo);

describe('the data Cumplia holds about one person (RGPD arts. 15 and 20)', () => {
  it('finds them by NIF as typed: the account, the company, its invoice and the changes they made, with purpose and period', async () => {
    const response = await ask({ nif: ` ${dni.toLowerCase()} ` });
    expect(response.statusCode).toBe(200);
    const answer = response.json<DatosPersonales>();
    expect(answer.interesado).toEqual({ nif: dni, email: null, telefono: null });
    expect(titles(answer)).toEqual(['Cuenta de usuario', 'Archivos de alta masiva', 'Empresas', 'Firmas de contratos', 'Facturas', 'Registro de cambios']);
    const [cuenta, archivos, empresas, firmas, facturas, cambios] = answer.secciones;
    expect(archivos!.registros).toEqual([
      expect.objectContaining({ archivo: 'altas-marzo.csv', subidoPor: expect.any(String), archivoConservado: false, lineasDeSusEmpresas: [2] }),
      expect.objectContaining({ archivo: 'altas-abril.csv', archivoConservado: true, lineasDeSusEmpresas: [] }),
    ]);
    expect(cuenta!.registros).toEqual([expect.objectContaining({ nif: dni, email, activa: true, roles: [ROLES.COMPANY], empresas: [{ nifCif: dni, razonSocial: `Empresa ${dni} S.L.` }] })]);
    expect(empresas!.registros).toEqual([expect.objectContaining({ nifCif: dni, titular: 'Marta Ruiz Gil', email, telefono, cuentaBancaria: 'ES9121000418450200051332' })]);
    // The evidence of the signature: each step, when, from which address and browser.
    expect(firmas!.registros).toEqual([
      expect.objectContaining({
        herramienta: 'LOPD',
        nifFirmante: dni,
        evidencias: [expect.objectContaining({ paso: 'ABIERTO', direccionIp: '192.0.2.20', navegador: 'Mozilla/5.0 (iPhone)' }), expect.objectContaining({ paso: 'FIRMADO' })],
      }),
    ]);
    expect(facturas!.registros).toEqual([expect.objectContaining({ destinatario: expect.objectContaining({ nif: dni }), totalCents: 12100 })]);
    expect(cambios!.registros).toEqual([expect.objectContaining({ accion: 'UPDATE', sobre: 'empresa', direccionIp: '192.0.2.11' })]);
    // Art. 15.1.a and d: each set says what it is for and how long it is kept, in the policy's words.
    expect(cuenta!.finalidad).toBe(`${PRIVACY_PURPOSES.cuentas.title}. ${PRIVACY_PURPOSES.cuentas.what}`);
    expect(cuenta!.conservacion).toBe(PRIVACY_PURPOSES.cuentas.term);
    expect(facturas!.conservacion).toBe(PRIVACY_PURPOSES.facturacion.term);
  });

  it('finds them by e-mail and phone in the forms, the newsletter and the messages sent, and nobody else', async () => {
    const answer = (await ask({ email: email.toUpperCase(), telefono: '611 22 33 44' })).json<DatosPersonales>();
    expect(answer.interesado).toEqual({ nif: null, email, telefono });
    // The invoice too: its recipient's e-mail is theirs. In the policy's order, by title within a purpose.
    expect(titles(answer)).toEqual(['Cuenta de usuario', 'Archivos de alta masiva', 'Correos electrónicos y SMS enviados', 'Empresas', 'Facturas', 'Mensajes del formulario de contacto', 'Suscripción al boletín']);
    const byTitle = new Map(answer.secciones.map((found) => [found.titulo, found.registros]));
    expect(byTitle.get('Mensajes del formulario de contacto')).toEqual([expect.objectContaining({ mensaje: '¿Cómo firmo el contrato?', privacidadAceptada: true })]);
    expect(byTitle.get('Suscripción al boletín')).toEqual([expect.objectContaining({ email, estado: 'CONFIRMED' })]);
    const sent = byTitle.get('Correos electrónicos y SMS enviados');
    expect(sent).toContainEqual(expect.objectContaining({ canal: 'SMS', destinatario: telefono, texto: 'Su código de firma es 123456' }));
    // The invoice's e-mail, as stored: its template and the data it is drawn from.
    expect(sent).toContainEqual(expect.objectContaining({ canal: 'EMAIL', destinatario: email, datosDeLaPlantilla: expect.objectContaining({ numeroFactura: expect.any(String) }) }));
    expect(sent).toHaveLength(2);
    expect(JSON.stringify(answer)).not.toContain(otherEmail);
    expect(JSON.stringify(answer)).not.toContain('Otra Persona');
  });

  it('answers with no sets for a person it holds nothing about', async () => {
    const response = await ask({ email: 'nadie@example.es' });
    expect(response.statusCode).toBe(200);
    expect(response.json<DatosPersonales>().secciones).toEqual([]);
  });

  it('records who looked up whom in the audit log (art. 5.2)', async () => {
    await ask({ telefono: '699887766' });
    const rows = await app.context.database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.actorUsername, superadmin.username), eq(auditLog.action, 'EXPORT'), eq(auditLog.entityType, 'datos-personales')));
    expect(rows.map((row) => row.changes)).toContainEqual({ interesado: { nif: null, email: null, telefono: '+34699887766' }, secciones: ['Empresas: 1', 'Mensajes del formulario de contacto: 1'] });
  });

  it('refuses a request that names nobody, or names them wrongly, with the reason in Spanish', async () => {
    const empty = await ask({ nif: '', email: '', telefono: '+34' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Indique el NIF/NIE, el correo electrónico o el teléfono de la persona.' });
    const wrong = await ask({ nif: '12345678A' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'NIF/NIE no válido.' });
  });

  it('is the superadmin’s alone: a worker, a collaborator and a company are refused, and so is no token', async () => {
    for (const roles of [[ROLES.CUMPLIA_WORKER], [ROLES.MANAGEMENT], [ROLES.COMPANY]]) {
      expect((await ask({ nif: dni }, await tokenFor(app, await createUser(app, { roles })))).statusCode).toBe(403);
    }
    expect((await ask({ nif: dni }, null)).statusCode).toBe(401);
  });
});
