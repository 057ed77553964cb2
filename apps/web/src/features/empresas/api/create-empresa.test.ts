import { afterEach, describe, expect, it, vi } from 'vitest';
import { hangingResponse, mockFetch } from '../../../test/fetch-mock';
import { createEmpresa } from './create-empresa';

describe('createEmpresa (spec 1 §7, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 30 seconds for the server, not the usual 10', async () => {
    vi.useFakeTimers();
    mockFetch(hangingResponse);
    const outcome = createEmpresa({} as Parameters<typeof createEmpresa>[0]).then(
      () => 'answered',
      (error: { code: string }) => error.code,
    );

    await vi.advanceTimersByTimeAsync(29_000);
    const early = await Promise.race([outcome, Promise.resolve('pending')]);
    expect(early).toBe('pending');

    await vi.advanceTimersByTimeAsync(1_500);
    expect(await outcome).toBe('TIMEOUT');
  });
});
