import { randomInt } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { cifFor, dniFor } from '../../apps/api/test/support/spanish-ids.ts';
import { demoSession } from './auth.bench.ts';

const CORE = '/api/cumplia-core';

/**
 * A mid-range phone on 4G, as issue 25 sets it: the CPU four times slower than this machine's
 * (Chrome DevTools' "mid-tier mobile"), 1.6 Mbps down, 750 kbps up and 150 ms round trip (its
 * "Slow 4G"/"Fast 3G" preset).
 */
export const PHONE = { cpuSlowdown: 4, downKbps: 1600, upKbps: 750, rttMs: 150 } as const;

/** Files of one kind a page downloads: how many, their bytes, and the bytes gzipped (the bench's common measure). */
export interface Downloaded {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

export interface PageLoad extends Downloaded {
  /** From the navigation's start until what the person came for is painted (`Usable.paints`). */
  usableMs: number;
  /** Until the app runs on the page (its cookie notice, drawn only by the app, painted): its buttons work from then. */
  appRunningMs?: number;
  /** The style sheets it downloads (decision 0071: Mantine's per component). */
  styles: Downloaded;
}

const downloaded = (bodies: Buffer[]): Downloaded => ({
  files: bodies.length,
  rawBytes: bodies.reduce((total, body) => total + body.length, 0),
  gzipBytes: bodies.reduce((total, body) => total + gzipSync(body).length, 0),
});

/** What makes a page usable: the element whose painting says so (a CSS selector), and the wait that finds it as a person would. */
interface Usable {
  paints: string;
  wait: (page: Page) => Promise<void>;
  /** Also timed, when given: the app running on the page (`appRunningMs`). */
  appRunning?: string;
}

/**
 * Marks the first element matching each selector for the Element Timing API as soon as it is in
 * the document (parsed from the page or drawn by the app), so that the browser reports when it is
 * painted. Timing a page by when the tool's polling finds an element adds that polling's own delay
 * (Playwright waits 100, then 500 ms between looks: up to half a second), and an element can be in
 * the document before it is painted (decision 0072).
 */
const markForPaintTiming = (marks: Record<string, string>) => `(() => {
  const marks = ${JSON.stringify(marks)};
  const painted = (window.__painted = {});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) painted[entry.identifier] ??= entry.renderTime || entry.loadTime;
  }).observe({ type: 'element', buffered: true });
  const pending = new Map(Object.entries(marks));
  const look = () => {
    for (const [name, selector] of pending) {
      const element = document.querySelector(selector);
      if (element) {
        element.setAttribute('elementtiming', name);
        pending.delete(name);
      }
    }
    if (pending.size === 0) observer.disconnect();
  };
  const observer = new MutationObserver(look);
  observer.observe(document, { childList: true, subtree: true });
})()`;

/** When the element marked `name` was painted, by the page's clock from its navigation's start. */
async function paintedAt(page: Page, name: string): Promise<number> {
  const handle = await page.waitForFunction((mark) => (window as unknown as { __painted: Record<string, number> }).__painted[mark], name, { timeout: 60_000 });
  return (await handle.jsonValue()) as number;
}

/**
 * What a visitor's phone downloads and waits for to use a page: every script and style sheet it
 * loads (files, raw bytes, and gzip bytes as the common measure; the server sends Brotli where it
 * can) and the time from opening the link until what the person came for is painted. With `phone`,
 * Chromium is slowed as PHONE says through CDP; the cache is cold (a new context per page, as a link
 * opened from an SMS).
 */
async function openPage(url: string, usable: Usable, phone: boolean): Promise<PageLoad> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'es-ES' });
    const page = await context.newPage();
    if (phone) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: PHONE.rttMs,
        downloadThroughput: (PHONE.downKbps * 1000) / 8,
        uploadThroughput: (PHONE.upKbps * 1000) / 8,
      });
    }
    const scripts = new Map<string, Buffer>();
    const styles = new Map<string, Buffer>();
    page.on('response', async (response) => {
      const kind = response.request().resourceType();
      if (kind === 'script') scripts.set(response.url(), await response.body());
      if (kind === 'stylesheet') styles.set(response.url(), await response.body());
    });
    await page.addInitScript(markForPaintTiming({ usable: usable.paints, ...(usable.appRunning ? { appRunning: usable.appRunning } : {}) }));
    await page.goto(url, { waitUntil: 'commit' });
    await usable.wait(page);
    const usableMs = await paintedAt(page, 'usable');
    const appRunningMs = usable.appRunning ? await paintedAt(page, 'appRunning') : undefined;
    await page.waitForLoadState('networkidle');
    return { usableMs, appRunningMs, ...downloaded([...scripts.values()]), styles: downloaded([...styles.values()]) };
  } finally {
    await browser.close();
  }
}

/** The cookie notice of a first visit, which only the app draws: painted once the app runs on the page. */
const APP_RUNNING = '[aria-label="Aviso de cookies"] p';

/**
 * The landing page is usable when its heading is painted: its links (the "Acceso" way in among them)
 * are plain links, followed before the app has run (the page is drawn at build, decision 0072).
 */
const landingUsable: Usable = {
  paints: 'h1',
  wait: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  appRunning: APP_RUNNING,
};

/**
 * The signing page is usable when the contract is readable: its first heading painted (the server
 * draws the page with it, decision 0072). Its steps (the code, the acceptance) work once the app runs.
 */
const signingUsable: Usable = {
  paints: 'article[aria-label="Texto del contrato"] h2',
  wait: (page) => page.getByRole('article', { name: 'Texto del contrato' }).getByRole('heading', { level: 2 }).first().waitFor({ timeout: 60_000 }),
  appRunning: APP_RUNNING,
};

/** A contract waiting for its signature: a company created through the API, its link read in the SMS outbox. */
export async function signingLink(url: string): Promise<string> {
  const gestoria = (await demoSession(url)).token;
  const staff = (await demoSession(url, { username: '12345678Z', password: 'Cumplia.2026' })).token;
  const cifNumber = 8_000_000 + randomInt(0, 900_000);
  const phone = `+346${String(20_000_000 + randomInt(0, 7_000_000)).slice(0, 8)}`;
  const body = {
    razonSocial: 'Móvil Bench S.L.', nifCif: cifFor(cifNumber), tipo: 'E', nombre: 'Ana Pérez Gil', username: dniFor(cifNumber * 10 + 7), email: `movil-${cifNumber}@example.es`,
    telefono: phone, nombreComercial: 'Móvil Bench', direccion: 'Calle Mayor 1', localidad: 'Madrid', provincia: 'Madrid', codigoPostal: '28001', cnae: '4941', actividad: 'Transporte',
    numTrabajadores: 5, numCuenta: 'ES9121000418450200051332', metodoDePago: 'SEPA', lopdgdd: true, acosoLaboral: true, desconexionDigital: false,
  };
  const created = await fetch(`${url}${CORE}/gestorias/my/empresas`, { method: 'POST', headers: { authorization: `Bearer ${gestoria}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (created.status !== 201) throw new Error(`company for signing: ${created.status} ${await created.text()}`);
  // The SMS is sent after the company's transaction commits: look for it for a few seconds.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const outbox = await fetch(`${url}/api/cumplia-mail/outbox?channel=SMS&page=0&size=100`, { headers: { authorization: `Bearer ${staff}` } });
    const { content } = (await outbox.json()) as { content: Array<{ recipient: string; text: string }> };
    const message = content.find((row) => row.recipient === phone && row.text.includes('/firma/'));
    const token = /\/firma\/([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
    if (token) return `/firma/${token}`;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no signing link in the SMS outbox');
}

export interface PhoneFigures {
  landing: PageLoad;
  signing: PageLoad;
  /** The same pages on this machine unthrottled, for reference. */
  landingDesktop: PageLoad;
  signingDesktop: PageLoad;
}

/** How many times each page is opened cold on the phone profile: one opening varied by ±0.6 s on a two-core machine. */
export const PHONE_OPENINGS = 3;

/** The opening whose usable time is the median of PHONE_OPENINGS cold openings. */
async function medianOpening(open: () => Promise<PageLoad>): Promise<PageLoad> {
  const loads: PageLoad[] = [];
  for (let opening = 0; opening < PHONE_OPENINGS; opening += 1) loads.push(await open());
  return loads.sort((a, b) => a.usableMs - b.usableMs)[Math.floor(loads.length / 2)]!;
}

/** The landing and the signing page, each opened cold on the phone profile (the median opening) and unthrottled. */
export async function benchPhone(url: string): Promise<PhoneFigures> {
  const signing = await signingLink(url);
  return {
    landingDesktop: await openPage(url, landingUsable, false),
    signingDesktop: await openPage(`${url}${signing}`, signingUsable, false),
    landing: await medianOpening(() => openPage(url, landingUsable, true)),
    signing: await medianOpening(() => openPage(`${url}${signing}`, signingUsable, true)),
  };
}
