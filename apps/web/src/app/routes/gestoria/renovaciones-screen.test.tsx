import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../test/empresas';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { makeRenovacion } from '../../../test/renovaciones';
import { renderScreen } from '../../../test/render-screen';
import { columnHeaders } from '../../../test/table';
import GestoriaRenovacionesScreen from './renovaciones-screen';

const queryOf = (request: RecordedRequest) => Object.fromEntries(new URL(request.path, 'http://x').searchParams);
const lists = (requests: RecordedRequest[]) => requests.filter((request) => request.path.startsWith('/cumplia-core/gestorias/my/renovaciones?'));

function render() {
  return renderScreen(<GestoriaRenovacionesScreen />, { path: '/renovaciones' });
}

describe('/renovaciones (spec 3 §2.1)', { timeout: 30_000 }, () => {
  it('lists the renewals with their columns, 10 per page', async () => {
    const requests = mockFetch(() => jsonResponse(pageOf([makeRenovacion(), makeRenovacion({ id: 'ren-2', deshabilitarRenovacion: true, renueva: true, empresa: { nombreComercial: 'Talleres Soto', nifCif: 'B11111111' } })])));
    render();
    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Fecha de inicio', 'Fecha de fin', 'Empresa', 'CIF/NIF', 'Estado', 'Acciones']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('01/06/2026');
    expect(first).toHaveTextContent('Panadería Vidal');
    expect(first).toHaveTextContent('B45678901');
    expect(first).toHaveTextContent('Pendiente');
    // Deshabilitada is read first, even on an accepted renewal (spec 3 §4.1).
    expect(second).toHaveTextContent('Deshabilitada');
    expect(queryOf(lists(requests)[0]!)).toEqual({ page: '0', size: '10' });
  });

  it('filters by name and by CIF/NIF without its trailing spaces, back on the first page', async () => {
    const requests = mockFetch(() => jsonResponse(pageOf([makeRenovacion()], { totalElements: 25 })));
    const user = userEvent.setup();
    render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /Siguiente/ }));
    await waitFor(() => expect(queryOf(lists(requests).at(-1)!).page).toBe('1'));
    await user.type(screen.getByLabelText('Empresa'), 'Vidal');
    await user.type(screen.getByLabelText('CIF/NIF'), 'B456   ');
    await waitFor(() => expect(queryOf(lists(requests).at(-1)!)).toEqual({ page: '0', size: '10', nombreEmpresa: 'Vidal', nifCif: 'B456' }));
  });

  it('opens "Detalles de Renovación" on a row', async () => {
    mockFetch(() => jsonResponse(pageOf([makeRenovacion({ renueva: true })])));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByText('Panadería Vidal'));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de Renovación' });
    for (const text of ['Panadería Vidal', 'B45678901', '01/06/2026', 'Asesoría Ruiz', 'Aceptada', 'Última actualización']) expect(dialog).toHaveTextContent(text);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the list fails', async () => {
    mockFetch(() => errorResponse(500, 'INTERNAL_ERROR'));
    render();
    expect(await screen.findByText('Error al obtener las renovaciones.')).toBeInTheDocument();
  });
});
