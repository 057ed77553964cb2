import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { formatMonthYear, formatShortMonthYear } from '@cumplia/shared/calendar';
import { formatNumber } from '@cumplia/shared/numbers';
import { registrosOf, respuestaAeat, startFakeAeat, type AeatAnswer } from '../../apps/api/test/support/fake-aeat.ts';
import { describeViolations, violations } from '../support/axe.ts';
import { openBrowser, screenshot } from '../support/browser.ts';
import { dayLabel, iso, spanish } from '../support/dates.ts';
import { phoneProblems } from '../support/phone-fit.ts';
import { animationsEnded } from '../support/quiet.ts';
import { startServer } from '../support/server-process.ts';
import { DEMO, signedIn } from '../support/session.ts';

/**
 * The agency, faked: it accepts every message (CSV A-TEST0001) unless `failing`, when it answers an
 * HTTP error, as its service does when it is down.
 */
let failing = false;
const answer: AeatAnswer = () => (failing ? { status: 503, body: 'x' } : { status: 200, body: respuestaAeat('Correcto', [], 0) });

let agency: Awaited<ReturnType<typeof startFakeAeat>>;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

// This journey's own server, not a VERI*FACTU one (VERIFACTU_SENDING left at 'off'), its
// requerimiento service pointed at the fake agency over http, which needs no certificate.
beforeAll(async () => {
  agency = await startFakeAeat(answer);
  server = await startServer({ VERIFACTU_REQUERIMIENTO_ENDPOINT: agency.requerimientoEndpoint });
  browser = await openBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await agency?.close();
});

/** The period the journey remits: from 1 January 2020, before the demo data's first invoice, to today. */
const DESDE = '2020-01-01';
const hasta = () => iso(new Date());

/**
 * Picks `isoDay` in the date field called `label`, as a person does in its calendar: from the month
 * it opens on, up to the decade, then down to the year, the month and the day.
 */
async function pickDate(page: Page, label: RegExp, isoDay: string) {
  const year = isoDay.slice(0, 4);
  const today = iso(new Date());
  await page.getByRole('button', { name: label }).click();
  if (isoDay.slice(0, 7) !== today.slice(0, 7)) {
    // "diciembre 2026" → "2026" → "2020 – 2029": the decade's years, then the year's months.
    await page.getByRole('button', { name: formatMonthYear(today.slice(0, 7)).replace(' de ', ' '), exact: true }).click();
    await page.getByRole('button', { name: today.slice(0, 4), exact: true }).click();
    // Back a decade at a time until the year shows (the calendar's arrow, named by the theme).
    const yearButton = page.getByRole('button', { name: year, exact: true });
    while (!(await yearButton.isVisible())) await page.getByRole('button', { name: 'Década anterior' }).click();
    await yearButton.click();
    // "ene 2020" → "ene", as the calendar abbreviates its months.
    await page.getByRole('button', { name: formatShortMonthYear(isoDay.slice(0, 7)).split(' ')[0], exact: true }).click();
  }
  const day = page.getByRole('button', { name: dayLabel(new Date(`${isoDay}T12:00:00`)), exact: true });
  await day.click();
  await day.waitFor({ state: 'hidden' });
}

/** The remittance's row in the list (a table on a laptop) by its reference. */
const rowOf = (card: Locator, referencia: string) => card.getByRole('row').filter({ hasText: referencia });

/** Fills the form with `referencia` and the period, and asks for the remittance, confirming it. */
async function remit(page: Page, card: Locator, referencia: string, shot?: string) {
  await card.getByRole('textbox', { name: /Referencia del requerimiento/ }).fill(referencia);
  await pickDate(page, /^Facturas expedidas desde/, DESDE);
  await pickDate(page, /^hasta/, hasta());
  await expect.poll(() => card.getByRole('button', { name: /^Facturas expedidas desde/ }).textContent()).toBe(spanish(DESDE));
  await expect.poll(() => card.getByRole('button', { name: /^hasta/ }).textContent()).toBe(spanish(hasta()));
  await card.getByRole('button', { name: 'Remitir registros' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remitir registros a la AEAT' });
  await expect
    .poll(() => dialog.textContent())
    .toContain(`Se remitirán a la AEAT los registros de las facturas expedidas del ${spanish(DESDE)} al ${spanish(hasta())}, indicando la referencia ${referencia}. ¿Continuar?`);
  await animationsEnded(page);
  expect(describeViolations('requerimientos (confirmación)', await violations(page))).toEqual([]);
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Remitir registros' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await card.getByText('Remisión solicitada: se envía en segundo plano.').waitFor();
  await expect.poll(() => card.getByRole('textbox', { name: /Referencia del requerimiento/ }).inputValue()).toBe('');
}

/** The message the agency received for `referencia`, and the service it was posted to. */
function receivedFor(referencia: string) {
  const index = agency.received.findIndex((message) => message.includes(`<sf:RefRequerimiento>${referencia}</sf:RefRequerimiento>`));
  return index < 0 ? undefined : { message: agency.received[index]!, service: agency.services[index] };
}

// Decision 0083: a system that is not VERI*FACTU remits its records when the agency requires them.
describe('records remitted at the tax agency\'s request', () => {
  let page: Page;
  let card: Locator;

  it('the superadmin opens "Sistema de facturación" and finds the card, with nothing remitted yet', async () => {
    page = await signedIn(browser, DEMO.superadmin, { baseUrl: server.baseUrl });
    await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Sistema de facturación' }).click();
    await page.waitForURL('**/sistemafacturacionsuperadmin');
    card = page.getByRole('region', { name: 'Requerimientos de la Agencia Tributaria' });
    await card.getByText('Aún no se ha remitido ningún requerimiento.').waitFor();
  });

  it('a reference with a hyphen is refused under its field, with the shared schema\'s words', async () => {
    const referencia = card.getByRole('textbox', { name: /Referencia del requerimiento/ });
    await referencia.fill('REQ-1');
    await card.getByRole('button', { name: 'Remitir registros' }).click();
    await expect.poll(() => referencia.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await referencia.getAttribute('aria-describedby'))!.split(' ');
    const descriptions = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(descriptions.join(' ')).toContain('La referencia del requerimiento tiene de 1 a 18 letras o cifras, sin espacios, guiones ni barras');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // The form with its errors, and the confirmation below, as the axe sweep cannot reach them (its server cannot remit).
    await animationsEnded(page);
    expect(describeViolations('requerimientos (errores)', await violations(page))).toEqual([]);
    await screenshot(page, 'requerimientos-referencia');
  });

  it('remits the records of the demo invoices: the row reaches "Remitido" with the agency\'s CSV', async () => {
    await remit(page, card, 'REQ2026DEMO1', 'requerimientos-confirmar');
    const row = rowOf(card, 'REQ2026DEMO1');
    // The list asks again while the job sends: no reload.
    await expect.poll(() => row.textContent(), { timeout: 60_000 }).toContain('Remitido');
    await expect.poll(() => row.textContent()).toContain('Mensaje 1: Correcto · CSV A-TEST0001');
    await expect.poll(() => row.textContent()).toContain(`${spanish(DESDE)} – ${spanish(hasta())}`);

    // One message, to the requerimiento service, naming the request and closing it.
    const received = receivedFor('REQ2026DEMO1')!;
    expect(received.service).toBe('RequerimientoSOAP');
    expect(received.message).toContain('<sf:RefRequerimiento>REQ2026DEMO1</sf:RefRequerimiento>');
    expect(received.message).toContain('<sf:FinRequerimiento>S</sf:FinRequerimiento>');
    const registros = registrosOf(received.message).length;
    expect(registros).toBeGreaterThan(0);
    await expect.poll(() => row.getByRole('cell').nth(2).textContent()).toBe(formatNumber(registros));
    await screenshot(page, 'requerimientos');
  });

  it('when the agency fails, the row says the sending stopped and why', async () => {
    failing = true;
    await remit(page, card, 'REQ2026DEMO2');
    const row = rowOf(card, 'REQ2026DEMO2');
    await expect.poll(() => row.textContent(), { timeout: 60_000 }).toContain('Envío interrumpido');
    // Why, in the words the server kept: the message that got no answer, and the agency's HTTP status.
    await expect.poll(() => row.textContent()).toMatch(/Mensaje 1: [^·]*503/);
    await animationsEnded(page);
    expect(describeViolations('requerimientos (interrumpido)', await violations(page))).toEqual([]);
    await screenshot(page, 'requerimientos-interrumpido');
  });

  it('on a phone the remittances are cards that fit it; the stopped one is resumed from its card and remitted', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    const item = card.getByRole('listitem').filter({ hasText: 'REQ2026DEMO2' });
    await item.getByText('Envío interrumpido').waitFor();
    await expect.poll(() => card.getByRole('table').count()).toBe(0);
    await expect.poll(() => phoneProblems(page, 'requerimientos')).toEqual([]);
    await animationsEnded(page);
    expect(describeViolations('requerimientos (móvil)', await violations(page))).toEqual([]);
    await screenshot(card, 'requerimientos-movil');

    failing = false;
    await item.getByRole('button', { name: 'Reanudar envío de la remisión REQ2026DEMO2' }).click();
    await expect.poll(() => item.textContent(), { timeout: 60_000 }).toContain('Remitido');
    await expect.poll(() => item.textContent()).toContain('Mensaje 1: Correcto · CSV A-TEST0001');
    await expect.poll(() => item.getByRole('button', { name: /Reanudar envío/ }).count()).toBe(0);
    // Sent twice (the attempt that failed and the resumed one), both to the requerimiento service.
    const sent = agency.received.flatMap((message, index) => (message.includes('<sf:RefRequerimiento>REQ2026DEMO2</sf:RefRequerimiento>') ? [agency.services[index]] : []));
    expect(sent).toEqual(['RequerimientoSOAP', 'RequerimientoSOAP']);
    await screenshot(card, 'requerimientos-movil-remitido');
    await page.context().close();
  });
});
