import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, fileNamesOf } from '../../../test/downloads';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { TestProviders } from '../../../test/render-app';
import { SepaRemesasPanel } from './sepa-remesas-panel';

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
  excluidas: 0,
  devueltas: 0,
  anulada: null,
};

describe('"Ficheros SEPA generados"', () => {
  it('lists the files and downloads one again under its own name', async () => {
    const downloads = captureDownloads();
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
    await waitFor(() => expect(fileNamesOf(downloads)).toEqual([REMESA.fileName]));
    expect(requests.at(-1)!.path).toBe(`/cumplia-core/admin/facturas/sepa/remesas/${REMESA.id}`);
  });

  it('cancels a file with its reason ("Anular remesa") and shows it cancelled', async () => {
    const requests = mockFetch((request) => {
      if (request.path.endsWith('/anular')) return jsonResponse({ ...REMESA, anulada: { at: '2026-11-24T09:00:00.000Z', motivo: 'No se envió al banco', por: 'admin' } });
      const cancelled = requests.some((earlier) => earlier.path.endsWith('/anular'));
      return jsonResponse({ content: [cancelled ? { ...REMESA, anulada: { at: '2026-11-24T09:00:00.000Z', motivo: 'No se envió al banco', por: 'admin' } } : REMESA], number: 0, size: 10, totalPages: 1, totalElements: 1 });
    });
    const user = userEvent.setup();
    render(
      <TestProviders>
        <SepaRemesasPanel />
      </TestProviders>,
    );
    await user.click(await screen.findByRole('button', { name: `Anular la remesa ${REMESA.fileName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular remesa' });
    await user.click(within(dialog).getByRole('button', { name: 'Anular remesa' }));
    expect(await within(dialog).findByText('Indique el motivo de la anulación (entre 5 y 500 caracteres).')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Motivo de la anulación/), 'No se envió al banco');
    await user.click(within(dialog).getByRole('button', { name: 'Anular remesa' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Anular remesa' })).not.toBeInTheDocument());
    const call = requests.find((request) => request.path.endsWith('/anular'))!;
    expect(call.path).toBe(`/cumplia-core/admin/facturas/sepa/remesas/${REMESA.id}/anular`);
    expect(call.body).toEqual({ motivo: 'No se envió al banco' });
    const row = (await screen.findByText(/No se envió al banco/)).closest('tr')!;
    expect(row.textContent).toContain('Anulada');
    expect(screen.queryByRole('button', { name: `Anular la remesa ${REMESA.fileName}` })).not.toBeInTheDocument();
  });

  it('uploads the bank\'s return file and lists the returns of a file (docs/decisions/0051)', async () => {
    const devuelta = {
      id: 'd1',
      facturaId: 'f1',
      numeroFactura: 'F2026-000002',
      empresa: { id: 'e1', razonSocial: 'Talleres Hermanos Ruiz S.L.', nifCif: 'B56789019' },
      importe: 133.1,
      tipo: 'DEVOLUCION',
      codigo: 'MD01',
      motivo: 'Sin mandato, o mandato revocado',
      accion: 'NUEVO_MANDATO',
      createdAt: '2026-11-26T10:00:00.000Z',
      fileName: 'camt054.xml',
    };
    const requests = mockFetch((request) => {
      if (request.path === '/cumplia-core/admin/facturas/sepa/devoluciones') {
        return jsonResponse({ id: 'x', fileName: 'camt054.xml', mensaje: 'camt.054.001.08', yaProcesado: false, devueltas: [devuelta], yaDevueltas: 0, sinCoincidencia: [] });
      }
      if (request.path.endsWith('/devoluciones')) return jsonResponse([devuelta]);
      return jsonResponse({ content: [{ ...REMESA, devueltas: 1 }], number: 0, size: 10, totalPages: 1, totalElements: 1 });
    });
    const user = userEvent.setup();
    render(
      <TestProviders>
        <SepaRemesasPanel />
      </TestProviders>,
    );
    await user.click(await screen.findByRole('button', { name: 'Subir devoluciones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devoluciones y rechazos del banco' });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar devoluciones' }));
    expect(await within(dialog).findByText('Seleccione el fichero de devoluciones o rechazos del banco (XML pain.002 o camt.054).')).toBeInTheDocument();
    await user.upload(dialog.querySelector('input[type="file"]')!, new File(['<Document/>'], 'camt054.xml', { type: 'application/xml' }));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar devoluciones' }));
    expect(await within(dialog).findByText('1 factura devuelta')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Facturas devueltas' }).textContent).toContain('F2026-000002 · Talleres Hermanos Ruiz S.L. · 133,10 € — MD01: Sin mandato, o mandato revocado. Espera un nuevo mandato firmado.');
    expect(requests.find((request) => request.path === '/cumplia-core/admin/facturas/sepa/devoluciones')).toBeDefined();
    await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);

    const row = (await screen.findByText(REMESA.fileName)).closest('tr')!;
    await waitFor(() => expect(row.textContent).toContain('1 devuelta'));
    await user.click(within(row).getByRole('button', { name: `Ver las devoluciones de ${REMESA.fileName}` }));
    const list = await screen.findByRole('dialog', { name: `Devoluciones de ${REMESA.fileName}` });
    expect(await within(list).findByText('MD01: Sin mandato, o mandato revocado', { exact: false })).toBeInTheDocument();
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
