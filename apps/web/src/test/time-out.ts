import { expect, vi } from 'vitest';
import { hangingResponse, mockFetch } from './fetch-mock';

/**
 * Checks how long `call` waits for a server that never answers (spec 1 §9): still waiting a second
 * before `seconds`, failed with TIMEOUT half a second after. Runs on fake timers.
 */
export async function expectTimeoutAfter(seconds: number, call: () => Promise<unknown>): Promise<void> {
  vi.useFakeTimers();
  try {
    mockFetch(hangingResponse);
    const state: { settled: boolean; error?: unknown } = { settled: false };
    call().then(
      () => (state.settled = true),
      (error: unknown) => Object.assign(state, { settled: true, error }),
    );

    await vi.advanceTimersByTimeAsync((seconds - 1) * 1000);
    expect(state.settled, `still waiting after ${seconds - 1} s`).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(state.error).toMatchObject({ code: 'TIMEOUT' });
  } finally {
    vi.useRealTimers();
  }
}
