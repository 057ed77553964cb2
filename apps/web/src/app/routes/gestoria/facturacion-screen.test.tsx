import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLiquidacion, makeLiquidacionFactura } from '../../../test/comisiones';
import { pageOf } from '../../../test/empresas';
import { makeFactura } from '../../../test/facturas';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { columnHeaders } from '../../../test/table';
import GestoriaFacturacionScreen from './facturacion-screen';

/** The screen's two calls: its invoices, and below them its commission statement of a month. */
const statement = (request: RecordedRequest) => request.path.startsWith('/cumplia-core/gestorias/my/comisiones') && jsonResponse(makeLiquidacion(new URL(request.path, 'http://x').searchParams.get('mes')!, [makeLiquidacionFactura()]));

describe('/facturaciongestoria (spec 1 §2.18, spec 3 §2.4)', () => {
  it("lists the invoices of the gestoría's companies with Facturado yes/no and the PDF", async () => {
    const requests = mockFetch(
      (request) =>
        statement(request) ||
        jsonResponse(pageOf([makeFactura(), makeFactura({ id: 'otra', facturaId: 'F2026-000124', facturado: true, empresa: { ...makeFactura().empresa, nombreComercial: 'Talleres Ruiz', razonSocial: 'Talleres Hermanos Ruiz S.L.' } })])),
    );
    renderScreen(<GestoriaFacturacionScreen />, { path: '/facturaciongestoria' });
    const [table] = await screen.findAllByRole('table');
    expect(columnHeaders(table!)).toEqual(['Fecha', 'Empresa', 'Importe (€)', 'Facturado', 'Acciones']);
    const [, pending, remitted] = within(table!).getAllByRole('row');
    expect(pending).toHaveTextContent('No');
    expect(remitted).toHaveTextContent('Sí');
    expect(remitted).toHaveTextContent('Talleres Hermanos Ruiz S.L.');
    expect(within(remitted!).getByRole('button', { name: 'Descargar la factura F2026-000124' })).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toContain('/cumplia-core/facturas/gestoria?page=0&size=10');
  });

  it("opened from the home's returned debits (?devuelta=true), lists only those, the switch on (issue 20)", async () => {
    const requests = mockFetch((request) => statement(request) || jsonResponse(pageOf([makeFactura()])));
    renderScreen(<GestoriaFacturacionScreen />, { path: '/facturaciongestoria', entry: '/facturaciongestoria?devuelta=true' });
    await screen.findAllByRole('table');
    expect(screen.getByRole('switch', { name: 'Solo facturas devueltas por el banco' })).toBeChecked();
    expect(requests.map((request) => request.path)).toContain('/cumplia-core/facturas/gestoria?page=0&size=10&devuelta=true');
  });

  it('shows the commission statement below the invoices', async () => {
    const requests = mockFetch((request) => statement(request) || jsonResponse(pageOf([makeFactura()])));
    renderScreen(<GestoriaFacturacionScreen />, { path: '/facturaciongestoria' });
    const section = await screen.findByRole('region', { name: 'Liquidación de comisiones' });
    expect(await within(section).findByRole('table')).toHaveTextContent('F2026-000123');
    expect(within(section).getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/cumplia-core/gestorias/my/comisiones?'))).toHaveLength(1);
  });

  it('says so when there are none', async () => {
    mockFetch((request) => statement(request) || jsonResponse(pageOf([])));
    renderScreen(<GestoriaFacturacionScreen />, { path: '/facturaciongestoria' });
    expect(await screen.findByText('No hay facturas disponibles.')).toBeInTheDocument();
  });
});
