/** SQLSTATEs of a connection the server ended or refused: class 08 and the shutdowns of class 57. */
const LOST_SQLSTATE = /^(08|57P0[123])/;
/** What node-postgres and the socket say when the connection is gone. */
const LOST_MESSAGES = ['Connection terminated', 'Client has encountered a connection error and is not queryable'];
const LOST_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/**
 * Whether a failure is the database connection lost (the server stopped, restarted, dropped the
 * socket) rather than a statement that failed: the same statement may succeed on the next connection.
 * Drizzle wraps the driver's error ("Failed query: …", the driver's error as its `cause`), so the
 * chain of causes is read too.
 */
export function isConnectionLoss(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if (isLostConnectionError(current)) return true;
    current = current.cause;
  }
  return false;
}

function isLostConnectionError(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_SQLSTATE.test(code) || LOST_SOCKET_CODES.has(code))) return true;
  return LOST_MESSAGES.some((message) => error.message.startsWith(message));
}
