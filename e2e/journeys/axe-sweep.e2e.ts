import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { describeViolations, violations } from '../support/axe.ts';
import { openBrowser, newPage, screenshot } from '../support/browser.ts';
import { unstyledComponents } from '../support/component-styles.ts';
import { phoneProblems } from '../support/phone-fit.ts';
import { animationsEnded, trackRequests } from '../support/quiet.ts';
import { screenPaths, type RouteArea, type ScreenPath } from '../support/route-table.ts';
import { subscribeFromLanding } from '../support/newsletter.ts';
import { outboxText } from '../support/outbox.ts';
import { accessTokenOf, DEMO, signedIn, solveCaptcha } from '../support/session.ts';
import { uniqueCif, uniqueDni } from '../support/spanish-ids.ts';

/**
 * Every screen of the web app's route table, for every role that may open it, at a laptop's and a
 * phone's size: no axe violation of any impact (WCAG 2.2 A and AA, colour contrast and target size
 * included; issue 23) and no Mantine component drawn without its styles (decision 0071). The list
 * of screens is read from the route table itself, so a screen added there is swept without touching
 * this file; its address's parameters are filled with the demo data's own ids.
 * One browser, and one signed-in page per role whose size changes between the two passes. At the
 * phone's size each screen must also fit it (no sideways scroll, lists as cards, no English: decision
 * 0049), and is photographed (e2e/screenshots/movil-<role>-<path>.png) for a person to look at.
 */

/**
 * A laptop, and the narrowest phone: WCAG 2.2's 1.4.10 (Reflow, AA) asks that content read at 320 CSS
 * px without scrolling sideways (a 1280 px screen at 400 % zoom); a screen that fits it fits the
 * 360–430 px of today's phones too (it was 390 until 2026-12-02, when 320 found the pager 12 px too wide).
 */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 320, height: 700 },
] as const;

/** Up to this width a list is a pile of cards (apps/web's PHONE_QUERY, 30em). */
const PHONE_WIDTH = 480;

/** A screen's path as a file name: "/firma/:token" → "firma-token", "/" → "inicio". */
const screenName = (screen: ScreenPath) => screen.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'inicio';

type Visitor = 'visitante' | keyof typeof DEMO;

/** Who opens which areas of the route table (the staff area opens to both staff roles). */
const AREAS_OF: Record<Visitor, RouteArea[]> = {
  visitante: ['public'],
  empresa: ['empresa'],
  gestoria: ['gestoria'],
  superadmin: ['staff'],
  worker: ['worker', 'staff'],
};

/**
 * The data that fills the screens' addresses: the demo data's own ids, read through the API, and the
 * links of the e-mails and SMS a visitor follows (a contract's signing link, an account's activation,
 * a password reset, a newsletter confirmation and unsubscription), made for a company, an
 * administrator and a subscriber of the sweep's own, so that no other journey's data is touched.
 */
interface SweepData {
  empresaId: string;
  empresaNifCif: string;
  gestoriaId: string;
  usuarioId: string;
  gestoriaEmpresaNifCif: string;
  sinUsuarioNifCif: string;
  /** "/firma/…", "/verificacion?data=…", "/reset-password-confirm?data=…", "/newsletter/confirmar?token=…", "/newsletter/baja?token=…". */
  links: Record<'firma' | 'verificacion' | 'restablecer' | 'newsletterConfirmar' | 'newsletterBaja', string>;
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
function argumentsOf(path: string, data: SweepData): Omit<Visit, 'url'> & { query?: Record<string, string> } {
  switch (path) {
    case '/editarclienteempresa':
      return { query: { cifNif: data.gestoriaEmpresaNifCif } };
    case '/asignar-usuario-empresa':
      return { query: { cifNif: data.sinUsuarioNifCif } };
    case '/worker-editar-cliente-empresa':
      return { query: { cifNif: data.empresaNifCif } };
    case '/editargestoriasuperadmin':
      return { query: { id: data.gestoriaId } };
    case '/editarusuario':
      return { query: { id: data.usuarioId } };
    case '/editarformulariosuperadmin':
    case '/editarempresasuperadmin':
      return { query: { id: data.empresaId } };
    case '/detalleempresa':
    case '/worker-detalle-empresa':
      return { state: { gestoriaId: data.gestoriaId } };
    case '/reset-password/confirm':
      // The reset request's own address for the same screen: the e-mailed link's data.
      return { query: Object.fromEntries(new URL(data.links.restablecer, 'http://cumplia').searchParams) };
    default:
      return {};
  }
}

/** The screens opened by an e-mailed or texted link: they are visited at that link. */
const LINKED: Record<string, keyof SweepData['links']> = {
  '/firma/:token': 'firma',
  '/verificacion': 'verificacion',
  '/reset-password-confirm': 'restablecer',
  '/newsletter/confirmar': 'newsletterConfirmar',
  '/newsletter/baja': 'newsletterBaja',
};

/** A screen's address with its parameters filled: ":id" is a company, a linked screen its link. */
function visitOf(screen: ScreenPath, data: SweepData): Visit {
  if (screen.path === '*') return { url: '/esta-pagina-no-existe' };
  const link = LINKED[screen.path];
  if (link) return { url: data.links[link] };
  const url = screen.path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'id') return encodeURIComponent(data.empresaId);
    throw new Error(`No demo value for the parameter :${name} of ${screen.path}: add one to axe-sweep.e2e.ts`);
  });
  const { query, state } = argumentsOf(screen.path, data);
  return { url: query ? `${url}?${new URLSearchParams(query).toString()}` : url, state };
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/cumplia-core${path}`, { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

type Page0<T> = { content: T[] };

/** The address (path and query) of the first link to `prefix` in an outbox message's text. */
function linkIn(text: string, prefix: string): string {
  const href = text.match(/https?:\/\/[^\s"<>)]+/g)?.find((link) => new URL(link).pathname.startsWith(prefix));
  if (!href) throw new Error(`No link to ${prefix} in: ${text}`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

/** As a visitor, in a page of its own: asks for a password reset of `nif` and subscribes `email` to the newsletter. */
async function visitorRequests(nif: string, email: string) {
  const { context, page } = await newPage(browser);
  await page.goto('/recuperarcontrasena');
  await page.getByRole('textbox', { name: 'NIF del usuario', exact: true }).fill(nif);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Recuperar contraseña' }).click();
  await page.getByText('Se ha enviado un correo electrónico con las instrucciones para restablecer su contraseña.').waitFor();
  await subscribeFromLanding(page, email);
  await context.close();
}

async function sweepData(pages: Record<'superadmin' | 'gestoria', Page>): Promise<SweepData> {
  const empresas = await apiGet<Page0<{ id: string; nifCif: string }>>(pages.superadmin, '/admin/empresas?page=0&size=5');
  const gestorias = await apiGet<Page0<{ id: string; nifCif: string; users: Array<{ id: string }> }>>(pages.superadmin, '/admin/gestorias/users?page=0&size=5');
  const propias = await apiGet<Page0<{ nifCif: string }>>(pages.gestoria, '/gestorias/my/empresas?page=0&size=5');
  const sinUsuario = await apiGet<Page0<{ nifCif: string }>>(pages.gestoria, '/gestorias/my/empresas/sin-usuario?page=0&size=5');
  const withUser = gestorias.content.find((gestoria) => gestoria.users.length > 0);
  const empresa = empresas.content[0];
  const propia = propias.content[0];
  const sinUsuarioPropia = sinUsuario.content[0];
  if (!empresa || !withUser || !propia || !sinUsuarioPropia) {
    throw new Error('The demo data lacks a company, a collaborator with a user, or a company of the demo collaborator with and without a user');
  }

  // The sweep's own company, created and verified by staff with LOPDGDD on: its administrator's
  // activation e-mail and its contract's signing link by SMS, as a new client receives them.
  const staffToken = await accessTokenOf(pages.superadmin);
  const authorization = `Bearer ${staffToken}`;
  const seed = Date.now() % 1_000_000;
  const own = { username: uniqueDni(), email: `axe.${seed}@hornosdelmoncayo.es`, telefono: `+346${String(20_000_000 + seed).slice(-8)}` };
  const created = await pages.superadmin.request.post('/api/cumplia-core/admin/empresas', {
    headers: { authorization },
    data: {
      gestoriaId: withUser.id,
      razonSocial: `Hornos del Moncayo ${seed} S.L.`,
      nombreComercial: `Hornos del Moncayo ${seed}`,
      nifCif: uniqueCif(),
      tipo: 'E',
      nombre: 'Begoña Lacasa Urriés',
      username: own.username,
      email: own.email,
      telefono: own.telefono,
      direccion: 'Calle del Horno 12',
      localidad: 'Tarazona',
      provincia: 'Zaragoza',
      codigoPostal: '50500',
      cnae: '1071',
      actividad: 'Fabricación de pan y productos de panadería',
      numTrabajadores: 6,
      numCuenta: 'ES9121000418450200051332',
      metodoDePago: 'SEPA',
      productos: [{ nombrePlantilla: 'LOPD', precioDescuento: 110 }],
    },
  });
  if (created.status() !== 201) throw new Error(`POST admin/empresas: ${created.status()} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const verified = await pages.superadmin.request.post(`/api/cumplia-core/admin/empresas/${id}/verify`, { headers: { authorization } });
  if (!verified.ok()) throw new Error(`POST admin/empresas/${id}/verify: ${verified.status()}`);
  const subscriber = `axe.${seed}@boletin-moncayo.es`;
  await visitorRequests(own.username, subscriber);

  const message = (recipient: string, contains: string, channel: 'SMS' | 'EMAIL') => outboxText(pages.superadmin, staffToken, { recipient, contains, channel });
  const newsletter = await message(subscriber, '/newsletter/confirmar', 'EMAIL');
  return {
    empresaId: empresa.id,
    empresaNifCif: empresa.nifCif,
    gestoriaId: withUser.id,
    usuarioId: withUser.users[0]!.id,
    gestoriaEmpresaNifCif: propia.nifCif,
    sinUsuarioNifCif: sinUsuarioPropia.nifCif,
    links: {
      firma: linkIn(await message(own.telefono, '/firma/', 'SMS'), '/firma/'),
      verificacion: linkIn(await message(own.email, '/verificacion?data=', 'EMAIL'), '/verificacion'),
      restablecer: linkIn(await message(own.email, '/reset-password-confirm?data=', 'EMAIL'), '/reset-password-confirm'),
      newsletterConfirmar: linkIn(newsletter, '/newsletter/confirmar'),
      newsletterBaja: linkIn(newsletter, '/newsletter/baja'),
    },
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

/**
 * The screen has drawn: the document has its route's title (unless a guard sent elsewhere), the
 * screen's h1 is there, no request is pending, no animation that ends is running.
 */
async function settled(page: Page, screen: ScreenPath, visit: Visit, quiet: () => Promise<void>) {
  const title = screen.title === 'Inicio' ? 'Cumplia' : `${screen.title} · Cumplia`;
  const path = new URL(visit.url, 'http://cumplia').pathname;
  await page.waitForFunction(({ path, title }) => window.location.pathname !== path || document.title === title, { path, title });
  await page.locator('h1').first().waitFor();
  await quiet();
  await animationsEnded(page);
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

let data: Promise<SweepData> | undefined;
/** The sweep's data, made once, through the pages of the roles that may read it (whichever test runs first). */
function sweepDataOnce(): Promise<SweepData> {
  data ??= (async () => sweepData({ superadmin: await pageOf('superadmin'), gestoria: await pageOf('gestoria') }))();
  return data;
}

beforeAll(async () => {
  browser = await openBrowser();
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
        const ids = await sweepDataOnce();
        const page = await pageOf(who);
        await page.setViewportSize(size);
        const quiet = trackRequests(page);
        const found: string[] = [];
        const mine = screens.filter((screen) => AREAS_OF[who].includes(screen.area));
        for (const [index, screen] of mine.entries()) {
          const visit = visitOf(screen, ids);
          await open(page, visit, index);
          await settled(page, screen, visit, quiet);
          found.push(...describeViolations(`${who} ${size.width} ${visit.url}`, await violations(page)));
          found.push(...(await unstyledComponents(page, `${who} ${size.width} ${visit.url}`)));
          if (size.width <= PHONE_WIDTH) {
            found.push(...(await phoneProblems(page, `${who} ${visit.url}`)));
            await screenshot(page, `movil-${who}-${screenName(screen)}`);
          }
        }
        expect(found).toEqual([]);
      }, 600_000);
    }
  }
});
