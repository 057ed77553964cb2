import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads, fileNamesOf } from '../../../test/downloads';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { TestProviders } from '../../../test/render-app';
import { PermitirDescargaSwitch } from './permitir-descarga-switch';
import { StaffProtocolosActions } from './staff-protocolos-actions';

const EMPRESA = { id: '0b6f3c1e-5d0a-4c59-9b39-1f6f0a3c2d11', nifCif: 'B45678901', email: 'maria@talleresejemplo.es' };
const BASE = `/cumplia-core/admin/empresas/${EMPRESA.id}`;
const pdf = () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200, headers: { 'Content-Type': 'application/pdf' } });

function serve(handlers: Record<string, (request: RecordedRequest) => Response>) {
  return mockFetch((request) => handlers[`${request.method} ${request.path}`]?.(request) ?? errorResponse(404, 'NOT_FOUND', 'No existe.'));
}

const renderActions = () =>
  render(
    <TestProviders>
      <StaffProtocolosActions empresa={EMPRESA} />
    </TestProviders>,
  );

describe('"Descargar protocolos"', () => {
  // Issue 25: several active protocols come in one file; one comes as its PDF.
  it('saves several active protocols in one Protocolos_{nifCif}.zip', async () => {
    const downloads = captureDownloads();
    const requests = serve({
      [`GET ${BASE}/download-protocols`]: () =>
        jsonResponse([
          { type: 'LOPD', name: 'LOPDGDD' },
          { type: 'DIGITAL', name: 'Desconexion_Digital' },
        ]),
      [`GET ${BASE}/download-protocols.zip`]: () => new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Type': 'application/zip' } }),
    });
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Descargar protocolos' }));

    expect(await screen.findByText('Se han descargado 2 protocolo(s) exitosamente.')).toBeInTheDocument();
    expect(fileNamesOf(downloads)).toEqual(['Protocolos_B45678901.zip']);
    expect(requests.map((request) => request.path)).toEqual([`${BASE}/download-protocols`, `${BASE}/download-protocols.zip`]);
  });

  it('saves a single active protocol as Protocolo_{name}_{nifCif}.pdf', async () => {
    const downloads = captureDownloads();
    const requests = serve({
      [`GET ${BASE}/download-protocols`]: () => jsonResponse([{ type: 'ACOSO', name: 'Acoso_Laboral' }]),
      [`GET ${BASE}/download-protocol/ACOSO`]: pdf,
    });
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Descargar protocolos' }));
    expect(await screen.findByText('Se han descargado 1 protocolo(s) exitosamente.')).toBeInTheDocument();
    expect(fileNamesOf(downloads)).toEqual(['Protocolo_Acoso_Laboral_B45678901.pdf']);
    expect(requests.map((request) => request.path)).toEqual([`${BASE}/download-protocols`, `${BASE}/download-protocol/ACOSO`]);
  });

  it('says when there is no active protocol, and downloads nothing', async () => {
    const downloads = captureDownloads();
    serve({ [`GET ${BASE}/download-protocols`]: () => jsonResponse([]) });
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Descargar protocolos' }));
    expect(await screen.findByText('No hay protocolos activos para descargar')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('shows the fallback text when a download fails', async () => {
    serve({
      [`GET ${BASE}/download-protocols`]: () => jsonResponse([{ type: 'LOPD', name: 'LOPDGDD' }]),
      [`GET ${BASE}/download-protocol/LOPD`]: () => new Response('boom', { status: 500 }),
    });
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Descargar protocolos' }));
    expect(await screen.findByText('Error al descargar los protocolos')).toBeInTheDocument();
  });
});

describe('"Enviar protocolos"', () => {
  it('asks first, then sends and says so', async () => {
    const requests = serve({
      [`POST ${BASE}/force-send-protocols`]: () => jsonResponse({ message: 'Protocolos enviados exitosamente al correo de la empresa.', email: EMPRESA.email, tools: ['LOPD'] }),
    });
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Enviar protocolos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar protocolos' });
    expect(dialog).toHaveTextContent(EMPRESA.email);
    expect(requests).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Protocolos enviados exitosamente al correo de la empresa.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('sends nothing when cancelled', async () => {
    const requests = serve({});
    const user = userEvent.setup();
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Enviar protocolos' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toHaveLength(0);
  });

  it("shows the server's reason, else the fallback", async () => {
    let answer = () => errorResponse(409, 'CONFLICT', 'La empresa no tiene protocolos activos para enviar.');
    serve({ [`POST ${BASE}/force-send-protocols`]: () => answer() });
    const user = userEvent.setup();
    renderActions();
    const send = async () => {
      await user.click(screen.getByRole('button', { name: 'Enviar protocolos' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enviar' }));
    };
    await send();
    expect(await screen.findByText('La empresa no tiene protocolos activos para enviar.')).toBeInTheDocument();
    answer = () => new Response('boom', { status: 500 });
    await send();
    expect(await screen.findByText('Error al enviar los protocolos')).toBeInTheDocument();
  });
});

describe('the download switch', () => {
  it('saves the new value and tells the screen', async () => {
    const requests = serve({ [`PUT ${BASE}/permitir-descarga`]: (request) => jsonResponse(request.body) });
    const onChanged = vi.fn();
    const user = userEvent.setup();
    render(
      <TestProviders>
        <PermitirDescargaSwitch empresaId={EMPRESA.id} permitirDescarga={false} onChanged={onChanged} />
      </TestProviders>,
    );
    const toggle = screen.getByRole('switch', { name: 'Permitir descargas al cliente' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(requests[0]).toMatchObject({ method: 'PUT', body: { permitirDescarga: true } });
  });

  it('says so when the change fails', async () => {
    serve({ [`PUT ${BASE}/permitir-descarga`]: () => new Response('boom', { status: 500 }) });
    const user = userEvent.setup();
    render(
      <TestProviders>
        <PermitirDescargaSwitch empresaId={EMPRESA.id} permitirDescarga />
      </TestProviders>,
    );
    await user.click(screen.getByRole('switch', { name: 'Permitir descargas al cliente' }));
    expect(await screen.findByText('No se pudo cambiar el permiso de descarga. Por favor, inténtelo de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Permitir descargas al cliente' })).toBeChecked();
  });
});
