import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { expectTexts } from '../../../test/texts';
import UsuarioEditScreen from './usuario-edit-screen';

const ID = '6f1c2b7e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';
const USER_PATH = `/cumplia-core/admin/users/${ID}`;
const GESTORIA = { id: '0b9d8c7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e', nifCif: 'B87654323', nombre: 'Asesoría Martínez' };
const USUARIO = {
  id: ID,
  username: '71234567W',
  name: 'Irene',
  surname: null,
  email: 'irene@asesoriamartinez.es',
  enabled: true,
  roles: [{ id: 'ROLE_MANAGEMENT' }],
  empresas: [],
  gestorias: [GESTORIA],
};
const ROLES = [
  { id: 'ROLE_COMPANY', description: 'Cliente (empresa)' },
  { id: 'ROLE_MANAGEMENT', description: 'Colaborador (gestoría)' },
];

function serve(handlers: Record<string, (request: RecordedRequest) => Response>) {
  return mockFetch((request) => handlers[`${request.method} ${request.path}`]?.(request) ?? errorResponse(404, 'NOT_FOUND', 'No existe.'));
}

const renderEdit = () => renderScreen(<UsuarioEditScreen />, { path: '/editarusuario', entry: `/editarusuario?id=${ID}` });
const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

describe('/editarusuario (spec 2 "Edit user", §8 "Users")', () => {
  it("shows the user's data and saves every field, then says so", async () => {
    const requests = serve({
      [`GET ${USER_PATH}`]: () => jsonResponse(USUARIO),
      'GET /cumplia-core/admin/roles': () => jsonResponse(ROLES),
      [`PUT ${USER_PATH}`]: (request) => jsonResponse({ ...USUARIO, ...(request.body as object), gestorias: [GESTORIA] }),
    });
    const user = userEvent.setup();
    renderEdit();
    await waitFor(() => expect(field('NIF/NIE')).toHaveValue('71234567W'));
    expect(screen.getByText('Asesoría Martínez · B87654323')).toBeInTheDocument();
    await screen.findAllByText('Colaborador (gestoría)');

    await user.click(field('Apellidos'));
    await user.paste('Pascual Soler');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await expectTexts(['Datos de usuario actualizados exitosamente.']);
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      username: '71234567W',
      name: 'Irene',
      surname: 'Pascual Soler',
      email: 'irene@asesoriamartinez.es',
      enabled: true,
      roles: [{ id: 'ROLE_MANAGEMENT' }],
      empresas: [],
      gestorias: [{ id: GESTORIA.id }],
    });
  });

  it('says when the user could not be read', async () => {
    serve({ 'GET /cumplia-core/admin/roles': () => errorResponse(500, 'INTERNAL_SERVER_ERROR') });
    renderEdit();
    await expectTexts(['No se pudo obtener la información del usuario. No existe.']);
  });

  it('says when the roles could not be read', async () => {
    serve({ [`GET ${USER_PATH}`]: () => jsonResponse(USUARIO), 'GET /cumplia-core/admin/roles': () => errorResponse(500, 'INTERNAL_SERVER_ERROR') });
    renderEdit();
    await expectTexts(['No se pudieron obtener los roles disponibles.']);
  });

  it("shows the spec's text and the server's reason when the save is refused", async () => {
    serve({
      [`GET ${USER_PATH}`]: () => jsonResponse(USUARIO),
      'GET /cumplia-core/admin/roles': () => jsonResponse(ROLES),
      [`PUT ${USER_PATH}`]: () => errorResponse(409, 'CONFLICT', 'No puede deshabilitar su propio usuario.'),
    });
    const user = userEvent.setup();
    renderEdit();
    await waitFor(() => expect(field('NIF/NIE')).toHaveValue('71234567W'));
    await user.click(screen.getByRole('switch', { name: /Usuario habilitado/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await expectTexts(['No se pudo actualizar la información del usuario.', 'No puede deshabilitar su propio usuario.']);
  });

  it('deletes the user after a confirmation, and says so when it fails', async () => {
    const requests = serve({
      [`GET ${USER_PATH}`]: () => jsonResponse(USUARIO),
      'GET /cumplia-core/admin/roles': () => jsonResponse(ROLES),
      [`DELETE ${USER_PATH}`]: () => errorResponse(500, 'INTERNAL_SERVER_ERROR'),
    });
    const user = userEvent.setup();
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Eliminar usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar usuario' });
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expectTexts(['Hubo un error al eliminar el usuario. Por favor, inténtelo de nuevo.']);
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});
