import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/**
 * better-sqlite3 gives TypeORM one connection: every query, every transaction, every request
 * shares one QueryRunner. Left alone, a transaction opened while another is running becomes a
 * SAVEPOINT inside it, and any other request's statement runs inside it too, so when the first
 * rolls back it takes their writes with it although they were answered OK (typeorm/typeorm#307,
 * #8668; MariaDB is not affected: each transaction has its own pooled connection).
 *
 * Here top-level transactions (`dataSource.transaction(...)`) run one at a time, in order, through
 * a runner of their own (a view of the shared one: same connection and statement cache, its own
 * transaction state), so a statement is known to be inside the running transaction by the manager
 * it came through: the transaction's manager (`tx`), its repositories and query builders, and the
 * savepoints of `tx.transaction(...)` run at once; any other statement waits until it ends.
 * SQLite allows one writer anyway, so this costs no concurrency.
 *
 * Rules that follow: inside a transaction, use only its manager (a statement through the data
 * source would wait for the transaction it is part of: a deadlock); write through
 * `dataSource.transaction` or single statements, never `repository.save()` outside one (it would
 * open a transaction this queue does not see).
 *
 * Why not AsyncLocalStorage (which would also let the data source be used from within): on Node 20
 * it turns on promise hooks for the whole process, and every promise of every request paid for
 * them: saves ran ~20 % slower (docs/PERFORMANCE.md). It is kept as a check only (`check`, on in
 * tests): a statement through the data source from within a transaction is then an error naming
 * the rule instead of a hang.
 */
export function serializeSqliteTransactions(ds: DataSource, options: { check?: boolean } = {}): DataSource {
  if (ds.options.type !== 'better-sqlite3' || (ds as { __serialized?: true }).__serialized) return ds;
  const runner: QueryRunner = ds.createQueryRunner();
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;

  // The transactions' runner: inherits the connection, driver and statement cache; its own query
  // (the class's, unwrapped) and transaction state. One is enough: transactions run one at a time.
  const txRunner = Object.create(runner) as QueryRunner & { transactionDepth: number };
  const ownQuery = Object.getPrototypeOf(runner).query as QueryRunner['query'];
  Object.assign(txRunner, { query: ownQuery, isTransactionActive: false, transactionDepth: 0 });
  const txManager = ds.createEntityManager(txRunner);

  const check = options.check ? new AsyncLocalStorage<symbol>() : null;
  let queue: Promise<void> = Promise.resolve();
  let active: { token: symbol; ended: Promise<void> } | null = null;
  const selfWait = (what: string) =>
    new Error(
      `${what} through the data source inside a transaction would wait for that transaction: use the transaction's manager (database/sqlite-serial.ts)`,
    );

  const manager = ds.manager;
  manager.transaction = (async (...args: unknown[]) => {
    if (active && check?.getStore() === active.token) throw selfWait('A transaction');
    const previous = queue;
    let done!: () => void;
    const ended = new Promise<void>((resolve) => (done = resolve));
    queue = previous.then(() => ended);
    await previous;
    const token = Symbol('transaction');
    active = { token, ended };
    try {
      const run = () => (txManager.transaction as (...a: unknown[]) => Promise<unknown>)(...args);
      return await (check ? check.run(token, run) : run());
    } finally {
      active = null;
      done();
    }
  }) as EntityManager['transaction'];

  runner.query = (async (...args: unknown[]) => {
    while (active) {
      if (check?.getStore() === active.token) throw selfWait('A statement');
      await active.ended;
    }
    return query(...args);
  }) as QueryRunner['query'];
  Object.defineProperty(ds, '__serialized', { value: true });
  return ds;
}
