import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, newPage, screenshot } from '../support/browser.ts';
import { subscribeFromLanding } from '../support/newsletter.ts';
import { followEmailLink } from '../support/outbox.ts';
import { DEMO, logIn, solveCaptcha, storedItem } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A text field by its accessible name (a required field's asterisk is not part of it). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

describe('a company registers itself', () => {
  it('registers, follows the e-mailed link, sets its password, logs in and is told it awaits verification', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/registrar');
    await page.getByRole('heading', { level: 1, name: 'Registre su empresa' }).waitFor();
    await solveCaptcha(page);
    await field(page, 'Razón Social').fill('Cerámicas Torres S.L.');
    await field(page, 'Nombre Comercial').fill('Cerámicas Torres');
    await field(page, 'NIF/CIF').fill('B90123456');
    await page.getByLabel('Empresa', { exact: true }).check();
    await field(page, 'CNAE').fill('2341');
    await field(page, 'Actividad de la Empresa').fill('Fabricación de cerámica');
    await field(page, 'Número de trabajadores').fill('12');
    await field(page, 'Dirección').fill('Calle del Barro 3');
    await field(page, 'Código Postal').fill('12001');
    await field(page, 'Población').fill('Castellón de la Plana');
    await field(page, 'Provincia').fill('Castellón');
    await field(page, 'Nombre y apellidos').fill('Ana Torres Vila');
    await field(page, 'NIF del usuario').fill('55555555K');
    await field(page, 'Correo electrónico').fill('ana.torres@ceramicastorres.es');
    await field(page, 'Teléfono').fill('612 345 678');
    await page.getByRole('group', { name: 'Herramientas' }).getByRole('checkbox').first().check();
    await page.getByLabel('Número de Cuenta (IBAN)').fill('ES91 2100 0418 4502 0005 1332');
    await screenshot(page, 'registro-relleno');
    await page.getByRole('button', { name: 'Registrar empresa' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL('**/verificacion');
    await context.close();

    const verification = await followEmailLink(browser, { recipient: 'ana.torres@ceramicastorres.es', subject: 'Active su cuenta de Cumplia', linkName: 'Activar mi cuenta' });
    await verification.waitForURL('**/verificacion?data=*');
    await expect.poll(() => field(verification, 'NIF').inputValue()).toBe('55555555K');
    await expect.poll(() => field(verification, 'Correo electrónico').inputValue()).toBe('ana.torres@ceramicastorres.es');
    await expect.poll(() => field(verification, 'Código de verificación').inputValue()).toMatch(/^\d{6}$/);
    await field(verification, 'Contraseña').fill('Ceramica.2026');
    await field(verification, 'Confirmar contraseña').fill('Ceramica.2026');
    await solveCaptcha(verification);
    await verification.getByRole('button', { name: 'Verificar cuenta' }).click();
    await verification.waitForURL('**/acceso');

    await logIn(verification, { nif: '55555555K', tipo: 'Cliente' }, 'Ceramica.2026');
    await verification.waitForURL('**/inicioempresa');
    await verification.getByText('Su cuenta está pendiente de verificación por parte del administrador').waitFor();
    await screenshot(verification, 'cliente-pendiente-verificacion');
    await verification.context().close();
  });
});

describe('password recovery', () => {
  it('recovers the password through the e-mailed link and logs in with the new one', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/recuperarcontrasena');
    await field(page, 'NIF del usuario').fill('22222222J');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Recuperar contraseña' }).click();
    await page.getByText('Se ha enviado un correo electrónico con las instrucciones para restablecer su contraseña.').waitFor();
    await context.close();

    const reset = await followEmailLink(browser, { recipient: 'javier@gestorialopez.es', subject: 'Restablezca su contraseña de Cumplia', linkName: 'Elegir una contraseña nueva' });
    await reset.waitForURL('**/reset-password-confirm?data=*');
    await expect.poll(() => field(reset, 'NIF').inputValue()).toBe('22222222J');
    await field(reset, 'Nueva contraseña').fill('Lopez.Nueva.2026');
    await field(reset, 'Confirmar contraseña').fill('Lopez.Nueva.2026');
    await reset.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await reset.getByRole('dialog').getByRole('button').first().click();
    await reset.waitForURL('**/acceso');
    await logIn(reset, { nif: '22222222J', tipo: 'Colaborador' }, 'Lopez.Nueva.2026');
    await reset.waitForURL('**/iniciogestora');
    await reset.context().close();
  });
});

describe('contact and newsletter', () => {
  it('sends a contact message, which reaches the provider inbox', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/contactar');
    await field(page, 'Nombre').fill('Rafael Ibáñez');
    await field(page, 'Ciudad').fill('Murcia');
    await field(page, 'Correo electrónico').fill('rafael@asesoriaibanez.es');
    await field(page, 'Teléfono').fill('+34 968 12 34 56');
    await field(page, 'Mensaje').fill('Somos una asesoría de Murcia y queremos ser colaboradores.');
    await page.getByRole('checkbox', { name: /política de privacidad/ }).check();
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('dialog').getByText('Mensaje enviado correctamente').waitFor();
    await screenshot(page, 'contacto-enviado');
    await context.close();

    const staff = await newPage(browser);
    await logIn(staff.page, DEMO.superadmin);
    await staff.page.waitForURL(`**${DEMO.superadmin.home}`);
    await staff.page.goto('/bandeja-salida');
    await staff.page.getByText('Nuevo mensaje de contacto: Rafael Ibáñez').waitFor();
    await staff.context.close();
  });

  it('subscribes to the newsletter from the landing page and confirms it from the e-mail', async () => {
    const { context, page } = await newPage(browser);
    await subscribeFromLanding(page, 'novedades@asesoriaibanez.es');
    await context.close();

    const confirmation = await followEmailLink(browser, { recipient: 'novedades@asesoriaibanez.es', subject: 'Confirme su suscripción a la newsletter de Cumplia', linkName: 'Confirmar mi suscripción' });
    await confirmation.waitForURL('**/newsletter/confirmar?token=*');
    await confirmation.getByText('Suscripción confirmada. Recibirá nuestras novedades en su correo electrónico.').waitFor();
    await screenshot(confirmation, 'newsletter-confirmada');
    await confirmation.context().close();
  });
});

describe('the cookie banner', () => {
  it('keeps a rejection after a reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Rechazar' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => banner.count()).toBe(0);
    await expect.poll(() => storedItem(page, 'cookieConsent')).toBe('rejected');
    await context.close();
  });
});
