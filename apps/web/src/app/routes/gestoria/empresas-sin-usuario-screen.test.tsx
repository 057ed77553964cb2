import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeEmpresaListItem, pageOf } from '../../../test/empresas';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { expectSoundHeadingOutline } from '../../../test/heading-outline';
import { renderScreen } from '../../../test/render-screen';
import { columnHeaders } from '../../../test/table';
import EmpresasSinUsuarioScreen from './empresas-sin-usuario-screen';

const queryOf = (request: RecordedRequest) => Object.fromEntries(new URL(request.path, 'http://x').searchParams);

function renderList(state?: unknown) {
  return renderScreen(<EmpresasSinUsuarioScreen />, {
    path: '/empresas-sin-usuario',
    entry: { pathname: '/empresas-sin-usuario', state },
  });
}

describe('/empresas-sin-usuario (spec 1 §2.16)', () => {
  it('shows the title, the banner and the companies with a link to assign a user', async () => {
    const requests = mockFetch(() =>
      jsonResponse(pageOf([makeEmpresaListItem({ username: null, createdAt: '2026-01-31T09:00:00.000Z' })], { totalElements: 11 })),
    );
    const { container } = renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Empresas Sin Usuario' })).toBeInTheDocument();
    expect(screen.getByText('Empresas sin usuario asignado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(columnHeaders(table)).toEqual(['Fecha', 'Empresa', 'Cif/Nif', 'Acciones']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('31/01/2026');
    expect(within(row).getByRole('link', { name: 'Asignar usuario a Talleres Ejemplo' })).toHaveAttribute(
      'href',
      '/asignar-usuario-empresa?cifNif=B45678901',
    );
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(requests[0]!.path.startsWith('/cumplia-core/gestorias/my/empresas/sin-usuario?')).toBe(true);
    expect(queryOf(requests[0]!)).toEqual({ page: '0', size: '10' });
    expectSoundHeadingOutline(container);
  });

  it('searches by name and CIF/NIF after 500 ms, from the first page', async () => {
    const requests = mockFetch((request) =>
      jsonResponse(pageOf([makeEmpresaListItem({ username: null })], { number: Number(queryOf(request).page), totalElements: 25 })),
    );
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Página 2 de 3');

    await user.type(screen.getByLabelText('CIF/NIF'), 'B45');
    await waitFor(() => expect(queryOf(requests.at(-1)!)).toEqual({ page: '0', size: '10', nifCif: 'B45' }));
    expect(requests.filter((request) => queryOf(request).nifCif !== undefined)).toHaveLength(1);
  });

  it('says so when every company has a user', async () => {
    mockFetch(() => jsonResponse(pageOf([])));
    renderList();
    expect(await screen.findByText('No hay empresas sin usuario disponibles.')).toBeInTheDocument();
  });

  it.each([
    ['an empty answer', () => new Response('', { status: 200 }), 'La respuesta del servidor está vacía.'],
    ['an answer without content', () => jsonResponse({ items: [] }), 'La respuesta no contiene content o content no es un arreglo.'],
    ['a refused call', () => errorResponse(403, 'SECURITY_ERROR', 'No tiene permisos para realizar esta operación.'), 'No tiene permisos para realizar esta operación.'],
    ['a server failure', () => errorResponse(500, 'INTERNAL_SERVER_ERROR', 'x'), 'Error al obtener las empresas.'],
  ])('shows the error text for %s', async (_case, answer, text) => {
    mockFetch(answer);
    renderList();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('confirms an assignment made on the previous screen', async () => {
    mockFetch(() => jsonResponse(pageOf([])));
    renderList({ asignado: { empresa: 'Talleres Ejemplo', username: '12345678Z', email: 'maria@talleresejemplo.es' } });

    expect(await screen.findByText('Usuario asignado correctamente.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('maria@talleresejemplo.es');
  });
});
