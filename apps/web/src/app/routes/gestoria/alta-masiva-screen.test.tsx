import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads, fileNamesOf } from '../../../test/downloads';
import { pageOf } from '../../../test/empresas';
import { errorResponse, hangingResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { expectSoundHeadingOutline } from '../../../test/heading-outline';
import { TestProviders } from '../../../test/render-app';
import { columnHeaders } from '../../../test/table';
import AltaMasivaScreen from './alta-masiva-screen';

const ARCHIVOS_PATH = '/cumplia-core/gestorias/archivos/my';
const UPLOAD_PATH = '/cumplia-core/gestorias/upload-csv';
const RECEIVED =
  'Hemos recibido el archivo. Las empresas se darán de alta en unos instantes; cada una recibirá un SMS para firmar sus contratos y, después, la factura y el folleto del producto por correo electrónico.';

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

function archivo(overrides: Record<string, unknown> = {}) {
  return {
    id: '5f0c6a52-2f7e-4a0e-9a53-3d5c2b8e9a10',
    nombre: 'clientes_marzo.csv',
    fechaCarga: '2026-03-05T10:15:00.000Z',
    fechaProcesado: '2026-03-05T10:16:00.000Z',
    procesado: true,
    totalLineas: 10,
    lineasProcesadas: 10,
    lineasConError: 2,
    descargable: true,
    ...overrides,
  };
}

function serve(handlers: Record<string, Handler>) {
  return mockFetch((request) => {
    const path = request.path.split('?')[0];
    const handler = handlers[`${request.method} ${path}`];
    return handler ? handler(request) : errorResponse(404, 'NOT_FOUND', 'No existe.');
  });
}

/** /altamasiva opened from "Tus empresas", so that "the previous page" is known. */
function renderAltaMasiva() {
  const router = createMemoryRouter(
    [
      { path: '/altamasiva', element: <AltaMasivaScreen /> },
      { path: '*', element: <p>Otra página</p> },
    ],
    { initialEntries: ['/editarclientelistado', '/altamasiva'], initialIndex: 1 },
  );
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...view };
}

const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;
const csv = (name = 'clientes.csv', content = 'razonSocial;nifCif\n') => new File([content], name, { type: 'text/csv' });

describe('/altamasiva (spec 1 §2.15)', () => {
  it('shows the files with their state, errors and actions', async () => {
    serve({
      [`GET ${ARCHIVOS_PATH}`]: () =>
        jsonResponse(
          pageOf([
            archivo(),
            archivo({ id: 'a-2', nombre: 'nuevas.csv', procesado: false, fechaProcesado: null, lineasProcesadas: 3, lineasConError: 0 }),
          ]),
        ),
    });
    const { container } = renderAltaMasiva();

    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Fecha', 'Archivo', 'Estado', 'Errores', 'Acciones']);
    const [, done, pending] = within(table).getAllByRole('row');
    expect(done).toHaveTextContent('05/03/2026');
    expect(done).toHaveTextContent('Procesado');
    expect(done).toHaveTextContent('2 líneas con error');
    expect(pending).toHaveTextContent('Pendiente');
    expect(pending).toHaveTextContent('3 de 10 líneas');
    expect(within(pending!).getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver líneas de clientes_marzo.csv' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar clientes_marzo.csv' })).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Alta masiva' })).toBeInTheDocument();
    expectSoundHeadingOutline(container);
  });

  it('says a file was deleted 90 days after its processing, offers its lines and no download (decision 0074)', async () => {
    serve({ [`GET ${ARCHIVOS_PATH}`]: () => jsonResponse(pageOf([archivo({ descargable: false })])) });
    renderAltaMasiva();
    const [, row] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(row).toHaveTextContent('Eliminado 90 días después de procesarse; el resultado de sus líneas se conserva.');
    expect(within(row!).getByRole('button', { name: 'Ver líneas de clientes_marzo.csv' })).toBeInTheDocument();
    expect(within(row!).queryByRole('button', { name: 'Descargar clientes_marzo.csv' })).not.toBeInTheDocument();
  });

  it('asks for the progress again every 2 seconds while a file is Pendiente, and stops when it is done', async () => {
    let calls = 0;
    serve({
      [`GET ${ARCHIVOS_PATH}`]: () => {
        calls += 1;
        return jsonResponse(pageOf([calls === 1 ? archivo({ procesado: false, lineasProcesadas: 4 }) : archivo()]));
      },
    });
    // The clock is moved on by hand past each 2 s period instead of waiting for it; it also runs on by
    // itself (shouldAdvanceTime), so that Testing Library's own waiting goes on as usual.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderAltaMasiva();

      expect(await screen.findByText('4 de 10 líneas')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(2_000);
      await waitFor(() => expect(screen.getByText('Procesado')).toBeInTheDocument());
      expect(calls).toBe(2);
      await vi.advanceTimersByTimeAsync(2_300);
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when there are no files, and when the list cannot be loaded', async () => {
    serve({ [`GET ${ARCHIVOS_PATH}`]: () => jsonResponse(pageOf([])) });
    const first = renderAltaMasiva();
    expect(await screen.findByText('No hay archivos disponibles.')).toBeInTheDocument();
    first.unmount();

    serve({ [`GET ${ARCHIVOS_PATH}`]: () => errorResponse(500, 'INTERNAL_SERVER_ERROR') });
    renderAltaMasiva();
    expect(await screen.findByText('Error al obtener la lista de archivos.')).toBeInTheDocument();
  });

  it('refuses a file that is not a CSV and does not send it', async () => {
    const requests = serve({ [`GET ${ARCHIVOS_PATH}`]: () => jsonResponse(pageOf([])) });
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderAltaMasiva();
    await screen.findByText('No hay archivos disponibles.');
    expect(screen.queryByRole('button', { name: 'Subir' })).not.toBeInTheDocument();

    await user.upload(fileInput(container), new File(['%PDF'], 'clientes.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('Por favor, seleccione un archivo con formato CSV.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('uploads the chosen CSV as the multipart field "file", then says it was received and goes back', async () => {
    const requests = serve({
      [`GET ${ARCHIVOS_PATH}`]: () => jsonResponse(pageOf([])),
      [`POST ${UPLOAD_PATH}`]: () => jsonResponse(archivo({ procesado: false, lineasProcesadas: 0 }), 201),
    });
    const user = userEvent.setup();
    const { container, router } = renderAltaMasiva();
    await screen.findByText('No hay archivos disponibles.');

    const file = csv();
    await user.upload(fileInput(container), file);
    await user.click(await screen.findByRole('button', { name: 'Subir' }));

    const dialog = await screen.findByRole('dialog', { name: 'Archivo recibido' });
    expect(within(dialog).getByText(RECEIVED)).toBeInTheDocument();
    const upload = requests.find((request) => request.method === 'POST')!;
    expect(upload.path).toBe(UPLOAD_PATH);
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((upload.body as FormData).get('file') as File).name).toBe('clientes.csv');
    expect(upload.headers.get('Content-Type')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editarclientelistado'));
  });

  it("shows the server's reason for refusing a file, else the spec's text", async () => {
    let answer = errorResponse(400, 'VALIDATION_ERROR', 'Faltan columnas obligatorias en el archivo: telefono');
    serve({ [`GET ${ARCHIVOS_PATH}`]: () => jsonResponse(pageOf([])), [`POST ${UPLOAD_PATH}`]: () => answer });
    const user = userEvent.setup();
    const { container } = renderAltaMasiva();
    await screen.findByText('No hay archivos disponibles.');

    await user.upload(fileInput(container), csv());
    await user.click(await screen.findByRole('button', { name: 'Subir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Faltan columnas obligatorias en el archivo: telefono');

    answer = errorResponse(500, 'INTERNAL_SERVER_ERROR', 'x');
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error al subir el archivo. Por favor, inténtelo de nuevo.'),
    );
  });

  it('explains the file in a dialog before downloading the sample under the server\'s name', async () => {
    const downloads = captureDownloads();
    const requests = serve({
      [`GET ${ARCHIVOS_PATH}`]: () => jsonResponse(pageOf([])),
      'GET /cumplia-core/gestorias/archivos/download-ejemplo': () =>
        new Response('razonSocial;nifCif\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="ejemplo_alta_masiva.csv"; filename*=UTF-8''ejemplo_alta_masiva.csv`,
          },
        }),
    });
    const user = userEvent.setup();
    renderAltaMasiva();

    await user.click(screen.getByRole('button', { name: 'Descargar CSV de ejemplo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cómo preparar el archivo CSV' });
    expect(within(dialog).getByText(/punto y coma/)).toBeInTheDocument();
    expect(within(dialog).getByText(/CSV UTF-8 \(delimitado por comas\)/)).toBeInTheDocument();
    expect(within(dialog).getByText('SI o NO: activar LOPDGDD.')).toBeInTheDocument();
    expect(requests.some((request) => request.path.includes('download-ejemplo'))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Descargar ejemplo' }));

    await waitFor(() => expect(fileNamesOf(downloads)).toEqual(['ejemplo_alta_masiva.csv']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the lines of a file in a dialog', async () => {
    serve({
      [`GET ${ARCHIVOS_PATH}`]: () => jsonResponse(pageOf([archivo()])),
      [`GET /cumplia-core/gestorias/archivos/procesamientos/${archivo().id}`]: () =>
        jsonResponse([
          { id: 1, linea: 2, status: 'OK', mensajeError: null, fechaProcesado: '2026-03-05T10:15:30.000Z' },
          { id: 2, linea: 3, status: 'ERROR', mensajeError: 'NIF/CIF inválido.', fechaProcesado: '2026-03-05T10:15:31.000Z' },
        ]),
    });
    const user = userEvent.setup();
    renderAltaMasiva();

    await user.click(await screen.findByRole('button', { name: 'Ver líneas de clientes_marzo.csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Líneas de clientes_marzo.csv' });
    const table = await within(dialog).findByRole('table');
    expect(columnHeaders(table)).toEqual(['Línea', 'Estado', 'Mensaje de error', 'Fecha procesado']);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2');
    expect(rows[1]).toHaveTextContent('OK');
    expect(rows[2]).toHaveTextContent('ERROR');
    expect(rows[2]).toHaveTextContent('NIF/CIF inválido.');
    expect(rows[2]).toHaveTextContent('05/03/2026');

    await user.click(within(dialog).getByRole('switch', { name: 'Solo líneas con error' }));
    expect(within(dialog).getAllByRole('row')).toHaveLength(2);
  });

  it('says so when the lines cannot be loaded, or a file cannot be downloaded', async () => {
    const downloads = captureDownloads();
    serve({
      [`GET ${ARCHIVOS_PATH}`]: () => jsonResponse(pageOf([archivo()])),
      [`GET /cumplia-core/gestorias/archivos/procesamientos/${archivo().id}`]: () => errorResponse(500, 'INTERNAL_SERVER_ERROR'),
      [`GET /cumplia-core/gestorias/archivos/download/${archivo().id}`]: () => errorResponse(500, 'INTERNAL_SERVER_ERROR'),
    });
    const user = userEvent.setup();
    renderAltaMasiva();

    await user.click(await screen.findByRole('button', { name: 'Ver líneas de clientes_marzo.csv' }));
    expect(await screen.findByText('Error al obtener procesamientos.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar ventana' }));

    await user.click(screen.getByRole('button', { name: 'Descargar clientes_marzo.csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al descargar el archivo. Inténtelo de nuevo.');
    expect(downloads).toEqual([]);
  });

  it('downloads an uploaded file under its name', async () => {
    const downloads = captureDownloads();
    serve({
      [`GET ${ARCHIVOS_PATH}`]: () => jsonResponse(pageOf([archivo()])),
      [`GET /cumplia-core/gestorias/archivos/download/${archivo().id}`]: () =>
        new Response('a;b\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="clientes_marzo.csv"' } }),
    });
    const user = userEvent.setup();
    renderAltaMasiva();

    await user.click(await screen.findByRole('button', { name: 'Descargar clientes_marzo.csv' }));
    await waitFor(() => expect(fileNamesOf(downloads)).toEqual(['clientes_marzo.csv']));
  });

  it('shows that the upload is on its way', async () => {
    serve({ [`GET ${ARCHIVOS_PATH}`]: () => jsonResponse(pageOf([])), [`POST ${UPLOAD_PATH}`]: hangingResponse });
    const user = userEvent.setup();
    const { container } = renderAltaMasiva();
    await screen.findByText('No hay archivos disponibles.');

    await user.upload(fileInput(container), csv());
    await user.click(await screen.findByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subir' })).toHaveAttribute('data-loading', 'true'));
  });
});
