import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addMonthsIso, isTargetBusinessDay, madridIsoDate } from '@cumplia/shared/calendar';
import { dayjs } from '../../../lib/dayjs';
import { captureDownloads, fileNamesOf } from '../../../test/downloads';
import { pageOf } from '../../../test/empresas';
import { makeFactura } from '../../../test/facturas';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { columnHeaders } from '../../../test/table';
import FacturacionScreen from './facturacion-screen';
import { SUPERADMIN_AREA, WORKER_AREA } from './staff-area';

const queryOf = (request: RecordedRequest) => Object.fromEntries(new URL(request.path, 'http://x').searchParams);
const lists = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'GET' && request.path.startsWith('/cumplia-core/admin/facturas?'));
const today = () => madridIsoDate(new Date());
const twoMonthsAgo = () => addMonthsIso(madridIsoDate(new Date()), -2);

function render() {
  return renderScreen(<FacturacionScreen staffArea={SUPERADMIN_AREA} />, { path: '/facturacionsuperadmin' });
}

function renderWorker() {
  return renderScreen(<FacturacionScreen staffArea={WORKER_AREA} />, { path: '/worker-facturacion' });
}

describe('/facturacionsuperadmin (spec 3 §2.5)', () => {
  it("opened from the home's invoices to collect (?cobroHasta), lists every one not remitted due by that day, and goes back to the whole list (issue 23)", async () => {
    const requests = mockFetch(() => jsonResponse(pageOf([makeFactura()], { totalElements: 1 })));
    const user = userEvent.setup();
    const { router } = renderScreen(<FacturacionScreen staffArea={SUPERADMIN_AREA} />, { path: '/facturacionsuperadmin', entry: '/facturacionsuperadmin?cobroHasta=2026-12-03' });

    expect(await screen.findByTestId('list-filter-notice')).toHaveTextContent('Facturas sin remesar con fecha de cobro hasta el 03/12/2026, vencidas incluidas.');
    await waitFor(() => expect(lists(requests).length).toBeGreaterThan(0));
    expect(queryOf(lists(requests)[0]!)).toEqual({ page: '0', size: '10', facturado: 'false', cobroHasta: '2026-12-03' });

    await user.click(screen.getByRole('link', { name: 'Ver la lista completa' }));
    await waitFor(() => expect(queryOf(lists(requests).at(-1)!)).toEqual({ page: '0', size: '10', facturado: 'false', fechaInicio: twoMonthsAgo(), fechaFin: today() }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('list-filter-notice')).not.toBeInTheDocument();
  }, 30_000);

  it.each([
    ['devuelta=true', { page: '0', size: '10', devuelta: 'true' }, 'Facturas cuyo cobro devolvió el banco y que aún no se han vuelto a remesar.'],
    ['reembolsoPendiente=true', { page: '0', size: '10', facturado: 'false', reembolsoPendiente: 'true' }, 'Facturas rectificativas cuyo importe hay que devolver al cliente: la factura que rectifican ya se cobró.'],
    ['registroRechazado=true', { page: '0', size: '10', registroRechazado: 'true' }, 'Facturas cuyo último registro rechazó la AEAT: subsane el registro o, si el error está en la factura, rectifíquela.'],
  ])("opened from the home's pending work (?%s), lists what the count counted, whenever issued (issue 23)", async (search, query, notice) => {
    const requests = mockFetch(() => jsonResponse(pageOf([makeFactura()], { totalElements: 1 })));
    renderScreen(<FacturacionScreen staffArea={SUPERADMIN_AREA} />, { path: '/facturacionsuperadmin', entry: `/facturacionsuperadmin?${search}` });
    expect(await screen.findByTestId('list-filter-notice')).toHaveTextContent(notice);
    await waitFor(() => expect(lists(requests).length).toBeGreaterThan(0));
    expect(queryOf(lists(requests)[0]!)).toEqual(query);
  }, 30_000);

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
    for (const name of ['Buscar', 'Resetear', 'Exportar Excel', 'Generar SEPA']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(within(pending!).getByRole('button', { name: 'Generar el fichero SEPA de la factura F2026-000123' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ficheros SEPA generados' })).toBeInTheDocument();
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
    // The calendar opens on the current collection date (in 7 days): a business day of the same month (weekends and TARGET holidays are not offered).
    const current = dayjs().add(7, 'day');
    const sameMonth = [1, 2, 3, 4, 5, -1, -2, -3, -4, -5].map((offset) => current.add(offset, 'day')).filter((day) => day.month() === current.month() && !day.isBefore(dayjs(), 'day'));
    const target = sameMonth.find((day) => isTargetBusinessDay(day.format('YYYY-MM-DD')))!;
    const closed = sameMonth.find((day) => !isTargetBusinessDay(day.format('YYYY-MM-DD')));
    if (closed) expect(screen.getByRole('button', { name: closed.format('D MMMM YYYY') })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: target.format('D MMMM YYYY') }));
    await user.click(save);
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe('/cumplia-core/admin/facturas/0b6f1c3e-8f55-4a57-9a57-2f1f3c0c9d11/fecha-facturar');
    expect(put.body).toEqual({ nuevaFecha: target.format('YYYY-MM-DD') });
    expect(await screen.findByText(`La factura F2026-000123 se cobrará el ${target.format('DD/MM/YYYY')}.`)).toBeInTheDocument();
  });

  // RD 1619/2012 art. 15 (decision 0045): "Rectificar" on ordinary invoices only, "Anular" on those not remitted, each with the reason.
  it('rectifies an invoice by differences and cancels another, each in its dialog with the reason', async () => {
    const rectificativa = makeFactura({ id: 'r1', facturaId: 'R2026-000001', tipo: 'R1', rectifica: 'F2026-000123', importeTotalImpuestos: -24.2 });
    const requests = mockFetch((request) => {
      if (request.method === 'POST' && request.path.endsWith('/rectificar')) return jsonResponse(rectificativa, 201);
      if (request.method === 'POST') return jsonResponse(makeFactura({ anulada: true }));
      return jsonResponse(pageOf([makeFactura(), rectificativa]));
    });
    const user = userEvent.setup();
    render();
    const table = await screen.findByRole('table');
    const [, original, corrected] = within(table).getAllByRole('row');
    expect(corrected).toHaveTextContent('Factura rectificativa de F2026-000123');
    expect(within(corrected!).queryByRole('button', { name: /Rectificar la factura/ })).toBeNull();

    await user.click(within(original!).getByRole('button', { name: 'Rectificar la factura F2026-000123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rectificar factura' });
    await user.click(within(dialog).getByRole('button', { name: 'Emitir factura rectificativa' }));
    expect(await within(dialog).findByText('Indique el motivo.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Descuento no aplicado');
    await user.type(within(dialog).getByLabelText(/^Concepto/), 'Descuento');
    await user.type(within(dialog).getByLabelText(/^Importe sin IVA/), '-20');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir factura rectificativa' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
      tipo: 'R1',
      modo: 'I',
      motivo: 'Descuento no aplicado',
      lineas: [{ nombreProducto: 'Descuento', cantidad: 1, precioUnitario: -20 }],
    });
    expect(await screen.findByText('Emitida la factura rectificativa R2026-000001, que rectifica la factura F2026-000123.')).toBeInTheDocument();

    await user.click(within(original!).getByRole('button', { name: 'Anular la factura F2026-000123' }));
    const anular = await screen.findByRole('dialog', { name: 'Anular factura' });
    await user.type(within(anular).getByLabelText(/^Motivo/), 'Emitida por error');
    await user.click(within(anular).getByRole('button', { name: 'Anular factura' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2));
    const cancel = requests.filter((request) => request.method === 'POST')[1]!;
    expect(cancel.path).toBe('/cumplia-core/admin/facturas/0b6f1c3e-8f55-4a57-9a57-2f1f3c0c9d11/anular');
    expect(cancel.body).toEqual({ motivo: 'Emitida por error' });
    expect(await screen.findByText('La factura F2026-000123 está anulada.')).toBeInTheDocument();
  }, 30_000);

  // RD 1619/2012 art. 15 (decision 0045): a correction that would refund more than is still invoiced
  // is refused (409); the dialog says why, with the server's message, and stays open to change it.
  it("shows the server's refusal of a correction beyond what is still invoiced in the dialog", async () => {
    const message = 'La rectificación dejaría la factura F2026-000123 por debajo de 0 €: con sus rectificativas vale 121,00 € (100,00 € de base y 21,00 € de IVA), y no se puede devolver más de lo facturado.';
    mockFetch((request) =>
      request.method === 'POST' ? errorResponse(409, 'RECTIFICACION_SUPERA_FACTURADO', message) : jsonResponse(pageOf([makeFactura({ importeTotalImpuestos: 121 })])),
    );
    const user = userEvent.setup();
    render();
    const table = await screen.findByRole('table');
    const [, original] = within(table).getAllByRole('row');
    await user.click(within(original!).getByRole('button', { name: 'Rectificar la factura F2026-000123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rectificar factura' });
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Descuento acordado');
    await user.type(within(dialog).getByLabelText(/^Concepto/), 'Descuento');
    await user.type(within(dialog).getByLabelText(/^Importe sin IVA/), '-500');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir factura rectificativa' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: 'Rectificar factura' })).toBeInTheDocument();
  }, 30_000);

  // Decision 0061 and SuministroInformacion.xsd (RechazoPrevio of a RegistroAnulacion): a cancellation the agency refused is corrected too.
  it('offers to correct the refused record of a cancelled invoice, and not an accepted one', async () => {
    mockFetch(() =>
      jsonResponse(
        pageOf([
          makeFactura({ anulada: true, estadoRegistro: 'RECHAZADO' }),
          makeFactura({ id: 'b3a1e1f2-5a3c-4c1e-9a3f-0d7f3e2b1c22', facturaId: 'F2026-000124', anulada: true, estadoRegistro: 'ACEPTADO_CON_ERRORES' }),
        ]),
      ),
    );
    render();
    const table = await screen.findByRole('table');
    const [, refused, accepted] = within(table).getAllByRole('row');
    expect(within(refused!).getByRole('button', { name: 'Subsanar el registro de la factura F2026-000123' })).toBeInTheDocument();
    expect(within(accepted!).queryByRole('button', { name: /Subsanar el registro/ })).toBeNull();
  }, 30_000);

  // Decision 0060: a negative rectifying invoice is never collected; once its original was, staff record the refund.
  it('a rectifying invoice owed to the client says so, is not collected, and its refund is recorded with its day and method', async () => {
    const owed = makeFactura({
      id: 'r2',
      facturaId: 'R2026-000002',
      tipo: 'R1',
      rectifica: 'F2026-000100',
      importeTotalImpuestos: -60.5,
      reembolso: { estado: 'PENDIENTE', importe: 60.5, fecha: null, metodo: null },
    });
    const requests = mockFetch((request) => {
      if (request.method === 'POST' && request.path.endsWith('/reembolso')) return jsonResponse({ ...owed, reembolso: { estado: 'REEMBOLSADO', importe: 60.5, fecha: today(), metodo: 'TRANSFERENCIA' } });
      return jsonResponse(pageOf([owed]));
    });
    const user = userEvent.setup();
    render();
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('A devolver');
    expect(row).toHaveTextContent('60,50 € a devolver al cliente');
    expect(row).not.toHaveTextContent('Cobro:');
    expect(within(row!).queryByRole('button', { name: /Marcar como remesada/ })).toBeNull();
    expect(within(row!).queryByRole('button', { name: /Generar el fichero SEPA/ })).toBeNull();

    await user.click(within(row!).getByRole('button', { name: 'Registrar el reembolso de la factura R2026-000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar reembolso' });
    expect(dialog).toHaveTextContent('debe 60,50 € al cliente');
    await user.click(within(dialog).getByRole('radio', { name: 'Compensación con otra factura' }));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar reembolso' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    const posted = requests.find((request) => request.method === 'POST')!;
    expect(posted.path).toBe('/cumplia-core/admin/facturas/r2/reembolso');
    expect(posted.body).toEqual({ fecha: today(), metodo: 'COMPENSACION' });
    expect(await screen.findByText(`Registrado el reembolso de la factura R2026-000002, del ${dayjs(today()).format('DD/MM/YYYY')}.`)).toBeInTheDocument();
  }, 30_000);

  // Decision 0052: each invoice says the state of its record before the tax agency.
  it('shows each invoice\'s record state under its number', async () => {
    mockFetch(() => jsonResponse(pageOf([makeFactura({ estadoRegistro: 'RECHAZADO' })])));
    render();
    expect(await screen.findByText('Registro: Rechazado')).toBeInTheDocument();
  }, 30_000);

  // Decision 0061: a record the agency refused is corrected ("subsanación") from its row.
  it('corrects a refused record from its row, after saying the invoice itself does not change', async () => {
    const refused = makeFactura({ estadoRegistro: 'RECHAZADO' });
    const requests = mockFetch((request) => (request.method === 'POST' ? jsonResponse({ ...refused, estadoRegistro: 'PENDIENTE' }) : jsonResponse(pageOf([refused, makeFactura({ id: 'ok', facturaId: 'F2026-000124', estadoRegistro: 'ACEPTADO' })]))));
    const user = userEvent.setup();
    render();
    const table = await screen.findByRole('table');
    const [, row, accepted] = within(table).getAllByRole('row');
    expect(within(accepted!).queryByRole('button', { name: /Subsanar el registro/ })).toBeNull();
    await user.click(within(row!).getByRole('button', { name: 'Subsanar el registro de la factura F2026-000123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subsanar registro' });
    expect(dialog).toHaveTextContent('figura como rechazado por la AEAT');
    expect(dialog).toHaveTextContent('La factura no cambia');
    await user.click(within(dialog).getByRole('button', { name: 'Subsanar registro' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'POST')!.path).toBe('/cumplia-core/admin/facturas/0b6f1c3e-8f55-4a57-9a57-2f1f3c0c9d11/subsanar');
    expect(await screen.findByText('El registro de la factura F2026-000123 se remitirá subsanado a la AEAT en el próximo envío.')).toBeInTheDocument();
  }, 30_000);

  // Decision 0050: an invoice whose company changed its account and has not signed the new mandate is not collected.
  it('says "Pendiente de mandato" of an invoice waiting for a mandate, and only of that one', async () => {
    mockFetch(() =>
      jsonResponse(pageOf([makeFactura({ pendienteMandato: true }), makeFactura({ id: 'b3a1e1f2-5a3c-4c1e-9a3f-0d7f3e2b1c22', facturaId: 'F2026-000124', pendienteMandato: false })])),
    );
    render();
    const waiting = (await screen.findByRole('cell', { name: /F2026-000123/ })).closest('tr')!;
    expect(within(waiting).getByText('Pendiente de mandato')).toBeInTheDocument();
    const ready = screen.getByRole('cell', { name: /F2026-000124/ }).closest('tr')!;
    expect(within(ready).queryByText('Pendiente de mandato')).not.toBeInTheDocument();
  }, 30_000);

  it('exports the filtered invoices to Excel as Facturas_{date}.xlsx', async () => {
    const downloads = captureDownloads();
    const requests = mockFetch((request) =>
      request.path.includes('/export/excel')
        ? new Response(new Blob(['xlsx']), { status: 200, headers: { 'Content-Disposition': `attachment; filename="Facturas_${today()}.xlsx"` } })
        : jsonResponse(pageOf([makeFactura()])),
    );
    const user = userEvent.setup();
    render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(fileNamesOf(downloads)).toEqual([`Facturas_${today()}.xlsx`]));
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

describe('/worker-facturacion (spec 3 §2.6)', () => {
  it('pages by 7 over the last two months; the checkbox sends facturado=true', async () => {
    const requests = mockFetch(() => jsonResponse(pageOf([makeFactura()], { size: 7, totalElements: 15 })));
    const user = userEvent.setup();
    renderWorker();
    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Fecha', 'Empresa', 'NIF/CIF Empresa', 'Remesado', 'Importe (€)', 'Acciones']);
    // The worker's screen reads the list; remittance is done from "Facturación" of the admin menu.
    expect(within(table).queryByRole('button', { name: /Marcar como remesada/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar Excel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generar SEPA' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Generar el fichero SEPA/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ficheros SEPA generados' })).toBeNull();
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    const range = { fechaInicio: twoMonthsAgo(), fechaFin: today() };
    expect(requests[0]!.path.startsWith('/cumplia-core/worker/facturas?')).toBe(true);
    expect(queryOf(requests[0]!)).toEqual({ page: '0', size: '7', facturado: 'false', ...range });

    await user.click(screen.getByLabelText('Mostrar las facturas remesadas'));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(queryOf(requests.at(-1)!)).toEqual({ page: '0', size: '7', facturado: 'true', ...range }));
  });

  it('says "No se encontraron facturas" when none match', async () => {
    mockFetch(() => jsonResponse(pageOf([], { size: 7 })));
    renderWorker();
    expect(await screen.findByText('No se encontraron facturas')).toBeInTheDocument();
  });
});
