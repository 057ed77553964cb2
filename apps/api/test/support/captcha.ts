import { solveChallenge } from 'altcha-lib/v1';

/** A captcha challenge as GET /api/cumplia-auth/captcha/challenge answers it. */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/**
 * Solves `challenge` the way the browser's widget does and returns the X-CAPTCHA-AUTH value the
 * sign-in and the public forms send: the challenge with its number, in base64 JSON. Used by the API
 * tests (in process and against a server process) and by the journeys that open a session by API.
 */
export async function captchaAuthFor(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('captcha not solved');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature })).toString('base64');
}
