import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../test/fetch-mock';
import { renderRoutes } from '../test/render-app';
import { makeToken } from '../test/tokens';
import { getAuthToken, hasSessionHint, storeSession } from '../lib/auth-storage';

const SUPERADMIN = ['ROLE_CUMPLIA'];
const WORKER = ['ROLE_CUMPLIA_WORKER'];
const GESTORIA = ['ROLE_MANAGEMENT'];

function signInAs(roles: string[], expiresIn = 600) {
  storeSession(makeToken({ roles, expiresIn }));
  localStorage.setItem('user', JSON.stringify({ name: 'Ana', surname: 'García' }));
}

function answerHeaderCalls(request: RecordedRequest): Response {
  if (request.path === '/cumplia-core/users/my/avisos') return jsonResponse([]);
  return errorResponse(404, 'NOT_FOUND');
}

async function expectLoginScreen() {
  expect(await screen.findByRole('heading', { name: 'Acceso' })).toBeInTheDocument();
}

describe('route guards', () => {
  beforeEach(() => {
    mockFetch(answerHeaderCalls);
  });

  it('sends a visitor without a session to /acceso, asking the server for nothing', async () => {
    const requests = mockFetch(answerHeaderCalls);
    const { router } = renderRoutes('/iniciogestora');
    await expectLoginScreen();
    expect(router.state.location.pathname).toBe('/acceso');
    expect(requests.map((request) => request.path)).not.toContain('/cumplia-auth/refresh-token');
  });

  it('after a reload (no token in memory) gets the access token back from the session cookie', async () => {
    localStorage.setItem('sesionIniciada', '1');
    const renewed = makeToken({ roles: GESTORIA });
    const requests = mockFetch((request) =>
      request.path === '/cumplia-auth/refresh-token' ? jsonResponse({ token: renewed, newToken: renewed }) : answerHeaderCalls(request),
    );

    renderRoutes('/iniciogestora');

    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(getAuthToken()).toBe(renewed);
    const refresh = requests.find((request) => request.path === '/cumplia-auth/refresh-token');
    expect(refresh?.body).toBeUndefined();
  });

  it('forgets the session when it cannot be renewed', async () => {
    signInAs(GESTORIA, -60);
    mockFetch((request) =>
      request.path === '/cumplia-auth/refresh-token' ? errorResponse(401, 'INVALID_REFRESH_TOKEN') : answerHeaderCalls(request),
    );

    const { router } = renderRoutes('/iniciogestora');

    await expectLoginScreen();
    expect(router.state.location.pathname).toBe('/acceso');
    expect(getAuthToken()).toBeNull();
    expect(hasSessionHint()).toBe(false);
  });

  it('renews an expired token through the session cookie before opening the screen', async () => {
    signInAs(GESTORIA, -60);
    const renewed = makeToken({ roles: GESTORIA });
    mockFetch((request) =>
      request.path === '/cumplia-auth/refresh-token'
        ? jsonResponse({ token: renewed, newToken: renewed })
        : answerHeaderCalls(request),
    );

    renderRoutes('/iniciogestora');

    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(getAuthToken()).toBe(renewed);
  });

  it('sends a user without any of the required roles to /acceso', async () => {
    signInAs(GESTORIA);
    const { router } = renderRoutes('/bandeja-salida');
    await expectLoginScreen();
    expect(router.state.location.pathname).toBe('/acceso');
  });

  it('keeps staff without the worker role out of the worker-only screens', async () => {
    signInAs(SUPERADMIN);
    const { router } = renderRoutes('/worker-renovaciones');
    await expectLoginScreen();
    expect(router.state.location.pathname).toBe('/acceso');
  });

  it('sends a worker landing on the superadmin home to /worker-inicio', async () => {
    signInAs(WORKER);
    const { router } = renderRoutes('/iniciosuperadmin');
    expect(await screen.findByRole('link', { name: 'Editar empresas' })).toHaveAttribute(
      'href',
      '/worker-editar-cliente-listado',
    );
    expect(router.state.location.pathname).toBe('/worker-inicio');
  });

  it('opens /detalleempresa only with a gestoriaId in navigation state', async () => {
    signInAs(SUPERADMIN);
    const { router } = renderRoutes('/detalleempresa');
    expect(await screen.findByRole('heading', { name: 'Colaboradores' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/editargestoriaslistado');

    await router.navigate('/detalleempresa', { state: { gestoriaId: 'g-1' } });
    expect(await screen.findByRole('heading', { name: 'Detalle del colaborador' })).toBeInTheDocument();
  });

  it('sends /worker-detalle-empresa without state to the worker collaborator list', async () => {
    signInAs(WORKER);
    const { router } = renderRoutes('/worker-detalle-empresa');
    await waitFor(() => expect(router.state.location.pathname).toBe('/worker-editar-gestorias-listado'));
  });

  it.each([
    ['/editarclienteempresa', GESTORIA],
    ['/asignar-usuario-empresa', GESTORIA],
    ['/worker-editar-cliente-empresa', WORKER],
    ['/editarusuario', SUPERADMIN],
  ])('sends %s without its query parameter to /not-found', async (path, roles) => {
    signInAs(roles);
    const { router } = renderRoutes(path);
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('opens /editarclienteempresa when cifNif is given', async () => {
    signInAs(GESTORIA);
    renderRoutes('/editarclienteempresa?cifNif=B12345678');
    expect(await screen.findByRole('heading', { name: 'Editar empresa' })).toBeInTheDocument();
  });

  it('opens the routes with an id parameter', async () => {
    signInAs(WORKER);
    renderRoutes('/empresas-worker/42/edit');
    expect(await screen.findByRole('heading', { name: 'Precios y datos de la empresa' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderRoutes('/esto-no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });
});
