import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file';
import { makeEmpresa } from '../../../test/empresas';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

/** Not yet verified, as every company starts. */
const EMPRESA = makeEmpresa({ verificado: false });
/** Verified, downloads allowed, LOPD and DIGITAL on; only LOPD signed. */
const READY = makeEmpresa({ verificado: true, permitirDescarga: true, contratoLopdAceptado: true });

const PENDING = 'Su cuenta está pendiente de verificación por parte del administrador';
const EMPTY = 'Todavía no hay documentos para descargar';
const PLANTILLA_PATH = '/cumplia-core/pdfs/empresas/my/plantillas/';

function openHome(answer: () => Response, others: (request: RecordedRequest) => Response = () => jsonResponse(false)) {
  localStorage.setItem('authToken', makeToken({ roles: ['ROLE_COMPANY'] }));
  localStorage.setItem('refreshToken', 'refresh-1');
  localStorage.setItem('user', JSON.stringify({ name: 'Ana', surname: 'García' }));
  const requests = mockFetch((request) => (request.path === '/cumplia-core/empresas/my' ? answer() : others(request)));
  renderRoutes('/inicioempresa');
  return requests;
}

const pdf = () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200, headers: { 'Content-Type': 'application/pdf' } });

describe('/inicioempresa', () => {
  beforeEach(() => vi.mocked(saveFile).mockClear());

  it('shows only the pending message while the company is not verified', async () => {
    const requests = openHome(() => jsonResponse(EMPRESA));

    expect(await screen.findByText(PENDING)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi empresa' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mi facturación' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mis contratos' })).not.toBeInTheDocument();
    const call = requests.find((request) => request.path === '/cumplia-core/empresas/my');
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('shows a card only for a tool that is on, signed and allowed, with the billing and contracts buttons', async () => {
    openHome(() => jsonResponse(READY));

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Protección de datos (LOPDGDD)']);
    expect(screen.getByRole('link', { name: 'Mi facturación' })).toHaveAttribute('href', '/facturacion');
    expect(screen.getByRole('button', { name: 'Mis contratos' })).toBeInTheDocument();
    expect(screen.queryByText(PENDING)).not.toBeInTheDocument();
  });

  it('shows every signed tool once downloads are allowed', async () => {
    const all = { lopdgdd: true, acosoLaboral: true, desconexionDigital: true, contratoLopdAceptado: true, contratoAcosoAceptado: true, contratoDesconexionAceptado: true };
    openHome(() => jsonResponse({ ...READY, ...all }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('says kindly that there is nothing to download yet', async () => {
    openHome(() => jsonResponse({ ...READY, permitirDescarga: false }));
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mi facturación' })).toBeInTheDocument();
  });

  it('downloads the template as plantilla_lopd.pdf', async () => {
    const requests = openHome(
      () => jsonResponse(READY),
      (request) => (request.path === `${PLANTILLA_PATH}lopd` ? pdf() : jsonResponse(false)),
    );
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Protección de datos (LOPDGDD)' });
    await user.click(within(card).getByRole('button', { name: 'Descargar' }));

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveFile).mock.calls[0]![1]).toBe('plantilla_lopd.pdf');
    expect(requests.find((request) => request.path === `${PLANTILLA_PATH}lopd`)?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('gives the spec text of a 404, and the try-again text of any other failure', async () => {
    let status = 404;
    openHome(
      () => jsonResponse({ ...READY, acosoLaboral: true, contratoAcosoAceptado: true }),
      (request) => (request.path.startsWith(PLANTILLA_PATH) ? errorResponse(status, status === 404 ? 'NOT_FOUND' : 'INTERNAL_SERVER_ERROR') : jsonResponse(false)),
    );
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Protocolo de acoso laboral' });
    await user.click(within(card).getByRole('button', { name: 'Descargar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('No tiene disponible la descarga del documento de Acoso Laboral');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

    status = 500;
    await user.click(within(card).getByRole('button', { name: 'Descargar' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Error al intentar descargar el documento de Acoso Laboral. Por favor, inténtelo de nuevo más tarde',
    );
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('says the data could not be loaded, and retries', async () => {
    let attempts = 0;
    openHome(() => {
      attempts += 1;
      return attempts === 1 ? errorResponse(500, 'INTERNAL_SERVER_ERROR') : jsonResponse(EMPRESA);
    });

    expect(await screen.findByText('Error al obtener datos de la empresa')).toBeInTheDocument();
    expect(screen.queryByText(PENDING)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(PENDING)).toBeInTheDocument();
  });
});
