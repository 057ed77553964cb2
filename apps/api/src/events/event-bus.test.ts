import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { closeTestApp, createTestApp } from '../../test/support/test-app.ts';
import { domainEventHandlings, domainEvents, outboxMessages } from '../db/schema/index.ts';
import { createUnitOfWork, type UnitOfWorkRunner } from '../db/unit-of-work.ts';
import { defineEvent } from './define-event.ts';
import { createEventBus, type EventBus } from './event-bus.ts';
import { listen } from './listen.ts';

const pedidoRecibido = defineEvent({ name: 'prueba.pedido-recibido', payload: z.object({ telefono: z.string(), fallos: z.number().int().default(0) }) });

let app: FastifyInstance;
let bus: EventBus;
let unitOfWork: UnitOfWorkRunner;
const errors: Array<{ listener: string }> = [];
/** How many times each listener failed on purpose, per phone number. */
const failures = new Map<string, number>();
const db = () => app.context.database.db;
const smsTo = (telefono: string) => db().select().from(outboxMessages).where(eq(outboxMessages.recipient, telefono));

beforeAll(async () => {
  app = await createTestApp();
  bus = createEventBus({ db: db(), log: { error: (details) => errors.push(details) } });
  unitOfWork = createUnitOfWork({ db: db(), log: { warn: () => undefined }, events: bus });
  bus.subscribe([
    // Writes a message in its own unit: it exists once the listener has handled the event.
    listen(pedidoRecibido, 'prueba.avisar', async (uow, pedido) => {
      await uow.tx.insert(outboxMessages).values({ channel: 'SMS', recipient: pedido.telefono, text: 'aviso' });
    }),
    // Fails as many times as the event says, then writes its own message.
    listen(pedidoRecibido, 'prueba.registrar', async (uow, pedido) => {
      const failed = failures.get(pedido.telefono) ?? 0;
      if (failed < pedido.fallos) {
        failures.set(pedido.telefono, failed + 1);
        await uow.tx.insert(outboxMessages).values({ channel: 'SMS', recipient: pedido.telefono, text: 'a medias' });
        throw new Error('registro caído');
      }
      await uow.tx.insert(outboxMessages).values({ channel: 'SMS', recipient: pedido.telefono, text: 'registrado' });
    }),
  ]);
});
afterAll(() => closeTestApp(app));

describe('a domain event', () => {
  it('is stored with its unit and handled by each listener once the unit has committed, not before', async () => {
    await unitOfWork.run(async (uow) => {
      await uow.publish(pedidoRecibido, { telefono: '+34600000101' });
      // Stored in the transaction, invisible outside it, and not handled yet.
      expect(await smsTo('+34600000101')).toHaveLength(0);
      expect(await db().select().from(domainEvents).where(eq(domainEvents.name, 'prueba.pedido-recibido'))).toHaveLength(0);
    });
    expect((await smsTo('+34600000101')).map((row) => row.text).sort()).toEqual(['aviso', 'registrado']);
    const [stored] = await db().select().from(domainEvents).where(eq(domainEvents.name, 'prueba.pedido-recibido'));
    expect(stored).toMatchObject({ payload: { telefono: '+34600000101', fallos: 0 } });
    expect(stored!.handledAt).toBeInstanceOf(Date);
    expect((await db().select().from(domainEventHandlings).where(eq(domainEventHandlings.eventId, stored!.id))).map((row) => row.listener).sort()).toEqual([
      'prueba.avisar',
      'prueba.registrar',
    ]);
  });

  it('is not stored, nor handled, when its unit rolls back', async () => {
    await expect(
      unitOfWork.run(async (uow) => {
        await uow.publish(pedidoRecibido, { telefono: '+34600000102' });
        throw new Error('regla de negocio');
      }),
    ).rejects.toThrow('regla de negocio');
    expect(await smsTo('+34600000102')).toHaveLength(0);
    expect(await bus.dispatchPending(unitOfWork)).toBe(0);
    expect(await smsTo('+34600000102')).toHaveLength(0);
  });

  it('refuses a payload its definition does not accept, and the unit with it', async () => {
    await expect(unitOfWork.run((uow) => uow.publish(pedidoRecibido, { telefono: 600 } as unknown as { telefono: string }))).rejects.toThrow();
    expect(await db().select().from(domainEvents).where(isNull(domainEvents.handledAt))).toHaveLength(0);
  });

  it('stays pending for a listener that failed, whose work is rolled back, without holding back the others; the periodic run finishes it', async () => {
    await unitOfWork.run((uow) => uow.publish(pedidoRecibido, { telefono: '+34600000103', fallos: 2 }));
    expect((await smsTo('+34600000103')).map((row) => row.text)).toEqual(['aviso']);
    expect(errors.map((error) => error.listener)).toEqual(['prueba.registrar']);
    const [pending] = await db().select().from(domainEvents).where(isNull(domainEvents.handledAt));
    expect(pending).toMatchObject({ payload: { telefono: '+34600000103' } });

    // A run that fails again changes nothing; the next one handles it, and later runs find nothing to do.
    expect(await bus.dispatchPending(unitOfWork)).toBe(0);
    expect(await bus.dispatchPending(unitOfWork)).toBe(1);
    expect(await bus.dispatchPending(unitOfWork)).toBe(0);
    expect((await smsTo('+34600000103')).map((row) => row.text).sort()).toEqual(['aviso', 'registrado']);
    expect(await db().select().from(domainEventHandlings).where(and(eq(domainEventHandlings.eventId, pending!.id), eq(domainEventHandlings.listener, 'prueba.avisar')))).toHaveLength(1);
  });

  it('is handled once by each listener however many dispatches run at once (several servers, the periodic run)', async () => {
    // Published in a unit of work whose own dispatch is left out: the events stay pending.
    const quiet = createUnitOfWork({ db: db(), log: { warn: () => undefined }, events: { store: bus.store, dispatch: async () => undefined } });
    for (let index = 0; index < 20; index++) await quiet.run((uow) => uow.publish(pedidoRecibido, { telefono: '+34600000200' }));
    await Promise.all(Array.from({ length: 4 }, () => bus.dispatchPending(unitOfWork)));
    expect(await db().select().from(domainEvents).where(isNull(domainEvents.handledAt))).toHaveLength(0);
    const texts = (await smsTo('+34600000200')).map((row) => row.text);
    expect(texts.filter((text) => text === 'aviso')).toHaveLength(20);
    expect(texts.filter((text) => text === 'registrado')).toHaveLength(20);
  });
});

describe('the application', () => {
  it('refuses two listeners with one name', () => {
    const other = createEventBus({ db: db(), log: { error: () => undefined } });
    const handler = async () => undefined;
    expect(() => other.subscribe([listen(pedidoRecibido, 'prueba.doble', handler), listen(pedidoRecibido, 'prueba.doble', handler)])).toThrow('Two event listeners are named "prueba.doble"');
  });
});
