import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { activateAccountFromEmail } from './outbox.ts';
import { accessTokenOf } from './session.ts';

/**
 * A company created and verified by staff through the API (the superadmin's page `staff`), whose
 * administrator then activates the account from the e-mail with `password`: where the contract and
 * protocol journeys start from. `fields` is the body of POST admin/empresas. Returns its id.
 */
export async function createActivatedCompany(browser: Browser, staff: Page, fields: Record<string, unknown> & { email: string }, password: string): Promise<string> {
  const authorization = `Bearer ${await accessTokenOf(staff)}`;
  const created = await staff.request.post('/api/cumplia-core/admin/empresas', { headers: { authorization }, data: fields });
  expect(created.status()).toBe(201);
  const empresaId = (await created.json()).id as string;
  const verified = await staff.request.post(`/api/cumplia-core/admin/empresas/${empresaId}/verify`, { headers: { authorization } });
  expect(verified.ok()).toBe(true);
  await activateAccountFromEmail(browser, { email: fields.email, password });
  return empresaId;
}
