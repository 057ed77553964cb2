import { solveChallenge } from 'altcha-lib/v1';

export type SolveRequest = { challenge: string; salt: string; algorithm: string; max: number };
export type SolveResponse = { number: number } | { error: string };

// Runs the proof of work off the main thread so the form stays responsive while it computes.
self.onmessage = async (event: MessageEvent<SolveRequest>) => {
  const { challenge, salt, algorithm, max } = event.data;
  let answer: SolveResponse;
  try {
    const solution = await solveChallenge(challenge, salt, algorithm, max).promise;
    answer = solution ? { number: solution.number } : { error: 'No solution in range' };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : 'Solver failed' };
  }
  self.postMessage(answer);
};
