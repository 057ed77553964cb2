import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoutes } from '../../test/render-app';
import { makeToken } from '../../test/tokens';
import { storeSession } from '../../lib/auth-storage';

/** Signed in with these roles; the bell has a priority renewal to tell about. */
function signInAs(roles: string[]) {
  storeSession(makeToken({ roles }));
  localStorage.setItem('user', JSON.stringify({ name: 'Ana', surname: 'García' }));
  mockFetch((request) => (request.path === '/cumplia-core/users/my/avisos' ? jsonResponse([{ tipo: 'RENOVACIONES_PRIORITARIAS', total: 1 }]) : jsonResponse(false)));
}

/** Where the bell's notice of priority renewals leads. */
async function bellLeadsTo() {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Avisos: hay 1 aviso pendiente' }));
  return (await screen.findByRole('menuitem', { name: '1 renovación prioritaria por decidir' })).getAttribute('href');
}

function menuLinks(menuName: string) {
  const menu = screen.getByRole('navigation', { name: menuName });
  return within(menu)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** The menu item marked as the current page. */
function currentItem(menuName: string) {
  const menu = screen.getByRole('navigation', { name: menuName });
  return within(menu)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('the application shell of each role', { timeout: 30_000 }, () => {
  it('marks a waiting notice on the bell with a still dot, not an endless animation (WCAG 2.2.2 Pause, Stop, Hide)', async () => {
    signInAs(['ROLE_CUMPLIA']);
    const { container } = renderRoutes('/iniciosuperadmin');

    const bell = await screen.findByRole('button', { name: 'Avisos: hay 1 aviso pendiente' }, { timeout: 10_000 });
    const dot = bell.parentElement?.querySelector('.mantine-Indicator-indicator');
    expect(dot).toBeInTheDocument();
    expect(dot).not.toHaveAttribute('data-processing');
    expect(container.querySelector('[data-processing]')).toBeNull();
  });

  it('superadmin: "Inicio", the spec menu plus Comisiones, the outbox and data protection, the user menu and the bell to its renewals', async () => {
    signInAs(['ROLE_CUMPLIA']);
    renderRoutes('/iniciosuperadmin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nuevas empresas' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('session-user-name')).toHaveTextContent('Ana García');
    expect(menuLinks('Administración')).toEqual([
      ['Inicio', '/iniciosuperadmin'],
      ['Añadir empresa', '/anadirclienteempresasuperadmin'],
      ['Añadir colaborador', '/anadircolaboradorsuperadmin'],
      ['Gestionar usuarios', '/anadirusuariosuperadmin'],
      ['Colaboradores', '/editargestoriaslistado'],
      ['Empresas', '/listarempresasadmin'],
      ['Activar herramientas', '/herramientassuperadmin'],
      ['Renovaciones', '/renovacionesadmin'],
      ['Facturación', '/facturacionsuperadmin'],
      ['Comisiones', '/comisionessuperadmin'],
      ['Sistema de facturación', '/sistemafacturacionsuperadmin'],
      ['Bandeja de salida', '/bandeja-salida'],
      ['Protección de datos', '/datospersonales'],
    ]);
    expect(currentItem('Administración')).toEqual(['Inicio']);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(await bellLeadsTo()).toBe('/renovacionesadmin');
  });

  it('worker: its own menu, the bell leads to its renewals', async () => {
    signInAs(['ROLE_CUMPLIA_WORKER']);
    renderRoutes('/worker-inicio');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nuevas empresas' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Panel de trabajo')).toBeInTheDocument();
    expect(menuLinks('Gestión')).toEqual([
      ['Inicio', '/worker-inicio'],
      ['Añadir empresa', '/worker-anadir-empresa'],
      ['Añadir colaborador', '/worker-anadir-gestoria'],
      ['Colaboradores', '/worker-editar-gestorias-listado'],
      ['Activar herramientas', '/worker-herramientas'],
      ['Renovaciones', '/worker-renovaciones'],
      ['Facturación', '/worker-facturacion'],
      ['Comisiones', '/worker-comisiones'],
      ['Sistema de facturación', '/worker-sistema-facturacion'],
      ['Editar empresas', '/worker-editar-cliente-listado'],
      ['Bandeja de salida', '/bandeja-salida'],
    ]);
    expect(await bellLeadsTo()).toBe('/worker-renovaciones');
  });

  it('collaborator: the sidebar of spec 1 §2.11 after "Inicio", on every screen, with the current one marked', async () => {
    signInAs(['ROLE_MANAGEMENT']);
    const { router } = renderRoutes('/iniciogestora');

    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(menuLinks('Gestoría')).toEqual([
      ['Inicio', '/iniciogestora'],
      ['Alta de empresa', '/anadirclienteempresa'],
      ['Empresas', '/editarclientelistado'],
      ['Alta masiva', '/altamasiva'],
      ['Renovaciones', '/renovaciones'],
      ['Facturación', '/facturaciongestoria'],
    ]);
    expect(screen.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument();

    await router.navigate('/facturaciongestoria');
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturación' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(currentItem('Gestoría')).toEqual(['Facturación']);
    // A screen opened from a list is marked with the list's item.
    await router.navigate('/empresas-sin-usuario');
    expect(await screen.findByRole('heading', { level: 1, name: 'Empresas Sin Usuario' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(currentItem('Gestoría')).toEqual(['Empresas']);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('client: "Inicio" and "Facturación", and "Cerrar sesión" in the user menu', async () => {
    signInAs(['ROLE_COMPANY']);
    renderRoutes('/inicioempresa');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mi empresa' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('session-user-name')).toHaveTextContent('Ana García');
    expect(menuLinks('Empresa')).toEqual([
      ['Inicio', '/inicioempresa'],
      ['Facturación', '/facturacion'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Menú de usuario: Ana García' }));
    expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});
