import { describe, expect, it } from 'vitest';
import { errorResponse, mockFetch } from '../test/fetch-mock';
import { makeToken } from '../test/tokens';
import { apiDownload, apiRequest } from './api-client';
import { ApiRequestError } from './api-error';
import { storeSession } from './auth-storage';

/** Uploads (multipart) and downloads (a file and its name), as the bulk upload screen uses them. */
describe('api client with files', () => {
  it('sends FormData as it is, so the browser sets the multipart boundary, with the bearer token', async () => {
    storeSession(makeToken({ roles: ['ROLE_MANAGEMENT'] }));
    const requests = mockFetch(() => new Response(JSON.stringify({ id: 'a-1' }), { status: 201 }));
    const body = new FormData();
    body.append('file', new File(['a;b\n'], 'clientes.csv', { type: 'text/csv' }));

    await expect(apiRequest('/cumplia-core/gestorias/upload-csv', { method: 'POST', body })).resolves.toEqual({ id: 'a-1' });

    expect(requests[0]!.body).toBe(body);
    expect(requests[0]!.headers.get('Content-Type')).toBeNull();
    expect(requests[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it.each([
    [`attachment; filename="Clientes Marzo.csv"; filename*=UTF-8''Clientes%20A%C3%B1o.csv`, 'Clientes Año.csv'],
    ['attachment; filename="ejemplo_alta_masiva.csv"', 'ejemplo_alta_masiva.csv'],
    ['attachment; filename=ejemplo.csv', 'ejemplo.csv'],
    [null, null],
  ])('reads the file name from Content-Disposition %j', async (disposition, fileName) => {
    mockFetch(
      () =>
        new Response('razonSocial;nifCif\r\n', {
          headers: { 'Content-Type': 'text/csv', ...(disposition ? { 'Content-Disposition': disposition } : {}) },
        }),
    );

    const download = await apiDownload('/cumplia-core/gestorias/archivos/download-ejemplo');

    expect(download.fileName).toBe(fileName);
    expect(await download.blob.text()).toBe('razonSocial;nifCif\r\n');
  });

  it('rejects a refused download with the server error', async () => {
    mockFetch(() => errorResponse(404, 'NOT_FOUND', 'El archivo no existe.'));

    const failure = await apiDownload('/cumplia-core/gestorias/archivos/download/x').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'El archivo no existe.' });
  });
});
