import { captchaAuthFor, type CaptchaChallenge } from '../../apps/api/test/support/captcha.ts';

/** Solves `count` captcha challenges of the server ahead of a load run (each is good once). */
export async function solveCaptchas(url: string, count: number): Promise<string[]> {
  const solved: string[] = [];
  const solveOne = async () => {
    solved.push(await captchaAuthFor((await (await fetch(`${url}/api/cumplia-auth/captcha/challenge`)).json()) as CaptchaChallenge));
  };
  let started = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (started < count) {
        started += 1;
        await solveOne();
      }
    }),
  );
  return solved;
}
