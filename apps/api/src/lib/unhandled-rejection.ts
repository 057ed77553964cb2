import type { FastifyBaseLogger } from 'fastify';
import { isConnectionLoss } from '../db/connection-loss.ts';

/**
 * What the server process does with a promise rejection nobody handled.
 *
 * pg-boss 10 records a job's outcome without awaiting it (the work loop of its manager), so when the
 * database connection is lost at that moment the write rejects with nobody to catch it, and Node's
 * default would stop the server over a database that may be back a second later. Such a rejection
 * is logged and the server goes on: the job stays active until it expires and then runs again (every
 * job here is idempotent). Any other one is a bug: it stops the process, as Node would, but through
 * the log.
 */
export function unhandledRejectionHandler(log: FastifyBaseLogger, exit: (code: number) => void) {
  return (reason: unknown) => {
    if (isConnectionLoss(reason)) {
      log.error({ err: reason }, 'database connection lost under a background job');
      return;
    }
    log.fatal({ err: reason }, 'unhandled rejection');
    exit(1);
  };
}
