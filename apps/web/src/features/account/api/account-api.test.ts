import { afterEach, describe, expect, it, vi } from 'vitest';
import { hangingResponse, mockFetch } from '../../../test/fetch-mock';
import { requestPasswordRecovery } from './request-password-recovery';
import { verifyAccount } from './verify-account';

/** Settles `promise` into a value that can be inspected while timers are faked. */
function track(promise: Promise<unknown>) {
  const state: { error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    () => (state.settled = true),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe('time-outs of spec 1 §9', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verification waits 50 s for the server', async () => {
    vi.useFakeTimers();
    mockFetch(hangingResponse);
    const call = track(
      verifyAccount({ username: '12345678Z', email: 'a@b.es', verificationCode: '1', password: 'x'.repeat(8) }),
    );

    await vi.advanceTimersByTimeAsync(49_000);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(call.error).toMatchObject({ code: 'TIMEOUT' });
  });

  it('password recovery waits 30 s for the server', async () => {
    vi.useFakeTimers();
    mockFetch(hangingResponse);
    const call = track(requestPasswordRecovery({ nif: '12345678Z' }));

    await vi.advanceTimersByTimeAsync(29_000);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(call.error).toMatchObject({ code: 'TIMEOUT' });
  });
});
