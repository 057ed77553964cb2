import { describe, expect, it } from 'vitest';
import { BatchesInFlight } from './batches-in-flight.ts';

/** A write that ends when told to, recording when it started. */
function controlledWrite(name: string, started: string[]) {
  let end!: () => void;
  let fail!: (error: Error) => void;
  const ended = new Promise<void>((resolve, reject) => {
    end = resolve;
    fail = reject;
  });
  return {
    write: () => {
      started.push(name);
      return ended;
    },
    end: () => end(),
    fail: (error: Error) => fail(error),
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batches written side by side', () => {
  it('starts a batch with nothing in common at once, up to the limit', async () => {
    const started: string[] = [];
    const batches = new BatchesInFlight(2);
    const [a, b, c] = ['a', 'b', 'c'].map((name) => controlledWrite(name, started));
    await batches.start(new Set(['nif:A']), a!.write);
    await batches.start(new Set(['nif:B']), b!.write);
    expect(started).toEqual(['a', 'b']);
    const third = batches.start(new Set(['nif:C']), c!.write);
    await turn();
    expect(started).toEqual(['a', 'b']);
    a!.end();
    await third;
    expect(started).toEqual(['a', 'b', 'c']);
    b!.end();
    c!.end();
    await batches.finish();
  });

  it('starts a batch that shares a NIF/CIF or username with one in flight only once that one has ended', async () => {
    const started: string[] = [];
    const batches = new BatchesInFlight(3);
    const [a, b, c] = ['a', 'b', 'c'].map((name) => controlledWrite(name, started));
    await batches.start(new Set(['nif:A', 'usuario:1']), a!.write);
    await batches.start(new Set(['nif:B', 'usuario:2']), b!.write);
    const third = batches.start(new Set(['nif:C', 'usuario:1']), c!.write);
    await turn();
    b!.end();
    await turn();
    expect(started).toEqual(['a', 'b']);
    a!.end();
    await third;
    expect(started).toEqual(['a', 'b', 'c']);
    c!.end();
    await batches.finish();
  });

  it('passes on the first failure once every batch has ended', async () => {
    const started: string[] = [];
    const batches = new BatchesInFlight(2);
    const [a, b] = ['a', 'b'].map((name) => controlledWrite(name, started));
    await batches.start(new Set(['nif:A']), a!.write);
    await batches.start(new Set(['nif:B']), b!.write);
    a!.fail(new Error('fallo'));
    await expect(batches.finish()).rejects.toThrow('fallo');
    let settled = false;
    const settling = batches.settle().then(() => (settled = true));
    await turn();
    expect(settled).toBe(false);
    b!.end();
    await settling;
    expect(settled).toBe(true);
  });
});
