import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from './connection-loss.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isConnectionLoss', () => {
  it('recognises a server that ended or refused the connection', () => {
    expect(isConnectionLoss(withCode('57P01', 'terminating connection due to unexpected postmaster exit'))).toBe(true);
    expect(isConnectionLoss(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(isConnectionLoss(withCode('08006'))).toBe(true);
    expect(isConnectionLoss(withCode('ECONNREFUSED'))).toBe(true);
    expect(isConnectionLoss(withCode('ECONNRESET'))).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
  });

  it('looks through the error Drizzle wraps around the driver\'s', () => {
    const refused = withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    const starting = withCode('57P03', 'the database system is starting up');
    expect(isConnectionLoss(new Error('Failed query: select 1\nparams: ', { cause: refused }))).toBe(true);
    expect(isConnectionLoss(new Error('Failed query: rollback\nparams: ', { cause: new Error('Client has encountered a connection error and is not queryable') }))).toBe(true);
    expect(isConnectionLoss(new Error('Failed query: select 1', { cause: starting }))).toBe(true);
    expect(isConnectionLoss(new Error('Failed query: insert …', { cause: withCode('23505', 'duplicate key value violates unique constraint') }))).toBe(false);
  });

  it('leaves a statement that failed on a live connection, and anything that is not an error, alone', () => {
    expect(isConnectionLoss(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isConnectionLoss(withCode('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isConnectionLoss(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isConnectionLoss('Connection terminated')).toBe(false);
    expect(isConnectionLoss(undefined)).toBe(false);
  });

  it('recognises what node-postgres throws when the server it talks to is not there', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2_000 });
    const error = await client.connect().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(isConnectionLoss(error)).toBe(true);
  });
});
