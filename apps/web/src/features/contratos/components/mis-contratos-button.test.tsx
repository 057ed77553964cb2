import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureDownloads, fileNamesOf } from '../../../test/downloads';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { MisContratosButton } from './mis-contratos-button';
import { storeSession } from '../../../lib/auth-storage';

const EMPRESA = '4f6a1c1e-8a8e-4f57-9c55-1a2b3c4d5e6f';

describe('"Mis contratos"', () => {
  beforeEach(() => {
    storeSession('token-de-prueba');
  });

  it('downloads every signed contract with the session token as contrato_N.pdf', async () => {
    const downloads = captureDownloads();
    const requests = mockFetch((request) => {
      if (request.path === `/cumplia-core/pdfs/download/${EMPRESA}`) {
        return jsonResponse(['/api/cumplia-core/pdfs/contratos/c1', '/api/cumplia-core/pdfs/contratos/c2']);
      }
      return new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } });
    });
    renderScreen(<MisContratosButton empresaId={EMPRESA} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mis contratos' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(fileNamesOf(downloads)).toEqual(['contrato_1.pdf', 'contrato_2.pdf']);
    expect(requests.map((request) => request.path)).toEqual([`/cumplia-core/pdfs/download/${EMPRESA}`, '/cumplia-core/pdfs/contratos/c1', '/cumplia-core/pdfs/contratos/c2']);
    expect(requests.every((request) => request.headers.get('Authorization') === 'Bearer token-de-prueba')).toBe(true);
  });

  it.each([
    ['a 404', () => errorResponse(404, 'NOT_FOUND', 'No tiene descargas de contratos asociados')],
    ['an empty list', () => jsonResponse([])],
  ])('says there are none on %s', async (_label, answer) => {
    const downloads = captureDownloads();
    mockFetch(answer);
    renderScreen(<MisContratosButton empresaId={EMPRESA} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mis contratos' }));
    expect(await screen.findByText('No tiene descargas de contratos asociados')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('gives the spec text on any other failure', async () => {
    mockFetch((request) => (request.path.includes('/pdfs/download/') ? jsonResponse(['/api/cumplia-core/pdfs/contratos/c1']) : errorResponse(500, 'INTERNAL_SERVER_ERROR')));
    renderScreen(<MisContratosButton empresaId={EMPRESA} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mis contratos' }));
    expect(await screen.findByText('Error al intentar descargar los contratos. Por favor, inténtelo de nuevo más tarde')).toBeInTheDocument();
  });
});
