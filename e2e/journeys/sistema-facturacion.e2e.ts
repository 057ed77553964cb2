import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { pdfText } from '../../apps/api/test/support/pdf-text.ts';
import { openBrowser, screenshot } from '../support/browser.ts';
import { bytesOf, downloadOf } from '../support/downloads.ts';
import { DEMO, signedIn } from '../support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Issue 21: the invoicing system's declaración responsable, the integrity check and the event log, from the staff menu. */
describe('the invoicing system (Sistema de facturación)', () => {
  it('the superadmin reads the declaración responsable, downloads its PDF, checks the records and exports the event log', async () => {
    const page = await signedIn(browser, DEMO.superadmin);
    await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Sistema de facturación' }).click();
    await page.waitForURL('**/sistemafacturacionsuperadmin');
    await page.getByRole('heading', { level: 1, name: 'Sistema de facturación' }).waitFor();

    const declaracion = page.getByRole('region', { name: 'Declaración responsable' });
    await declaracion.getByText('Productor', { exact: true }).waitFor();
    // The demo runs without sending to the agency: the non-VERI*FACTU mode (decision 0044).
    await expect.poll(() => declaracion.textContent()).toContain('No VERI*FACTU');
    await expect.poll(() => declaracion.textContent()).toContain('declara bajo su responsabilidad');
    // The shared servers do not send and have no certificate: the card says why it cannot remit, and offers no form.
    const requerimientos = page.getByRole('region', { name: 'Requerimientos de la Agencia Tributaria' });
    await requerimientos.getByText('Falta configurar el certificado electrónico', { exact: false }).waitFor();
    await expect.poll(() => requerimientos.getByRole('button', { name: 'Remitir registros' }).count()).toBe(0);
    await screenshot(page, 'sistema-facturacion');

    const pdf = await downloadOf(page, () => declaracion.getByRole('button', { name: 'Descargar PDF' }).click());
    expect(pdf.suggestedFilename()).toBe('Declaracion_responsable.pdf');
    const text = await pdfText(await bytesOf(pdf));
    expect(text).toContain('DECLARACIÓN RESPONSABLE');
    expect(text).toContain('Real Decreto 1007/2023');

    await page.getByRole('button', { name: 'Comprobar integridad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Integridad de los registros de facturación' });
    await dialog.getByText('La comprobación queda anotada en el registro de eventos.').waitFor();
    await expect.poll(() => dialog.textContent()).toMatch(/La cadena de [\d.]+ registros está completa y sus [\d.]+ firmas son válidas\./);
    await screenshot(page, 'sistema-facturacion-integridad');
    await dialog.getByRole('button', { name: 'Cerrar ventana' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const eventos = await downloadOf(page, () => page.getByRole('button', { name: 'Exportar registro de eventos' }).click());
    expect(eventos.suggestedFilename()).toBe('registro_eventos.xml');
    const xml = (await bytesOf(eventos)).toString('utf8');
    expect(xml).toContain('RegistroEvento');
    // The check just made is in the log (EventosSIF.xsd TipoEvento 03: detection of anomalies in the invoice records launched), signed.
    expect(xml).toMatch(/<(\w+:)?TipoEvento>03<\/(\w+:)?TipoEvento>/);
    expect(xml).toMatch(/<(\w+:)?Signature[ >]/);
    await page.context().close();
  });

  it('the worker finds the same page in its menu', async () => {
    const page = await signedIn(browser, DEMO.worker);
    await page.getByRole('navigation', { name: 'Gestión' }).getByRole('link', { name: 'Sistema de facturación' }).click();
    await page.waitForURL('**/worker-sistema-facturacion');
    await page.getByRole('region', { name: 'Declaración responsable' }).getByRole('button', { name: 'Descargar PDF' }).waitFor();
    // Answering the agency's requests is the superadmin's (decision 0083): not on the worker's page.
    await expect.poll(() => page.getByRole('region', { name: 'Requerimientos de la Agencia Tributaria' }).count()).toBe(0);
    await page.context().close();
  });
});
