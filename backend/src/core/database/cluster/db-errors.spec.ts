import { QueryFailedError } from 'typeorm';
import { databaseRefusal } from './db-refusal';
import { isDbUnavailable, isRetryableConflict } from './db-errors';

// The shapes mysql2 gives (errno and code), bare or inside TypeORM's QueryFailedError.
const mysql = (errno: number, code: string, fatal = false) => Object.assign(new Error(code), { errno, code, fatal });
const wrapped = (e: Error) => new QueryFailedError('UPDATE t SET v = 1', [], e);

describe('database errors (docs/DEPLOY.md "What a client sees")', () => {
  it('a certification conflict (1213) and a lock wait timeout (1205) may run again, bare or wrapped', () => {
    for (const e of [mysql(1213, 'ER_LOCK_DEADLOCK'), mysql(1205, 'ER_LOCK_WAIT_TIMEOUT')]) {
      expect([isRetryableConflict(e), isRetryableConflict(wrapped(e)), isDbUnavailable(e)]).toEqual([
        true,
        true,
        false,
      ]);
    }
  });

  it('a node out of its cluster (1047), a lost or refused connection are "unavailable", not conflicts', () => {
    const cases = [
      mysql(1047, 'ER_UNKNOWN_COM_ERROR'),
      mysql(2013, 'CR_SERVER_LOST'),
      Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }),
      mysql(0, 'PROTOCOL_CONNECTION_LOST', true),
    ];
    for (const e of cases)
      expect([e.message, isDbUnavailable(wrapped(e)), isRetryableConflict(e)]).toEqual([e.message, true, false]);
  });

  it('other errors are neither: a duplicate key, an SQLite constraint, a plain error', () => {
    for (const e of [
      mysql(1062, 'ER_DUP_ENTRY'),
      Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
      new Error('boom'),
      null,
      'text',
    ]) {
      expect([isRetryableConflict(e), isDbUnavailable(e), databaseRefusal(e)]).toEqual([false, false, null]);
    }
  });

  it('the answers: a conflict left after its retries is 409 save_conflict, an unavailable database 503 db_unavailable', () => {
    const conflict = databaseRefusal(wrapped(mysql(1213, 'ER_LOCK_DEADLOCK')))!;
    expect([conflict.getStatus(), conflict.key]).toEqual([409, 'save_conflict']);
    const gone = databaseRefusal(mysql(1047, 'ER_UNKNOWN_COM_ERROR'))!;
    expect([gone.getStatus(), gone.key]).toEqual([503, 'db_unavailable']);
  });
});
