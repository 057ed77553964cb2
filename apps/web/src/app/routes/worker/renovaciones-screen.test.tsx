import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dayjs';
import { pageOf } from '../../../test/empresas';
import { errorResponse, hangingResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { makeProductos, makeRenovacion } from '../../../test/renovaciones';
import { renderScreen } from '../../../test/render-screen';
import { columnHeaders } from '../../../test/table';
import WorkerRenovacionesScreen from './renovaciones-screen';

const queryOf = (request: RecordedRequest) => Object.fromEntries(new URL(request.path, 'http://x').searchParams);
const lists = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'GET' && request.path.startsWith('/cumplia-core/worker/renovaciones?'));
const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

function serve({ toggle }: { toggle?: () => Response } = {}) {
  return mockFetch((request) => {
    if (request.path === '/cumplia-core/worker/renovaciones/ren-1/productos') return jsonResponse(makeProductos());
    if (request.path === '/cumplia-core/worker/empresas/emp-1/renovaciones/desconexionDigital') return toggle?.() ?? jsonResponse(makeRenovacion({ empresa: { desconexionDigital: true } }));
    if (request.path === '/cumplia-core/worker/empresas/emp-1/renovaciones/confirm') return jsonResponse(makeRenovacion({ renueva: true, estado: 'ACEPTADA' }));
    // Disabled but not accepted: the worker reads it as Procesada (spec 3 §4.1).
    return jsonResponse(pageOf([makeRenovacion(), makeRenovacion({ id: 'ren-2', deshabilitarRenovacion: true, estado: 'DESHABILITADA', empresa: { id: 'emp-2', nombreComercial: 'Talleres Soto' } })]));
  });
}

function render() {
  return renderScreen(<WorkerRenovacionesScreen />, { path: '/worker-renovaciones' });
}

async function openManagement() {
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole('button', { name: 'Gestionar la renovación de Panadería Vidal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Gestionar Renovación' });
  return { user, dialog };
}

describe('/worker-renovaciones (spec 3 §2.3)', () => {
  it('shows "Cargando renovaciones" while the list loads', async () => {
    mockFetch(hangingResponse);
    render();
    expect(await screen.findByLabelText('Cargando renovaciones')).toBeInTheDocument();
  });

  it('opens on the pending renewals ending within 18 days, with the worker’s columns and status reading', async () => {
    const requests = serve();
    render();
    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Días Restantes', 'Fecha Fin', 'Empresa', 'CIF/NIF', 'Estado', 'Acciones']);
    const [, pending, disabled] = within(table).getAllByRole('row');
    expect(pending).toHaveTextContent('Pendiente');
    expect(disabled).toHaveTextContent('Procesada');
    expect(queryOf(lists(requests)[0]!)).toEqual({
      page: '0',
      size: '10',
      renueva: 'false',
      deshabilitarRenovacion: 'false',
      procesada: 'false',
      fechaFinMax: dayjs().add(18, 'day').format('YYYY-MM-DD'),
    });
  });

  it('sends the days remaining as fechaFinMax and "Todas" without status flags', async () => {
    const requests = serve();
    const user = userEvent.setup();
    render();
    await screen.findByRole('table');
    const dias = screen.getByRole('textbox', { name: 'Días restantes' });
    await user.clear(dias);
    await user.type(dias, '30');
    await user.click(screen.getByLabelText('Estado', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Todas' }));
    await waitFor(() => expect(queryOf(lists(requests).at(-1)!)).toEqual({ page: '0', size: '10', fechaFinMax: dayjs().add(30, 'day').format('YYYY-MM-DD') }));
  });

  it('Confirmar first synchronises the changed service, then saves the prices, then confirms', async () => {
    const requests = serve();
    const { user, dialog } = await openManagement();
    expect(within(dialog).getByRole('tab', { name: 'Servicios' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Desconexión Digital' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Precios de Productos' }));
    // A service ticked on takes 180 € (spec 3 §9).
    expect(await within(dialog).findByLabelText('Precio Desconexión Digital (€)')).toHaveValue('180,00');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(requests).map((request) => request.path)).toEqual([
      '/cumplia-core/worker/empresas/emp-1/renovaciones/desconexionDigital',
      '/cumplia-core/worker/renovaciones/ren-1/productos',
      '/cumplia-core/worker/empresas/emp-1/renovaciones/confirm',
    ]);
    expect(posts(requests)[1]!.body).toEqual([
      { productoId: 'p-lopd', nombrePlantilla: 'LOPD', precioDescuento: 120 },
      { productoId: 'p-acoso', nombrePlantilla: 'ACOSO', precioDescuento: 80 },
      { nombrePlantilla: 'DIGITAL', precioDescuento: 180 },
    ]);
    const [, row] = within(screen.getByRole('table')).getAllByRole('row');
    expect(row).toHaveTextContent('Aceptada');
  });

  it('reverts a service the server refused and stops there', async () => {
    const requests = serve({ toggle: () => errorResponse(500, 'INTERNAL_ERROR') });
    const { user, dialog } = await openManagement();
    const digital = within(dialog).getByRole('checkbox', { name: 'Desconexión Digital' });
    await user.click(digital);
    expect(digital).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Error al actualizar Desconexión Digital. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(digital).not.toBeChecked();
    expect(posts(requests)).toHaveLength(1);
  });

  it('Cancelar closes the modal without calling the server', async () => {
    const requests = serve();
    const { user, dialog } = await openManagement();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(requests)).toEqual([]);
  });
});
