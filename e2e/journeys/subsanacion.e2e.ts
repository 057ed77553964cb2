import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { generateSelfSignedCertificate } from '../../apps/api/src/lib/pki/self-signed-certificate.ts';
import { altasOf, respuestaAeat, startFakeAeat, type AeatAnswer } from '../../apps/api/test/support/fake-aeat.ts';
import { openBrowser, screenshot } from '../support/browser.ts';
import { startServer } from '../support/server-process.ts';
import { DEMO, signedIn } from '../support/session.ts';

// Each record goes to the agency once committed (decision 0028): the demo data's as the server
// seeds them, the correction when staff make it. The wait allows for a slow machine, and for the
// minute's run of send-verifactu, which sends whatever a first message left.
const SENDING_MS = 150_000;

/**
 * The agency, faked: it refuses the first invoice record it receives (NIF del destinatario no
 * identificado) and accepts every other, the corrected record of that invoice too. Its answer to
 * the correction waits for `release`, so that staff see the record pending before the verdict.
 */
let refused: string | undefined;
let release: () => void = () => {};
const answerHeld = new Promise<void>((resolve) => (release = resolve));
const answer: AeatAnswer = async (message) => {
  const altas = altasOf(message);
  refused ??= altas.find((alta) => !alta.subsanacion)?.numSerie;
  const refusing = altas.some((alta) => alta.numSerie === refused && !alta.subsanacion);
  if (altas.some((alta) => alta.numSerie === refused && alta.subsanacion)) await answerHeld;
  return { status: 200, body: refusing ? respuestaAeat('ParcialmenteCorrecto', [{ numSerie: refused!, estado: 'Incorrecto', codigo: '1104' }], 0) : respuestaAeat('Correcto', [], 0) };
};
const correctionReceived = (agency: Awaited<ReturnType<typeof startFakeAeat>>) => agency.received.some((message) => altasOf(message).some((alta) => alta.numSerie === refused && alta.subsanacion));

let agency: Awaited<ReturnType<typeof startFakeAeat>>;
let server: Awaited<ReturnType<typeof startServer>>;
let certificates: string;
let browser: Browser;

// This journey's own server, a VERI*FACTU system (VERIFACTU_SENDING=aeat) sending to the fake
// agency with a self-signed certificate; the shared journeys' servers do not send (the default).
beforeAll(async () => {
  agency = await startFakeAeat(answer);
  certificates = mkdtempSync(join(tmpdir(), 'cumplia-e2e-verifactu-'));
  const { p12, passphrase } = generateSelfSignedCertificate('Cumplia Compliance S.L.', 'Cumplia Compliance S.L.');
  writeFileSync(join(certificates, 'cert.p12'), p12);
  server = await startServer({
    VERIFACTU_SENDING: 'aeat',
    VERIFACTU_ENDPOINT: agency.endpoint,
    VERIFACTU_CERT_P12_PATH: join(certificates, 'cert.p12'),
    VERIFACTU_CERT_P12_PASSPHRASE: passphrase,
    // The agency holds its answer to the correction while staff look at it pending (below).
    VERIFACTU_TIMEOUT_SECONDS: '120',
  });
  browser = await openBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await agency?.close();
  if (certificates) rmSync(certificates, { recursive: true, force: true });
});

/** The invoice's row in the staff list, looked for as a person does: the company's invoices, remitted too. */
async function invoiceRow(staff: Page, empresa: string, numero: string): Promise<Locator> {
  const filters = staff.getByRole('form', { name: 'Filtros de facturas' });
  await filters.getByLabel('Empresa', { exact: true }).fill(empresa);
  await filters.getByLabel('Mostrar todas las facturas (también las remesadas)').check();
  await filters.getByRole('button', { name: 'Buscar' }).click();
  const row = staff.getByRole('row').filter({ hasText: numero });
  await row.waitFor();
  return row;
}

// Decision 0061: a record the agency refused is sent again as a "subsanación", from the staff invoice list.
describe('the subsanación of a record the agency refused', () => {
  let staff: Page;
  let empresa: string;

  it('staff see the refusal on their home, and the invoice with its record refused in the list it opens', { timeout: SENDING_MS + 60_000 }, async () => {
    await expect.poll(() => refused, { timeout: SENDING_MS, interval: 500 }).toBeDefined();
    staff = await signedIn(browser, DEMO.superadmin, { baseUrl: server.baseUrl });
    const card = staff.getByTestId('pendiente-registros-rechazados');
    // The verdict is kept as the agency's answer arrives: the home shows it once kept.
    await expect
      .poll(
        async () => {
          await staff.reload();
          await card.waitFor();
          return (await card.textContent())?.trim();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toMatch(/^1\s*Registro rechazado por la AEAT/);
    await staff.waitForLoadState('networkidle');
    await screenshot(staff, 'subsanacion-inicio');

    await card.click();
    await staff.waitForURL((url) => url.pathname + url.search === '/facturacionsuperadmin?registroRechazado=true');
    await staff.getByTestId('list-filter-notice').getByText('Facturas cuyo último registro rechazó la AEAT', { exact: false }).waitFor();
    await staff.getByText('1 factura', { exact: true }).waitFor();
    const row = staff.getByRole('row').filter({ hasText: refused! });
    await row.getByText('Registro: Rechazado', { exact: true }).waitFor();
    empresa = (await row.getByRole('cell').nth(1).locator('p').first().textContent())!.trim();
    expect(empresa).not.toBe('');
    await screenshot(staff, 'subsanacion-rechazadas');
  });

  it('staff send the corrected record from the row: it is pending, and no longer among the refused', async () => {
    await staff.getByRole('button', { name: `Subsanar el registro de la factura ${refused}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Subsanar registro' });
    await dialog.getByText(refused!, { exact: true }).waitFor();
    await expect.poll(() => dialog.textContent()).toContain('figura como rechazado por la AEAT');
    await screenshot(staff, 'subsanacion-dialogo');
    await dialog.getByRole('button', { name: 'Subsanar registro' }).click();
    await staff.getByText(`El registro de la factura ${refused} se remitirá subsanado a la AEAT en el próximo envío.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await staff.getByText('No hay facturas disponibles.').waitFor();

    await staff.getByTestId('list-filter-notice').getByRole('link', { name: 'Ver la lista completa' }).click();
    // As a person does: the whole list shows (the notice gone) before the filters are filled in.
    await staff.getByTestId('list-filter-notice').waitFor({ state: 'detached' });
    const row = await invoiceRow(staff, empresa, refused!);
    await row.getByText('Registro: Pendiente de envío', { exact: true }).waitFor();
    await expect.poll(() => row.getByRole('button', { name: `Subsanar el registro de la factura ${refused}` }).count()).toBe(0);
    await screenshot(staff, 'subsanacion-pendiente');
  });

  it('the corrected record goes to the agency at once; it accepts it, and staff see it accepted', async () => {
    // Sent once committed (decision 0028), not on the next minute's run: the agency holds its answer until here.
    await expect.poll(() => correctionReceived(agency), { timeout: 30_000, interval: 200 }).toBe(true);
    release();
    await expect
      .poll(
        async () => {
          await staff.reload();
          return (await invoiceRow(staff, empresa, refused!)).textContent();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toContain('Registro: Aceptado');
    await screenshot(staff, 'subsanacion-aceptado');

    await staff.goto(DEMO.superadmin.home);
    await expect.poll(async () => (await staff.getByTestId('pendiente-registros-rechazados').textContent())?.trim(), { timeout: 10_000 }).toMatch(/^0\s*Registros rechazados por la AEAT\s*Al día/);
  });
});
