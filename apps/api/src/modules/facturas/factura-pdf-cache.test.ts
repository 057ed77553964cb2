import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, insertEmpresa, issueFactura, tokenFor } from '../../../test/support/factories.ts';
import { pdfText } from '../../../test/support/pdf-text.ts';

const core = '/api/cumplia-core';
let app: FastifyInstance;
const call = (token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
const clientOf = (empresaId: string) => app.context.signer.sign({ id: crypto.randomUUID(), username: 'cliente', name: 'Cliente', roles: [ROLES.COMPANY], gestoriaIds: [], empresaIds: [empresaId] });

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => closeTestApp(app));

// Decision 0067: an unchanged invoice is answered 304, not drawn again; a browser asks each time.
describe('an invoice PDF cached by what it is drawn from', () => {
  it('answers 304 to its tag only for who may read it, and another tag once the account printed changes', async () => {
    const mine = await createGestoria(app);
    const other = await createGestoria(app);
    const worker = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] }));
    const empresa = await insertEmpresa(app, { gestoriaId: mine.gestoria.id, metodoDePago: 'SEPA' });
    const ajena = await insertEmpresa(app, { gestoriaId: other.gestoria.id });
    const client = await clientOf(empresa.id);
    const { id } = await issueFactura(app, empresa.id);
    const url = `${core}/facturas/${id}/download`;

    const first = await call(client, { method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['content-disposition']).toMatch(/^attachment; /);
    expect(first.headers['x-content-type-options']).toBe('nosniff');

    const notModified = await call(client, { method: 'GET', url, headers: { 'if-none-match': `"other", ${etag}` } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload).toHaveLength(0);
    expect(notModified.headers).toMatchObject({ etag, 'cache-control': 'private, no-cache' });
    // The same invoice from the gestoría's and the staff's routes: the same document, the same tag.
    expect((await call(mine.token, { method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await call(worker, { method: 'GET', url: `${core}/worker/facturas/${id}/download`, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    // The tag opens nothing: no token, another company, another gestoría.
    expect((await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(401);
    expect((await call(await clientOf(ajena.id), { method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(404);
    expect((await call(other.token, { method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(404);

    // The invoice prints the end of the account debited: a new account, a new tag and the new PDF.
    const current = (await call(worker, { method: 'GET', url: `${core}/worker/empresas/${empresa.nifCif}` })).json();
    expect((await call(worker, { method: 'PUT', url: `${core}/worker/empresas/${empresa.nifCif}`, payload: { ...current, numCuenta: 'ES7921000813610123456789' } })).statusCode).toBe(200);
    const changed = await call(client, { method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(await pdfText(changed.rawPayload)).toContain('6789');
  });
});
