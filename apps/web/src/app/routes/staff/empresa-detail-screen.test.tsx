import type { EmpresaStaffDetail } from '@cumplia/shared/schemas/empresa';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/auth-storage';
import { makeEmpresa } from '../../../test/empresas';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { expectSoundHeadingOutline } from '../../../test/heading-outline';
import { renderScreen } from '../../../test/render-screen';
import { makeToken } from '../../../test/tokens';
import EmpresaDetailScreen from './empresa-detail-screen';

const ID = '0b6f3c1e-5d0a-4c59-9b39-1f6f0a3c2d11';
const DETAIL_PATH = `/cumplia-core/admin/empresas/${ID}`;

function makeDetail(overrides: Partial<EmpresaStaffDetail> = {}): EmpresaStaffDetail {
  return {
    ...makeEmpresa(),
    gestoriaId: 'g-1',
    herramientas: [
      { tool: 'LOPD', activa: true, precio: 120, fechaFirmaContrato: '2026-03-10T09:00:00.000Z', fechaInicio: '2026-03-10', fechaFin: '2027-03-09' },
      { tool: 'ACOSO', activa: false, precio: 90, fechaFirmaContrato: null, fechaInicio: null, fechaFin: null },
      { tool: 'DIGITAL', activa: true, precio: 75.5, fechaFirmaContrato: null, fechaInicio: null, fechaFin: null },
    ],
    administrador: {
      id: 'u-1',
      username: '12345678Z',
      name: 'María López García',
      email: 'maria@talleresejemplo.es',
      verificada: false,
      enabled: false,
      verificacionEnviada: '2026-03-05T10:00:00.000Z',
      verificacionCaduca: '2026-03-12T10:00:00.000Z',
    },
    ...overrides,
  };
}

function serve(handlers: Record<string, (request: RecordedRequest) => Response>) {
  return mockFetch((request) => handlers[`${request.method} ${request.path}`]?.(request) ?? errorResponse(404, 'NOT_FOUND', 'No existe.'));
}

const renderDetail = (entry = `/editarempresasuperadmin?id=${ID}`) => renderScreen(<EmpresaDetailScreen />, { path: '/editarempresasuperadmin', entry });
const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(input(label));
  await user.click(input(label));
  await user.paste(value);
}

// Whole edits on a shared, busy machine: more than the default 5 s.
describe('"Ficha de la empresa" (spec 2 "Admin company detail")', { timeout: 30_000 }, () => {
  beforeEach(() => storeSession(makeToken({ roles: ['ROLE_CUMPLIA'] })));

  it('says so without an id, and asks the server for nothing', async () => {
    const requests = serve({});
    renderDetail('/editarempresasuperadmin');
    expect(await screen.findByText('ID de empresa no proporcionado')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows the data read-only, the collaborator, the active tools with their price and the account to verify', async () => {
    serve({ [`GET ${DETAIL_PATH}`]: () => jsonResponse(makeDetail()) });
    const { container } = renderDetail();

    expect(await screen.findByText('Talleres Ejemplo S.L.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ficha de la empresa' })).toBeInTheDocument();
    expect(screen.getByText('Panel de administración')).toBeInTheDocument();
    expect(screen.getByText('Talleres Ejemplo · B45678901')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Asesoría Martínez')).toBeInTheDocument();
    const tools = within(screen.getByRole('region', { name: 'Herramientas activas' }));
    expect(tools.getByText('LOPDGDD')).toBeInTheDocument();
    expect(tools.getByText('120,00 €')).toBeInTheDocument();
    expect(tools.getByText('Contrato firmado el 10/03/2026 · periodo 10/03/2026 – 09/03/2027')).toBeInTheDocument();
    expect(tools.getByText('75,50 €')).toBeInTheDocument();
    expect(tools.queryByText('Acoso Laboral')).not.toBeInTheDocument();
    expect(screen.getByText('Pendiente de verificación')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar protocolos' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Descargar protocolos' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Permitir descargas al cliente' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Formulario de edición' })).toHaveAttribute('href', `/editarformulariosuperadmin?id=${ID}`);
    expectSoundHeadingOutline(container);
  });

  it('allows the downloads with the switch and shows the company as saved', async () => {
    let permitirDescarga = false;
    const requests = serve({
      [`GET ${DETAIL_PATH}`]: () => jsonResponse(makeDetail({ permitirDescarga })),
      [`PUT ${DETAIL_PATH}/permitir-descarga`]: (request) => {
        permitirDescarga = (request.body as { permitirDescarga: boolean }).permitirDescarga;
        return jsonResponse({ permitirDescarga });
      },
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('switch', { name: 'Permitir descargas al cliente' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Permitir descargas al cliente' })).toBeChecked());
    expect(requests.filter((request) => request.method === 'GET' && request.path === DETAIL_PATH)).toHaveLength(2);
  });

  it('names the product when the company has no collaborator', async () => {
    serve({ [`GET ${DETAIL_PATH}`]: () => jsonResponse(makeDetail({ gestoriaNombre: null, gestoriaId: null })) });
    renderDetail();
    expect(await screen.findByText('Cumplia')).toBeInTheDocument();
  });

  it('keeps the edit mode and the edits when the save fails, and shows why', async () => {
    serve({
      [`GET ${DETAIL_PATH}`]: () => jsonResponse(makeDetail()),
      [`PUT ${DETAIL_PATH}`]: () =>
        jsonResponse({ code: 'DUPLICATE_NIF_CIF', message: 'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.' }, 409),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await replace(user, 'Nombre Comercial', 'Talleres Centro');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    const dialog = await screen.findByRole('dialog', { name: 'No se han guardado los cambios' });
    expect(dialog).toHaveTextContent('El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(input('Nombre Comercial')).toHaveValue('Talleres Centro');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('saves the spec payload with the administrator as dni and goes back to reading; Cancelar discards', async () => {
    const requests = serve({
      [`GET ${DETAIL_PATH}`]: () => jsonResponse(makeDetail()),
      [`PUT ${DETAIL_PATH}`]: (request) => jsonResponse(makeDetail(request.body as Partial<EmpresaStaffDetail>)),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await replace(user, 'Teléfono', '612');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Formato: +34 seguido de 9 dígitos', { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();

    await replace(user, 'Teléfono', '600111222');
    await replace(user, 'Dirección', 'Calle Nueva 3');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByText('Los datos de la empresa se han guardado correctamente.')).toBeInTheDocument();
    expect(screen.getByText('Calle Nueva 3')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ direccion: 'Calle Nueva 3', telefono: '+34600111222', dni: '12345678Z', nifCif: 'B45678901' });
    expect(put?.body).not.toHaveProperty('lopdgdd');
    expect(put?.body).not.toHaveProperty('username');

    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.clear(input('Dirección'));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('Calle Nueva 3')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('resends the verification after confirming, and says so', async () => {
    const requests = serve({
      [`GET ${DETAIL_PATH}`]: () => jsonResponse(makeDetail()),
      [`GET ${DETAIL_PATH}/send-verification`]: () => jsonResponse({ message: 'Verificación reenviada exitosamente. La contraseña ha sido reseteada.' }),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Reenviar verificación' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reenviar verificación' })).getByRole('button', { name: 'Reenviar' }));

    expect(await screen.findByText('Verificación reenviada exitosamente. La contraseña ha sido reseteada.')).toBeInTheDocument();
    expect(requests.filter((request) => request.path.endsWith('/send-verification'))).toHaveLength(1);
  });

  it('shows the fallback text when the resend fails without a message', async () => {
    serve({
      [`GET ${DETAIL_PATH}`]: () => jsonResponse(makeDetail()),
      [`GET ${DETAIL_PATH}/send-verification`]: () => new Response('boom', { status: 500 }),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Reenviar verificación' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText('Error al reenviar la verificación')).toBeInTheDocument();
  });

  it('does not let a worker resend (the superadmin\'s action)', async () => {
    storeSession(makeToken({ roles: ['ROLE_CUMPLIA_WORKER'] }));
    const requests = serve({ [`GET ${DETAIL_PATH}`]: () => jsonResponse(makeDetail()) });
    const user = userEvent.setup();
    renderDetail();
    const button = await screen.findByRole('button', { name: 'Reenviar verificación' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.path.endsWith('/send-verification'))).toHaveLength(0);
  });

  it("is in the signed-in member's area: a worker's goes back to the worker's company list", async () => {
    storeSession(makeToken({ roles: ['ROLE_CUMPLIA_WORKER'] }));
    serve({ [`GET ${DETAIL_PATH}`]: () => jsonResponse(makeDetail()) });
    const user = userEvent.setup();
    const { router } = renderDetail();
    await screen.findByText('Talleres Ejemplo · B45678901');
    expect(screen.getByText('Panel de trabajo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('link', { name: 'Empresas' })).toHaveAttribute('href', '/worker-editar-cliente-listado');
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/worker-editar-cliente-listado'));
  });

  it("a superadmin's goes back to the superadmin's company list", async () => {
    serve({ [`GET ${DETAIL_PATH}`]: () => jsonResponse(makeDetail()) });
    const user = userEvent.setup();
    const { router } = renderDetail();
    await screen.findByText('Talleres Ejemplo · B45678901');
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('link', { name: 'Empresas' })).toHaveAttribute('href', '/listarempresasadmin');
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listarempresasadmin'));
  });
});
