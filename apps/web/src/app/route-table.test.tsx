import { screen } from '@testing-library/react';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderRoutes } from '../test/render-app';
import { makeToken } from '../test/tokens';
import { routes } from './route-table';
import type { ScreenHandle } from './screen-route';
import { storeSession } from '../lib/auth-storage';

const COMPANY = 'ROLE_COMPANY';
const MANAGEMENT = 'ROLE_MANAGEMENT';
const CUMPLIA = 'ROLE_CUMPLIA';
const WORKER = 'ROLE_CUMPLIA_WORKER';
const ALL_ROLES = [COMPANY, MANAGEMENT, CUMPLIA, WORKER];
const STAFF = [CUMPLIA, WORKER];

/** The route tables of spec 1 §2.1, spec 2 §2 and spec 3 §2, plus the outbox. */
const ACCESS: Record<string, string[] | 'public'> = {
  '/': 'public',
  '/politica-cookies': 'public',
  '/aviso-legal': 'public',
  '/acceso': 'public',
  '/registrarse': 'public',
  '/registrar': 'public',
  '/formacion': 'public',
  '/contactar': 'public',
  '/cumplia': 'public',
  '/acosolaboral': 'public',
  '/proteccindedatos': 'public',
  '/desconexindigital': 'public',
  '/pildorasformativas': 'public',
  '/resetpassword': 'public',
  '/recuperarcontrasena': 'public',
  '/reset-password-confirm': 'public',
  '/verificacion': 'public',
  '/reset-password/confirm': 'public',
  '/newsletter/confirmar': 'public',
  '/newsletter/baja': 'public',
  '/firma/abcdefghijklmnopqrstuvwxyz': 'public',
  '/not-found': 'public',
  '/anadirclienteempresa': [MANAGEMENT],
  '/editarclienteempresa': [MANAGEMENT],
  '/iniciogestora': [MANAGEMENT],
  '/altamasiva': [MANAGEMENT],
  '/editarclientelistado': [MANAGEMENT],
  '/renovaciones': [MANAGEMENT],
  '/facturaciongestoria': [MANAGEMENT],
  '/empresas-sin-usuario': [MANAGEMENT],
  '/asignar-usuario-empresa': [MANAGEMENT],
  '/inicioempresa': [COMPANY],
  '/facturacion': [COMPANY],
  '/iniciosuperadmin': [CUMPLIA],
  '/facturacionsuperadmin': STAFF,
  '/anadirusuariosuperadmin': STAFF,
  '/editarformulariosuperadmin': STAFF,
  '/anadircolaboradorsuperadmin': STAFF,
  '/editargestoriasuperadmin': STAFF,
  '/editargestoriaslistado': STAFF,
  '/editarusuario': STAFF,
  '/renovacionesadmin': STAFF,
  '/herramientassuperadmin': STAFF,
  '/listarempresasadmin': STAFF,
  '/detalleempresa': STAFF,
  '/empresas/7/edit': STAFF,
  '/editarempresasuperadmin': STAFF,
  '/anadirclienteempresasuperadmin': STAFF,
  '/empresas-worker/7/edit': STAFF,
  '/bandeja-salida': STAFF,
  '/worker-inicio': [WORKER],
  '/worker-anadir-empresa': [WORKER],
  '/worker-anadir-gestoria': [WORKER],
  '/worker-detalle-empresa': [WORKER],
  '/worker-editar-gestorias-listado': [WORKER],
  '/worker-facturacion': [WORKER],
  '/worker-editar-cliente-listado': [WORKER],
  '/worker-editar-cliente-empresa': [WORKER],
  '/worker-renovaciones': [WORKER],
  '/worker-herramientas': [WORKER],
};

function leafRoute(path: string): RouteObject | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route;
}

/** Runs the route's guard as the router would; returns where it redirects, or null to let in. */
async function guardOutcome(path: string): Promise<string | null> {
  const loader = leafRoute(path)?.loader;
  if (typeof loader !== 'function') return null;
  const request = new Request(`http://localhost${path}?cifNif=B12345678&id=1`);
  try {
    await loader({ request, params: {}, context: {} } as LoaderFunctionArgs);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('route table', () => {
  it.each(Object.keys(ACCESS))('registers %s', (path) => {
    expect(leafRoute(path)?.path).not.toBe('*');
  });

  it.each(Object.entries(ACCESS))('lets into %s exactly the roles of the spec', async (path, access) => {
    for (const role of ALL_ROLES) {
      storeSession(makeToken({ roles: [role] }));
      const allowed = access === 'public' || access.includes(role);
      const outcome = await guardOutcome(path);
      if (allowed) expect(outcome, `${role} at ${path}`).toBeNull();
      else expect(outcome, `${role} at ${path}`).toMatch(/^\/(acceso|worker-inicio)$/);
    }
  });

  it('lets nobody without a token into a guarded route', async () => {
    const guarded = Object.entries(ACCESS).filter(([, access]) => access !== 'public');
    for (const [path] of guarded) expect(await guardOutcome(path), path).toBe('/acceso');
  });

  const temporaryRoutes = routes[0]!.children!.filter((route) => (route.handle as ScreenHandle).temporary);

  it.each(temporaryRoutes.map((route) => [route.index ? '/' : route.path!, (route.handle as ScreenHandle).title]))(
    'shows the placeholder with its title at %s',
    async (path, title) => {
      storeSession(makeToken({ roles: ALL_ROLES }));
      localStorage.setItem('user', JSON.stringify({ name: 'Ana', surname: null }));
      mockFetch(() => jsonResponse(false));
      const concretePath = path.replace(':id', '7');

      renderRoutes({ pathname: concretePath, search: '?cifNif=B12345678&id=1', state: { gestoriaId: 'g-1' } });

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText('Esta pantalla estará disponible en una próxima versión de Cumplia.')).toBeInTheDocument();
      if (path !== '/') expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    },
  );
});
