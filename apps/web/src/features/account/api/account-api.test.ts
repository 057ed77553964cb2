import { describe, it } from 'vitest';
import { expectTimeoutAfter } from '../../../test/time-out';
import { requestPasswordRecovery } from './request-password-recovery';
import { verifyAccount } from './verify-account';

describe('time-outs of spec 1 §9', () => {
  it('verification waits 50 s for the server', () =>
    expectTimeoutAfter(50, () => verifyAccount({ username: '12345678Z', email: 'a@b.es', verificationCode: '1', password: 'x'.repeat(8) })));

  it('password recovery waits 30 s for the server', () => expectTimeoutAfter(30, () => requestPasswordRecovery({ nif: '12345678Z' })));
});
