import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { expectTexts } from '../../../test/texts';
import UsuariosScreen from './usuarios-screen';

const GESTORIA_ID = '0b9d8c7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e';
const USER_ID = '6f1c2b7e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';
const ROW = {
  id: GESTORIA_ID,
  nifCif: 'B87654323',
  nombreComercial: 'Asesoría Martínez',
  users: [
    { id: USER_ID, email: 'marta@asesoriamartinez.es' },
    { id: 'a1b2c3d4-0000-4000-8000-000000000001', email: 'irene@asesoriamartinez.es' },
  ],
};
const page = (content: unknown[]) => ({ content, number: 0, size: 10, totalPages: 1, totalElements: content.length });

function serve(handler: (request: RecordedRequest) => Response | undefined) {
  return mockFetch((request) => handler(request) ?? errorResponse(404, 'NOT_FOUND', 'No existe.'));
}
const isList = (request: RecordedRequest) => request.method === 'GET' && request.path.startsWith('/cumplia-core/admin/gestorias/users');

const renderUsuarios = () => renderScreen(<UsuariosScreen />, { path: '/anadirusuariosuperadmin' });

describe('/anadirusuariosuperadmin (spec 2 "User management")', () => {
  it("lists the gestorías with their users' e-mails, each with edit and delete, and searches by e-mail", async () => {
    const requests = serve((request) => (isList(request) ? jsonResponse(page([ROW])) : undefined));
    const user = userEvent.setup();
    renderUsuarios();

    const row = (await screen.findByText('Asesoría Martínez')).closest('tr')!;
    expect(row).toHaveTextContent('B87654323');
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/iniciosuperadmin');
    await user.click(within(row).getByRole('button', { name: /^Usuarios de Asesoría Martínez: / }));
    expect(await screen.findByRole('menuitem', { name: 'Editar marta@asesoriamartinez.es' })).toHaveAttribute('href', `/editarusuario?id=${USER_ID}`);
    expect(screen.getByRole('menuitem', { name: 'Eliminar irene@asesoriamartinez.es' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.type(screen.getByLabelText('Email del usuario'), 'marta@');
    await waitFor(() => expect(requests.filter(isList).at(-1)?.path).toBe('/cumplia-core/admin/gestorias/users?page=0&size=10&userEmail=marta%40'));
  });

  it('deletes a user after a confirmation, and says so when it fails', async () => {
    let fail = true;
    serve((request) => {
      if (isList(request)) return jsonResponse(page([ROW]));
      if (request.method === 'DELETE' && request.path === `/cumplia-core/admin/users/${USER_ID}`) {
        return fail ? errorResponse(500, 'INTERNAL_SERVER_ERROR') : new Response(null, { status: 204 });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderUsuarios();
    await user.click(await screen.findByRole('button', { name: /^Usuarios de Asesoría Martínez: / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar marta@asesoriamartinez.es' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar usuario' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expectTexts(['Hubo un error al eliminar el usuario. Por favor, inténtelo de nuevo.']);

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expectTexts(['Se ha eliminado el usuario marta@asesoriamartinez.es.']);
  });

  it('adds a user to the row\'s gestoría with the spec\'s rules and failure texts', async () => {
    const answers = [errorResponse(500, 'INTERNAL_SERVER_ERROR'), errorResponse(409, 'DUPLICATE_USERNAME', 'El NIF del usuario ya está registrado en el sistema.')];
    const requests = serve((request) => {
      if (isList(request)) return jsonResponse(page([ROW]));
      if (request.method === 'POST') return answers.shift();
      return undefined;
    });
    const user = userEvent.setup();
    renderUsuarios();
    await user.click(await screen.findByRole('button', { name: 'Agregar usuario a Asesoría Martínez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar Usuario' });
    expect(within(dialog).getByRole('combobox', { name: 'Colaborador' })).toHaveValue('Asesoría Martínez · B87654323');

    const input = (label: string) => within(dialog).getByLabelText(label, { exact: false, selector: 'input' });
    await user.type(input('NIF/NIE'), '71234567W');
    await user.click(input('Email'));
    await user.paste(`${'a'.repeat(251)}@x.es`);
    await user.click(within(dialog).getByRole('button', { name: 'Agregar Usuario' }));
    await expectTexts(['El Nombre es requerido.', 'El Email no puede exceder los 255 caracteres.']);

    await user.type(input('Nombre'), 'Irene Pascual');
    await user.clear(input('Email'));
    await user.paste('irene@asesoriamartinez.es');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar Usuario' }));
    await expectTexts(['Hubo un error al agregar el usuario...']);
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.path).toBe(`/cumplia-core/admin/gestorias/${GESTORIA_ID}/users`);
    expect(sent?.body).toEqual({ username: '71234567W', name: 'Irene Pascual', email: 'irene@asesoriamartinez.es' });

    await user.click(within(dialog).getByRole('button', { name: 'Agregar Usuario' }));
    await expectTexts(['El NIF del usuario ya está registrado en el sistema.']);
  });
});
