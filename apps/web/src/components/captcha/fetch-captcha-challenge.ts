import { captchaChallengeSchema, type CaptchaChallenge } from '@cumplia/shared/schemas/auth';
import { apiRequest } from '../../lib/api-client';

/** A fresh proof-of-work challenge, signed by the server (ALTCHA v1 format). */
export function fetchCaptchaChallenge(): Promise<CaptchaChallenge> {
  return apiRequest('/cumplia-auth/captcha/challenge', { schema: captchaChallengeSchema, authenticated: false });
}
