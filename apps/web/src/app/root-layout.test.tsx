import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../test/fetch-mock';
import { PROVEEDOR_PATH, TEST_PROVEEDOR } from '../test/proveedor';
import { renderRoutes } from '../test/render-app';
import { makeToken } from '../test/tokens';
import { storeSession } from '../lib/auth-storage';

describe('layout', () => {
  it('gives visitors the public links, the footer and the chat button', async () => {
    mockFetch((request) => (request.path === PROVEEDOR_PATH ? jsonResponse(TEST_PROVEEDOR) : jsonResponse(false)));
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
    expect(screen.getAllByRole('link', { name: 'Registre su empresa' })[0]).toHaveAttribute('href', '/registrar');

    // The footer loads after the screen, when the visitor nears it (docs/decisions/0055); jsdom has no
    // IntersectionObserver, so it comes at once.
    const footer = await screen.findByRole('contentinfo');
    for (const href of ['/', '/proteccindedatos', '/acosolaboral', '/desconexindigital', '/contactar', '/politica-cookies', '/aviso-legal']) {
      expect(within(footer).getAllByRole('link').some((link) => link.getAttribute('href') === href), href).toBe(true);
    }
    expect(await within(footer).findByText('Cumplimiento Laboral Canarias S.L.')).toBeInTheDocument();
    expect(within(footer).getByText('Calle Castillo 12, 3.º, 38002 Santa Cruz de Tenerife')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+34 922 123 456' })).toHaveAttribute('href', 'tel:+34922123456');
    expect(within(footer).getByRole('link', { name: 'privacidad@cumplimiento-canarias.es' })).toHaveAttribute(
      'href',
      'mailto:privacidad@cumplimiento-canarias.es',
    );
    expect(within(footer).getByRole('link', { name: 'Escríbanos por WhatsApp' })).toHaveAttribute('href', 'https://wa.me/34922123456');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Cumplia. Todos los derechos reservados.`)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Contactar por chat' })).toHaveAttribute('href', '/contactar');
  });

  it('leaves the chat button off the signing page, whose acceptance box it would cover on a phone', async () => {
    mockFetch(() => errorResponse(404, 'NOT_FOUND', 'El enlace de firma no existe.'));
    renderRoutes('/firma/un-enlace');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contactar por chat' })).not.toBeInTheDocument();
  });

  it('keeps the footer whole when the provider cannot be read', async () => {
    const requests = mockFetch((request) =>
      request.path === PROVEEDOR_PATH ? errorResponse(500, 'INTERNAL_SERVER_ERROR') : jsonResponse(false),
    );
    renderRoutes('/contactar');
    await screen.findByRole('heading', { level: 1, name: 'Contacto' });
    await waitFor(() => expect(requests.some((request) => request.path === PROVEEDOR_PATH)).toBe(true));

    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Escríbanos desde el formulario de contacto' })).toHaveAttribute(
      'href',
      '/contactar',
    );
    expect(within(footer).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: /^mailto:|@/ })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Aviso legal' })).toHaveAttribute('href', '/aviso-legal');
  });

  it('shows no chat button on staff screens, and the bell with its notices leading to the filtered lists', async () => {
    storeSession(makeToken({ roles: ['ROLE_CUMPLIA'] }));
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
      if (request.path === '/cumplia-core/users/my/avisos') {
        return jsonResponse([
          { tipo: 'RENOVACIONES_PRIORITARIAS', total: 3 },
          { tipo: 'COBROS_DEVUELTOS', total: 1 },
        ]);
      }
      return errorResponse(404, 'NOT_FOUND');
    });

    renderRoutes('/iniciosuperadmin');

    expect(await screen.findByText('Marta Ruiz')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Marta' });
    const bell = await screen.findByRole('button', { name: 'Avisos: hay 2 avisos pendientes' });
    await userEvent.setup().click(bell);
    expect(await screen.findByRole('menuitem', { name: '3 renovaciones prioritarias por decidir' })).toHaveAttribute('href', '/renovacionesadmin');
    expect(screen.getByRole('menuitem', { name: '1 cobro devuelto por el banco' })).toHaveAttribute('href', '/facturacionsuperadmin?devuelta=true');
    expect(screen.queryByRole('link', { name: 'Contactar por chat' })).not.toBeInTheDocument();
  });

  it("rings a collaborator's bell for its returned debits only, and shows none to a client", async () => {
    storeSession(makeToken({ roles: ['ROLE_MANAGEMENT'] }));
    localStorage.setItem('user', JSON.stringify({ name: 'Luis', surname: null }));
    mockFetch((request) =>
      request.path === '/cumplia-core/users/my/avisos' ? jsonResponse([{ tipo: 'COBROS_DEVUELTOS', total: 2 }]) : jsonResponse(true),
    );

    const { unmount } = renderRoutes('/iniciogestora');

    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    expect(screen.getByText('Luis')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Avisos: hay 1 aviso pendiente' }));
    expect(await screen.findByRole('menuitem', { name: '2 cobros devueltos por el banco' })).toHaveAttribute('href', '/facturaciongestoria?devuelta=true');
    unmount();

    storeSession(makeToken({ roles: ['ROLE_COMPANY'] }));
    const requests = mockFetch(() => jsonResponse(true));
    renderRoutes('/inicioempresa');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /^Avisos/ })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path.includes('avisos'))).toBe(false);
  });

  it('"Cerrar sesión" revokes the session by its cookie, clears local storage and goes to /acceso', async () => {
    storeSession(makeToken({ roles: ['ROLE_COMPANY'] }));
    localStorage.setItem('user', JSON.stringify({ name: 'Luis', surname: null }));
    localStorage.setItem('empresa', '{"id":"e1"}');
    const requests = mockFetch(() => errorResponse(500, 'INTERNAL_SERVER_ERROR'));
    const { router } = renderRoutes('/inicioempresa');

    await userEvent.click(await screen.findByRole('button', { name: 'Menú de usuario: Luis' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));

    expect(await screen.findByRole('heading', { name: 'Acceso' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/acceso');
    const logout = requests.find((request) => request.path === '/cumplia-auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.body).toBeUndefined();
    expect(localStorage.length).toBe(0);
    expect(screen.queryByRole('button', { name: /^Menú de usuario/ })).not.toBeInTheDocument();
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
