import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ALL_ROLES, type Role, type ToolCode } from '@cumplia/shared/enums';
import { insertAccount } from '../../src/modules/auth/accounts.repository.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { empresas, gestoriaProductos, gestorias } from '../../src/db/schema/index.ts';
import { captchaAuthFor, type CaptchaChallenge } from './captcha.ts';
import { cifFor, dniFor } from './spanish-ids.ts';

/** A valid DNI no other test uses (random number, right control letter). */
export function uniqueDni(): string {
  return dniFor(randomInt(10_000_000, 99_999_999));
}

export const TEST_PASSWORD = 'Secreta.2026';

let hashed: Promise<string> | undefined;

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  roles: Role[];
  gestoriaIds?: string[];
  empresaIds?: string[];
}

export async function createUser(
  app: FastifyInstance,
  options: { roles: Role[]; enabled?: boolean; gestoriaIds?: string[]; empresaIds?: string[]; email?: string },
): Promise<TestUser> {
  hashed ??= hashPassword(TEST_PASSWORD);
  const username = uniqueDni();
  const email = options.email ?? `${username.toLowerCase()}@example.com`;
  const id = await insertAccount(app.context.database.db, {
    username,
    name: 'Usuario',
    surname: 'De Prueba',
    email,
    passwordHash: await hashed,
    enabled: options.enabled ?? true,
    roles: options.roles,
    gestoriaIds: options.gestoriaIds,
    empresaIds: options.empresaIds,
  });
  return { id, username, email, password: TEST_PASSWORD, roles: options.roles, gestoriaIds: options.gestoriaIds, empresaIds: options.empresaIds };
}

/** An access token for the user, as login would issue it. */
export function tokenFor(app: FastifyInstance, user: TestUser): Promise<string> {
  return app.context.signer.sign({ id: user.id, username: user.username, name: 'Usuario', roles: user.roles, gestoriaIds: user.gestoriaIds ?? [], empresaIds: user.empresaIds ?? [] });
}

/**
 * Solves a captcha challenge the way the browser does and returns the X-CAPTCHA-AUTH value; `from`
 * is where the challenge request comes from (its address and headers), by default 127.0.0.1.
 */
export async function solvedCaptcha(app: FastifyInstance, from: Pick<InjectOptions, 'remoteAddress' | 'headers'> = {}): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/cumplia-auth/captcha/challenge', ...from });
  return captchaAuthFor(response.json() as CaptchaChallenge);
}

export async function login(app: FastifyInstance, body: { username: string; password: string; tipo?: 'G' | 'E' }, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/cumplia-auth/authenticate',
    headers: { 'x-captcha-auth': await solvedCaptcha(app) },
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** The `data` parameter of a link in an e-mail, decoded. */
export function linkData(text: string, path: string): Record<string, string> {
  const match = new RegExp(`${path}\\?data=([^\\s"&<]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return JSON.parse(Buffer.from(decodeURIComponent(match[1]), 'base64').toString('utf8')) as Record<string, string>;
}

let cifSequence = 1_000_000 + randomInt(0, 8_000_000);
/** A valid CIF of an S.L. (B + 7 digits + control digit) no other test uses. */
export function uniqueCif(): string {
  return cifFor((cifSequence += 7919));
}

/** A gestoría with its product prices (cents) and one collaborator user. */
export async function createGestoria(app: FastifyInstance, prices: Partial<Record<'LOPD' | 'ACOSO' | 'DIGITAL', number>> = { LOPD: 10000, ACOSO: 8000, DIGITAL: 7000 }) {
  const { db } = app.context.database;
  const [gestoria] = await db
    .insert(gestorias)
    .values({
      razonSocial: 'Gestoría de Prueba S.L.',
      nombreComercial: `Gestoría ${randomInt(1000, 9999)}`,
      nifCif: uniqueCif(),
      tipo: 'E',
      nombre: 'Titular Gestoría',
      email: 'gestoria@example.com',
      telefono: '+34911111111',
      direccion: 'Calle Mayor 1',
      cnae: '6920',
      actividad: 'Asesoría',
      numCuenta: 'ES9121000418450200051332',
    })
    .returning();
  if (!gestoria) throw new Error('no gestoria');
  const entries = Object.entries(prices) as Array<[ToolCode, number]>;
  if (entries.length > 0) await db.insert(gestoriaProductos).values(entries.map(([nombrePlantilla, precioCents]) => ({ gestoriaId: gestoria.id, nombrePlantilla, precioCents })));
  const user = await createUser(app, { roles: ['ROLE_MANAGEMENT'], gestoriaIds: [gestoria.id] });
  const token = await app.context.signer.sign({ id: user.id, username: user.username, name: 'Usuario', roles: user.roles, gestoriaIds: [gestoria.id], empresaIds: [] });
  return { gestoria, user, token };
}

/**
 * A token for each role, linked as each role's routes expect (a collaborator to a new gestoría, a
 * client to a company id), so that a request gets as far as its body.
 */
export async function tokensForEveryRole(app: FastifyInstance): Promise<Map<Role, string>> {
  const { gestoria } = await createGestoria(app);
  const tokens = new Map<Role, string>();
  for (const role of ALL_ROLES) {
    const links = role === 'ROLE_MANAGEMENT' ? { gestoriaIds: [gestoria.id] } : role === 'ROLE_COMPANY' ? { empresaIds: [randomUUID()] } : {};
    tokens.set(role, await tokenFor(app, { ...(await createUser(app, { roles: [role] })), ...links }));
  }
  return tokens;
}

/**
 * A company row written straight to the table, as every creation path leaves it (no tools, no
 * user): for tests that need a company in some state rather than the path that creates it. The
 * CIF is unique; everything else can be overridden.
 */
export async function insertEmpresa(app: FastifyInstance, values: Partial<typeof empresas.$inferInsert> = {}) {
  const nifCif = values.nifCif ?? uniqueCif();
  const [row] = await app.context.database.db
    .insert(empresas)
    .values({
      razonSocial: `Empresa ${nifCif} S.L.`,
      nombreComercial: `Empresa ${nifCif}`,
      tipo: 'E',
      nombre: 'Lucía Pérez',
      email: `${nifCif.toLowerCase()}@example.es`,
      telefono: '+34600111222',
      direccion: 'Calle Mayor 1',
      localidad: 'Madrid',
      provincia: 'Madrid',
      codigoPostal: '28013',
      cnae: '4941',
      actividad: 'Transporte de mercancías por carretera',
      numCuenta: 'ES9121000418450200051332',
      ...values,
      nifCif,
    })
    .returning();
  if (!row) throw new Error('no empresa');
  return row;
}

/** The body of "Alta de una empresa" as the form sends it. */
export function empresaForm(overrides: Record<string, unknown> = {}) {
  const username = uniqueDni();
  return {
    razonSocial: 'Transportes Ebro S.L.',
    nifCif: uniqueCif(),
    tipo: 'E',
    nombre: 'Andrés Lasheras Gil',
    username,
    email: `${username.toLowerCase()}@transportesebro.es`,
    telefono: '+34 654 321 987',
    nombreComercial: 'Transportes Ebro',
    direccion: 'Polígono Malpica, calle E 7',
    localidad: 'Zaragoza',
    provincia: 'Zaragoza',
    codigoPostal: '50016',
    cnae: '4941',
    actividad: 'Transporte de mercancías por carretera',
    numTrabajadores: 23,
    numCuenta: 'ES9121000418450200051332',
    metodoDePago: 'SEPA',
    lopdgdd: true,
    acosoLaboral: false,
    desconexionDigital: true,
    ...overrides,
  };
}

/**
 * An invoice issued for the company through the issuing service, as a signed contract issues one;
 * by default one line of 100 € before VAT (121 € in all).
 */
export async function issueFactura(
  app: FastifyInstance,
  empresaId: string,
  lineas: Array<{ tool: ToolCode | null; nombreProducto: string; precioUnitarioCents: number }> = [{ tool: 'LOPD', nombreProducto: 'Protección de datos (LOPDGDD)', precioUnitarioCents: 10000 }],
) {
  return app.context.unitOfWork.run((uow) => app.context.services.facturacion.issue(uow, { empresaId, origen: 'CONTRATO', origenId: crypto.randomUUID(), lineas }));
}
