import { writeSync } from 'node:fs';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { postgresErrorOf } from './database-errors.ts';

/** What stands in a log line for a value that must never be written down. */
export const HIDDEN = '[oculto]';

/**
 * Query parameters whose values are secrets or personal data a link carries: the verification and
 * reset links' `data` (username and code), newsletter `token`s, and any code, password or key.
 */
const SECRET_QUERY_KEY = /data|token|code|codigo|pass|secret|key|signature|firma|otp|pin/i;

/**
 * The URL as a log line may keep it: the signing token of `/firma/{token}` (the page and its API
 * calls) hidden, and the values of secret query parameters hidden. Everything else is kept, so
 * that a line still says which page of which list was asked for.
 */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const safePath = path.includes('/firma/') ? path.replace(/\/firma\/[^/]+/, `/firma/${HIDDEN}`) : path;
  if (queryAt < 0) return safePath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_QUERY_KEY.test(key) ? `${key}=${HIDDEN}` : pair;
    })
    .join('&');
  return `${safePath}?${query}`;
}

/**
 * Headers and fields no log line may carry (pino's redact paths): the access token, the captcha
 * solution, the cookies (refresh token, device token) and whatever a request or an error logs of
 * a body.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-captcha-auth"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.code',
  '*.verificationCode',
  '*.refreshToken',
  '*.token',
];

/** Where a log's lines go: anything with pino's `write(line)`. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * A file descriptor (standard output) written synchronously, the lines of one turn of the event loop
 * in one write at its end (decision 0065). pino's default destination hands every line to libuv's
 * thread pool (an asynchronous `fs.write`): a thread woken and a completion delivered back per line,
 * about a tenth of a list call's Node time on this machine. Here a request's line costs a string
 * append; the turn's lines are written together before the loop waits again, so a process killed
 * outright loses at most the lines of the requests that ended in that turn (the thread pool's queue
 * could hold more), and every line is written before the process exits.
 */
export function turnBatchedDestination(fd: number): LogDestination & { flush(): void } {
  let pending = '';
  let broken = false;
  const flush = () => {
    const text = pending;
    pending = '';
    if (text && !broken) broken = !writeFully(fd, text);
  };
  process.on('exit', flush);
  return {
    write(line) {
      if (pending === '') setImmediate(flush);
      pending += line;
    },
    flush,
  };
}

/** Writes all of `text`; false when the descriptor is gone (a closed pipe), and logging stops. */
function writeFully(fd: number, text: string): boolean {
  let bytes = Buffer.from(text, 'utf8');
  while (bytes.length > 0) {
    try {
      bytes = bytes.subarray(writeSync(fd, bytes));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A full pipe whose reader is slow: wait a moment, as pino's own synchronous destination does.
      if (code === 'EAGAIN' || code === 'EBUSY') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      else return false;
    }
  }
  return true;
}

/** A line of a failed statement's message or stack that lists its values (Drizzle's "params: …"). */
const PARAMS_LINE = /^params: .*$/gm;

/**
 * An error as a log line may keep it: pino's own serialization without the values a failed statement
 * carried. Drizzle writes every parameter of the statement (an IBAN, a name, an e-mail) into its
 * message, its stack and `params`, and PostgreSQL a key's or a whole row's values into `detail`; both
 * are personal data a log must not gather (RGPD art. 5.1.c, 32). The statement's text is kept, and
 * PostgreSQL's code, constraint, table and column, which say what failed.
 */
export function loggableError(error: Error): ReturnType<typeof pino.stdSerializers.err> {
  const serialized = pino.stdSerializers.err(error);
  for (const key of ['message', 'stack'] as const) {
    if (typeof serialized[key] === 'string') serialized[key] = serialized[key].replace(PARAMS_LINE, `params: ${HIDDEN}`);
  }
  if ('params' in serialized) serialized.params = HIDDEN;
  if ('detail' in serialized) serialized.detail = HIDDEN;
  const database = postgresErrorOf(error);
  if (database) serialized.database = { code: database.code, constraint: database.constraint, table: database.table, column: database.column };
  return serialized;
}

/**
 * pino's hook on every log call: a line's message without a failed statement's values, whether it
 * was written out or taken from the error logged (`log.error(error)` makes the error's message the
 * line's).
 */
function withoutStatementValues(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  const scrubbed = args.map((arg) => (typeof arg === 'string' && arg.includes('params: ') ? arg.replace(PARAMS_LINE, `params: ${HIDDEN}`) : arg));
  const onlyAnError = scrubbed.length === 1 && scrubbed[0] instanceof Error;
  method.apply(this, onlyAnError ? [scrubbed[0], (scrubbed[0] as Error).message.replace(PARAMS_LINE, `params: ${HIDDEN}`)] : scrubbed);
}

let standardOutput: LogDestination | undefined;

/** The logger of the server: its level, the fields hidden, requests written with `loggableUrl`, lines to standard output. */
export function serverLoggerOptions(level: string) {
  standardOutput ??= turnBatchedDestination(1);
  return {
    level,
    stream: standardOutput,
    redact: { paths: REDACTED_LOG_PATHS, censor: HIDDEN },
    hooks: { logMethod: withoutStatementValues },
    serializers: {
      err: loggableError,
      req: (request: { method?: string; url?: string; id?: string; ip?: string }) => ({
        method: request.method,
        url: request.url === undefined ? undefined : loggableUrl(request.url),
        id: request.id,
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * One line per request, written when it ends, as an access log: the method, the URL (secrets
 * hidden, `loggableUrl`), the status and the time. Fastify's default writes a second line
 * ("incoming request") as each request arrives, which doubles the log's volume and its cost on the
 * busiest calls (docs/decisions/0014). Errors and the other lines Fastify logs are unchanged.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { method: request.method, url: loggableUrl(request.url), statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${loggableUrl(request.url)} not found`);
  }
}
