import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { openBrowser, screenshot } from '../support/browser.ts';
import { addDaysIso, addYearsIso } from '@cumplia/shared/calendar';
import { daysFromNow, iso, spanish } from '../support/dates.ts';
import { accessTokenOf, DEMO, signedIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});


type Flags = { lopdgdd: boolean; acosoLaboral: boolean; desconexionDigital: boolean };
interface Herramienta {
  tool: 'LOPD' | 'ACOSO' | 'DIGITAL';
  fechaInicio: string | null;
  fechaFin: string | null;
}
const CODES = { lopdgdd: 'LOPD', acosoLaboral: 'ACOSO', desconexionDigital: 'DIGITAL' } as const;

async function apiHeaders(page: Page) {
  return { authorization: `Bearer ${await accessTokenOf(page)}` };
}

/** A demo company's id, looked up by its NIF/CIF: the list's first page alone lost it once other journeys had added companies before this one ran. */
async function empresaIdOf(page: Page, nifCif: string): Promise<string> {
  const empresas = (await (await page.request.get('/api/cumplia-core/admin/empresas', { headers: await apiHeaders(page), params: { page: 0, size: 10, nifCif } })).json()) as {
    content: { id: string; nifCif: string }[];
  };
  return empresas.content.find((item) => item.nifCif === nifCif)!.id;
}

/** The company detail's tools, with their running periods (null when a tool has none). */
async function herramientasOf(page: Page, empresaId: string): Promise<Herramienta[]> {
  const detail = (await (await page.request.get(`/api/cumplia-core/admin/empresas/${empresaId}`, { headers: await apiHeaders(page) })).json()) as { herramientas: Herramienta[] };
  return detail.herramientas;
}

/**
 * The demo data has no renewal for these companies (the daily job creates them weeks before a
 * period ends), so the superadmin creates them as the company detail's "Nueva renovación" does,
 * with the renewal date today (inside the approval window, and priority). A staff renewal continues
 * its tools' running period (docs/decisions/0075), so tools that have one are renewed to its end.
 * Whether the demo's signed tools have one yet depends on a race: the server's start-up run of the
 * daily job adopts their period if it runs after the demo data is written, else the next night does
 * (CI's run of 2026-11-30 saw the first, a run alone the second). Tools without a period (unsigned,
 * or not yet adopted) get one from the renewal ending in 10 days, inside the worker's default 18 days
 * remaining: La Albufera's renewal, which the worker's tests need pending within those days, renews
 * only its two unsigned tools, so that it ends in 10 days either way.
 */
async function createRenewal(page: Page, nifCif: string, tools: Flags) {
  const empresaId = await empresaIdOf(page, nifCif);
  const renewed = (await herramientasOf(page, empresaId)).filter((tool) => Object.entries(tools).some(([flag, on]) => on && CODES[flag as keyof Flags] === tool.tool));
  const periodo = renewed.find((tool) => tool.fechaFin);
  const fin = periodo?.fechaFin ?? iso(daysFromNow(10));
  const response = await page.request.post(`/api/cumplia-core/admin/empresas/${empresaId}/renovaciones/completa`, {
    headers: await apiHeaders(page),
    data: {
      fechaInicio: periodo?.fechaInicio ?? addYearsIso(fin, -1),
      fechaFin: fin,
      fechaRenovacion: iso(new Date()),
      tools,
      productos: renewed.map((tool) => ({ nombrePlantilla: tool.tool, precioDescuento: 90 })),
      enviarEmail: true,
    },
  });
  expect(response.status()).toBe(201);
  return { empresaId, fechaFin: fin };
}

function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ hasText: name });
}

/** The new-renewal form's dates as a person reads them: the period's start and end, the renewal date 18 days before the end, and the period line. */
async function expectDefaultDates(form: Locator, fechaInicio: string, fechaFin: string) {
  await form.getByText(`Periodo en curso de las herramientas: ${spanish(fechaInicio)} – ${spanish(fechaFin)}`, { exact: true }).waitFor();
  const shown = (label: string) => form.getByLabel(label, { exact: true }).textContent();
  expect([await shown('Fecha de inicio'), await shown('Fecha de fin'), await shown('Fecha de renovación')]).toEqual([spanish(fechaInicio), spanish(fechaFin), spanish(addDaysIso(fechaFin, -18))]);
}

async function chooseEstado(page: Page, label: string) {
  await page.getByLabel('Estado', { exact: true }).first().click();
  await page.getByRole('option', { name: label }).click();
}

describe('renewals', () => {
  let staff: Page;
  let vidal: { empresaId: string; fechaFin: string };

  beforeAll(async () => {
    staff = await signedIn(browser, DEMO.superadmin);
    vidal = await createRenewal(staff, 'B45678901', { lopdgdd: true, acosoLaboral: true, desconexionDigital: false }); // Panadería Vidal
    await createRenewal(staff, 'B56789019', { lopdgdd: true, acosoLaboral: false, desconexionDigital: false }); // Talleres Ruiz
    await createRenewal(staff, 'B34567891', { lopdgdd: false, acosoLaboral: true, desconexionDigital: true }); // La Albufera: its unsigned tools
  });

  it('the bell rings for priority renewals and leads the superadmin to /renovacionesadmin', async () => {
    await staff.reload();
    await staff.getByRole('button', { name: /^Avisos: hay \d+ avisos? pendientes?$/ }).click();
    await staff.getByRole('menuitem', { name: /renovaciones? prioritarias? por decidir/ }).click();
    await staff.waitForURL('**/renovacionesadmin');
    await staff.getByRole('heading', { level: 1, name: 'Renovaciones' }).waitFor();
    for (const name of ['Panadería Vidal', 'Talleres Ruiz', 'La Albufera']) await rowOf(staff, name).waitFor();
    await screenshot(staff, 'renovaciones-superadmin');
  });

  it('the superadmin filters, changes a price and confirms', async () => {
    await staff.getByLabel('Empresa', { exact: true }).fill('Vidal');
    await expect.poll(() => staff.getByRole('row').count()).toBe(2);
    const row = rowOf(staff, 'Panadería Vidal');
    await expect.poll(() => row.textContent()).toContain('Prioritaria');
    await row.getByRole('button', { name: 'Gestionar la renovación de Panadería Vidal' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Gestionar Renovación' });
    await dialog.getByRole('tab', { name: 'Precios de Productos' }).click();
    const lopd = dialog.getByLabel('Precio LOPDGDD (€)');
    await expect.poll(() => lopd.inputValue()).toBe('90,00');
    await lopd.fill('95');
    await screenshot(staff, 'renovaciones-superadmin-gestionar');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await staff.getByText('Renovación confirmada. Panadería Vidal.').waitFor();
    await expect.poll(() => row.getByText('Aceptada').count()).toBe(1);

    await row.getByRole('button', { name: 'Gestionar la renovación de Panadería Vidal' }).click();
    await dialog.getByRole('tab', { name: 'Precios de Productos' }).click();
    await expect.poll(() => dialog.getByLabel('Precio LOPDGDD (€)').inputValue()).toBe('95,00');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the superadmin disables a renewal', async () => {
    await staff.getByLabel('Empresa', { exact: true }).fill('Ruiz');
    const row = rowOf(staff, 'Talleres Ruiz');
    await expect.poll(() => staff.getByRole('row').count()).toBe(2);
    await row.getByRole('button', { name: 'Gestionar la renovación de Talleres Ruiz' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Gestionar Renovación' });
    await dialog.getByRole('button', { name: 'Deshabilitar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Deshabilitada').waitFor();
  });

  it('the company detail shows the current renewal, its actions and the history', async () => {
    await staff.goto(`/editarempresasuperadmin?id=${vidal.empresaId}`);
    const section = staff.getByRole('region', { name: 'Renovaciones' });
    const current = section.getByLabel('Renovación actual');
    // Accepted: "Activa" (spec 3 §4.6).
    await current.getByText('Activa', { exact: true }).waitFor();
    await current.getByRole('button', { name: 'Cancelar la aprobación' }).waitFor();
    await section.getByRole('table').getByText('Activa', { exact: true }).first().waitFor();
    await section.getByRole('button', { name: 'Nueva renovación' }).click();
    const form = section.getByRole('form', { name: 'Nueva renovación' });
    await expect.poll(() => form.getByRole('checkbox', { name: 'LOPDGDD' }).isChecked()).toBe(true);
    await expect.poll(() => form.getByRole('checkbox', { name: 'Desconexión Digital' }).isChecked()).toBe(false);
    // The dates continue the tools' running period, which the form says beside them (docs/decisions/0075):
    // the one that ends with the renewal above (in 10 days on the demo's first day), not today → a year later.
    const lopd = (await herramientasOf(staff, vidal.empresaId)).find((tool) => tool.tool === 'LOPD')!;
    expect(lopd.fechaFin).toBe(vidal.fechaFin);
    await expectDefaultDates(form, lopd.fechaInicio!, lopd.fechaFin!);
    await screenshot(staff, 'renovaciones-empresa-detalle');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await form.waitFor({ state: 'hidden' });
    await staff.goto('/renovacionesadmin');
  });

  describe('the worker', () => {
    let worker: Page;

    beforeAll(async () => {
      worker = await signedIn(browser, DEMO.worker);
      await worker.goto('/worker-renovaciones');
      await worker.getByRole('heading', { level: 1, name: 'Renovaciones' }).waitFor();
    });

    it('sees the pending renewals ending within 18 days', async () => {
      await expect.poll(() => worker.getByRole('textbox', { name: 'Días restantes' }).inputValue()).toBe('18');
      await rowOf(worker, 'La Albufera').waitFor();
      // Accepted and disabled renewals are not pending.
      await expect.poll(() => rowOf(worker, 'Panadería Vidal').count()).toBe(0);
      await screenshot(worker, 'renovaciones-worker');
    });

    it('drops a service, changes a price and confirms', async () => {
      await worker.getByLabel('Empresa', { exact: true }).fill('Albufera');
      await expect.poll(() => worker.getByRole('row').count()).toBe(2);
      await rowOf(worker, 'La Albufera').getByRole('button', { name: 'Gestionar la renovación de La Albufera' }).click();
      const dialog = worker.getByRole('dialog', { name: 'Gestionar Renovación' });
      await dialog.getByRole('checkbox', { name: 'Desconexión Digital' }).uncheck();
      await dialog.getByRole('tab', { name: 'Precios de Productos' }).click();
      await expect.poll(() => dialog.getByLabel('Precio Desconexión Digital (€)').count()).toBe(0);
      await dialog.getByLabel('Precio Acoso Laboral (€)').fill('70');
      await screenshot(worker, 'renovaciones-worker-gestionar');
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await rowOf(worker, 'La Albufera').getByText('Aceptada').waitFor();
    });

    it('finds the accepted renewal and disables it', async () => {
      // The filters apply 500 ms after the last change: wait for the list they ask for.
      const accepted = worker.waitForResponse((response) => response.url().includes('/worker/renovaciones?') && response.url().includes('renueva=true'));
      await chooseEstado(worker, 'Aceptadas');
      await accepted;
      const row = rowOf(worker, 'La Albufera');
      await row.getByText('Aceptada').waitFor();
      await row.getByRole('button', { name: 'Gestionar la renovación de La Albufera' }).click();
      const dialog = worker.getByRole('dialog', { name: 'Gestionar Renovación' });
      await expect.poll(() => dialog.getByRole('checkbox', { name: 'Desconexión Digital' }).isChecked()).toBe(false);
      await dialog.getByRole('button', { name: 'Deshabilitar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // Disabled and no longer accepted: the worker reads it as Procesada (spec 3 §4.1).
      await row.getByText('Procesada').waitFor();
    });
  });

  it('the collaborator lists its companies’ renewals and opens one', async () => {
    const gestoria = await signedIn(browser, DEMO.gestoria);
    await gestoria.goto('/renovaciones');
    await gestoria.getByRole('heading', { level: 1, name: 'Renovaciones' }).waitFor();
    await rowOf(gestoria, 'Talleres Ruiz').getByText('Deshabilitada').waitFor();
    await rowOf(gestoria, 'Panadería Vidal').getByText('Aceptada').waitFor();
    // La Albufera belongs to another collaborator.
    await expect.poll(() => rowOf(gestoria, 'La Albufera').count()).toBe(0);
    await gestoria.getByLabel('CIF/NIF').fill('B45678901   ');
    await expect.poll(() => gestoria.getByRole('row').count()).toBe(2);
    await rowOf(gestoria, 'Panadería Vidal').click();
    const dialog = gestoria.getByRole('dialog', { name: 'Detalles de Renovación' });
    for (const text of ['Panadería Vidal', 'B45678901', 'Asesoría Martínez', 'Aceptada']) await dialog.getByText(text, { exact: true }).waitFor();
    await screenshot(gestoria, 'renovaciones-gestoria-detalles');
  });
});
