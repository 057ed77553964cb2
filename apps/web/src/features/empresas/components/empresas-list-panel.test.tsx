import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeEmpresa, makeEmpresaListItem, pageOf } from '../../../test/empresas';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { columnHeaders } from '../../../test/table';
import { EmpresasListPanel } from './empresas-list-panel';

const LIST_PATH = '/cumplia-core/gestorias/my/empresas';
const TOOLS_PATH = '/cumplia-core/gestorias/my/empresas/B45678901/tools';

const listCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.path.startsWith(`${LIST_PATH}?`));
const queryOf = (request: RecordedRequest) => Object.fromEntries(new URL(request.path, 'http://x').searchParams);

/** A page of one company, with 3 pages in all. */
const onePage = (page: number) =>
  pageOf([makeEmpresaListItem({ id: `e-${page}`, nombreComercial: `Empresa ${page + 1}` })], {
    number: page,
    size: 10,
    totalElements: 21,
  });

function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('EmpresasListPanel ("Tus empresas", spec 1 §2.14)', () => {
  it("opened from the home's unsigned contracts (?contratoSinFirmar=true), asks for those companies only and says so (issue 23)", async () => {
    const requests = mockFetch(() => jsonResponse(onePage(0)));
    const user = userEvent.setup();
    const { router } = renderScreen(<EmpresasListPanel />, { path: '/editarclientelistado', entry: '/editarclientelistado?contratoSinFirmar=true' });

    expect(await screen.findByTestId('list-filter-notice')).toHaveTextContent('Solo las empresas con un contrato enviado hace más de 7 días y todavía sin firmar.');
    await waitFor(() => expect(listCalls(requests).length).toBeGreaterThan(0));
    expect(queryOf(listCalls(requests)[0]!)).toEqual({ page: '0', size: '10', contratoSinFirmar: 'true' });

    await user.click(screen.getByRole('link', { name: 'Ver la lista completa' }));
    await waitFor(() => expect(queryOf(listCalls(requests).at(-1)!)).toEqual({ page: '0', size: '10' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('list-filter-notice')).not.toBeInTheDocument();
  }, 30_000);

  it('shows the table with the active tools comma-joined, the edit link and the pager', async () => {
    mockFetch(() =>
      jsonResponse(pageOf([makeEmpresaListItem({ lopdgdd: true, desconexionDigital: true, createdAt: '2026-03-05T10:00:00.000Z' })])),
    );
    renderScreen(<EmpresasListPanel />);

    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Fecha', 'Empresa', 'Cif/Nif', 'Herramientas', 'Acciones']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('05/03/2026');
    expect(row).toHaveTextContent('B45678901');
    expect(within(row).getByText('LOPDGDD, Desconexión Digital')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Editar Talleres Ejemplo' })).toHaveAttribute(
      'href',
      '/editarclienteempresa?cifNif=B45678901',
    );
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
  });

  it('searches 500 ms after the last change and goes back to the first page', async () => {
    const requests = mockFetch((request) => jsonResponse(onePage(Number(queryOf(request).page ?? 0))));
    const user = userEvent.setup();
    renderScreen(<EmpresasListPanel />);

    await screen.findByText('Empresa 1');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Página 2 de 3');
    expect(queryOf(listCalls(requests).at(-1)!)).toMatchObject({ page: '1', size: '10' });

    const before = listCalls(requests).length;
    // Pasted at once: typed key by key on a loaded machine, two strokes can be more than 500 ms apart
    // and rightly search in between.
    await user.click(screen.getByLabelText('Nombre empresa'));
    await user.paste('Tall');
    // Written, but not yet asked for.
    expect(listCalls(requests)).toHaveLength(before);

    await waitFor(() => expect(listCalls(requests)).toHaveLength(before + 1));
    expect(queryOf(listCalls(requests).at(-1)!)).toEqual({ page: '0', size: '10', nombreEmpresa: 'Tall' });
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();

    await user.click(screen.getByLabelText('CIF/NIF'));
    await user.paste(' B456 ');
    await waitFor(() => expect(listCalls(requests)).toHaveLength(before + 2));
    expect(queryOf(listCalls(requests).at(-1)!)).toEqual({ page: '0', size: '10', nombreEmpresa: 'Tall', nifCif: 'B456' });
  });

  it('asks before switching a tool, shows the change at once and restores it when the server refuses', async () => {
    const answer = deferred();
    const requests = mockFetch((request) =>
      request.method === 'PUT' ? answer.promise : jsonResponse(pageOf([makeEmpresaListItem({ lopdgdd: true })])),
    );
    const user = userEvent.setup();
    renderScreen(<EmpresasListPanel />);
    const tools = await screen.findByTestId('active-tools');
    expect(tools).toHaveTextContent('LOPDGDD');

    await user.click(screen.getByRole('button', { name: 'Herramientas de Talleres Ejemplo' }));
    await user.click(await screen.findByRole('menuitem', { name: /Acoso Laboral/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirmar cambio' });
    expect(within(dialog).getByText('¿Desea activar Acoso Laboral?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe(TOOLS_PATH);
    expect(put.body).toEqual({ lopdgdd: true, acosoLaboral: true, desconexionDigital: false });
    expect(screen.getByTestId('active-tools')).toHaveTextContent('LOPDGDD, Acoso Laboral');

    answer.resolve(errorResponse(500, 'INTERNAL_SERVER_ERROR', 'fallo interno'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al actualizar las herramientas. Por favor, inténtelo de nuevo.');
    expect(screen.getByTestId('active-tools')).toHaveTextContent(/^LOPDGDD$/);
  });

  it("asks to deactivate an active tool and shows the server's reason when it refuses", async () => {
    mockFetch((request) =>
      request.method === 'PUT'
        ? errorResponse(404, 'NOT_FOUND', 'La empresa no existe.')
        : jsonResponse(pageOf([makeEmpresaListItem({ lopdgdd: true })])),
    );
    const user = userEvent.setup();
    renderScreen(<EmpresasListPanel />);

    await user.click(await screen.findByRole('button', { name: 'Herramientas de Talleres Ejemplo' }));
    await user.click(await screen.findByRole('menuitem', { name: /LOPDGDD/ }));
    expect(await screen.findByText('¿Desea desactivar LOPDGDD?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('La empresa no existe.');
    expect(screen.getByTestId('active-tools')).toHaveTextContent(/^LOPDGDD$/);
  });

  it('changes nothing when the question is cancelled', async () => {
    const requests = mockFetch(() => jsonResponse(pageOf([makeEmpresaListItem({ lopdgdd: false })])));
    const user = userEvent.setup();
    renderScreen(<EmpresasListPanel />);

    expect(await screen.findByTestId('active-tools')).toHaveTextContent('Ninguna');
    await user.click(screen.getByRole('button', { name: 'Herramientas de Talleres Ejemplo' }));
    await user.click(await screen.findByRole('menuitem', { name: /Desconexión Digital/ }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    expect(screen.getByTestId('active-tools')).toHaveTextContent('Ninguna');
  });

  it('keeps the change when the server accepts it', async () => {
    let saved = false;
    mockFetch((request) => {
      if (request.method === 'PUT') {
        saved = true;
        return jsonResponse(makeEmpresa({ lopdgdd: false, acosoLaboral: true, desconexionDigital: false }));
      }
      return jsonResponse(pageOf([makeEmpresaListItem({ lopdgdd: false, acosoLaboral: saved })]));
    });
    const user = userEvent.setup();
    renderScreen(<EmpresasListPanel />);

    await user.click(await screen.findByRole('button', { name: 'Herramientas de Talleres Ejemplo' }));
    await user.click(await screen.findByRole('menuitem', { name: /Acoso Laboral/ }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(saved).toBe(true));
    await waitFor(() => expect(screen.getByTestId('active-tools')).toHaveTextContent('Acoso Laboral'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // It says what happens next: the contract is on its way to the company (phone review).
    expect(await screen.findByRole('status')).toHaveTextContent(/^Acoso Laboral activada para Talleres Ejemplo: le hemos enviado el contrato para que lo firme/);
  });

  it('says so when there are no companies, and when the list cannot be loaded', async () => {
    mockFetch(() => jsonResponse(pageOf([])));
    const first = renderScreen(<EmpresasListPanel />);
    expect(await screen.findByText('No hay empresas disponibles.')).toBeInTheDocument();
    first.unmount();

    mockFetch(() => errorResponse(500, 'INTERNAL_SERVER_ERROR'));
    renderScreen(<EmpresasListPanel />);
    expect(await screen.findByText('Error al obtener las empresas.')).toBeInTheDocument();
  });
});
