import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderRoutes } from '../test/render-app';
import { makeToken } from '../test/tokens';

describe('layout', () => {
  it('gives visitors the public links, the footer and the chat button', async () => {
    mockFetch(() => jsonResponse(false));
    renderRoutes('/contactar');
    await screen.findByRole('heading', { level: 1, name: 'Contacto' });

    const [nav] = screen.getAllByRole('navigation', { name: 'Navegación principal' });
    const hrefs = within(nav!)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/cumplia',
      '/proteccindedatos',
      '/acosolaboral',
      '/desconexindigital',
      'https://www.registrojornada.es',
      '/contactar',
    ]);
    const timeTracking = within(nav!).getByRole('link', { name: /Registro de jornada/ });
    expect(timeTracking).toHaveAttribute('target', '_blank');
    expect(timeTracking.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByRole('link', { name: 'Acceder' })[0]).toHaveAttribute('href', '/acceso');
    expect(screen.getAllByRole('link', { name: 'Registra tu empresa' })[0]).toHaveAttribute('href', '/registrar');

    const footer = screen.getByRole('contentinfo');
    for (const href of ['/', '/proteccindedatos', '/acosolaboral', '/desconexindigital', '/contactar', '/politica-cookies', '/aviso-legal']) {
      expect(within(footer).getAllByRole('link').some((link) => link.getAttribute('href') === href), href).toBe(true);
    }
    expect(within(footer).getByText('Calle de Alcalá 123, 28009 Madrid')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+34 910 000 000' })).toHaveAttribute('href', 'tel:+34910000000');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Cumplia. Todos los derechos reservados.`)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Contactar por chat' })).toHaveAttribute('href', '/contactar');
  });

  it('shows no chat button on staff screens, and the bell with a badge when there are notifications', async () => {
    localStorage.setItem('authToken', makeToken({ roles: ['ROLE_CUMPLIA'] }));
    localStorage.setItem('refreshToken', 'refresh-1');
    mockFetch((request) => {
      if (request.path === '/cumplia-core/users/my') {
        return jsonResponse({
          id: 'u1',
          username: '12345678Z',
          name: 'Marta',
          surname: 'Ruiz',
          email: 'marta@cumplia.es',
          roles: ['ROLE_CUMPLIA'],
          gestoriaIds: [],
          empresaIds: [],
        });
      }
      if (request.path === '/cumplia-core/users/my/notifications') return jsonResponse(3);
      return errorResponse(404, 'NOT_FOUND');
    });

    renderRoutes('/iniciosuperadmin');

    expect(await screen.findByText('Marta Ruiz')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Marta' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Renovaciones: hay avisos pendientes/ })).toHaveAttribute(
        'href',
        '/renovacionesadmin',
      ),
    );
    expect(screen.queryByRole('link', { name: 'Contactar por chat' })).not.toBeInTheDocument();
  });

  it('shows no bell to a collaborator', async () => {
    localStorage.setItem('authToken', makeToken({ roles: ['ROLE_MANAGEMENT'] }));
    localStorage.setItem('user', JSON.stringify({ name: 'Luis', surname: null }));
    const requests = mockFetch(() => jsonResponse(true));

    renderRoutes('/iniciogestora');

    await screen.findByRole('heading', { level: 1, name: 'Tus empresas' });
    expect(screen.getByText('Luis')).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).not.toContain('/renovacionesadmin');
    expect(requests.some((request) => request.path.includes('notifications'))).toBe(false);
  });

  it('"Cerrar sesión" revokes the refresh token, clears local storage and goes to /acceso', async () => {
    localStorage.setItem('authToken', makeToken({ roles: ['ROLE_COMPANY'] }));
    localStorage.setItem('refreshToken', 'refresh-1');
    localStorage.setItem('user', JSON.stringify({ name: 'Luis', surname: null }));
    localStorage.setItem('empresa', '{"id":"e1"}');
    const requests = mockFetch(() => errorResponse(500, 'INTERNAL_SERVER_ERROR'));
    const { router } = renderRoutes('/inicioempresa');

    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Acceso' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/acceso');
    expect(requests.find((request) => request.path === '/cumplia-auth/logout')?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(localStorage.length).toBe(0);
    expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
  });
});

describe('navigation', () => {
  it('scrolls to the top on every route change', async () => {
    mockFetch(() => jsonResponse(false));
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderRoutes('/contactar');
    await screen.findByRole('heading', { level: 1, name: 'Contacto' });
    scrollTo.mockClear();

    await router.navigate('/aviso-legal');

    await screen.findByRole('heading', { level: 1, name: 'Aviso legal' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
