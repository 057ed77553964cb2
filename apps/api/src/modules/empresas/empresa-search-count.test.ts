import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ROLES } from '@cumplia/shared/enums';
import { SEARCH_COUNT_BOUND } from '@cumplia/shared/schemas/page';
import { eq } from 'drizzle-orm';
import { empresas } from '../../db/schema/index.ts';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, insertEmpresa, tokenFor, uniqueCif } from '../../../test/support/factories.ts';

/**
 * Issue 25: a search counts its matches up to SEARCH_COUNT_BOUND, and says "more" beyond, instead of
 * counting every match of a common word; its pages stay right, and a narrower search counts exactly.
 */
const CORE = '/api/cumplia-core';
let app: FastifyInstance;
let staff: string;
let gestoria: Awaited<ReturnType<typeof createGestoria>>;
const word = `Panificadora${uniqueCif()}`;
const call = (token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });

beforeAll(async () => {
  app = await createTestApp();
  staff = await tokenFor(app, await createUser(app, { roles: [ROLES.CUMPLIA_WORKER] }));
  gestoria = await createGestoria(app);
  // More matches than the bound, all of one gestoría; created one a second apart, the last one newest.
  const start = Date.parse('2026-01-01T00:00:00Z');
  const made = Array.from({ length: SEARCH_COUNT_BOUND + 25 }, (_, index) => index);
  for (let from = 0; from < made.length; from += 100) {
    await Promise.all(
      made.slice(from, from + 100).map((index) =>
        insertEmpresa(app, { gestoriaId: gestoria.gestoria.id, nombreComercial: `${word} ${index}`, razonSocial: `${word} ${index} S.L.`, createdAt: new Date(start + index * 1000) }),
      ),
    );
  }
});
afterAll(() => closeTestApp(app));

describe('searches that count up to a bound (issue 25)', () => {
  it("staff: a word with more matches than the bound answers the bound and says there are more; its pages are the newest first", async () => {
    const response = await call(staff, { method: 'GET', url: `${CORE}/worker/empresas?nombre=${word}&size=10&page=0` });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ totalElements: SEARCH_COUNT_BOUND, totalAcotado: true, totalPages: SEARCH_COUNT_BOUND / 10, number: 0 });
    expect(page.content.map((row: { nombreComercial: string }) => row.nombreComercial)).toEqual(
      Array.from({ length: 10 }, (_, index) => `${word} ${SEARCH_COUNT_BOUND + 24 - index}`),
    );
    const second = (await call(staff, { method: 'GET', url: `${CORE}/worker/empresas?nombre=${word}&size=10&page=1` })).json();
    expect(second.content[0].nombreComercial).toBe(`${word} ${SEARCH_COUNT_BOUND + 14}`);
    // A page past the bound is empty and still says "more".
    const beyond = (await call(staff, { method: 'GET', url: `${CORE}/worker/empresas?nombre=${word}&size=100&page=11` })).json();
    expect(beyond).toMatchObject({ content: [], totalElements: SEARCH_COUNT_BOUND, totalAcotado: true });
  });

  it('the last page within the bound is whole and newest first; the pages after it are empty although there are more matches (decision 0065)', async () => {
    const last = (await call(staff, { method: 'GET', url: `${CORE}/worker/empresas?nombre=${word}&size=100&page=9` })).json();
    expect(last.content).toHaveLength(100);
    // The 1,000th newest of the 1,025 matches closes the bound: "… 25".
    expect(last.content[0].nombreComercial).toBe(`${word} 124`);
    expect(last.content[99].nombreComercial).toBe(`${word} 25`);
    const after = (await call(staff, { method: 'GET', url: `${CORE}/worker/empresas?nombre=${word}&size=100&page=10` })).json();
    expect(after).toMatchObject({ content: [], totalElements: SEARCH_COUNT_BOUND, totalAcotado: true, number: 10 });
    const gestoriaAfter = (await call(gestoria.token, { method: 'GET', url: `${CORE}/gestorias/my/empresas?nombreEmpresa=${word}&size=7&page=142` })).json();
    // Page 142 of 7 is the 995th to the 1,001st newest: only the six within the bound.
    expect(gestoriaAfter.content.map((row: { nombreComercial: string }) => row.nombreComercial)).toEqual([30, 29, 28, 27, 26, 25].map((index) => `${word} ${index}`));
  });

  it('a narrower search counts exactly and says nothing more', async () => {
    // "… 100" is in "… 100" and "… 1000" to "… 1009": 11 companies.
    const page = (await call(staff, { method: 'GET', url: `${CORE}/worker/empresas?nombre=${encodeURIComponent(`${word} 100`)}&size=50` })).json();
    expect(page.totalElements).toBe(11);
    expect(page).not.toHaveProperty('totalAcotado');
    expect(page.content).toHaveLength(11);
  });

  it("the gestoría's search is bounded the same way; its whole list keeps the exact total", async () => {
    const searched = (await call(gestoria.token, { method: 'GET', url: `${CORE}/gestorias/my/empresas?nombreEmpresa=${word}&size=10` })).json();
    expect(searched).toMatchObject({ totalElements: SEARCH_COUNT_BOUND, totalAcotado: true });
    const whole = (await call(gestoria.token, { method: 'GET', url: `${CORE}/gestorias/my/empresas?size=10` })).json();
    expect(whole.totalElements).toBe(SEARCH_COUNT_BOUND + 25);
    expect(whole).not.toHaveProperty('totalAcotado');
  });

  it('a name search ignores case in any letter, accented ones too, and follows a renamed company (decision 0065)', async () => {
    const tag = uniqueCif();
    const made = await insertEmpresa(app, { gestoriaId: gestoria.gestoria.id, nombreComercial: `ÑANDÚ ÓPTICA ${tag}`, razonSocial: `Ópticas Ñandú ${tag} S.L.` });
    const search = async (text: string) => (await call(staff, { method: 'GET', url: `${CORE}/worker/empresas?nombre=${encodeURIComponent(text)}` })).json().content.map((row: { id: string }) => row.id);
    expect(await search(`ñandú óptica ${tag.toLowerCase()}`)).toEqual([made.id]);
    expect(await search(`ópticas ñANDÚ ${tag}`)).toEqual([made.id]);
    await app.context.database.db.update(empresas).set({ nombreComercial: `Gafas Úrsula ${tag}` }).where(eq(empresas.id, made.id));
    expect(await search(`úrsula ${tag}`)).toEqual([made.id]);
    expect(await search(`óptica ${tag}`)).toEqual([]);
  });
});
