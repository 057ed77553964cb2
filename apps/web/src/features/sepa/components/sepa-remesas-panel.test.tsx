import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { TestProviders } from '../../../test/render-app';
import { SepaRemesasPanel } from './sepa-remesas-panel';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const REMESA = {
  id: '5a0f6d1e-2c3b-4d5e-8f90-a1b2c3d4e5f6',
  createdAt: '2026-11-23T17:45:00.000Z',
  tipo: 'BATCH',
  fileName: 'sepa_2026-09-23_2026-12-03.xml',
  painVersion: 'pain.008.001.08',
  cuenta: { id: 'BBVA', nombre: 'BBVA', iban: 'ES3501822370400001000025' },
  transactionId: 'web-1',
  fechaInicio: '2026-09-23',
  fechaFin: '2026-12-03',
  incluirFacturadas: false,
  empresa: null,
  numeroFacturas: 2,
  importeTotal: 235.95,
  facturas: ['F2026-000001', 'F2026-000002'],
  createdBy: '12345678Z',
};

describe('"Ficheros SEPA generados"', () => {
  it('lists the files and downloads one again under its own name', async () => {
    const requests = mockFetch((request) =>
      request.path.startsWith('/cumplia-core/admin/facturas/sepa/remesas?')
        ? jsonResponse({ content: [REMESA], number: 0, size: 10, totalPages: 1, totalElements: 1 })
        : new Response('<Document/>', { status: 200, headers: { 'Content-Type': 'application/xml', 'Content-Disposition': `attachment; filename="${REMESA.fileName}"` } }),
    );
    const user = userEvent.setup();
    render(
      <TestProviders>
        <SepaRemesasPanel />
      </TestProviders>,
    );
    const row = (await screen.findByText(REMESA.fileName)).closest('tr')!;
    expect(row.textContent).toContain('Remesa');
    expect(row.textContent).toContain('23/09/2026 – 03/12/2026');
    expect(row.textContent).toContain('235,95 €');
    await user.click(screen.getByRole('button', { name: `Descargar ${REMESA.fileName}` }));
    await waitFor(() => expect(vi.mocked(saveFile).mock.calls.map((call) => call[1])).toEqual([REMESA.fileName]));
    expect(requests.at(-1)!.path).toBe(`/cumplia-core/admin/facturas/sepa/remesas/${REMESA.id}`);
  });

  it('says when no file has been generated yet', async () => {
    mockFetch(() => jsonResponse({ content: [], number: 0, size: 10, totalPages: 0, totalElements: 0 }));
    render(
      <TestProviders>
        <SepaRemesasPanel />
      </TestProviders>,
    );
    expect(await screen.findByText('Todavía no se ha generado ningún fichero SEPA.')).toBeInTheDocument();
  });
});
