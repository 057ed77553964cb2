import type { StaffArea } from '@cumplia/shared/enums';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeComisionesMes, makeComisionResumen } from '../../../test/comisiones';
import { captureDownloads, fileNamesOf } from '../../../test/downloads';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { TestProviders } from '../../../test/render-app';
import { columnHeaders } from '../../../test/table';
import { StaffComisionesPanel } from './staff-comisiones-panel';

const LOPEZ = makeComisionResumen({ gestoriaId: 'lopez', razonSocial: 'Gestoría López Asesores S.L.', nifCif: 'B12345674', comision: 5, facturas: 1, baseImponible: 120, importeComision: 6 });

function renderPanel(area: StaffArea = 'admin') {
  return render(
    <TestProviders>
      <StaffComisionesPanel area={area} />
    </TestProviders>,
  );
}

describe('the staff "Comisiones" (docs/decisions/0033)', () => {
  beforeEach(() => {
    // Mid-February 2026: the statements open on February, the month being billed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-15T10:00:00'));
  });
  afterEach(() => vi.useRealTimers());

  it("opens on this month's totals and collaborators, and asks for the month chosen", async () => {
    const requests = mockFetch((request) => {
      const mes = new URL(request.path, 'http://x').searchParams.get('mes')!;
      return jsonResponse(makeComisionesMes(mes, mes === '2026-02' ? [makeComisionResumen(), LOPEZ] : [LOPEZ]));
    });
    const user = userEvent.setup();
    renderPanel();
    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Colaborador', 'NIF/CIF', 'Comisión actual (%)', 'Facturas', 'Base imponible (€)', 'Comisión (€)', 'Acciones']);
    const [, martinez, lopez] = within(table).getAllByRole('row');
    for (const text of ['Asesoría Martínez y Asociados S.L.', 'B87654323', '10 %', '1.234,50 €', '123,45 €']) expect(martinez).toHaveTextContent(text);
    expect(lopez).toHaveTextContent('Gestoría López Asesores S.L.');
    expect(within(screen.getByRole('group', { name: 'Base imponible' })).getByText('1.354,50 €')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Comisión total' })).getByText('129,45 €')).toBeInTheDocument();
    expect(screen.getByText('2 colaboradores')).toBeInTheDocument();
    expect(requests[0]!.path).toBe('/cumplia-core/admin/comisiones?mes=2026-02&page=0&size=10');

    await user.click(screen.getByRole('button', { name: 'Mes' }));
    // The current month is open to look at; a future one cannot be chosen.
    expect(screen.getByRole('button', { name: 'marzo de 2026' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'enero de 2026' }));
    await waitFor(() => expect(requests.at(-1)!.path).toBe('/cumplia-core/admin/comisiones?mes=2026-01&page=0&size=10'));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Comisión total' })).getByText('6,00 €')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mes' })).toHaveTextContent('enero 2026');
  });

  it("downloads a collaborator's statement as PDF and Excel from its row", async () => {
    const downloads = captureDownloads();
    const requests = mockFetch((request) => {
      if (request.path.includes('/pdf')) return new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="Liquidacion_comisiones_B87654323_2026-02.pdf"' } });
      // Without a name from the server, the statement's own name is used.
      if (request.path.includes('/excel')) return new Response(new Blob(['xlsx']));
      return jsonResponse(makeComisionesMes('2026-02', [makeComisionResumen()]));
    });
    const user = userEvent.setup();
    renderPanel('worker');
    await user.click(await screen.findByRole('button', { name: 'Descargar en PDF la liquidación de Asesoría Martínez y Asociados S.L.' }));
    await user.click(screen.getByRole('button', { name: 'Descargar en Excel la liquidación de Asesoría Martínez y Asociados S.L.' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(requests.slice(1).map((request) => request.path)).toEqual([
      '/cumplia-core/worker/comisiones/5d1f0c2a-7a3e-4b8c-9f1e-2a3b4c5d6e7f/pdf?mes=2026-02',
      '/cumplia-core/worker/comisiones/5d1f0c2a-7a3e-4b8c-9f1e-2a3b4c5d6e7f/excel?mes=2026-02',
    ]);
    expect(fileNamesOf(downloads)).toEqual(['Liquidacion_comisiones_B87654323_2026-02.pdf', 'Liquidacion_comisiones_B87654323_2026-02.xlsx']);
  });

  it('says why a statement did not download', async () => {
    const downloads = captureDownloads();
    mockFetch((request) => (request.path.includes('/pdf') ? errorResponse(500, 'INTERNAL_ERROR') : jsonResponse(makeComisionesMes('2026-02', [makeComisionResumen()]))));
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Descargar en PDF/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al descargar la liquidación. Inténtelo de nuevo.');
    expect(downloads).toEqual([]);
  });

  it('says so when no collaborator has invoices that month', async () => {
    mockFetch(() => jsonResponse(makeComisionesMes('2026-02', [])));
    renderPanel();
    expect(await screen.findByText('No hay facturas de colaboradores en este mes.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Comisión total' })).getByText('0,00 €')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed load with a retry, and no totals', async () => {
    mockFetch(() => errorResponse(500, 'INTERNAL_ERROR'));
    renderPanel();
    expect(await screen.findByText('Error al obtener las comisiones. Inténtelo de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reintentar/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Comisión total' })).toBeNull();
  });
});
