import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openBrowser, newPage, screenshot } from '../support/browser.ts';
import { followEmailLink } from '../support/outbox.ts';
import { chooseSearched } from '../support/search-select.ts';
import { DEMO, logIn } from '../support/session.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await openBrowser();
  page = (await newPage(browser)).page;
  await logIn(page, DEMO.superadmin);
  await page.waitForURL(`**${DEMO.superadmin.home}`);
  // Out of the way of the screenshots.
  await page.getByRole('button', { name: 'Aceptar', exact: true }).click();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo collaborator (apps/api/src/db/seed.ts). */
const MARTINEZ = { nombre: 'Asesoría Martínez', nifCif: 'B87654323' };
const NEW_USER = { nif: '71234567W', name: 'Irene Pascual', email: 'irene.pascual@asesoriamartinez.es' };

const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const dialog = () => page.getByRole('dialog', { name: 'Agregar Usuario' });

async function openUsuarios() {
  await page.goto(DEMO.superadmin.home);
  await page.getByRole('link', { name: 'Gestionar usuarios', exact: true }).first().click();
  await page.waitForURL('**/anadirusuariosuperadmin');
  await page.getByRole('heading', { level: 1, name: 'Gestionar usuarios' }).waitFor();
}

async function searchByEmail(email: string) {
  await field('Email del usuario').fill(email);
  // The search applies 500 ms after the last key stroke; then the row lists that user alone.
  await page.getByRole('row').filter({ hasText: email }).waitFor();
  await page.getByText('1 colaborador', { exact: true }).waitFor();
}

describe('the superadmin manages the users of a collaborator', () => {
  it('adds a user to a collaborator, who is e-mailed the verification link', async () => {
    await openUsuarios();
    await field('CIF/NIF del colaborador').fill(MARTINEZ.nifCif);
    const row = page.getByRole('row').filter({ hasText: MARTINEZ.nifCif });
    await row.waitFor();
    await page.getByText('1 colaborador', { exact: true }).waitFor();
    await expect.poll(() => row.textContent()).toContain(MARTINEZ.nombre);
    await screenshot(page, 'staff-usuarios-lista');

    await page.getByRole('button', { name: 'Agregar Usuario', exact: true }).click();
    await dialog().getByRole('button', { name: 'Agregar Usuario', exact: true }).click();
    await dialog().getByText('Seleccione un colaborador.').waitFor();
    await dialog().getByText('El NIF/NIE es requerido.').waitFor();
    await chooseSearched(page, dialog().getByRole('combobox', { name: 'Colaborador', exact: true }), 'Martínez', new RegExp(MARTINEZ.nifCif));
    await dialog().getByRole('textbox', { name: 'NIF/NIE' }).fill(NEW_USER.nif);
    await dialog().getByRole('textbox', { name: 'Nombre' }).fill(NEW_USER.name);
    await dialog().getByRole('textbox', { name: 'Email' }).fill('irene.pascual@');
    await dialog().getByRole('button', { name: 'Agregar Usuario', exact: true }).click();
    await dialog().getByText('El Email no es válido.').waitFor();
    await screenshot(page, 'staff-usuarios-agregar');
    await dialog().getByRole('textbox', { name: 'Email' }).fill(NEW_USER.email);
    await dialog().getByRole('button', { name: 'Agregar Usuario', exact: true }).click();
    await page.getByText(`Se ha agregado el usuario ${NEW_USER.email}`).waitFor();
    await dialog().waitFor({ state: 'hidden' });

    await searchByEmail(NEW_USER.email);
    await page.getByRole('button', { name: `Usuarios de ${MARTINEZ.nombre}` }).click();
    await page.getByRole('menuitem', { name: `Editar ${NEW_USER.email}` }).waitFor();
    // Let the menu finish fading in before the picture.
    await page.waitForTimeout(400);
    await screenshot(page, 'staff-usuarios-desplegable');
    await page.keyboard.press('Escape');

    const verification = await followEmailLink(browser, { recipient: NEW_USER.email, subject: 'Active su cuenta de Cumplia', linkName: 'Activar mi cuenta' });
    await verification.waitForURL('**/verificacion?data=*');
    await expect.poll(() => verification.getByRole('textbox', { name: 'NIF', exact: true }).inputValue()).toBe(NEW_USER.nif);
    await verification.context().close();
  });

  it("edits the user's roles", async () => {
    await openUsuarios();
    await searchByEmail(NEW_USER.email);
    await page.getByRole('button', { name: `Usuarios de ${MARTINEZ.nombre}` }).click();
    await page.getByRole('menuitem', { name: `Editar ${NEW_USER.email}` }).click();
    await page.waitForURL('**/editarusuario?id=*');
    await page.getByRole('heading', { level: 1, name: 'Datos de Usuario' }).waitFor();
    await expect.poll(() => field('NIF/NIE').inputValue()).toBe(NEW_USER.nif);
    const gestorias = page.getByRole('region', { name: 'Datos de Usuario' });
    await gestorias.getByText(`${MARTINEZ.nombre} · ${MARTINEZ.nifCif}`).waitFor();

    await page.getByRole('combobox', { name: 'Roles' }).click({ force: true });
    await page.getByRole('option', { name: 'Trabajador de Cumplia' }).click();
    await page.keyboard.press('Escape');
    await field('Apellidos').fill('Soler Gil');
    await screenshot(page, 'staff-usuario-editar');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Datos de usuario actualizados exitosamente.').waitFor();
    await screenshot(page, 'staff-usuario-guardado');

    await page.reload();
    await field('Apellidos').waitFor();
    await expect.poll(() => field('Apellidos').inputValue()).toBe('Soler Gil');
    await page.getByText('Trabajador de Cumplia').first().waitFor();
    await page.getByText('Colaborador (gestoría)').first().waitFor();
  });

  it('deletes the user', async () => {
    await page.getByRole('button', { name: 'Eliminar usuario' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar usuario' });
    await confirm.getByText(NEW_USER.email).waitFor();
    await screenshot(page, 'staff-usuario-eliminar');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.waitForURL('**/anadirusuariosuperadmin');
    await page.getByText(`Se ha eliminado el usuario ${NEW_USER.email}.`).waitFor();

    await field('Email del usuario').fill(NEW_USER.email);
    await page.getByText('Ningún colaborador coincide con la búsqueda.').waitFor();
    await screenshot(page, 'staff-usuarios-eliminado');
  });
});
