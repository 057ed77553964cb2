import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../test/empresas';
import { makeFacturaDetallada } from '../../../test/facturas';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { TestProviders } from '../../../test/render-app';
import { columnHeaders } from '../../../test/table';
import { FacturasDetalladasPanel } from './facturas-detalladas-panel';

describe('the company detail invoice history (spec 2 "Admin company detail", spec 3 §4.5)', () => {
  it('lists the company\'s invoices 5 per page with their products and Facturada/Pendiente', async () => {
    const requests = mockFetch(() => jsonResponse(pageOf([makeFacturaDetallada(), makeFacturaDetallada({ id: 'b', facturaId: 'F2026-000124', facturado: true })], { size: 5, totalElements: 7 })));
    render(
      <TestProviders>
        <FacturasDetalladasPanel nifCif="B45678901" />
      </TestProviders>,
    );
    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Factura', 'Productos', 'Base (€)', 'Total (€)', 'Estado', 'PDF']);
    const [, pending, invoiced] = within(table).getAllByRole('row');
    expect(pending).toHaveTextContent('Protección de datos (LOPDGDD) · 110,00 €');
    expect(pending).toHaveTextContent('235,95 €');
    expect(pending).toHaveTextContent('Pendiente');
    expect(invoiced).toHaveTextContent('Facturada');
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(requests[0]!.path).toBe('/cumplia-core/admin/facturas-detalladas?cifNif=B45678901&page=0&size=5');
  });
});
