import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeEmpresaListItem, pageOf } from '../../../test/empresas';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { expectSoundHeadingOutline } from '../../../test/heading-outline';
import { renderScreen } from '../../../test/render-screen';
import { columnHeaders } from '../../../test/table';
import GestoriaHomeScreen from './gestoria-home-screen';

const LIST_PATH = '/cumplia-core/gestorias/my/empresas';
const DASHBOARD_PATH = '/cumplia-core/gestorias/my/dashboard';
const PENDIENTES = { empresasSinUsuario: 2, empresasContratoSinFirmar: 1, renovacionesPendientes: 0, cobrosDevueltos: 1 };
const queryOf = (request: RecordedRequest) => Object.fromEntries(new URL(request.path, 'http://x').searchParams);

function renderHome() {
  return renderScreen(<GestoriaHomeScreen />, { path: '/iniciogestora' });
}

describe('/iniciogestora (spec 1 §2.11)', { timeout: 30_000 }, () => {
  it('shows "Tus empresas" five at a time, paged by the server', async () => {
    const allRequests = mockFetch((request) => {
      if (request.path.startsWith(DASHBOARD_PATH)) return jsonResponse(PENDIENTES);
      const page = Number(queryOf(request).page);
      const rows = [0, 1, 2, 3, 4].map((index) =>
        makeEmpresaListItem({
          id: `e-${page}-${index}`,
          nombreComercial: `Empresa ${page * 5 + index + 1}`,
          nifCif: `B0000000${index}`,
          lopdgdd: true,
          acosoLaboral: index === 0,
        }),
      );
      return jsonResponse(pageOf(rows, { number: page, size: 5, totalElements: 12 }));
    });
    const requests = { at: (index: number) => allRequests.filter((request) => request.path.startsWith(LIST_PATH)).at(index) };
    const user = userEvent.setup();
    const { container } = renderHome();

    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Fecha', 'Empresa', 'Herramientas', 'CIF']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('05/03/2026');
    expect(first).toHaveTextContent('Empresa 1');
    expect(first).toHaveTextContent('LOPDGDD');
    expect(first).toHaveTextContent('Acoso Laboral');
    expect(first).toHaveTextContent('B00000000');
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(queryOf(requests.at(0)!)).toEqual({ page: '0', size: '5' });

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Empresa 6')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(queryOf(requests.at(-1)!)).toEqual({ page: '1', size: '5' });

    expect(screen.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument();
    expectSoundHeadingOutline(container);
  });

  it('opens with its pending work, each count leading to the list filtered to it (issue 23)', async () => {
    mockFetch((request) => (request.path.startsWith(DASHBOARD_PATH) ? jsonResponse(PENDIENTES) : jsonResponse(pageOf([], { size: 5 }))));
    const user = userEvent.setup();
    const { router } = renderHome();

    const pendiente = await screen.findByRole('region', { name: 'Pendiente' });
    expect(await within(pendiente).findByRole('link', { name: /^2\s*empresas sin usuario/i })).toHaveAttribute('href', '/empresas-sin-usuario');
    expect(within(pendiente).getByRole('link', { name: /^1\s*empresa con contrato sin firmar desde hace más de 7 días/i })).toHaveAttribute(
      'href',
      '/editarclientelistado?contratoSinFirmar=true',
    );
    const renovaciones = within(pendiente).getByRole('link', { name: /^0\s*renovaciones por decidir/i });
    expect(renovaciones).toHaveTextContent('Al día');
    expect(within(pendiente).getByRole('link', { name: /^1\s*cobro devuelto por el banco/i })).toHaveAttribute('href', '/facturaciongestoria?devuelta=true');

    await user.click(within(pendiente).getByRole('link', { name: /^1\s*empresa con contrato sin firmar desde hace más de 7 días/i }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/editarclientelistado?contratoSinFirmar=true');
  });

  it('says so when the gestoría has no companies', async () => {
    mockFetch((request) => (request.path.startsWith(LIST_PATH) ? jsonResponse(pageOf([], { size: 5 })) : errorResponse(404, 'NOT_FOUND')));
    renderHome();

    expect(await screen.findByText('No hay empresas disponibles.')).toBeInTheDocument();
  });

  it('on a load failure shows the spec text and goes to /acceso after 3 seconds', async () => {
    mockFetch(() => errorResponse(500, 'INTERNAL_SERVER_ERROR'));
    const { router } = renderHome();

    expect(await screen.findByText('Error al obtener las empresas. Redirigiendo al acceso.')).toBeInTheDocument();
    const shownAt = Date.now();
    await waitFor(() => expect(router.state.location.pathname).toBe('/acceso'));
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
  });
});
