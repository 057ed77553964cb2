import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pdfPages } from '../../apps/api/test/support/pdf-text.ts';
import { describeViolations, violations } from '../support/axe.ts';
import { openBrowser, newPage, screenshot } from '../support/browser.ts';
import { baseUrl } from '../support/servers.ts';
import { bytesOf, downloadsOf, magicOf } from '../support/downloads.ts';
import { createActivatedCompany } from '../support/companies.ts';
import { outboxText } from '../support/outbox.ts';
import { accessTokenOf, DEMO, logIn, signedIn } from '../support/session.ts';
import { uniqueCif, uniqueDni } from '../support/spanish-ids.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const seed = Date.now() % 1_000_000;
const company = {
  razonSocial: `Conservas Cinco Villas ${seed} S.L.`,
  nombreComercial: `Conservas Cinco Villas ${seed}`,
  nifCif: uniqueCif(),
  username: uniqueDni(),
  nombre: 'Pilar Sancho Aznárez',
  email: `pilar.${seed}@conservascincovillas.es`,
  telefono: `+346${String(10_000_000 + seed).slice(-8)}`,
  password: 'Villas.2026',
};

describe('a contract signed by SMS code', () => {
  let staff: Page;
  let staffToken: string;
  let signingLink: string;
  let documentSha256: string;

  beforeAll(async () => {
    // A verified company of the demo gestoría (Asesoría Martínez) with every tool off, whose
    // administrator has activated the account: what the journey starts from.
    staff = await signedIn(browser, DEMO.superadmin);
    staffToken = await accessTokenOf(staff);
    const gestoria = await signedIn(browser, DEMO.gestoria);
    const gestoriaToken = await accessTokenOf(gestoria);
    const mine = await gestoria.request.get('/api/cumplia-core/gestorias/my', { headers: { authorization: `Bearer ${gestoriaToken}` } });
    const gestoriaId = (await mine.json()).id as string;
    await gestoria.context().close();

    await createActivatedCompany(
      browser,
      staff,
      {
        gestoriaId,
        razonSocial: company.razonSocial,
        nombreComercial: company.nombreComercial,
        nifCif: company.nifCif,
        tipo: 'E',
        nombre: company.nombre,
        username: company.username,
        email: company.email,
        telefono: company.telefono,
        direccion: 'Carretera de Tauste 3',
        localidad: 'Ejea de los Caballeros',
        provincia: 'Zaragoza',
        codigoPostal: '50600',
        cnae: '1039',
        actividad: 'Conservas de hortalizas',
        numTrabajadores: 18,
        numCuenta: 'ES9121000418450200051332',
        metodoDePago: 'SEPA',
        productos: [],
      },
      company.password,
    );
  });

  afterAll(async () => {
    await staff?.context().close();
  });

  it('the gestoría switches LOPDGDD on: the signing link goes out by SMS and e-mail', async () => {
    const page = await signedIn(browser, DEMO.gestoria);
    await page.getByRole('link', { name: 'Empresas', exact: true }).first().click();
    await page.waitForURL('**/editarclientelistado');
    await page.getByRole('textbox', { name: 'Nombre empresa', exact: true }).fill(company.nombreComercial);
    const row = page.getByRole('row').filter({ hasText: company.nifCif });
    await row.waitFor();
    await page.getByRole('button', { name: `Herramientas de ${company.nombreComercial}` }).click();
    await page.getByRole('menuitem', { name: /LOPDGDD/ }).click();
    await page.getByRole('dialog', { name: 'Confirmar cambio' }).getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(async () => row.textContent()).toContain('LOPDGDD');
    await page.context().close();

    const sms = await outboxText(staff, staffToken, { recipient: company.telefono, contains: '/firma/', channel: 'SMS' });
    signingLink = /(https?:\/\/\S+\/firma\/[A-Za-z0-9_-]+)/.exec(sms)![1]!;
    const mail = await outboxText(staff, staffToken, { recipient: company.email, contains: 'Leer y firmar el contrato', channel: 'EMAIL' });
    expect(mail).toContain(new URL(signingLink).pathname);
  });

  it('the client, signed in on a phone, finds LOPDGDD waiting on its home and "Firmar ahora" opens its signing page', async () => {
    const { page } = await newPage(browser, { width: 390, height: 844 });
    await logIn(page, { nif: company.username, tipo: 'Cliente' }, company.password);
    await page.waitForURL('**/inicioempresa');
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Rechazar' }).click();
    await page.getByText('Tiene un contrato pendiente de firma.').waitFor();
    await page.waitForLoadState('networkidle');
    expect(describeViolations('/inicioempresa', await violations(page))).toEqual([]);
    await screenshot(page, 'contratos-cliente-pendiente-movil');
    await page.getByRole('button', { name: 'Firmar ahora el contrato de LOPDGDD' }).click();
    await page.waitForURL('**/firma/**');
    await page.getByRole('heading', { level: 1, name: 'Contrato de prestación de servicios · LOPDGDD' }).waitFor();
    // A new link: the one sent by SMS and e-mail gives way to it, and the signing goes on from here.
    signingLink = page.url();
    await page.context().close();
  });

  it('the company signs on a phone: the contract as text, the code from the outbox, the acceptance', async () => {
    // Opened cold from the link, the page comes with the contract drawn by the server: readable
    // before any script has run (decision 0072).
    const withoutScripts = await browser.newContext({ baseURL: baseUrl(), locale: 'es-ES', javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const plain = await withoutScripts.newPage();
    await plain.goto(new URL(signingLink).pathname);
    await expect.poll(() => plain.getByRole('heading', { level: 1 }).textContent()).toBe('Contrato de prestación de servicios · LOPDGDD');
    await expect.poll(() => plain.getByRole('article', { name: 'Texto del contrato' }).getByRole('heading', { level: 2, name: /Encargo del tratamiento de datos personales/ }).count()).toBe(1);
    await withoutScripts.close();

    // The app takes the page over without asking for the contract again, and without a mismatch
    // (React reports one as a console error).
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const contractCall = `/api/cumplia-core${new URL(signingLink).pathname}`;
    const contractRequests: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === contractCall) contractRequests.push(request.method());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(signingLink).pathname);
    await page.getByRole('heading', { level: 1, name: 'Contrato de prestación de servicios · LOPDGDD' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(contractRequests).toEqual([]);
    expect(errors).toEqual([]);
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Rechazar' }).click();
    await page.getByRole('heading', { level: 2, name: /Encargo del tratamiento de datos personales/ }).waitFor();
    await page.getByRole('heading', { level: 2, name: /Orden de domiciliación de adeudo directo SEPA/ }).waitFor();
    documentSha256 = (await page.getByTestId('document-sha256').textContent())!.trim();
    expect(documentSha256).toMatch(/^[0-9a-f]{64}$/);
    // Readable on the phone: nothing wider than the screen.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot({ fold: page }, 'contratos-firma-movil-inicio');

    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByText('Le hemos enviado un código de 6 cifras por SMS').waitFor();
    const sms = await outboxText(staff, staffToken, { recipient: company.telefono, contains: 'código para firmar', channel: 'SMS' });
    const code = /(\d{6})/.exec(sms)![1]!;
    await page.getByRole('textbox', { name: 'Código recibido por SMS' }).fill(code);
    await page.getByRole('checkbox', { name: /He leído el contrato y lo acepto/ }).check();
    await screenshot(page.getByRole('region', { name: 'Firmar el contrato' }), 'contratos-firma-movil-codigo');
    await page.getByRole('button', { name: 'Firmar contrato' }).click();

    await page.getByRole('heading', { level: 1, name: 'Contrato firmado' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot({ fold: page }, 'contratos-firma-movil-firmado');
    const [download] = await downloadsOf(page, 1, () => page.getByRole('button', { name: 'Descargar contrato firmado' }).click());
    const pages = await pdfPages(await bytesOf(download!));
    const evidence = pages.at(-1)!.replace(/\s+/g, ' ');
    for (const expected of ['Página de evidencias de firma electrónica', company.nombre, company.username, documentSha256, 'Enlace de firma enviado', 'Contrato abierto', 'Código enviado por SMS', 'Código verificado', 'Contrato firmado']) {
      expect(evidence).toContain(expected);
    }
    await context.close();
  });

  it('the client sees the document card and downloads the protocol and "Mis contratos"', async () => {
    const { page } = await newPage(browser);
    await logIn(page, { nif: company.username, tipo: 'Cliente' }, company.password);
    await page.waitForURL('**/inicioempresa');
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Rechazar' }).click();
    const card = page.getByRole('article', { name: 'Protección de datos (LOPDGDD)' });
    await card.waitFor();
    await screenshot(page, 'contratos-cliente-inicio');

    const [protocol] = await downloadsOf(page, 1, () => card.getByRole('button', { name: 'Descargar' }).click());
    expect(protocol!.suggestedFilename()).toBe('plantilla_lopd.pdf');
    expect(await magicOf(protocol!)).toBe('%PDF-');

    const [contract] = await downloadsOf(page, 1, () => page.getByRole('button', { name: 'Mis contratos' }).click());
    expect(contract!.suggestedFilename()).toBe('contrato_1.pdf');
    const text = (await pdfPages(await bytesOf(contract!))).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(documentSha256);
    expect(text).toContain(company.razonSocial);
    await page.context().close();
  });
});
