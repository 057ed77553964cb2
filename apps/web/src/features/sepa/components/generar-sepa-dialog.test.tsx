import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEPA_MESSAGES } from '@cumplia/shared/schemas/sepa';
import { captureDownloads, fileNamesOf } from '../../../test/downloads';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { TestProviders } from '../../../test/render-app';
import { GenerarSepaDialog } from './generar-sepa-dialog';
import { SepaIndividualDialog } from './sepa-individual-dialog';

const BBVA = 'ES3501822370400001000025';
const CUENTAS = [
  { id: 'BBVA', nombre: 'BBVA', iban: BBVA, bic: 'BBVAESMMXXX', painVersion: 'pain.008.001.08' },
  { id: 'CAJA_SIETE', nombre: 'Caja Siete', iban: 'ES6730760070440001000009', bic: 'BCOEESMM076', painVersion: 'pain.008.001.08' },
];
const EMPRESAS = { content: [{ id: '0b6f3c1e-5d0a-4c59-9b39-1f6f0a3c2d11', razonSocial: 'Panadería Ñuño S.L.', nifCif: 'B45678901', metodoDePago: 'SEPA' }], number: 0, size: 20, totalPages: 1, totalElements: 1 };
const XML = '<?xml version="1.0" encoding="UTF-8"?><Document/>';

function xmlResponse(fileName: string, transactionId: string) {
  return new Response(new Blob([XML], { type: 'application/xml' }), {
    status: 200,
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'x-transaction-id': transactionId,
      'x-sepa-facturas': '3',
      'x-sepa-importe-total': '1234.50',
    },
  });
}

/** The configured accounts and companies, and `generate` for the POST. */
function serve(generate: (request: RecordedRequest) => Response, periodo?: { fechaInicio: string; fechaFin: string }) {
  return mockFetch((request) => {
    if (request.path === '/cumplia-core/admin/facturas/sepa/cuentas') return jsonResponse(CUENTAS);
    // Without a period from the server the dialog falls back to the screen's range.
    if (request.path === '/cumplia-core/admin/facturas/sepa/periodo') return periodo ? jsonResponse(periodo) : jsonResponse({ code: 'NOT_FOUND', message: 'No' }, 404);
    if (request.path.startsWith('/cumplia-core/admin/empresas')) return jsonResponse(EMPRESAS);
    return generate(request);
  });
}

async function chooseAccount(user: UserEvent, name: RegExp) {
  await user.click(screen.getByLabelText(/Cuenta de abono/, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name }));
}

async function renderDialog(defaults = { fechaInicio: '2026-09-23', fechaFin: '2026-11-23' }) {
  render(
    <TestProviders>
      <GenerarSepaDialog opened onClose={() => undefined} defaults={defaults} />
    </TestProviders>,
  );
  await screen.findByRole('button', { name: 'Generar SEPA' });
}

describe('"Generar SEPA" (spec 3 §2.5, §5)', () => {
  it("checks the range and the account before sending, in the spec's words", async () => {
    const requests = serve(() => jsonResponse({}));
    const user = userEvent.setup();
    await renderDialog({ fechaInicio: '2025-11-01', fechaFin: '2026-11-23' });
    await user.click(screen.getByRole('button', { name: 'Generar SEPA' }));
    expect(await screen.findByText(SEPA_MESSAGES.rangeTooLong)).toBeInTheDocument();
    expect(screen.getByText(SEPA_MESSAGES.account)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('asks for both dates', async () => {
    serve(() => jsonResponse({}));
    const user = userEvent.setup();
    await renderDialog({ fechaInicio: '2026-09-23', fechaFin: null as unknown as string });
    await user.click(screen.getByRole('button', { name: 'Generar SEPA' }));
    expect(await screen.findByText(SEPA_MESSAGES.bothDates)).toBeInTheDocument();
  });

  it("sends the screen's range and the chosen account, downloads the file and says what it holds", async () => {
    const downloads = captureDownloads();
    const requests = serve((request) => xmlResponse('sepa_2026-09-23_2026-11-23.xml', String((request.body as { transactionId: string }).transactionId)));
    const user = userEvent.setup();
    await renderDialog();
    await chooseAccount(user, /^BBVA/);
    await user.click(screen.getByRole('checkbox', { name: 'Incluir facturas remesadas' }));
    await user.click(screen.getByRole('button', { name: 'Generar SEPA' }));

    expect(await screen.findByText('Fichero SEPA generado correctamente')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe('/cumplia-core/admin/facturas/sepa');
    const body = post.body as Record<string, unknown>;
    expect(body).toMatchObject({ fechaInicio: '2026-09-23', fechaFin: '2026-11-23', incluirFacturadas: true, cuentaIBAN: BBVA });
    expect(body.transactionId).toMatch(/^web-/);
    expect(fileNamesOf(downloads)).toEqual(['sepa_2026-09-23_2026-11-23.xml']);
    expect(screen.getByText(/con 3 facturas por un total de 1\.234,50 €/)).toBeInTheDocument();
    expect(screen.getByText(`Transacción: ${String(body.transactionId)}`)).toBeInTheDocument();
  });

  it('opens on the period due now that the server gives, and lists the invoices the file left out', async () => {
    const downloads = captureDownloads();
    const excluidas = [{ numeroFactura: 'F2026-000007', empresa: { id: 'e1', razonSocial: 'Talleres Ruiz S.L.', nifCif: 'B56789019' }, motivo: 'ESPERANDO_MANDATO', message: 'Factura F2026-000007 de «Talleres Ruiz S.L.» (B56789019): esperando mandato.' }];
    const requests = serve(
      () =>
        new Response(new Blob([XML]), {
          status: 200,
          headers: {
            'Content-Disposition': 'attachment; filename="sepa_2026-11-01_2026-12-23.xml"',
            'x-sepa-facturas': '2',
            'x-sepa-importe-total': '200.00',
            'x-sepa-excluidas': '3',
            'x-sepa-excluidas-detalle': encodeURIComponent(JSON.stringify(excluidas)),
          },
        }),
      { fechaInicio: '2026-11-01', fechaFin: '2026-12-23' },
    );
    const user = userEvent.setup();
    await renderDialog();
    expect(screen.getByLabelText('Fecha de inicio').textContent).toBe('01/11/2026');
    expect(screen.getByLabelText('Fecha de fin').textContent).toBe('23/12/2026');
    await chooseAccount(user, /^BBVA/);
    await user.click(screen.getByRole('button', { name: 'Generar SEPA' }));
    expect(await screen.findByText(/No se han incluido 3 facturas/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Facturas no incluidas' })).toHaveTextContent('Factura F2026-000007 de «Talleres Ruiz S.L.» (B56789019): esperando mandato.');
    expect(screen.getByText('Y 2 más.')).toBeInTheDocument();
    expect((requests.find((request) => request.method === 'POST')!.body as Record<string, unknown>)).toMatchObject({ fechaInicio: '2026-11-01', fechaFin: '2026-12-23' });
    expect(fileNamesOf(downloads)).toEqual(['sepa_2026-11-01_2026-12-23.xml']);
  });

  it("shows a failure's message, advice, code and transaction id", async () => {
    const downloads = captureDownloads();
    serve(() =>
      jsonResponse(
        {
          code: 'NO_SEPA_INVOICES',
          message: 'No hay facturas de empresas con adeudo bancario (SEPA) con fecha de cobro en el periodo seleccionado.',
          data: { advice: 'Amplíe el periodo de fechas de cobro.', transactionId: 'web-123' },
        },
        404,
      ),
    );
    const user = userEvent.setup();
    await renderDialog();
    await chooseAccount(user, /^Caja Siete/);
    await user.click(screen.getByRole('button', { name: 'Generar SEPA' }));
    expect(await screen.findByText('No hay facturas de empresas con adeudo bancario (SEPA) con fecha de cobro en el periodo seleccionado.')).toBeInTheDocument();
    expect(screen.getByText('Amplíe el periodo de fechas de cobro.')).toBeInTheDocument();
    expect(screen.getByText('Código: NO_SEPA_INVOICES · Transacción: web-123')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('reads a failure from the headers when the body says nothing', async () => {
    serve(
      () =>
        new Response('Bad Gateway', {
          status: 502,
          headers: { 'x-error-type': 'SEPA_SERVICE_ERROR', 'x-error-message': encodeURIComponent('El servicio de generación de ficheros SEPA ha fallado.'), 'x-transaction-id': 'web-456' },
        }),
    );
    const user = userEvent.setup();
    await renderDialog();
    await chooseAccount(user, /^BBVA/);
    await user.click(screen.getByRole('button', { name: 'Generar SEPA' }));
    expect(await screen.findByText('El servicio de generación de ficheros SEPA ha fallado.')).toBeInTheDocument();
    expect(screen.getByText('Código: SEPA_SERVICE_ERROR · Transacción: web-456')).toBeInTheDocument();
  });
});

describe('"Generar SEPA individual" (spec 3 §2.5, §4.5)', () => {
  const factura = {
    id: '7d1c2b9a-0f3e-4a5b-8c6d-2e1f0a9b8c7d',
    facturaId: 'F2026-000042',
    facturado: true,
    fechaCuandoFacturar: '2026-11-30',
    importeTotalImpuestos: 121,
    empresa: { razonSocial: 'Panadería Ñuño S.L.', nifCif: 'B45678901' },
  };

  it('says a remitted invoice keeps its state, and generates its file for the chosen account', async () => {
    const downloads = captureDownloads();
    const requests = serve((request) => xmlResponse('sepa_individual_F2026-000042_2026-11-23.xml', String((request.body as { transactionId: string }).transactionId)));
    const user = userEvent.setup();
    render(
      <TestProviders>
        <SepaIndividualDialog factura={factura} onClose={() => undefined} />
      </TestProviders>,
    );
    expect(screen.getByText(/La factura ya está remesada. Si está en un fichero SEPA que no se ha anulado, no se cobra otra vez/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generar SEPA' }));
    expect(await screen.findByText(SEPA_MESSAGES.account)).toBeInTheDocument();
    await chooseAccount(user, /^BBVA/);
    await user.click(screen.getByRole('button', { name: 'Generar SEPA' }));
    await waitFor(() => expect(downloads).not.toEqual([]));
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe(`/cumplia-core/admin/facturas/${factura.id}/sepa`);
    expect(post.body).toMatchObject({ cuentaIBAN: BBVA });
    expect(fileNamesOf(downloads)).toEqual(['sepa_individual_F2026-000042_2026-11-23.xml']);
  });
});
