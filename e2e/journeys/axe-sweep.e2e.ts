import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { describeViolations, violations } from '../support/axe.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { screenPaths, type RouteArea, type ScreenPath } from '../support/route-table.ts';
import { accessTokenOf, DEMO, signedIn } from '../support/session.ts';

/**
 * Every screen of the web app's route table, for every role that may open it, at a laptop's and a
 * phone's size: no axe violation of any impact (WCAG 2.1 A and AA, colour contrast included; issue
 * 23). The list of screens is read from the route table itself, so a screen added there is swept
 * without touching this file; its address's parameters are filled with the demo data's own ids.
 * One browser, and one signed-in page per role whose size changes between the two passes.
 */

const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

type Visitor = 'visitante' | keyof typeof DEMO;

/** Who opens which areas of the route table (the staff area opens to both staff roles). */
const AREAS_OF: Record<Visitor, RouteArea[]> = {
  visitante: ['public'],
  empresa: ['empresa'],
  gestoria: ['gestoria'],
  superadmin: ['staff'],
  worker: ['worker', 'staff'],
};

/** The demo data's ids that fill the screens' addresses, read through the API once. */
interface DemoIds {
  empresaId: string;
  empresaNifCif: string;
  gestoriaId: string;
  usuarioId: string;
  gestoriaEmpresaNifCif: string;
  sinUsuarioNifCif: string;
  firmaPath: string | undefined;
}

interface Visit {
  url: string;
  /** Navigation state the screen reads (react-router's location.state). */
  state?: Record<string, string>;
}

/**
 * The query or navigation state a screen works with (what its guard or its screen reads); a
 * screen not listed here opens at its bare address, as a link without arguments would open it.
 */
function argumentsOf(path: string, ids: DemoIds): Omit<Visit, 'url'> & { query?: Record<string, string> } {
  switch (path) {
    case '/editarclienteempresa':
      return { query: { cifNif: ids.gestoriaEmpresaNifCif } };
    case '/asignar-usuario-empresa':
      return { query: { cifNif: ids.sinUsuarioNifCif } };
    case '/worker-editar-cliente-empresa':
      return { query: { cifNif: ids.empresaNifCif } };
    case '/editargestoriasuperadmin':
      return { query: { id: ids.gestoriaId } };
    case '/editarusuario':
      return { query: { id: ids.usuarioId } };
    case '/editarformulariosuperadmin':
    case '/editarempresasuperadmin':
      return { query: { id: ids.empresaId } };
    case '/detalleempresa':
    case '/worker-detalle-empresa':
      return { state: { gestoriaId: ids.gestoriaId } };
    default:
      return {};
  }
}

/** A screen's address with its parameters filled: ":id" is a company, ":token" a signing link. */
function visitOf(screen: ScreenPath, ids: DemoIds): Visit {
  if (screen.path === '*') return { url: '/esta-pagina-no-existe' };
  if (screen.path === '/firma/:token' && ids.firmaPath) return { url: ids.firmaPath };
  const url = screen.path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'id') return encodeURIComponent(ids.empresaId);
    if (name === 'token') return 'enlace-de-firma-caducado';
    throw new Error(`No demo value for the parameter :${name} of ${screen.path}: add one to axe-sweep.e2e.ts`);
  });
  const { query, state } = argumentsOf(screen.path, ids);
  return { url: query ? `${url}?${new URLSearchParams(query).toString()}` : url, state };
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/cumplia-core${path}`, { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

type Page0<T> = { content: T[] };

async function demoIds(pages: Record<'superadmin' | 'gestoria' | 'empresa', Page>): Promise<DemoIds> {
  const empresas = await apiGet<Page0<{ id: string; nifCif: string }>>(pages.superadmin, '/admin/empresas?page=0&size=5');
  const gestorias = await apiGet<Page0<{ id: string; nifCif: string; users: Array<{ id: string }> }>>(pages.superadmin, '/admin/gestorias/users?page=0&size=5');
  const propias = await apiGet<Page0<{ nifCif: string }>>(pages.gestoria, '/gestorias/my/empresas?page=0&size=5');
  const sinUsuario = await apiGet<Page0<{ nifCif: string }>>(pages.gestoria, '/gestorias/my/empresas/sin-usuario?page=0&size=5');
  const withUser = gestorias.content.find((gestoria) => gestoria.users.length > 0) ?? gestorias.content[0];
  const empresa = empresas.content[0];
  if (!empresa || !withUser) throw new Error('The demo data has no company or no collaborator to fill the addresses with');
  // A signing link of the demo client's pending contract, as its "Firmar ahora" asks for one.
  const contratos = await apiGet<Array<{ tool: string; status: string }>>(pages.empresa, '/empresas/my/contratos');
  const pendiente = contratos.find((contrato) => contrato.status === 'PENDIENTE');
  let firmaPath: string | undefined;
  if (pendiente) {
    const response = await pages.empresa.request.post(`/api/cumplia-core/empresas/my/contratos/${pendiente.tool}/firma`, {
      headers: { authorization: `Bearer ${await accessTokenOf(pages.empresa)}` },
    });
    if (response.ok()) firmaPath = ((await response.json()) as { path: string }).path;
  }
  return {
    empresaId: empresa.id,
    empresaNifCif: empresa.nifCif,
    gestoriaId: withUser.id,
    usuarioId: withUser.users[0]?.id ?? '',
    gestoriaEmpresaNifCif: propias.content[0]?.nifCif ?? empresa.nifCif,
    sinUsuarioNifCif: sinUsuario.content[0]?.nifCif ?? propias.content[0]?.nifCif ?? empresa.nifCif,
    firmaPath,
  };
}

/** Requests the page has sent and not seen answered: the sweep waits for none for half a second. */
function trackRequests(page: Page) {
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  return async () => {
    let quietSince = Date.now();
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (inFlight > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 500) return;
      await page.waitForTimeout(100);
    }
  };
}

/** Opens `visit` inside the running app (a history entry and a popstate, as "Atrás" would), or loads it. */
async function open(page: Page, visit: Visit, index: number) {
  await page.evaluate(
    ({ url, state, idx }) => {
      window.history.pushState({ usr: state ?? null, key: `axe${idx}`, idx }, '', url);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { url: visit.url, state: visit.state, idx: 1000 + index },
  );
}

/** The screen has drawn: its title is there, no request is pending, no animation that ends is running. */
async function settled(page: Page, quiet: () => Promise<void>) {
  await page.locator('h1').first().waitFor();
  await quiet();
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

let browser: Browser;
let screens: ScreenPath[];
const signedInPages = new Map<Visitor, Promise<Page>>();

/** The one page of `who` for the whole sweep: signed in once (the visitor is not), resized between passes. */
function pageOf(who: Visitor): Promise<Page> {
  let page = signedInPages.get(who);
  if (!page) {
    page =
      who === 'visitante'
        ? newPage(browser).then(async ({ page: visitor }) => {
            await visitor.goto('/', { timeout: 90_000 });
            return visitor;
          })
        : signedIn(browser, DEMO[who]);
    signedInPages.set(who, page);
  }
  return page;
}

let demo: Promise<DemoIds> | undefined;
/** The demo ids, read once, through the pages of the roles that may read them. */
function demoIdsOnce(): Promise<DemoIds> {
  demo ??= (async () => demoIds({ superadmin: await pageOf('superadmin'), gestoria: await pageOf('gestoria'), empresa: await pageOf('empresa') }))();
  return demo;
}

beforeAll(async () => {
  browser = await launchBrowser();
  screens = await screenPaths();
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

describe('axe on every screen of the route table', () => {
  it('reads the route table: every area has screens and every screen an area someone opens', () => {
    const swept = new Set(Object.values(AREAS_OF).flat());
    expect(screens.filter((screen) => !swept.has(screen.area))).toEqual([]);
    expect(screens.length).toBeGreaterThan(50);
  });

  for (const size of SIZES) {
    for (const who of Object.keys(AREAS_OF) as Visitor[]) {
      it(`${who} at ${size.width}×${size.height}: no violation on any screen`, async () => {
        const ids = await demoIdsOnce();
        const page = await pageOf(who);
        await page.setViewportSize(size);
        const quiet = trackRequests(page);
        const found: string[] = [];
        const mine = screens.filter((screen) => AREAS_OF[who].includes(screen.area));
        for (const [index, screen] of mine.entries()) {
          const visit = visitOf(screen, ids);
          await open(page, visit, index);
          await settled(page, quiet);
          found.push(...describeViolations(`${who} ${size.width} ${visit.url}`, await violations(page)));
        }
        expect(found).toEqual([]);
      }, 600_000);
    }
  }
});
