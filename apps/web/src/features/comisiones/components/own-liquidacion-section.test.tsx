import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLiquidacion, makeLiquidacionFactura } from '../../../test/comisiones';
import { captureDownloads, fileNamesOf } from '../../../test/downloads';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { TestProviders } from '../../../test/render-app';
import { columnHeaders } from '../../../test/table';
import { OwnLiquidacionSection } from './own-liquidacion-section';

const RECTIFICATIVA = makeLiquidacionFactura({ id: 'r', facturaId: 'R2026-000004', fecha: '2026-02-20', rectificativa: true, baseImponible: -110, importeComision: -11 });
const TALLERES = makeLiquidacionFactura({ id: 't', facturaId: 'F2026-000130', fecha: '2026-02-12', empresa: { razonSocial: 'Talleres Hermanos Ruiz S.L.', nifCif: 'B23456789' }, baseImponible: 1200, comision: 12.5, importeComision: 150 });

function renderSection() {
  return render(
    <TestProviders>
      <OwnLiquidacionSection />
    </TestProviders>,
  );
}

const section = () => screen.getByRole('region', { name: 'Liquidación de comisiones' });
const figure = (label: string) => within(section()).getByRole('group', { name: label });

describe("the collaborator's commission statement (docs/decisions/0033)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-15T10:00:00'));
  });
  afterEach(() => vi.useRealTimers());

  it("shows this month's summary and invoices, the rectifying ones marked", async () => {
    const requests = mockFetch(() => jsonResponse(makeLiquidacion('2026-02', [makeLiquidacionFactura(), TALLERES, RECTIFICATIVA])));
    renderSection();
    const table = await within(await screen.findByRole('region', { name: 'Liquidación de comisiones' })).findByRole('table');
    expect(columnHeaders(table)).toEqual(['Factura', 'Fecha', 'Empresa', 'Base imponible (€)', 'Comisión (%)', 'Comisión (€)']);
    const [, vidal, talleres, rectificativa] = within(table).getAllByRole('row');
    for (const text of ['F2026-000123', '10/02/2026', 'Panadería Vidal S.L.', '110,00 €', '10 %', '11,00 €']) expect(vidal).toHaveTextContent(text);
    expect(vidal).not.toHaveTextContent('Rectificativa');
    expect(talleres).toHaveTextContent('12,5 %');
    expect(talleres).toHaveTextContent('1.200,00 €');
    expect(rectificativa).toHaveTextContent('Rectificativa');
    expect(rectificativa).toHaveTextContent('-110,00 €');
    expect(figure('Facturas')).toHaveTextContent('3');
    expect(figure('Base imponible')).toHaveTextContent('1.200,00 €');
    expect(figure('Comisión (€)')).toHaveTextContent('150,00 €');
    expect(section()).toHaveTextContent('Las facturas emitidas en febrero de 2026');
    expect(requests.map((request) => request.path)).toEqual(['/cumplia-core/gestorias/my/comisiones?mes=2026-02']);
  });

  it('shows the invoices 10 at a time', async () => {
    const facturas = Array.from({ length: 12 }, (_, index) => makeLiquidacionFactura({ id: `f${index}`, facturaId: `F2026-0001${String(index).padStart(2, '0')}` }));
    mockFetch(() => jsonResponse(makeLiquidacion('2026-02', facturas)));
    const user = userEvent.setup();
    renderSection();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('12 facturas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByRole('table')).toHaveTextContent('F2026-000111');
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('downloads the statement of the month chosen as PDF and Excel', async () => {
    const downloads = captureDownloads();
    const requests = mockFetch((request) => {
      if (request.path.includes('/pdf') || request.path.includes('/excel')) return new Response(new Blob(['file']));
      const mes = new URL(request.path, 'http://x').searchParams.get('mes')!;
      return jsonResponse(makeLiquidacion(mes, [makeLiquidacionFactura()]));
    });
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Mes' }));
    expect(screen.getByRole('button', { name: 'marzo de 2026' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'enero de 2026' }));
    await waitFor(() => expect(requests.at(-1)!.path).toBe('/cumplia-core/gestorias/my/comisiones?mes=2026-01'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(requests.slice(-2).map((request) => request.path)).toEqual(['/cumplia-core/gestorias/my/comisiones/pdf?mes=2026-01', '/cumplia-core/gestorias/my/comisiones/excel?mes=2026-01']);
    expect(fileNamesOf(downloads)).toEqual(['Liquidacion_comisiones_B87654323_2026-01.pdf', 'Liquidacion_comisiones_B87654323_2026-01.xlsx']);
  });

  it('says why the statement did not download', async () => {
    mockFetch((request) => (request.path.includes('/excel') ? errorResponse(503, 'UNAVAILABLE') : jsonResponse(makeLiquidacion('2026-02', [makeLiquidacionFactura()]))));
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al descargar la liquidación. Inténtelo de nuevo.');
  });

  it('says so when its companies had no invoices that month, with nothing to download', async () => {
    mockFetch(() => jsonResponse(makeLiquidacion('2026-02', [])));
    renderSection();
    expect(await screen.findByText('No hay facturas de sus empresas en este mes.')).toBeInTheDocument();
    expect(figure('Facturas')).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descargar Excel' })).toBeDisabled();
  });

  it('shows a failed load with a retry', async () => {
    mockFetch(() => errorResponse(500, 'INTERNAL_ERROR'));
    renderSection();
    expect(await screen.findByText('Error al obtener la liquidación de comisiones. Inténtelo de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reintentar/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Facturas' })).toBeNull();
  });
});
