import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/**
 * better-sqlite3 gives TypeORM one connection: every query, every transaction, every request
 * shares one QueryRunner. Left alone, a transaction opened while another is running becomes a
 * SAVEPOINT inside it, and any other request's statement runs inside it too, so when the first
 * rolls back it takes their writes with it although they were answered OK (typeorm/typeorm#307,
 * #8668; MariaDB is not affected: each transaction has its own pooled connection).
 *
 * Here top-level transactions (`dataSource.transaction(...)`) run one at a time, in order, and a
 * statement from outside the running one waits until it ends; statements from within it (known
 * by their async context) and nested transactions (savepoints) run at once. SQLite allows one
 * writer anyway, so this costs no concurrency. Rule that follows: write through
 * `dataSource.transaction` or single statements, never `repository.save()` outside one (it
 * would open a transaction this queue does not see).
 */
export function serializeSqliteTransactions(ds: DataSource): DataSource {
  if (ds.options.type !== 'better-sqlite3' || (ds as { __serialized?: true }).__serialized) return ds;
  const context = new AsyncLocalStorage<symbol>();
  let queue: Promise<void> = Promise.resolve();
  let active: { token: symbol; ended: Promise<void> } | null = null;
  const inActive = () => active !== null && context.getStore() === active.token;

  const manager = ds.manager;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  manager.transaction = (async (...args: unknown[]) => {
    if (inActive()) return transaction(...args);
    const previous = queue;
    let done!: () => void;
    const ended = new Promise<void>((resolve) => (done = resolve));
    queue = previous.then(() => ended);
    await previous;
    const token = Symbol('transaction');
    active = { token, ended };
    try {
      return await context.run(token, () => transaction(...args));
    } finally {
      active = null;
      done();
    }
  }) as EntityManager['transaction'];

  const runner: QueryRunner = ds.createQueryRunner();
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  runner.query = (async (...args: unknown[]) => {
    while (active && !inActive()) await active.ended;
    return query(...args);
  }) as QueryRunner['query'];
  Object.defineProperty(ds, '__serialized', { value: true });
  return ds;
}
