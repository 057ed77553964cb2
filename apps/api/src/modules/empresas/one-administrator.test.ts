import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { createGestoria, createUser, empresaForm, uniqueDni } from '../../../test/support/factories.ts';
import { userEmpresas, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
let gestoria: Awaited<ReturnType<typeof createGestoria>>;
beforeAll(async () => {
  app = await createTestApp();
  gestoria = await createGestoria(app);
});
afterAll(() => closeTestApp(app));

/** A company of the gestoría whose administrator was unlinked (as staff may leave one). */
async function companyWithoutUser() {
  const created = await app.inject({
    method: 'POST',
    url: '/api/cumplia-core/gestorias/my/empresas',
    headers: { authorization: `Bearer ${gestoria.token}` },
    payload: empresaForm(),
  });
  const id = created.json().id as string;
  await app.context.database.db.delete(userEmpresas).where(eq(userEmpresas.empresaId, id));
  return id;
}

const assign = (empresaId: string, username: string) =>
  app.inject({
    method: 'POST',
    url: `/api/cumplia-core/empresas/${empresaId}/asignar-usuario`,
    headers: { authorization: `Bearer ${gestoria.token}` },
    payload: { username, email: `${username.toLowerCase()}@x.es`, name: 'Administrador' },
  });

const taken = { code: 'CONFLICT', message: 'La empresa ya tiene un usuario asignado.' };

async function administratorsOf(empresaId: string) {
  const links = await app.context.database.db.select().from(userEmpresas).where(eq(userEmpresas.empresaId, empresaId));
  return links.map((link) => link.userId);
}

describe('one administrator user per company', () => {
  it('of two concurrent assignments, one wins and the other gets the spec\'s error', async () => {
    const empresaId = await companyWithoutUser();
    const usernames = [uniqueDni(), uniqueDni()];
    const answers = await Promise.all(usernames.map((username) => assign(empresaId, username)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual(taken);
    const winner = answers.find((answer) => answer.statusCode === 201)!.json().username as string;
    const created = await app.context.database.db.select().from(users).where(inArray(users.username, usernames));
    expect(created.map((user) => user.username)).toEqual([winner]);
    expect(await administratorsOf(empresaId)).toEqual([created[0]!.id]);
  });

  it('is enforced by the database: an assignment that passed the check loses to one committed meanwhile', async () => {
    const empresaId = await companyWithoutUser();
    const other = await createUser(app, { roles: [ROLES.COMPANY] });
    // Another server instance links its administrator and has not committed yet.
    const client = new pg.Client({ connectionString: app.context.config.DATABASE_URL });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('insert into user_empresas (user_id, empresa_id) values ($1, $2)', [other.id, empresaId]);
      const loser = assign(empresaId, uniqueDni());
      // The request passed its check (it cannot see the uncommitted link) and waits on the index.
      for (let waited = 0; waited < 100; waited += 1) {
        const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()");
        if (rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query('commit');
      const answer = await loser;
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual(taken);
    } finally {
      await client.end();
    }
    expect(await administratorsOf(empresaId)).toEqual([other.id]);
  });
});
