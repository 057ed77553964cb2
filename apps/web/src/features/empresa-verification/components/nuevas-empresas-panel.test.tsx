import type { StaffEmpresaListItem } from '@cumplia/shared/schemas/empresa';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStaffEmpresaListItem, pageOf } from '../../../test/empresas';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { columnHeaders } from '../../../test/table';
import { NuevasEmpresasPanel } from './nuevas-empresas-panel';

const makeNueva = (overrides: Partial<StaffEmpresaListItem> = {}) => makeStaffEmpresaListItem({ verificado: false, ...overrides });

const queryOf = (request: RecordedRequest) => Object.fromEntries(new URL(request.path, 'http://x').searchParams);
const listCalls = (requests: RecordedRequest[], area: string) =>
  requests.filter((request) => request.method === 'GET' && request.path.startsWith(`/cumplia-core/${area}/empresas?`));

afterEach(() => vi.restoreAllMocks());

describe('NuevasEmpresasPanel', () => {
  it('superadmin: lists the unverified companies 7 a page with the spec columns and "Sin Nombre"', async () => {
    const requests = mockFetch(() =>
      jsonResponse(pageOf([makeNueva(), makeNueva({ id: 'e-2', nifCif: 'B11111111', nombreComercial: '', razonSocial: '' })], { size: 7, totalElements: 9 })),
    );
    renderScreen(<NuevasEmpresasPanel area="admin" canVerify />);

    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Teléfono', 'CIF/NIF', 'Nombre Empresa', 'Administrador', 'Acciones']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('+34 612 345 678');
    expect(first).toHaveTextContent('B45678901');
    expect(first).toHaveTextContent('Talleres Ejemplo');
    expect(first).toHaveTextContent('María López García');
    expect(second).toHaveTextContent('Sin Nombre');
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(queryOf(listCalls(requests, 'admin')[0]!)).toEqual({ verificado: 'false', page: '0', size: '7' });
  });

  it('"Verificar" posts the verification, then the list reloads and the caller is told', async () => {
    let verified = false;
    const requests = mockFetch((request) => {
      if (request.method === 'POST') {
        verified = true;
        return new Response(null, { status: 204 });
      }
      return jsonResponse(pageOf(verified ? [] : [makeNueva({ id: 'e-9' })], { size: 7 }));
    });
    const onVerified = vi.fn();
    const user = userEvent.setup();
    renderScreen(<NuevasEmpresasPanel area="admin" canVerify onVerified={onVerified} />);

    await user.click(await screen.findByRole('button', { name: 'Verificar Talleres Ejemplo' }));

    expect(await screen.findByText('No hay empresas disponibles.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/cumplia-core/admin/empresas/e-9/verify']);
    expect(listCalls(requests, 'admin')).toHaveLength(2);
    expect(onVerified).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('Talleres Ejemplo está verificada: ya no figura entre las nuevas empresas.');
  });

  it('a failed verification says so (issue 23: it used to be only logged) and the row stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch((request) => (request.method === 'POST' ? errorResponse(500, 'INTERNAL_ERROR') : jsonResponse(pageOf([makeNueva()], { size: 7 }))));
    const user = userEvent.setup();
    renderScreen(<NuevasEmpresasPanel area="admin" canVerify />);

    await user.click(await screen.findByRole('button', { name: 'Verificar Talleres Ejemplo' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo verificar Talleres Ejemplo. Inténtelo de nuevo.');
    expect(logged).toHaveBeenCalledWith('No se pudo verificar la empresa', expect.anything());
    expect(screen.getByRole('button', { name: 'Verificar Talleres Ejemplo' })).toBeEnabled();
  });

  it('a failed load is only logged, with no message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => errorResponse(500, 'INTERNAL_ERROR'));
    renderScreen(<NuevasEmpresasPanel area="admin" canVerify />);

    await waitFor(() => expect(logged).toHaveBeenCalledWith('No se pudieron obtener las empresas', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('worker: "Tus empresas" from the worker path, without "Verificar", paged with Anterior/Siguiente', async () => {
    const requests = mockFetch((request) => {
      const page = Number(queryOf(request).page);
      return jsonResponse(pageOf([makeNueva({ id: `e-${page}`, nombreComercial: `Empresa ${page + 1}` })], { number: page, size: 7, totalElements: 8 }));
    });
    const user = userEvent.setup();
    renderScreen(<NuevasEmpresasPanel area="worker" canVerify={false} />);

    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Teléfono', 'CIF/NIF', 'Nombre Empresa', 'Administrador']);
    expect(screen.queryByRole('button', { name: /Verificar/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Empresa 2')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(listCalls(requests, 'worker').map((request) => queryOf(request).page)).toEqual(['0', '1']);
  });
});
