/** SQLSTATEs of a connection the server ended or refused: class 08 and the shutdowns of class 57. */
const LOST_SQLSTATE = /^(08|57P0[123])/;
/** What node-postgres and the socket say when the connection is gone. */
const LOST_MESSAGES = ['Connection terminated', 'Client has encountered a connection error and is not queryable'];
const LOST_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/**
 * Whether a failure is the database connection lost (the server stopped, restarted, dropped the
 * socket) rather than a statement that failed: the same statement may succeed on the next connection.
 */
export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_SQLSTATE.test(code) || LOST_SOCKET_CODES.has(code))) return true;
  return LOST_MESSAGES.some((message) => error.message.startsWith(message));
}
