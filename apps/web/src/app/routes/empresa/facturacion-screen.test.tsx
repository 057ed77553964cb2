import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads, fileNamesOf } from '../../../test/downloads';
import { pageOf } from '../../../test/empresas';
import { makeFactura } from '../../../test/facturas';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { columnHeaders } from '../../../test/table';
import EmpresaFacturacionScreen from './facturacion-screen';

const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('/facturacion (spec 1 §2.10)', () => {
  it("lists the client's invoices 10 per page: Fecha, Empresa, Importe (€) in euros, and the PDF", async () => {
    const requests = mockFetch(() => jsonResponse(pageOf([makeFactura()], { totalElements: 12 })));
    renderScreen(<EmpresaFacturacionScreen />, { path: '/facturacion' });
    expect(screen.getByRole('heading', { level: 1, name: 'Facturación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Fecha', 'Empresa', 'Importe (€)', 'Acciones']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('10/03/2026');
    expect(row).toHaveTextContent('Panadería Vidal');
    expect(row).toHaveTextContent('1.452,00 €');
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(requests[0]!.path.startsWith('/cumplia-core/facturas/empresa/my?')).toBe(true);
    expect(queryOf(requests[0]!.path)).toEqual({ page: '0', size: '10' });
  });

  it('downloads an invoice as Factura_{facturaId}.pdf', async () => {
    const downloads = captureDownloads();
    const requests = mockFetch((request) =>
      request.path.includes('/download') ? new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }) : jsonResponse(pageOf([makeFactura()])),
    );
    const user = userEvent.setup();
    renderScreen(<EmpresaFacturacionScreen />, { path: '/facturacion' });
    await user.click(await screen.findByRole('button', { name: 'Descargar la factura F2026-000123' }));
    await vi.waitFor(() => expect(fileNamesOf(downloads)).toEqual(['Factura_F2026-000123.pdf']));
    expect(requests.at(-1)!.path).toBe('/cumplia-core/facturas/0b6f1c3e-8f55-4a57-9a57-2f1f3c0c9d11/download');
  });

  it('says why a download failed, by status', async () => {
    const downloads = captureDownloads();
    mockFetch((request) => (request.path.includes('/download') ? errorResponse(404, 'NOT_FOUND', 'Factura o archivo PDF no encontrado') : jsonResponse(pageOf([makeFactura()]))));
    const user = userEvent.setup();
    renderScreen(<EmpresaFacturacionScreen />, { path: '/facturacion' });
    await user.click(await screen.findByRole('button', { name: 'Descargar la factura F2026-000123' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hubo un problema al descargar la factura. Por favor, inténtelo de nuevo.');
    expect(alert).toHaveTextContent('Factura o archivo PDF no encontrado');
    expect(downloads).toEqual([]);
  });

  it('says so when there are no invoices', async () => {
    mockFetch(() => jsonResponse(pageOf([])));
    renderScreen(<EmpresaFacturacionScreen />, { path: '/facturacion' });
    expect(await screen.findByText('No hay facturas disponibles.')).toBeInTheDocument();
  });

  it('says so when they could not be read', async () => {
    mockFetch(() => errorResponse(500, 'INTERNAL_SERVER_ERROR'));
    renderScreen(<EmpresaFacturacionScreen />, { path: '/facturacion' });
    expect(await screen.findByText('Error al obtener las facturas.')).toBeInTheDocument();
  });
});
