import { ERROR_MESSAGES, type ErrorCode } from '@cumplia/shared/errors';

/**
 * The one error type of the server. Services throw it with a stable code from the spec; the error
 * handler turns it into `{code, message, data}` with its HTTP status.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly data: Record<string, unknown> | undefined;

  constructor(statusCode: number, code: ErrorCode, message?: string, data?: Record<string, unknown>) {
    super(message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.data = data;
  }
}

export const badRequest = (code: ErrorCode, message?: string, data?: Record<string, unknown>) =>
  new AppError(400, code, message, data);
export const notFound = (message?: string) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (code: ErrorCode, message?: string, data?: Record<string, unknown>) =>
  new AppError(409, code, message, data);
export const forbidden = (code: ErrorCode = 'SECURITY_ERROR', message?: string) =>
  new AppError(403, code, message);
