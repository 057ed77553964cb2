import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq, like } from 'drizzle-orm';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria } from '../../../test/support/factories.ts';
import { asWindows1252, companiesCsv, multipartFile } from '../../../test/support/csv.ts';
import { empresas, procesamientosCsv } from '../../db/schema/index.ts';

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
    expect(created).toMatchObject({ nombre: expect.stringMatching(/^José Núñez/), provincia: 'Málaga', gestoriaId: owner.gestoria.id });
  });

  it('records each bad line with its message and registers the good ones', async () => {
    const response = await upload(owner.token, 'mezcla.csv', Buffer.from(companiesCsv(10, { badEvery: 4 })));
    await app.context.services.altaMasiva.processPending();
    const results = await lines(owner.token, response.json().id);
    expect(results).toHaveLength(10);
    const errors = results.filter((line) => line.status === 'ERROR');
    expect(errors.map((line) => line.linea)).toEqual([5, 9]);
    expect(errors[0]!.mensajeError).toBe('username: DNI del usuario inválido.');
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
    ['a file that is not a CSV', 'clientes.xlsx', Buffer.from('PK...'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Por favor, selecciona un archivo con formato CSV.'],
    ['an empty file', 'vacio.csv', Buffer.from(''), 'text/csv', 'El archivo no contiene ninguna empresa.'],
    ['a header without data', 'cabecera.csv', Buffer.from(companiesCsv(0)), 'text/csv', 'El archivo no contiene ninguna empresa.'],
  ])('refuses %s', async (_label, filename, bytes, mimetype, message) => {
    const response = await upload(owner.token, filename, bytes, mimetype);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('names the required columns a file lacks', async () => {
    const response = await upload(owner.token, 'columnas.csv', Buffer.from('razonSocial;nifCif\nA;B45678901\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Faltan columnas obligatorias en el archivo: tipo, nombre, username, email/);
  });

  it('refuses files over 10,000 companies and over 5 MB', async () => {
    const tooMany = await upload(owner.token, 'grande.csv', Buffer.from(companiesCsv(10_001)));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('El archivo tiene más de 10.000 empresas. Divídalo en varios archivos.');
    const tooBig = await upload(owner.token, 'enorme.csv', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('El archivo supera el tamaño máximo de 5 MB.');
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

describe('processing', () => {
  it('does each line exactly once when two runs overlap', async () => {
    const response = await upload(owner.token, 'doble.csv', Buffer.from(companiesCsv(40)));
    const id = response.json().id as string;
    await Promise.all([app.context.services.altaMasiva.processChunk(id, Number.POSITIVE_INFINITY), app.context.services.altaMasiva.processChunk(id, Number.POSITIVE_INFINITY)]);
    const [results] = await app.context.database.db.select({ value: count() }).from(procesamientosCsv).where(eq(procesamientosCsv.archivoId, id));
    expect(results?.value).toBe(40);
    expect((await lines(owner.token, id)).every((line) => line.status === 'OK')).toBe(true);
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
