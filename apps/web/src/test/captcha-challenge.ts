import { createChallenge } from 'altcha-lib/v1';

/** A real, small challenge (the answer is 7) so tests exercise the actual proof of work. */
export function makeCaptchaChallenge() {
  return createChallenge({ hmacKey: 'test-key', number: 7, maxnumber: 50 });
}
