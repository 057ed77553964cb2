import { solveChallenge } from 'altcha-lib/v1';

/** Solves `count` captcha challenges of the server ahead of a load run (each is good once). */
export async function solveCaptchas(url: string, count: number): Promise<string[]> {
  const solved: string[] = [];
  const solveOne = async () => {
    const challenge = (await (await fetch(`${url}/api/cumplia-auth/captcha/challenge`)).json()) as {
      algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string;
    };
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    if (!solution) throw new Error('captcha not solved');
    solved.push(Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64'));
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
