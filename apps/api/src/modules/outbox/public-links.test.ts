import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { ROLES } from '@cumplia/shared/enums';
import { closeTestApp, createTestApp } from '../../../test/support/test-app.ts';
import { uniqueDni } from '../../../test/support/factories.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { systemActor } from '../audit/audit.service.ts';

/** A server started on port 4567 without PUBLIC_URL, as `PORT=4567 npm start` does. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: '', PORT: '4567' });
});
afterAll(() => closeTestApp(app));

describe('links in e-mails and SMS without PUBLIC_URL', () => {
  it('lead to the port the server listens on', async () => {
    const username = uniqueDni();
    const email = `${username.toLowerCase()}@empresa.es`;
    await app.context.unitOfWork.run((uow) =>
      app.context.services.accounts.createPendingUser(uow, systemActor, { username, name: 'Carmen', email, roles: [ROLES.COMPANY] }),
    );
    const [row] = await app.context.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(desc(outboxMessages.createdAt));
    const message = row && (await app.context.services.outbox.get(row.id));
    expect(message?.text).toContain('http://localhost:4567/verificacion?data=');
    expect(message?.html).toContain('href="http://localhost:4567/verificacion?data=');
    expect(message?.text).not.toContain('localhost:3000');
  });
});
