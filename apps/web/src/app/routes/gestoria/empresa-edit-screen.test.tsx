import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DATOS_PROTOCOLOS_VACIOS, datosPendientes } from '@cumplia/shared/schemas/datos-protocolos';
import { makeEmpresa } from '../../../test/empresas';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { expectSoundHeadingOutline } from '../../../test/heading-outline';
import { renderScreen } from '../../../test/render-screen';
import EmpresaEditScreen from './empresa-edit-screen';

const EMPRESA_PATH = '/cumplia-core/gestorias/empresas/B45678901';
const UPDATE_PATH = '/cumplia-core/gestorias/my/empresas/B45678901';
const DATOS_PATH = '/cumplia-core/gestorias/my/empresas/B45678901/datos-protocolos';
const SIN_DATOS = { datos: DATOS_PROTOCOLOS_VACIOS, pendientes: datosPendientes(DATOS_PROTOCOLOS_VACIOS), familia: 'GENERAL' };

/** The company's facts for the protocols are served as unknown unless a test says otherwise. */
function serve(handlers: Record<string, (request: RecordedRequest) => Response>) {
  const all: Record<string, (request: RecordedRequest) => Response> = { [`GET ${DATOS_PATH}`]: () => jsonResponse(SIN_DATOS), ...handlers };
  return mockFetch((request) => all[`${request.method} ${request.path}`]?.(request) ?? errorResponse(404, 'NOT_FOUND', 'No existe.'));
}

function renderEdit() {
  return renderScreen(<EmpresaEditScreen />, { path: '/editarclienteempresa', entry: '/editarclienteempresa?cifNif=B45678901' });
}

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

async function replace(user: UserEvent, label: string, value: string) {
  await user.clear(input(label));
  if (value) {
    await user.click(input(label));
    await user.paste(value);
  }
}

describe('/editarclienteempresa (spec 1 §2.13)', () => {
  it('fills the form with the company; the "NIF del usuario" (spec 2 §5 "Company edit by cifNif") and the tools are read-only', async () => {
    serve({ [`GET ${EMPRESA_PATH}`]: () => jsonResponse(makeEmpresa()) });
    const { container } = renderEdit();

    expect(await screen.findByDisplayValue('Talleres Ejemplo S.L.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Editar empresa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    expect(input('NIF del usuario')).toHaveValue('12345678Z');
    expect(input('NIF del usuario')).toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: 'LOPDGDD' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'LOPDGDD' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Acoso Laboral' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Acoso Laboral' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Desconexión Digital' })).toBeDisabled();
    expect(input('Número de trabajadores')).toHaveValue('8');
    expectSoundHeadingOutline(container);
  });

  it('shows the spec text when the company cannot be loaded', async () => {
    serve({ [`GET ${EMPRESA_PATH}`]: () => errorResponse(404, 'NOT_FOUND', 'La empresa no existe.') });
    renderEdit();

    expect(await screen.findByText('No se pudieron obtener los datos de la empresa.')).toBeInTheDocument();
  });

  it('uses the edit texts: "Número de Cuenta inválido." for a wrong IBAN, and sends nothing', async () => {
    const requests = serve({ [`GET ${EMPRESA_PATH}`]: () => jsonResponse(makeEmpresa()) });
    const user = userEvent.setup();
    renderEdit();
    await screen.findByDisplayValue('Talleres Ejemplo S.L.');

    await replace(user, 'Número de Cuenta (IBAN)', 'ES9121000418450200051333');
    await replace(user, 'Razón Social', '');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Número de Cuenta inválido.')).toBeInTheDocument();
    expect(screen.getByText('Razón Social es requerida.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('saves without username or tools, shows a dialog, then goes to /iniciogestora', async () => {
    const requests = serve({
      [`GET ${EMPRESA_PATH}`]: () => jsonResponse(makeEmpresa()),
      [`PUT ${UPDATE_PATH}`]: (request) => jsonResponse(makeEmpresa(request.body as object)),
    });
    const user = userEvent.setup();
    const { router } = renderEdit();
    await screen.findByDisplayValue('Talleres Ejemplo S.L.');

    await replace(user, 'Nombre Comercial', '  Talleres Ejemplo Centro ');
    await user.click(screen.getByRole('radio', { name: 'Transferencia' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByRole('dialog', { name: 'Empresa actualizada' })).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      razonSocial: 'Talleres Ejemplo S.L.',
      nombreComercial: 'Talleres Ejemplo Centro',
      nifCif: 'B45678901',
      tipo: 'E',
      cnae: '4520',
      actividad: 'Reparación de vehículos',
      numTrabajadores: 8,
      direccion: 'Calle Mayor 1',
      codigoPostal: '28013',
      localidad: 'Madrid',
      provincia: 'Madrid',
      nombre: 'María López García',
      email: 'maria@talleresejemplo.es',
      telefono: '+34612345678',
      metodoDePago: 'TRANSFERENCIA',
      numCuenta: 'ES0000000000000000000000',
    });

    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/iniciogestora'));
  });

  it('shows the mapped server error and stays on the form', async () => {
    serve({
      [`GET ${EMPRESA_PATH}`]: () => jsonResponse(makeEmpresa()),
      [`PUT ${UPDATE_PATH}`]: () => errorResponse(409, 'DUPLICATE_NIF_CIF', 'Duplicado.'),
    });
    const user = userEvent.setup();
    const { router } = renderEdit();
    await screen.findByDisplayValue('Talleres Ejemplo S.L.');

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El NIF/CIF ya está registrado en el sistema. Por favor, verifique los datos.',
    );
    expect(router.state.location.pathname).toBe('/editarclienteempresa');
  });

  it('offers to assign a user when the company has none', async () => {
    serve({ [`GET ${EMPRESA_PATH}`]: () => jsonResponse(makeEmpresa({ username: null, dni: null })) });
    renderEdit();

    expect(await screen.findByRole('link', { name: 'Asignar usuario' })).toHaveAttribute(
      'href',
      '/asignar-usuario-empresa?cifNif=B45678901',
    );
    expect(input('NIF del usuario')).toHaveValue('Sin usuario asignado');
  });

  it('"Datos para los protocolos": lists the facts missing, and saves what is answered, the rest as unknown', async () => {
    const requests = serve({
      [`GET ${EMPRESA_PATH}`]: () => jsonResponse(makeEmpresa()),
      [`PUT ${DATOS_PATH}`]: (request) => {
        const datos = request.body as typeof DATOS_PROTOCOLOS_VACIOS;
        return jsonResponse({ datos, pendientes: datosPendientes(datos), familia: 'GENERAL' });
      },
    });
    const user = userEvent.setup();
    renderEdit();
    const section = await screen.findByRole('region', { name: 'Datos para los protocolos' });
    expect(await within(section).findByText('Faltan 11 datos para sus protocolos')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Completar datos' }));

    await user.click(within(within(section).getByRole('radiogroup', { name: /Videovigilancia/ })).getByRole('radio', { name: 'Sí' }));
    await user.click(within(section).getByRole('radio', { name: 'Comité de empresa' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Ninguno' }));
    await user.click(within(section).getByRole('button', { name: 'Guardar datos' }));

    expect(await within(section).findByText('Faltan 8 datos para sus protocolos')).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'PUT' && request.path === DATOS_PATH);
    expect(sent?.body).toEqual({ ...DATOS_PROTOCOLOS_VACIOS, videovigilancia: true, representacion: 'COMITE', encargados: [] });
    // A long form clicked through: more than the default five seconds on a busy machine.
  }, 30_000);
});
