import { screen } from '@testing-library/react';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderRoutes } from '../test/render-app';
import { makeToken } from '../test/tokens';
import { routes } from './route-table';
import type { ScreenHandle } from './screen-route';
import { storeSession } from '../lib/auth-storage';
import { screenOf } from '../test/route-screens';
import { tuteo } from '../test/usted';
import { areaNavigation } from './area-navigation';
import type { StaffAreaScreen } from './routes/in-staff-area';

const COMPANY = 'ROLE_COMPANY';
const MANAGEMENT = 'ROLE_MANAGEMENT';
const CUMPLIA = 'ROLE_CUMPLIA';
const WORKER = 'ROLE_CUMPLIA_WORKER';
const ALL_ROLES = [COMPANY, MANAGEMENT, CUMPLIA, WORKER];
const STAFF = [CUMPLIA, WORKER];

/** The route tables of spec 1 §2.1, spec 2 §2 and spec 3 §2, plus the outbox and the data-protection requests. */
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
  '/datospersonales': [CUMPLIA],
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

const screenRoutes = routes[0]!.children!.filter((route) => route.path !== '*');
const titleOf = (route: RouteObject) => (route.handle as ScreenHandle).title;
const concretePath = (route: RouteObject) => (route.index ? '/' : route.path!.replace(':id', '7').replace(':token', 'abcdefghijklmnopqrstuvwxyz'));

/** The signed-in areas' menus: the small heading and the items of each (area-navigation.ts, the staff and collaborator menus). */
const MENUS = [
  areaNavigation('gestoria', [MANAGEMENT]),
  areaNavigation('empresa', [COMPANY]),
  areaNavigation('staff', [CUMPLIA]),
  areaNavigation('worker', [WORKER]),
].map(({ menu }) => menu);

/**
 * Two routes that show one screen, or one task in each staff area (the superadmin's and the worker's
 * address of "Facturación", both open to a worker: decision 0035).
 */
function sameScreen(a: RouteObject, b: RouteObject): boolean {
  const [screenA, screenB] = [screenOf(a), screenOf(b)] as Array<Partial<StaffAreaScreen> | undefined>;
  if (screenA === screenB) return true;
  return Boolean(screenA?.staffArea && screenB?.staffArea && screenA.staffArea !== screenB.staffArea);
}

describe('titles and menus (issue 23: one voice, usted; each screen its own title)', () => {
  it('tells a text that speaks "tú" from one in "usted" or addressed to no one', () => {
    const tu = ['Tus empresas', 'Tu gestoría', 'Te enviaremos un código', '¿Ya has verificado la cuenta?', 'Introduce el NIF', 'Por favor, selecciona un archivo', 'Por favor, intenta de nuevo.', 'Inténtalo de nuevo', 'Consulta y descarga las facturas', 'Accede aquí'];
    const usted = ['Empresas', 'Gestoría', 'Le enviaremos un código', 'Introduzca su NIF', 'Por favor, seleccione un archivo', 'Inténtelo de nuevo', 'Firma de contrato', 'Descarga de protocolos', 'Activa', 'Activar herramientas', 'Tutoriales', 'Comisiones', 'Renovaciones'];
    expect(tu.filter((text) => !tuteo(text))).toEqual([]);
    expect(usted.filter((text) => tuteo(text))).toEqual([]);
  });

  it('no screen title, menu heading or menu item speaks "tú"', () => {
    const texts = [...screenRoutes.map(titleOf), ...MENUS.flatMap((menu) => [menu.title, ...menu.items.map((item) => item.label)])];
    expect(texts.length).toBeGreaterThan(80);
    expect(texts.flatMap((text) => (tuteo(text) ? [`"${text}" says "${tuteo(text)}"`] : []))).toEqual([]);
  });

  it.each(ALL_ROLES)('no two screens %s opens share a title', async (role) => {
    const opened: RouteObject[] = [];
    for (const route of screenRoutes) {
      if ((route.handle as ScreenHandle).area === 'public') continue;
      storeSession(makeToken({ roles: [role] }));
      if ((await guardOutcome(concretePath(route))) === null) opened.push(route);
    }
    expect(opened.length).toBeGreaterThan(1);
    const shared = opened.flatMap((route, index) =>
      opened
        .slice(index + 1)
        .filter((other) => titleOf(other).toLocaleLowerCase('es') === titleOf(route).toLocaleLowerCase('es') && !sameScreen(route, other))
        .map((other) => `${route.path} and ${other.path}: "${titleOf(route)}"`),
    );
    expect(shared).toEqual([]);
  });
});
