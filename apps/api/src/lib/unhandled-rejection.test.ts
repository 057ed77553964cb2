import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { unhandledRejectionHandler } from './unhandled-rejection.ts';

function handler() {
  const log = { error: vi.fn(), fatal: vi.fn() };
  const exit = vi.fn();
  return { log, exit, handle: unhandledRejectionHandler(log as unknown as FastifyBaseLogger, exit) };
}

describe('unhandledRejectionHandler', () => {
  it('logs a lost database connection and keeps the server running', () => {
    const { log, exit, handle } = handler();
    const lost = Object.assign(new Error('terminating connection due to unexpected postmaster exit'), { code: '57P01' });
    handle(lost);
    expect(log.error).toHaveBeenCalledWith({ err: lost }, 'database connection lost under a background job');
    expect(log.fatal).not.toHaveBeenCalled();
    expect(exit).not.toHaveBeenCalled();
  });

  it('stops the process, through the log, on any other rejection', () => {
    const { log, exit, handle } = handler();
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    handle(bug);
    expect(log.fatal).toHaveBeenCalledWith({ err: bug }, 'unhandled rejection');
    expect(exit).toHaveBeenCalledWith(1);
  });
});
