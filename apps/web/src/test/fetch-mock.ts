import { vi } from 'vitest';

export type RecordedRequest = {
  method: string;
  /** Path and query, without the /api base, e.g. "/cumplia-mail/outbox?page=0&size=10". */
  path: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | undefined;
};

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that never answers, and rejects like a real one when its request is aborted. */
export function hangingResponse(request: RecordedRequest): Promise<Response> {
  return new Promise((_, reject) => {
    request.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

export function errorResponse(status: number, code: string, message = 'Error'): Response {
  return jsonResponse({ code, message }, status);
}

/**
 * Replaces fetch with `handler`, which sees each request in a simple form; returns the list of
 * requests made, in order.
 */
export function mockFetch(handler: Handler): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const request: RecordedRequest = {
        method: init.method ?? 'GET',
        path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
        headers: new Headers(init.headers),
        body,
        signal: init.signal ?? undefined,
      };
      requests.push(request);
      return handler(request);
    }),
  );
  return requests;
}
