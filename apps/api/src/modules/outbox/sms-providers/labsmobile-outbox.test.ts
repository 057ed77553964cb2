import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { closeTestApp, createTestApp } from '../../../../test/support/test-app.ts';
import { startFakeLabsMobile } from '../../../../test/support/fake-labsmobile.ts';
import { outboxMessages } from '../../../db/schema/index.ts';

const TOKEN = 'tok-outbox-secreto';

let fake: Awaited<ReturnType<typeof startFakeLabsMobile>>;
let app: FastifyInstance;
beforeAll(async () => {
  fake = await startFakeLabsMobile();
  app = await createTestApp({
    SMS_PROVIDER: 'labsmobile',
    LABSMOBILE_URL: fake.url,
    LABSMOBILE_USERNAME: 'envios@cumplia.es',
    LABSMOBILE_TOKEN: TOKEN,
    SMS_SENDER: 'CumpliaTest',
    SMS_TIMEOUT_SECONDS: '2',
  });
});
afterAll(async () => {
  await closeTestApp(app);
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.answerWith({ status: 200, json: { code: '0', message: 'Message has been successfully sent.', subid: 'sub-1' } });
});

async function row(id: string) {
  const [message] = await app.context.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return message!;
}

describe('an SMS queued in the outbox with LabsMobile configured', () => {
  it('reaches LabsMobile once and is marked sent; a second run sends nothing', async () => {
    const id = await app.context.unitOfWork.run((uow) => app.context.services.outbox.queueSms(uow, '+34612345678', 'Cumplia: su código de firma es 654321'));

    expect(await app.context.services.outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body).toEqual({ message: 'Cumplia: su codigo de firma es 654321', tpoa: 'CumpliaTest', recipient: [{ msisdn: '34612345678' }] });
    // the outbox keeps the text as it was written, for staff to read
    expect(await row(id)).toMatchObject({ status: 'SENT', attempts: 1, lastError: null, text: 'Cumplia: su código de firma es 654321' });

    expect(await app.context.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(fake.requests).toHaveLength(1);
  });

  it('stays pending with the provider\'s reason when LabsMobile refuses it, and is tried again later', async () => {
    fake.answerWith({ status: 200, json: { code: '35', message: 'The account has no enough credit for this sending' } });
    const id = await app.context.unitOfWork.run((uow) => app.context.services.outbox.queueSms(uow, '+34699999999', 'Cumplia: su código es 111111'));

    expect(await app.context.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const refused = await row(id);
    expect(refused).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'LabsMobile rechazó el SMS (código 35): The account has no enough credit for this sending' });
    expect(refused.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(refused.lastError).not.toContain(TOKEN);

    // not due yet: the back-off holds it, LabsMobile is not called again
    expect(await app.context.services.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(fake.requests).toHaveLength(1);
  });
});
