import { describe, expect, it } from 'vitest';
import type { PiscinaTask } from 'piscina';
import { CheapestFirstQueue, LONGEST_WAIT_MS, withCost } from './cheapest-first-queue.ts';

const task = (name: string, cost?: number) => (cost === undefined ? { name } : withCost({ name }, cost)) as unknown as PiscinaTask;
const nameOf = (found: PiscinaTask | null) => (found as unknown as { name: string } | null)?.name;

describe('the PDF pool waiting line (decision 0069)', () => {
  it('gives the cheapest waiting document first, the older of equals first, tasks without a cost before any drawing', () => {
    const queue = new CheapestFirstQueue(() => 0);
    for (const waiting of [task('protocolo A', 90_000), task('contrato', 9_000), task('protocolo B', 90_000), task('sello'), task('factura', 4_000)]) queue.push(waiting);
    expect(queue.size).toBe(5);
    expect([1, 2, 3, 4, 5].map(() => nameOf(queue.shift()))).toEqual(['sello', 'factura', 'contrato', 'protocolo A', 'protocolo B']);
    expect(queue.shift()).toBeNull();
    expect(queue.size).toBe(0);
  });

  it(`lets a document that has waited ${LONGEST_WAIT_MS} ms go next, whatever cheaper ones arrive`, () => {
    let now = 0;
    const queue = new CheapestFirstQueue(() => now);
    queue.push(task('protocolo', 90_000));
    now = 1_000;
    queue.push(task('contrato 1', 9_000));
    expect(nameOf(queue.shift())).toBe('contrato 1');
    now = LONGEST_WAIT_MS;
    queue.push(task('contrato 2', 9_000));
    expect(nameOf(queue.shift())).toBe('protocolo');
    expect(nameOf(queue.shift())).toBe('contrato 2');
  });

  it('keeps the turn and the time waited of a task Piscina took and handed back (every thread busy)', () => {
    let now = 0;
    const queue = new CheapestFirstQueue(() => now);
    const first = task('protocolo A', 90_000);
    queue.push(first);
    queue.push(task('protocolo B', 90_000));
    expect(queue.shift()).toBe(first);
    now = LONGEST_WAIT_MS - 1;
    queue.push(first);
    expect(nameOf(queue.shift())).toBe('protocolo A');
    queue.push(first);
    now = LONGEST_WAIT_MS;
    queue.push(task('contrato', 9_000));
    // Both protocols have waited long enough now: the one that came first goes first.
    expect([1, 2, 3].map(() => nameOf(queue.shift()))).toEqual(['protocolo A', 'protocolo B', 'contrato']);
  });

  it('forgets a task taken out of the line (a cancelled one)', () => {
    const queue = new CheapestFirstQueue(() => 0);
    const cancelled = task('cancelado', 1);
    queue.push(task('protocolo', 90_000));
    queue.push(cancelled);
    queue.remove(cancelled);
    expect(queue.size).toBe(1);
    expect(nameOf(queue.shift())).toBe('protocolo');
  });
});
