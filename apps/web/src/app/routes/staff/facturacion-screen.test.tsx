import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dayjs } from '../../../lib/dayjs';
import { saveFile } from '../../../lib/save-file';
import { pageOf } from '../../../test/empresas';
import { makeFactura } from '../../../test/facturas';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { columnHeaders } from '../../../test/table';
import StaffFacturacionScreen from './facturacion-screen';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));
const queryOf = (request: RecordedRequest) => Object.fromEntries(new URL(request.path, 'http://x').searchParams);
const lists = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'GET' && request.path.startsWith('/cumplia-core/admin/facturas?'));
const today = () => dayjs().format('YYYY-MM-DD');
const twoMonthsAgo = () => dayjs().subtract(2, 'month').format('YYYY-MM-DD');

function render() {
  return renderScreen(<StaffFacturacionScreen />, { path: '/facturacionsuperadmin' });
}

describe('/facturacionsuperadmin (spec 3 §2.5)', () => {
  beforeEach(() => vi.mocked(saveFile).mockClear());

  it('opens on the pending invoices of the last two months, with the columns and actions of the spec', async () => {
    const requests = mockFetch(() => jsonResponse(pageOf([makeFactura(), makeFactura({ id: 'r', facturaId: 'F2026-000124', facturado: true })], { totalElements: 2 })));
    render();
    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Fecha', 'Empresa', 'NIF/CIF Empresa', 'Método de Pago', 'Remesado', 'Importe (€)', 'Acciones']);
    const [, pending, remitted] = within(table).getAllByRole('row');
    expect(pending).toHaveTextContent('Adeudo Bancario');
    expect(pending).toHaveTextContent('B45678901');
    expect(pending).toHaveTextContent('1.452,00 €');
    expect(pending).toHaveTextContent('Cobro: 17/03/2026');
    expect(within(pending!).getByRole('button', { name: 'Marcar como remesada la factura F2026-000123' })).toBeInTheDocument();
    expect(within(pending!).getByRole('button', { name: 'Cambiar la fecha de cobro de la factura F2026-000123' })).toBeInTheDocument();
    // Remit and change-date are offered only on invoices not yet remitted (spec 3 §4.5).
    expect(within(remitted!).queryByRole('button', { name: /Marcar como remesada/ })).toBeNull();
    expect(within(remitted!).queryByRole('button', { name: /Cambiar la fecha/ })).toBeNull();
    expect(within(remitted!).getByRole('button', { name: 'Descargar la factura F2026-000124' })).toBeInTheDocument();
    expect(queryOf(lists(requests)[0]!)).toEqual({ page: '0', size: '10', facturado: 'false', fechaInicio: twoMonthsAgo(), fechaFin: today() });
    for (const name of ['Buscar', 'Resetear', 'Exportar Excel']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('searches with the filters on Buscar and goes back to the defaults on Resetear', async () => {
    const requests = mockFetch(() => jsonResponse(pageOf([makeFactura()])));
    const user = userEvent.setup();
    render();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Empresa'), 'Vidal');
    await user.type(screen.getByLabelText('NIF/CIF Empresa'), 'B456');
    await user.click(screen.getByLabelText('Mostrar todas las facturas (también las remesadas)'));
    expect(lists(requests)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(queryOf(lists(requests).at(-1)!)).toEqual({ page: '0', size: '10', razonSocial: 'Vidal', cifNif: 'B456', fechaInicio: twoMonthsAgo(), fechaFin: today() }));
    await user.click(screen.getByRole('button', { name: 'Resetear' }));
    await waitFor(() => expect(queryOf(lists(requests).at(-1)!)).toEqual({ page: '0', size: '10', facturado: 'false', fechaInicio: twoMonthsAgo(), fechaFin: today() }));
    expect(screen.getByLabelText('Empresa')).toHaveValue('');
  });

  it('marks an invoice remitted after the confirmation, and shows a refusal in the dialog', async () => {
    let conflict = false;
    const requests = mockFetch((request) => {
      if (request.method === 'PUT') return conflict ? errorResponse(409, 'CONFLICT', 'La factura ya está remesada.') : jsonResponse(makeFactura({ facturado: true }));
      return jsonResponse(pageOf([makeFactura()]));
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Marcar como remesada la factura F2026-000123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar remesa' });
    expect(dialog).toHaveTextContent('F2026-000123');
    expect(dialog).toHaveTextContent('1.452,00 €');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como remesada' }));
    expect(await screen.findByText('La factura F2026-000123 está marcada como remesada.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.path)).toEqual(['/cumplia-core/admin/facturas/0b6f1c3e-8f55-4a57-9a57-2f1f3c0c9d11/marcar-facturada']);

    conflict = true;
    await user.click(await screen.findByRole('button', { name: 'Marcar como remesada la factura F2026-000123' }));
    const again = await screen.findByRole('dialog', { name: 'Confirmar remesa' });
    await user.click(within(again).getByRole('button', { name: 'Marcar como remesada' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent('La factura ya está remesada.');
  });

  it('changes the collection date in its dialog', async () => {
    const requests = mockFetch((request) => (request.method === 'PUT' ? jsonResponse(makeFactura({ fechaCuandoFacturar: '2099-01-01' })) : jsonResponse(pageOf([makeFactura({ fechaCuandoFacturar: dayjs().add(7, 'day').format('YYYY-MM-DD') })]))));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Cambiar la fecha de cobro de la factura F2026-000123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar fecha de cobro' });
    const save = within(dialog).getByRole('button', { name: 'Guardar fecha' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Nueva fecha de cobro' }));
    // The calendar opens on the current collection date (in 7 days): a day of the same month.
    const current = dayjs().add(7, 'day');
    const target = current.add(1, 'day').month() === current.month() ? current.add(1, 'day') : current.subtract(1, 'day');
    await user.click(screen.getByRole('button', { name: target.format('D MMMM YYYY') }));
    await user.click(save);
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe('/cumplia-core/admin/facturas/0b6f1c3e-8f55-4a57-9a57-2f1f3c0c9d11/fecha-facturar');
    expect(put.body).toEqual({ nuevaFecha: target.format('YYYY-MM-DD') });
    expect(await screen.findByText(`La factura F2026-000123 se cobrará el ${target.format('DD/MM/YYYY')}.`)).toBeInTheDocument();
  });

  it('exports the filtered invoices to Excel as Facturas_{date}.xlsx', async () => {
    const requests = mockFetch((request) =>
      request.path.includes('/export/excel')
        ? new Response(new Blob(['xlsx']), { status: 200, headers: { 'Content-Disposition': `attachment; filename="Facturas_${today()}.xlsx"` } })
        : jsonResponse(pageOf([makeFactura()])),
    );
    const user = userEvent.setup();
    render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveFile).mock.calls[0]![1]).toBe(`Facturas_${today()}.xlsx`);
    const exported = requests.find((request) => request.path.includes('/export/excel'))!;
    expect(queryOf(exported)).toEqual({ facturado: 'false', fechaInicio: twoMonthsAgo(), fechaFin: today() });
  });

  it('says so when no invoice matches', async () => {
    mockFetch(() => jsonResponse(pageOf([])));
    render();
    expect(await screen.findByText('No hay facturas disponibles.')).toBeInTheDocument();
  });

  it('says why a download failed, by status (spec 3 §8)', async () => {
    mockFetch((request) => (request.path.includes('/download') ? errorResponse(503, 'UNAVAILABLE') : jsonResponse(pageOf([makeFactura()]))));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Descargar la factura F2026-000123' }));
    const alert = await screen.findByText('Servicio sobrecargado, inténtelo más tarde');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Error al descargar la factura.');
  });
});
