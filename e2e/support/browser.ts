import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type BrowserServer, type Locator, type Page } from 'playwright-core';
import { baseUrl, browserEndpoint } from './servers.ts';

/**
 * Chromium's headless shell from Debian's packages (chromium-headless-shell: the same Blink and V8
 * as /usr/bin/chromium, without the full browser around them, and what Playwright itself runs for
 * headless journeys): it spent a third less CPU on the same journeys (decision 0077). The full
 * browser where the shell is not installed; CHROMIUM_PATH names another. Never a download.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const screenshots = resolve(import.meta.dirname, '../screenshots');

/** The system's Chromium (CHROMIUM_PATH), headless, with the flags this closed network needs. */
const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/**
 * A journey worker's browser, which the global setup starts (support/global-setup.ts) and each of
 * the worker's files connects to: a browser's start and stop cost ~1 s of CPU, once per worker now
 * rather than once per file. Each file's pages are in contexts of their own, as before.
 */
export const launchBrowserServer = (): Promise<BrowserServer> => chromium.launchServer(LAUNCH_OPTIONS);

/** The browsers this journey file opened and has not closed (support/on-failure.ts reads their pages). */
const opened = new Set<Browser>();

/**
 * This journey file's browser: a connection to its worker's (launchBrowserServer). Closing it closes
 * the contexts the file opened and leaves the browser to the worker's next file.
 */
export async function openBrowser(): Promise<Browser> {
  const browser = await chromium.connect(browserEndpoint());
  opened.add(browser);
  browser.on('disconnected', () => opened.delete(browser));
  return browser;
}

/** Every page open in the browsers this journey file opened. */
export const openPages = (): Page[] => [...opened].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));

/**
 * A page on this worker's server, or on `options.baseUrl` (a journey's own server); `storageState`
 * gives its browser cookies and stored items from the start (a session opened by `signedIn`).
 */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; baseUrl?: string; storageState?: BrowserContextOptions['storageState'] } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: options.baseUrl ?? baseUrl(),
    ...(options.storageState ? { storageState: options.storageState } : {}),
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
  });
  const page = await context.newPage();
  // Guards for a loaded two-core machine: a first load of the app there took over 20 s, and in CI's run
  // of 2026-11-29 a sign-in form and a searched row each took over 30 s while the API lane ran beside
  // the journeys (the axe sweep's first pass 377 s against 56 s on a quiet machine). A wait that ends
  // in time costs nothing more for its longer limit.
  page.setDefaultTimeout(60_000);
  page.setDefaultNavigationTimeout(90_000);
  return { context, page };
}

/**
 * Whether the journeys photograph their screens: yes, but in the whole suite (`npm test` sets
 * E2E_SCREENSHOTS=0), where nobody looks at them and a full-page PNG of every screen was 15 % of the
 * axe sweep's time (measured 2026-11-29): `npm run test:e2e` makes them for a person to look at.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/**
 * Saves a screenshot under e2e/screenshots/ for a person to look at (see SCREENSHOTS): the whole page
 * unless `what` is `{ fold: page }` (what the screen shows, as a phone opened on a link) or a locator.
 */
export async function screenshot(what: Page | Locator | { fold: Page }, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(screenshots, { recursive: true });
  const path = join(screenshots, `${name}.png`);
  if ('fold' in what) await what.fold.screenshot({ path });
  else if ('goto' in what) await what.screenshot({ path, fullPage: true });
  else await what.screenshot({ path });
}
