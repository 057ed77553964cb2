import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeEmpresa } from '../../../test/empresas';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { expectSoundHeadingOutline } from '../../../test/heading-outline';
import { renderScreen } from '../../../test/render-screen';
import { expectTexts } from '../../../test/texts';
import AsignarUsuarioScreen from './asignar-usuario-screen';

const EMPRESA = makeEmpresa({ username: null, dni: null, email: 'info@talleresejemplo.es', nombre: 'María López García' });
const EMPRESA_PATH = '/cumplia-core/gestorias/empresas/B45678901';
const ASSIGN_PATH = `/cumplia-core/empresas/${EMPRESA.id}/asignar-usuario`;

function serve(handlers: Record<string, (request: RecordedRequest) => Response>) {
  return mockFetch((request) => handlers[`${request.method} ${request.path}`]?.(request) ?? errorResponse(404, 'NOT_FOUND', 'No existe.'));
}

function renderAssign() {
  return renderScreen(<AsignarUsuarioScreen />, {
    path: '/asignar-usuario-empresa',
    entry: '/asignar-usuario-empresa?cifNif=B45678901',
  });
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

async function type(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  await user.type(field(label), value);
}

describe('/asignar-usuario-empresa (spec 1 §2.17, §5 "Assign-user form")', () => {
  it('shows the company read-only first, then the form', async () => {
    serve({ [`GET ${EMPRESA_PATH}`]: () => jsonResponse(EMPRESA) });
    const { container } = renderAssign();

    await expectTexts(['Talleres Ejemplo S.L.', 'B45678901', 'Talleres Ejemplo', 'info@talleresejemplo.es']);
    expect(field('NIF del usuario')).toHaveValue('');
    expect(field('Email')).toHaveValue('info@talleresejemplo.es');
    expect(field('Nombre')).toHaveValue('María López García');
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/empresas-sin-usuario');
    expectSoundHeadingOutline(container);
  });

  it('treats an invalid NIF as the error, and clears a field error as soon as the field is edited', async () => {
    const requests = serve({ [`GET ${EMPRESA_PATH}`]: () => jsonResponse(EMPRESA) });
    const user = userEvent.setup();
    renderAssign();
    await screen.findByText('Talleres Ejemplo S.L.');

    await type(user, 'NIF del usuario', '12345678A');
    await user.clear(field('Email'));
    await user.clear(field('Nombre'));
    await user.click(screen.getByRole('button', { name: 'Asignar usuario' }));

    await expectTexts(['El NIF del usuario es inválido', 'El email es requerido', 'El nombre es requerido']);

    await user.type(field('NIF del usuario'), '1');
    expect(screen.queryByText('El NIF del usuario es inválido')).not.toBeInTheDocument();
    expect(screen.getByText('El email es requerido')).toBeInTheDocument();

    await user.type(field('Email'), 'maria@');
    expect(screen.queryByText('El email es requerido')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Asignar usuario' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();

    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('asks for the NIF when it is empty', async () => {
    serve({ [`GET ${EMPRESA_PATH}`]: () => jsonResponse(EMPRESA) });
    const user = userEvent.setup();
    renderAssign();
    await screen.findByText('Talleres Ejemplo S.L.');

    await user.click(screen.getByRole('button', { name: 'Asignar usuario' }));
    expect(await screen.findByText('El NIF del usuario es requerido')).toBeInTheDocument();
  });

  it('assigns the user and goes to the companies without user', async () => {
    const requests = serve({
      [`GET ${EMPRESA_PATH}`]: () => jsonResponse(EMPRESA),
      [`POST ${ASSIGN_PATH}`]: () => jsonResponse({ id: 'u-1', username: '12345678Z', email: 'maria@talleresejemplo.es' }, 201),
    });
    const user = userEvent.setup();
    const { router } = renderAssign();
    await screen.findByText('Talleres Ejemplo S.L.');

    await type(user, 'NIF del usuario', '12345678z');
    await type(user, 'Email', 'maria@talleresejemplo.es');
    await user.click(screen.getByRole('button', { name: 'Asignar usuario' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/empresas-sin-usuario'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      username: '12345678Z',
      email: 'maria@talleresejemplo.es',
      name: 'María López García',
    });
  });

  it("shows the server's message, else the spec's fallback", async () => {
    let answer = errorResponse(409, 'DUPLICATE_USERNAME', 'El NIF del usuario ya está registrado en el sistema.');
    serve({ [`GET ${EMPRESA_PATH}`]: () => jsonResponse(EMPRESA), [`POST ${ASSIGN_PATH}`]: () => answer });
    const user = userEvent.setup();
    renderAssign();
    await screen.findByText('Talleres Ejemplo S.L.');

    await type(user, 'NIF del usuario', '12345678Z');
    await user.click(screen.getByRole('button', { name: 'Asignar usuario' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El NIF del usuario ya está registrado en el sistema.');

    answer = errorResponse(500, 'INTERNAL_SERVER_ERROR', 'x');
    await user.click(screen.getByRole('button', { name: 'Asignar usuario' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error al asignar usuario'));
  });

  it("shows the server's message when the company cannot be loaded, else the fallback", async () => {
    serve({ [`GET ${EMPRESA_PATH}`]: () => errorResponse(404, 'NOT_FOUND', 'La empresa no existe.') });
    const first = renderAssign();
    expect(await screen.findByText('La empresa no existe.')).toBeInTheDocument();
    first.unmount();

    serve({ [`GET ${EMPRESA_PATH}`]: () => errorResponse(500, 'INTERNAL_SERVER_ERROR', 'x') });
    renderAssign();
    expect(await screen.findByText('Error al cargar los datos de la empresa')).toBeInTheDocument();
  });
});
