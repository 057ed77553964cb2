import type { CaptchaChallenge } from '@cumplia/shared/schemas/auth';
import { solveChallenge } from 'altcha-lib/v1';
import type { SolveRequest, SolveResponse } from './captcha.worker';

const DEFAULT_MAX_NUMBER = 1_000_000;

export type CaptchaSolving = { promise: Promise<number>; cancel: () => void };

function solveOnMainThread(request: SolveRequest): CaptchaSolving {
  const { promise, controller } = solveChallenge(request.challenge, request.salt, request.algorithm, request.max);
  return {
    promise: promise.then((solution) => {
      if (!solution) throw new Error('No solution in range');
      return solution.number;
    }),
    cancel: () => controller.abort(),
  };
}

function solveInWorker(request: SolveRequest): CaptchaSolving {
  const worker = new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' });
  let fallback: CaptchaSolving | null = null;
  const promise = new Promise<number>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<SolveResponse>) => {
      worker.terminate();
      if ('number' in event.data) resolve(event.data.number);
      else reject(new Error(event.data.error));
    };
    // A worker that cannot start (old browser, strict policy) must not block the form.
    worker.onerror = () => {
      worker.terminate();
      fallback = solveOnMainThread(request);
      fallback.promise.then(resolve, reject);
    };
    worker.postMessage(request);
  });
  return {
    promise,
    cancel: () => {
      worker.terminate();
      fallback?.cancel();
    },
  };
}

/** Finds the number whose hash with the salt is the challenge: in a Web Worker when possible. */
export function solveCaptchaChallenge(challenge: CaptchaChallenge): CaptchaSolving {
  const request: SolveRequest = {
    challenge: challenge.challenge,
    salt: challenge.salt,
    algorithm: challenge.algorithm,
    max: challenge.maxnumber ?? DEFAULT_MAX_NUMBER,
  };
  return typeof Worker === 'undefined' ? solveOnMainThread(request) : solveInWorker(request);
}

/** The value of the X-CAPTCHA-AUTH header: the solved challenge as base64 JSON (ALTCHA v1). */
export function encodeCaptchaPayload(challenge: CaptchaChallenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }));
}
