import { createHash, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, empresaForm } from '../../../test/support/factories.ts';
import { contratoEventos, contratos, outboxMessages } from '../../db/schema/index.ts';

const CORE = '/api/cumplia-core';

// With the jobs running, as `npm start` runs them.
let app: FastifyInstance;
let gestoria: Awaited<ReturnType<typeof createGestoria>>;
beforeAll(async () => {
  app = await createTestApp({ JOBS_ENABLED: 'true' });
  gestoria = await createGestoria(app, { LOPD: 10000, ACOSO: 8000, DIGITAL: 7000 });
});
afterAll(() => closeTestApp(app));

const db = () => app.context.database.db;

async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a company's contracts drawn before their page opens", () => {
  it('draws each document once the request commits; the page then shows the same document without drawing it again', async () => {
    const body = empresaForm({ telefono: `+346${String(randomInt(10_000_000, 99_999_999))}`, lopdgdd: true, acosoLaboral: true, desconexionDigital: false });
    const created = await app.inject({ method: 'POST', url: `${CORE}/gestorias/my/empresas`, headers: { authorization: `Bearer ${gestoria.token}` }, payload: body });
    expect(created.statusCode).toBe(201);
    const empresaId = created.json().id as string;

    // No one has opened a link: both documents are drawn and kept all the same.
    const drawn = await until(async () => {
      const rows = await db().select().from(contratos).where(eq(contratos.empresaId, empresaId));
      return rows.length === 2 && rows.every((row) => row.documentPdf && row.documentSha256) ? rows : undefined;
    }, 'both documents drawn');
    for (const row of drawn) expect(createHash('sha256').update(row.documentPdf!).digest('hex')).toBe(row.documentSha256);
    const opened = await db().select().from(contratoEventos).where(and(eq(contratoEventos.tipo, 'ABIERTO')));
    expect(opened.filter((evento) => drawn.some((row) => row.id === evento.contratoId))).toEqual([]);

    // The link of the LOPDGDD contract: its page shows the document drawn ahead, not a new one.
    const [mail] = await db().select().from(outboxMessages).where(and(eq(outboxMessages.recipient, body.email), eq(outboxMessages.template, 'contract-signature'))).orderBy(desc(outboxMessages.createdAt)).limit(1);
    const token = (mail!.templateData as { contracts: Array<{ toolLabel: string; token: string }> }).contracts.find((entry) => entry.toolLabel === 'LOPDGDD')!.token;
    const page = await app.inject({ method: 'GET', url: `${CORE}/firma/${token}` });
    expect(page.statusCode).toBe(200);
    const lopd = drawn.find((row) => row.tool === 'LOPD')!;
    expect(page.json().documentSha256).toBe(lopd.documentSha256);
    const [after] = await db().select().from(contratos).where(eq(contratos.id, lopd.id));
    expect(after!.documentRenderedAt).toEqual(lopd.documentRenderedAt);
  });
});
