import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CsvRow } from './csv/parse.ts';
import { KeptReadings, type Reading } from './kept-readings.ts';

/** A reading of two rows that records whether it was closed. */
function reading(): Reading & { closed: () => boolean } {
  let closed = false;
  async function* rows(): AsyncGenerator<CsvRow> {
    try {
      yield { line: 2, cells: ['A'] };
      yield { line: 3, cells: ['B'] };
    } finally {
      closed = true;
    }
  }
  const generator = rows();
  return { rows: generator, columns: { razonSocial: 0 } as Reading['columns'], closed: () => closed };
}

/** A reading that has handed out its first row (a reader stopped there; closing it runs its end). */
async function readingStarted() {
  const file = reading();
  await file.rows.next();
  return file;
}

describe('KeptReadings', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands a kept reading over once, where it stopped', async () => {
    const readings = new KeptReadings(60_000);
    const file = reading();
    expect((await file.rows.next()).value).toEqual({ line: 2, cells: ['A'] });
    readings.keep('a', file);
    const taken = readings.take('a');
    expect(taken).toBe(file);
    expect((await taken!.rows.next()).value).toEqual({ line: 3, cells: ['B'] });
    expect(readings.take('a')).toBeUndefined();
  });

  it('lets a reading nobody takes go once it has waited its time, with nothing else happening, and closes it', async () => {
    const readings = new KeptReadings(60_000);
    const file = await readingStarted();
    readings.keep('a', file);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(file.closed()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(file.closed()).toBe(true);
    expect(readings.take('a')).toBeUndefined();
  });

  it('counts the wait from the last keep, and a reading taken is never let go under its reader', async () => {
    const readings = new KeptReadings(60_000);
    const file = await readingStarted();
    readings.keep('a', file);
    await vi.advanceTimersByTimeAsync(50_000);
    const taken = readings.take('a')!;
    await vi.advanceTimersByTimeAsync(50_000);
    expect(file.closed()).toBe(false);
    readings.keep('a', taken);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(readings.take('a')).toBe(file);
  });

  it('closes the reading a new one replaces', async () => {
    const readings = new KeptReadings(60_000);
    const [first, second] = [await readingStarted(), reading()];
    readings.keep('a', first);
    readings.keep('a', second);
    await vi.advanceTimersByTimeAsync(0);
    expect(first.closed()).toBe(true);
    expect(readings.take('a')).toBe(second);
  });
});
