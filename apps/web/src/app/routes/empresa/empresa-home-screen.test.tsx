import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, fileNamesOf } from '../../../test/downloads';
import { makeEmpresa } from '../../../test/empresas';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render-app';
import { makeToken } from '../../../test/tokens';
import { storeSession } from '../../../lib/auth-storage';

/** Not yet verified, as every company starts. */
const EMPRESA = makeEmpresa({ verificado: false });
/** Verified, downloads allowed, LOPD and DIGITAL on; only LOPD signed. */
const READY = makeEmpresa({ verificado: true, permitirDescarga: true, contratoLopdAceptado: true });

const PENDING = 'Su cuenta está pendiente de verificación por parte del administrador';
const EMPTY = 'Todavía no hay documentos para descargar';
const PLANTILLA_PATH = '/cumplia-core/pdfs/empresas/my/plantillas/';

function openHome(answer: () => Response, others: (request: RecordedRequest) => Response = () => jsonResponse(false)) {
  storeSession(makeToken({ roles: ['ROLE_COMPANY'] }));
  localStorage.setItem('user', JSON.stringify({ name: 'Ana', surname: 'García' }));
  const requests = mockFetch((request) => (request.path === '/cumplia-core/empresas/my' ? answer() : others(request)));
  renderRoutes('/inicioempresa');
  return requests;
}

const pdf = () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200, headers: { 'Content-Type': 'application/pdf' } });

describe('/inicioempresa', { timeout: 30_000 }, () => {
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
    const downloads = captureDownloads();
    const requests = openHome(
      () => jsonResponse(READY),
      (request) => (request.path === `${PLANTILLA_PATH}lopd` ? pdf() : jsonResponse(false)),
    );
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Protección de datos (LOPDGDD)' });
    await user.click(within(card).getByRole('button', { name: 'Descargar' }));

    await waitFor(() => expect(fileNamesOf(downloads)).toEqual(['plantilla_lopd.pdf']));
    expect(requests.find((request) => request.path === `${PLANTILLA_PATH}lopd`)?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('gives the spec text of a 404, and the try-again text of any other failure', async () => {
    const downloads = captureDownloads();
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
    expect(downloads).toEqual([]);
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

  it('lists the invoices still to be collected with their amount and when: the debit date, or "Transferencia" with its due date (issue 23)', async () => {
    const facturasPendientes = [
      { id: 'f-1', numeroFactura: 'F2026-000007', fecha: '2026-01-02', total: 121, fechaCobro: '2026-01-09', metodoDePago: 'SEPA' },
      { id: 'f-2', numeroFactura: 'F2099-000008', fecha: '2099-03-01', total: 1331.5, fechaCobro: '2099-03-10', metodoDePago: 'TRANSFERENCIA' },
      { id: 'f-3', numeroFactura: 'F2099-000009', fecha: '2099-03-01', total: 96.8, fechaCobro: '2099-03-12', metodoDePago: 'SEPA' },
    ];
    openHome(
      () => jsonResponse(READY),
      (request) => (request.path === '/cumplia-core/empresas/my/dashboard' ? jsonResponse({ facturasPendientes }) : jsonResponse(false)),
    );

    const card = await screen.findByRole('region', { name: 'Facturas pendientes de cobro' });
    const rows = await within(card).findAllByTestId('factura-pendiente');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Factura F2026-000007');
    expect(rows[0]).toHaveTextContent('121,00 €');
    expect(rows[0]).toHaveTextContent('Vencida');
    expect(rows[1]).toHaveTextContent('Transferencia: vence el 10/03/2099');
    expect(rows[1]).toHaveTextContent('1.331,50 €');
    expect(rows[1]).not.toHaveTextContent('Vencida');
    expect(rows[2]).toHaveTextContent('Domiciliación: se cargará en su cuenta el 12/03/2099');
    expect(card).toHaveTextContent('3 facturas por un total de 1.549,30 €.');
    expect(within(card).getByRole('link', { name: 'Ver todas sus facturas' })).toHaveAttribute('href', '/facturacion');
  });

  it('says there is nothing to pay when every invoice is collected', async () => {
    openHome(
      () => jsonResponse(READY),
      (request) => (request.path === '/cumplia-core/empresas/my/dashboard' ? jsonResponse({ facturasPendientes: [] }) : jsonResponse(false)),
    );
    const card = await screen.findByRole('region', { name: 'Facturas pendientes de cobro' });
    expect(await within(card).findByText('No tiene facturas pendientes de cobro.')).toBeInTheDocument();
  });
});
