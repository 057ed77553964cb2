import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffEmpresaListItem } from '@cumplia/shared/schemas/empresa';
import { describe, expect, it } from 'vitest';
import { makeEmpresa, makeEmpresaListItem, makeStaffEmpresaListItem, pageOf } from '../../../test/empresas';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { columnHeaders } from '../../../test/table';
import { StaffEmpresasListPanel } from './staff-empresas-list-panel';

const staffItem = (overrides: Partial<StaffEmpresaListItem> = {}) =>
  makeStaffEmpresaListItem({ telefono: '+34600111222', nombre: 'Ana Pérez', gestoriaNombre: 'Asesoría Norte', precioAcosoLaboral: 85.5, ...overrides });

/** The two lists as their screens set them up: the superadmin's opens the detail by id, the worker's the edit by NIF/CIF. */
const pricedList = <StaffEmpresasListPanel area="admin" pricing editPath={(empresa) => `/detalle?id=${empresa.id}`} />;
const plainList = <StaffEmpresasListPanel area="worker" pricing={false} editPath={(empresa) => `/editar?cifNif=${empresa.nifCif}`} />;

const queryOf = (request: RecordedRequest) => Object.fromEntries(new URL(request.path, 'http://x').searchParams);
const puts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'PUT');

describe('StaffEmpresasListPanel (spec 2 "Tus empresas")', () => {
  it("shows the superadmin's columns, the collaborator, the payment method and the edit link by id", async () => {
    const requests = mockFetch(() => jsonResponse(pageOf([staffItem({ metodoDePago: 'TRANSFERENCIA', lopdgdd: true })])));
    const user = userEvent.setup();
    renderScreen(pricedList);

    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Fecha', 'Empresa', 'Cif/Nif', 'Colaborador', 'Herramientas', 'Método de pago', 'Acciones']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Asesoría Norte');
    expect(row).toHaveTextContent('Transferencia');
    expect(within(row).getByRole('link', { name: 'Editar Talleres Ejemplo' })).toHaveAttribute('href', `/detalle?id=${makeEmpresaListItem().id}`);
    expect(requests[0]!.path.startsWith('/cumplia-core/admin/empresas?')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Herramientas de Talleres Ejemplo' }));
    expect(await screen.findByRole('menuitem', { name: /Acoso Laboral.*85,50/ })).toBeInTheDocument();
  });

  it('asks the price and the contract when switching a tool on, and sends them', async () => {
    const requests = mockFetch((request) =>
      request.method === 'PUT' ? jsonResponse(makeEmpresa({ acosoLaboral: true })) : jsonResponse(pageOf([staffItem({ precioAcosoLaboral: 0, lopdgdd: false })])),
    );
    const user = userEvent.setup();
    renderScreen(pricedList);

    await user.click(await screen.findByRole('button', { name: 'Herramientas de Talleres Ejemplo' }));
    await user.click(await screen.findByRole('menuitem', { name: /Acoso Laboral/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar cambio' });
    expect(within(dialog).getByText('¿Desea activar Acoso Laboral?')).toBeInTheDocument();
    const price = within(dialog).getByLabelText(/Precio/);
    // A tool without a price of its own proposes the base price.
    expect(price).toHaveValue('90,00');
    await user.clear(price);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('El precio debe ser mayor a 0')).toBeInTheDocument();
    expect(puts(requests)).toHaveLength(0);

    await user.type(price, '75,5');
    await user.click(within(dialog).getByLabelText('El contrato ya está firmado en papel'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]).toMatchObject({
      path: '/cumplia-core/admin/empresas/B45678901/tools',
      body: { tools: { lopdgdd: false, acosoLaboral: true, desconexionDigital: false }, price: 75.5, callViafirma: false },
    });
  });

  it("puts the tool back and shows the server's first explanation when the change is refused", async () => {
    mockFetch((request) => (request.method === 'PUT' ? errorResponse(400, 'VALIDATION_ERROR', 'El precio debe ser mayor a 0') : jsonResponse(pageOf([staffItem({ lopdgdd: true })]))));
    const user = userEvent.setup();
    renderScreen(pricedList);

    await user.click(await screen.findByRole('button', { name: 'Herramientas de Talleres Ejemplo' }));
    await user.click(await screen.findByRole('menuitem', { name: /LOPDGDD/ }));
    expect(await screen.findByText('¿Desea desactivar LOPDGDD?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('El precio debe ser mayor a 0');
    expect(screen.getByTestId('active-tools')).toHaveTextContent(/^LOPDGDD$/);
  });

  it("shows the worker's columns, searches by name and switches a tool with its three flags alone", async () => {
    const empresa = makeEmpresa({ lopdgdd: true });
    const requests = mockFetch((request) => {
      if (request.method === 'PUT') return jsonResponse({ ...empresa, desconexionDigital: true });
      return jsonResponse(pageOf([staffItem({ lopdgdd: true })]));
    });
    const user = userEvent.setup();
    renderScreen(plainList);

    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Fecha', 'Empresa', 'Cif/Nif', 'Herramientas', 'Acciones']);
    expect(within(table).getByRole('link', { name: 'Editar Talleres Ejemplo' })).toHaveAttribute('href', '/editar?cifNif=B45678901');

    await user.type(screen.getByLabelText('Nombre empresa'), 'Tall');
    await waitFor(() => expect(queryOf(requests.at(-1)!)).toEqual({ page: '0', size: '10', nombre: 'Tall' }));

    await user.click(screen.getByRole('button', { name: 'Herramientas de Talleres Ejemplo' }));
    await user.click(await screen.findByRole('menuitem', { name: /Desconexión Digital/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar cambio' });
    expect(within(dialog).queryByLabelText(/Precio/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    // Only the flags: the company's other fields are not read first nor written back (an edit made meanwhile stays).
    expect(puts(requests)[0]).toMatchObject({ path: '/cumplia-core/worker/empresas/B45678901/tools' });
    expect(puts(requests)[0]!.body).toEqual({ lopdgdd: true, acosoLaboral: false, desconexionDigital: true });
    expect(requests.filter((request) => request.method === 'GET' && request.path.startsWith('/cumplia-core/worker/empresas/B'))).toEqual([]);
  });

  it('says so when there is no company', async () => {
    mockFetch(() => jsonResponse(pageOf([])));
    renderScreen(plainList);
    expect(await screen.findByText('No hay empresas disponibles.')).toBeInTheDocument();
  });
});
