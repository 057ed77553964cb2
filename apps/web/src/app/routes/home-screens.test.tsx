import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render-app';
import { makeToken } from '../../test/tokens';

function signInAs(roles: string[]) {
  localStorage.setItem('authToken', makeToken({ roles }));
  localStorage.setItem('refreshToken', 'refresh-1');
  localStorage.setItem('user', JSON.stringify({ name: 'Ana', surname: 'García' }));
  mockFetch(() => jsonResponse(false));
}

function menuLinks(menuName: string) {
  const menu = screen.getByRole('navigation', { name: menuName });
  return within(menu)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('home screens', () => {
  it('superadmin home: the spec menu plus Comisiones and the outbox, and the user in the header', async () => {
    signInAs(['ROLE_CUMPLIA']);
    renderRoutes('/iniciosuperadmin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nuevas empresas' })).toBeInTheDocument();
    expect(screen.getByTestId('session-user-name')).toHaveTextContent('Ana García');
    expect(menuLinks('Administración')).toEqual([
      ['Añadir empresa', '/anadirclienteempresasuperadmin'],
      ['Añadir colaborador', '/anadircolaboradorsuperadmin'],
      ['Gestionar usuarios', '/anadirusuariosuperadmin'],
      ['Tus colaboradores', '/editargestoriaslistado'],
      ['Tus empresas', '/listarempresasadmin'],
      ['Renovaciones', '/renovacionesadmin'],
      ['Facturación', '/facturacionsuperadmin'],
      ['Comisiones', '/comisionessuperadmin'],
      ['Bandeja de salida', '/bandeja-salida'],
    ]);
  });

  it('worker home: the spec menu plus Comisiones and the outbox', async () => {
    signInAs(['ROLE_CUMPLIA_WORKER']);
    renderRoutes('/worker-inicio');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tus empresas' })).toBeInTheDocument();
    expect(menuLinks('Gestión')).toEqual([
      ['Añadir empresa', '/worker-anadir-empresa'],
      ['Añadir colaborador', '/worker-anadir-gestoria'],
      ['Tus colaboradores', '/worker-editar-gestorias-listado'],
      ['Renovaciones', '/worker-renovaciones'],
      ['Facturación', '/worker-facturacion'],
      ['Comisiones', '/worker-comisiones'],
      ['Editar empresas', '/worker-editar-cliente-listado'],
      ['Bandeja de salida', '/bandeja-salida'],
    ]);
  });

  it('collaborator home: the sidebar of spec 1 §2.11', async () => {
    signInAs(['ROLE_MANAGEMENT']);
    renderRoutes('/iniciogestora');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tus empresas' })).toBeInTheDocument();
    expect(menuLinks('Tu gestoría')).toEqual([
      ['Alta de empresa', '/anadirclienteempresa'],
      ['Tus empresas', '/editarclientelistado'],
      ['Alta masiva', '/altamasiva'],
      ['Renovaciones', '/renovaciones'],
      ['Facturación', '/facturaciongestoria'],
    ]);
    expect(screen.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument();
  });

  it('client home: "Mi empresa"', async () => {
    signInAs(['ROLE_COMPANY']);
    renderRoutes('/inicioempresa');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mi empresa' })).toBeInTheDocument();
    expect(screen.getByTestId('session-user-name')).toHaveTextContent('Ana García');
  });
});
