/** Codes the client itself gives to failures that never reached a server answer. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  http: 'HTTP_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

export const NETWORK_ERROR_MESSAGE =
  'Error de conexión. Por favor, verifique su conexión a internet e intente nuevamente.';
export const TIMEOUT_ERROR_MESSAGE =
  'El servidor ha tardado demasiado en responder. Por favor, inténtelo de nuevo.';

type ApiRequestErrorInit = {
  status: number;
  code: string;
  message: string;
  data?: Record<string, unknown>;
  headers?: Headers;
  /** The whole JSON object answered, for callers that read fields other than the usual three. */
  body?: Record<string, unknown>;
};

/**
 * Every failed call rejects with this: the server's `{code, message, data}` and the HTTP status,
 * or status 0 when no answer arrived (network failure or time-out).
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly data: Record<string, unknown> | undefined;
  readonly headers: Headers | undefined;
  readonly body: Record<string, unknown> | undefined;

  constructor({ status, code, message, data, headers, body }: ApiRequestErrorInit) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.data = data;
    this.headers = headers;
    this.body = body;
  }

  /** True when the server never answered (network failure or time-out). */
  get isNoResponse(): boolean {
    return this.status === 0;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads an error answer leniently: the `{code, message, data}` shape, else whatever text came. */
export async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the text itself is the message below.
  }
  const fallbackMessage = `Error HTTP ${response.status}`;
  if (isRecord(body)) {
    return new ApiRequestError({
      status: response.status,
      code: typeof body.code === 'string' ? body.code : CLIENT_ERROR_CODES.http,
      message: typeof body.message === 'string' && body.message ? body.message : fallbackMessage,
      data: isRecord(body.data) ? body.data : undefined,
      headers: response.headers,
      body,
    });
  }
  return new ApiRequestError({
    status: response.status,
    code: CLIENT_ERROR_CODES.http,
    message: text.trim() && text.length < 500 ? text.trim() : fallbackMessage,
    headers: response.headers,
  });
}
