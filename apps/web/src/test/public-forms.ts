import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCaptchaChallenge } from './captcha-challenge';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from './fetch-mock';

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * Serves the captcha challenge and the calls in `handlers` (keyed by "METHOD /path"); anything
 * else is a 404. Returns the requests made, the captcha ones included.
 */
export async function servePublicApi(handlers: Record<string, Handler>): Promise<RecordedRequest[]> {
  const challenge = await makeCaptchaChallenge();
  return mockFetch((request) => {
    if (request.path === '/cumplia-auth/captcha/challenge') return jsonResponse(challenge);
    const handler = handlers[`${request.method} ${request.path}`];
    return handler ? handler(request) : errorResponse(404, 'NOT_FOUND');
  });
}

/** Ticks "No soy un robot" and waits for the proof of work. */
export async function solveCaptcha() {
  await userEvent.click(screen.getByRole('checkbox', { name: 'No soy un robot' }));
  await screen.findByText('Verificado');
}

/** The requests to `path`, captcha fetches left out. */
export function callsTo(requests: RecordedRequest[], path: string): RecordedRequest[] {
  return requests.filter((request) => request.path === path);
}
