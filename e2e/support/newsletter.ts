import type { Page } from 'playwright-core';
import { solveCaptcha } from './session.ts';

/**
 * A visitor subscribes `email` to the newsletter from the landing page, as a person does: scrolls
 * down to the form, which loads as it comes into view (docs/decisions/0055), fills it and sends it.
 */
export async function subscribeFromLanding(page: Page, email: string) {
  await page.goto('/');
  await page.getByText('Cambios legales que afectan a sus clientes').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Suscripción a la newsletter' });
  await form.getByLabel('Correo electrónico').fill(email);
  await solveCaptcha(page);
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await page.getByText('Suscripción enviada correctamente').waitFor();
}
