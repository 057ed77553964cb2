import { describe, expect, it } from 'vitest';
import { createBulkWork } from './bulk-work.ts';

describe('bulk work', () => {
  it('is active while any runs, and idle resolves once the last one ends, even when it fails', async () => {
    const bulk = createBulkWork();
    await bulk.idle();
    let endFirst!: () => void;
    let failSecond!: (error: Error) => void;
    const first = bulk.run(() => new Promise<void>((resolve) => (endFirst = resolve)));
    const second = bulk.run(() => new Promise<void>((_, reject) => (failSecond = reject)));
    expect(bulk.active).toBe(true);
    let idle = false;
    const idling = bulk.idle().then(() => (idle = true));
    endFirst();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect([bulk.active, idle]).toEqual([true, false]);
    failSecond(new Error('fallo'));
    await expect(second).rejects.toThrow('fallo');
    await idling;
    expect([bulk.active, idle]).toEqual([false, true]);
  });
});
