import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../test/empresas';
import { makeFactura } from '../../../test/facturas';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { columnHeaders } from '../../../test/table';
import GestoriaFacturacionScreen from './facturacion-screen';

describe('/facturaciongestoria (spec 1 §2.18, spec 3 §2.4)', () => {
  it("lists the invoices of the gestoría's companies with Facturado yes/no and the PDF", async () => {
    const requests = mockFetch(() =>
      jsonResponse(pageOf([makeFactura(), makeFactura({ id: 'otra', facturaId: 'F2026-000124', facturado: true, empresa: { ...makeFactura().empresa, nombreComercial: 'Talleres Ruiz', razonSocial: 'Talleres Hermanos Ruiz S.L.' } })])),
    );
    renderScreen(<GestoriaFacturacionScreen />, { path: '/facturaciongestoria' });
    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Fecha', 'Empresa', 'Importe (€)', 'Facturado', 'Acciones']);
    const [, pending, remitted] = within(table).getAllByRole('row');
    expect(pending).toHaveTextContent('No');
    expect(remitted).toHaveTextContent('Sí');
    expect(remitted).toHaveTextContent('Talleres Hermanos Ruiz S.L.');
    expect(within(remitted!).getByRole('button', { name: 'Descargar la factura F2026-000124' })).toBeInTheDocument();
    expect(requests[0]!.path).toBe('/cumplia-core/facturas/gestoria?page=0&size=10');
  });

  it('says so when there are none', async () => {
    mockFetch(() => jsonResponse(pageOf([])));
    renderScreen(<GestoriaFacturacionScreen />, { path: '/facturaciongestoria' });
    expect(await screen.findByText('No hay facturas disponibles.')).toBeInTheDocument();
  });
});
