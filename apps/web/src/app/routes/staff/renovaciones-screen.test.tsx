import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDaysIso, madridIsoDate } from '@cumplia/shared/calendar';
import { RENOVACION_MESSAGES } from '@cumplia/shared/schemas/renovacion';
import { pageOf } from '../../../test/empresas';
import { errorResponse, hangingResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { makeProductos, makeRenovacion } from '../../../test/renovaciones';
import { renderScreen } from '../../../test/render-screen';
import { columnHeaders } from '../../../test/table';
import { useAvisosQuery } from '../../../features/session/api/get-avisos';
import RenovacionesScreen from './renovaciones-screen';
import { SUPERADMIN_AREA, WORKER_AREA } from './staff-area';

const queryOf = (request: RecordedRequest) => Object.fromEntries(new URL(request.path, 'http://x').searchParams);
const lists = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'GET' && request.path.startsWith('/cumplia-core/admin/renovaciones?'));
const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

type Answers = { productos?: () => Response; save?: () => Response; confirm?: () => Response; disable?: () => Response };

function serve({ productos, save, confirm, disable }: Answers = {}) {
  return mockFetch((request) => {
    if (request.path === '/cumplia-core/users/my/avisos') return jsonResponse([]);
    if (request.path === '/cumplia-core/admin/renovaciones/ren-1/productos') {
      if (request.method === 'GET') return productos?.() ?? jsonResponse(makeProductos());
      return save?.() ?? jsonResponse(makeProductos());
    }
    if (request.path === '/cumplia-core/admin/empresas/emp-1/renovaciones/confirm') return confirm?.() ?? jsonResponse(makeRenovacion({ renueva: true, estado: 'ACEPTADA' }));
    if (request.path === '/cumplia-core/admin/empresas/emp-1/renovaciones/disable') return disable?.() ?? jsonResponse(makeRenovacion({ deshabilitarRenovacion: true, estado: 'DESHABILITADA' }));
    return jsonResponse(pageOf([makeRenovacion({ prioritaria: true, diasRestantes: 18 })]));
  });
}

/** What the header's bell does: ask whether anything rings it. */
function BellProbe() {
  useAvisosQuery(true);
  return null;
}

function render() {
  return renderScreen(
    <>
      <BellProbe />
      <RenovacionesScreen staffArea={SUPERADMIN_AREA} />
    </>,
    { path: '/renovacionesadmin' },
  );
}

const bellCalls = (requests: RecordedRequest[]) => requests.filter((request) => request.path === '/cumplia-core/users/my/avisos');

async function openManagement() {
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole('button', { name: 'Gestionar la renovación de Panadería Vidal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Gestionar Renovación' });
  await user.click(within(dialog).getByRole('tab', { name: 'Precios de Productos' }));
  return { user, dialog };
}

// Filters typed and dialogs gone through on a shared, busy machine: more than the default 5 s.
describe('/renovacionesadmin (spec 3 §2.2)', { timeout: 30_000 }, () => {
  it('opens on the pending renewals of the current month and year', async () => {
    const requests = serve();
    render();
    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Días Restantes', 'Fecha Renovación', 'Fecha Fin', 'Empresa', 'CIF/NIF', 'Colaborador', 'Estado', 'Acciones']);
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('18');
    expect(row).toHaveTextContent('Prioritaria');
    expect(row).toHaveTextContent('14/05/2026');
    expect(row).toHaveTextContent('Asesoría Ruiz');
    expect(row).toHaveTextContent('Pendiente');
    expect(queryOf(lists(requests)[0]!)).toEqual({
      page: '0',
      size: '10',
      renueva: 'false',
      deshabilitarRenovacion: 'false',
      procesada: 'false',
      mes: String(Number(madridIsoDate(new Date()).slice(5, 7))),
      year: madridIsoDate(new Date()).slice(0, 4),
    });
  });

  it('filters by status, name and year, and keeps a year outside 2000–2050 out of the query', async () => {
    const requests = serve();
    const user = userEvent.setup();
    render();
    await screen.findByRole('table');
    await user.click(screen.getByLabelText('Estado', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Aceptadas' }));
    await user.type(screen.getByLabelText('Empresa'), 'Vidal');
    await waitFor(() => expect(queryOf(lists(requests).at(-1)!)).toMatchObject({ renueva: 'true', nombreEmpresa: 'Vidal', page: '0' }));
    expect(queryOf(lists(requests).at(-1)!).procesada).toBeUndefined();
    const year = screen.getByRole('textbox', { name: 'Año' });
    await user.clear(year);
    await user.type(year, '1999');
    expect(await screen.findByText('El año debe estar entre 2000 y 2050.')).toBeInTheDocument();
    await user.clear(year);
    await user.type(year, '2031');
    await waitFor(() => expect(queryOf(lists(requests).at(-1)!).year).toBe('2031'));
    expect(lists(requests).some((request) => queryOf(request).year === '1999')).toBe(false);
  });

  it('saves a changed price, confirms and replaces the row with the server’s renewal', async () => {
    const requests = serve();
    const { user, dialog } = await openManagement();
    const lopd = await within(dialog).findByLabelText('Precio LOPDGDD (€)');
    expect(lopd).toHaveValue('120,00');
    await user.clear(lopd);
    await user.type(lopd, '99,5');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(requests).map((request) => request.path)).toEqual(['/cumplia-core/admin/renovaciones/ren-1/productos', '/cumplia-core/admin/empresas/emp-1/renovaciones/confirm']);
    expect(posts(requests)[0]!.body).toEqual([
      { productoId: 'p-lopd', nombrePlantilla: 'LOPD', precioDescuento: 99.5 },
      { productoId: 'p-acoso', nombrePlantilla: 'ACOSO', precioDescuento: 80 },
    ]);
    const [, row] = within(screen.getByRole('table')).getAllByRole('row');
    expect(row).toHaveTextContent('Aceptada');
    expect(screen.getByText(/Renovación confirmada\./)).toBeInTheDocument();
  });

  it('has the bell ask again as soon as a renewal is confirmed, not five minutes later', async () => {
    const requests = serve();
    const { user, dialog } = await openManagement();
    await waitFor(() => expect(bellCalls(requests)).toHaveLength(1));
    await within(dialog).findByLabelText('Precio LOPDGDD (€)');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(bellCalls(requests)).toHaveLength(2));
  });

  it('refuses an empty price with "Validación de precios" and sends nothing', async () => {
    const requests = serve();
    const { user, dialog } = await openManagement();
    await user.clear(await within(dialog).findByLabelText('Precio Acoso Laboral (€)'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    const validation = await screen.findByRole('dialog', { name: 'Validación de precios' });
    expect(validation).toHaveTextContent('Todos los productos deben tener un precio válido mayor o igual a 0.');
    expect(posts(requests)).toEqual([]);
  });

  it('uses the fallback prices of the renewal’s tools when the products fail to load', async () => {
    serve({ productos: () => errorResponse(500, 'INTERNAL_ERROR') });
    const { dialog } = await openManagement();
    expect(await within(dialog).findByText(/Error al cargar los productos de la renovación\./)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Precio LOPDGDD (€)')).toHaveValue('90,00');
    expect(within(dialog).getByLabelText('Precio Acoso Laboral (€)')).toHaveValue('75,00');
    expect(within(dialog).queryByLabelText('Precio Desconexión Digital (€)')).toBeNull();
  });

  it('uses the fallback prices when the renewal has no products', async () => {
    serve({ productos: () => jsonResponse([]) });
    const { dialog } = await openManagement();
    expect(await within(dialog).findByText(/No se encontraron productos asociados a esta renovación\./)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Precio LOPDGDD (€)')).toHaveValue('90,00');
  });

  it('reports a failed price save and does not confirm', async () => {
    const requests = serve({ save: () => errorResponse(500, 'INTERNAL_ERROR') });
    const { user, dialog } = await openManagement();
    await within(dialog).findByLabelText('Precio LOPDGDD (€)');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Error al guardar los precios de los productos. Revise los valores e intente nuevamente.')).toBeInTheDocument();
    expect(posts(requests).map((request) => request.path)).toEqual(['/cumplia-core/admin/renovaciones/ren-1/productos']);
  });

  it('shows the server’s reason when it refuses the prices of an accepted renewal, and does not confirm', async () => {
    const requests = serve({ save: () => errorResponse(409, 'CONFLICT', RENOVACION_MESSAGES.preciosAceptada) });
    const { user, dialog } = await openManagement();
    await user.clear(await within(dialog).findByLabelText('Precio LOPDGDD (€)'));
    await user.type(within(dialog).getByLabelText('Precio LOPDGDD (€)'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText(RENOVACION_MESSAGES.preciosAceptada)).toBeInTheDocument();
    expect(posts(requests).map((request) => request.path)).toEqual(['/cumplia-core/admin/renovaciones/ren-1/productos']);
  });

  it('shows the server’s reason when it refuses the confirmation, and keeps the dialog open', async () => {
    const window = 'La renovación solo se puede aprobar cuando faltan 18 días o menos para la fecha de renovación.';
    serve({ confirm: () => errorResponse(409, 'CONFLICT', window) });
    const { user, dialog } = await openManagement();
    await within(dialog).findByLabelText('Precio LOPDGDD (€)');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText(window)).toBeInTheDocument();
  });

  it('disables a renewal and replaces its row; a refusal is shown in the dialog', async () => {
    let refuse = true;
    serve({ disable: () => (refuse ? errorResponse(500, 'INTERNAL_ERROR', 'x') : jsonResponse(makeRenovacion({ deshabilitarRenovacion: true, estado: 'DESHABILITADA' }))) });
    const { user, dialog } = await openManagement();
    await user.click(within(dialog).getByRole('button', { name: 'Deshabilitar' }));
    expect(await within(dialog).findByText('Error al deshabilitar la renovación. Inténtelo de nuevo.')).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Deshabilitar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [, row] = within(screen.getByRole('table')).getAllByRole('row');
    expect(row).toHaveTextContent('Deshabilitada');
  });
});

const workerLists = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'GET' && request.path.startsWith('/cumplia-core/worker/renovaciones?'));

function serveWorker({ toggle }: { toggle?: () => Response } = {}) {
  return mockFetch((request) => {
    if (request.path === '/cumplia-core/worker/renovaciones/ren-1/productos') return jsonResponse(makeProductos());
    if (request.path === '/cumplia-core/worker/empresas/emp-1/renovaciones/desconexionDigital') return toggle?.() ?? jsonResponse(makeRenovacion({ empresa: { desconexionDigital: true } }));
    if (request.path === '/cumplia-core/worker/empresas/emp-1/renovaciones/confirm') return jsonResponse(makeRenovacion({ renueva: true, estado: 'ACEPTADA' }));
    // Disabled but not accepted: the worker reads it as Procesada (spec 3 §4.1).
    return jsonResponse(pageOf([makeRenovacion(), makeRenovacion({ id: 'ren-2', deshabilitarRenovacion: true, estado: 'DESHABILITADA', empresa: { id: 'emp-2', nombreComercial: 'Talleres Soto' } })]));
  });
}

function renderWorker() {
  return renderScreen(<RenovacionesScreen staffArea={WORKER_AREA} />, { path: '/worker-renovaciones' });
}

async function openWorkerManagement() {
  const user = userEvent.setup();
  renderWorker();
  await user.click(await screen.findByRole('button', { name: 'Gestionar la renovación de Panadería Vidal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Gestionar Renovación' });
  return { user, dialog };
}

describe('/worker-renovaciones (spec 3 §2.3)', { timeout: 30_000 }, () => {
  it('shows "Cargando renovaciones" while the list loads', async () => {
    mockFetch(hangingResponse);
    renderWorker();
    expect(await screen.findByLabelText('Cargando renovaciones')).toBeInTheDocument();
  });

  it('opens on the pending renewals ending within 18 days, with the worker’s columns and status reading', async () => {
    const requests = serveWorker();
    renderWorker();
    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Días Restantes', 'Fecha Fin', 'Empresa', 'CIF/NIF', 'Estado', 'Acciones']);
    const [, pending, disabled] = within(table).getAllByRole('row');
    expect(pending).toHaveTextContent('Pendiente');
    expect(disabled).toHaveTextContent('Procesada');
    expect(queryOf(workerLists(requests)[0]!)).toEqual({
      page: '0',
      size: '10',
      renueva: 'false',
      deshabilitarRenovacion: 'false',
      procesada: 'false',
      fechaFinMax: addDaysIso(madridIsoDate(new Date()), 18),
    });
  });

  it('sends the days remaining as fechaFinMax and "Todas" without status flags', async () => {
    const requests = serveWorker();
    const user = userEvent.setup();
    renderWorker();
    await screen.findByRole('table');
    const dias = screen.getByRole('textbox', { name: 'Días restantes' });
    await user.clear(dias);
    await user.type(dias, '30');
    await user.click(screen.getByLabelText('Estado', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Todas' }));
    await waitFor(() => expect(queryOf(workerLists(requests).at(-1)!)).toEqual({ page: '0', size: '10', fechaFinMax: addDaysIso(madridIsoDate(new Date()), 30) }));
  });

  it('Confirmar first synchronises the changed service, then saves the prices, then confirms', async () => {
    const requests = serveWorker();
    const { user, dialog } = await openWorkerManagement();
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
    const requests = serveWorker({ toggle: () => errorResponse(500, 'INTERNAL_ERROR') });
    const { user, dialog } = await openWorkerManagement();
    const digital = within(dialog).getByRole('checkbox', { name: 'Desconexión Digital' });
    await user.click(digital);
    expect(digital).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Error al actualizar Desconexión Digital. Inténtelo de nuevo.')).toBeInTheDocument();
    expect(digital).not.toBeChecked();
    expect(posts(requests)).toHaveLength(1);
  });

  it('shows the server’s reason when it refuses a service of an accepted renewal, and reverts it', async () => {
    const requests = serveWorker({ toggle: () => errorResponse(409, 'CONFLICT', RENOVACION_MESSAGES.serviciosAceptada) });
    const { user, dialog } = await openWorkerManagement();
    const digital = within(dialog).getByRole('checkbox', { name: 'Desconexión Digital' });
    await user.click(digital);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText(RENOVACION_MESSAGES.serviciosAceptada)).toBeInTheDocument();
    expect(digital).not.toBeChecked();
    expect(posts(requests)).toHaveLength(1);
  });

  it('Cancelar closes the modal without calling the server', async () => {
    const requests = serveWorker();
    const { user, dialog } = await openWorkerManagement();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(requests)).toEqual([]);
  });
});
