import { DataSource } from 'typeorm';
import { serializeSqliteTransactions } from './sqlite-serial';

// The default database's integrity under concurrent requests (brief: "Every write that touches
// several rows is one transaction"): one request's rollback must never take another's write.
describe('serializeSqliteTransactions (better-sqlite3 shares one connection)', () => {
  let ds: DataSource;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const ids = async () => (await ds.query('SELECT id FROM t ORDER BY id')).map((r: { id: number }) => r.id);

  beforeEach(async () => {
    ds = serializeSqliteTransactions(
      await new DataSource({ type: 'better-sqlite3', database: ':memory:' }).initialize(),
    );
    await ds.query('CREATE TABLE t (id INTEGER PRIMARY KEY)');
  });
  afterEach(() => ds.destroy());

  it('a transaction that fails does not roll back one that started while it ran', async () => {
    const failing = ds.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (1)');
      await pause(20);
      throw new Error('refused');
    });
    const succeeding = ds.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (2)');
    });
    await expect(failing).rejects.toThrow('refused');
    await succeeding;
    expect(await ids()).toEqual([2]);
  });

  it('a statement from outside waits for the running transaction instead of joining it', async () => {
    const failing = ds.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (1)');
      await pause(20);
      throw new Error('refused');
    });
    await pause(5);
    // Another request's single insert (a session row, say) while the transaction is open.
    await ds.query('INSERT INTO t (id) VALUES (3)');
    await expect(failing).rejects.toThrow('refused');
    expect(await ids()).toEqual([3]);
  });

  it("a reader does not see another transaction's uncommitted rows", async () => {
    let seen: number[] = [];
    const failing = ds.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (1)');
      await pause(20);
      throw new Error('refused');
    });
    await pause(5);
    seen = await ids();
    await expect(failing).rejects.toThrow('refused');
    expect(seen).toEqual([]);
  });

  it("statements and nested transactions through the transaction's manager run inside it", async () => {
    await ds.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (1)');
      expect((await tx.query('SELECT id FROM t')).map((r: { id: number }) => r.id)).toEqual([1]);
      // A query builder of the transaction's manager is inside it too.
      expect(await tx.createQueryBuilder().select('id').from('t', 't').getRawMany()).toEqual([{ id: 1 }]);
      // Nested transactions are savepoints: the failing one takes only its own row.
      await tx.transaction(async (inner) => inner.query('INSERT INTO t (id) VALUES (2)'));
      await expect(
        tx.transaction(async (inner) => {
          await inner.query('INSERT INTO t (id) VALUES (4)');
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
    });
    expect(await ids()).toEqual([1, 2]);
  });

  it('after a failed transaction the next one starts afresh (BEGIN, not a savepoint)', async () => {
    await expect(
      ds.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES (1)');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await ds.transaction(async (tx) => tx.query('INSERT INTO t (id) VALUES (2)'));
    // Were the second a savepoint of a transaction left open, this reader would wait or see nothing committed.
    expect(await ids()).toEqual([2]);
    expect(ds.createQueryRunner().isTransactionActive).toBe(false);
  });

  it('with the check on (tests), the data source used from within its transaction is an error, not a hang', async () => {
    const checked = serializeSqliteTransactions(
      await new DataSource({ type: 'better-sqlite3', database: ':memory:' }).initialize(),
      { check: true },
    );
    try {
      await checked.query('CREATE TABLE t (id INTEGER PRIMARY KEY)');
      await expect(
        checked.transaction(async (tx) => {
          await tx.query('INSERT INTO t (id) VALUES (1)');
          await checked.query('SELECT id FROM t');
        }),
      ).rejects.toThrow(/use the transaction's manager/);
      await expect(checked.transaction(async () => checked.transaction(async () => undefined))).rejects.toThrow(
        /use the transaction's manager/,
      );
      // Both rolled back, and the queue goes on.
      await checked.transaction(async (tx) => tx.query('INSERT INTO t (id) VALUES (2)'));
      expect((await checked.query('SELECT id FROM t')).map((r: { id: number }) => r.id)).toEqual([2]);
    } finally {
      await checked.destroy();
    }
  });

  it('runs queued transactions in the order they were asked for, each to the end', async () => {
    const order: string[] = [];
    await Promise.all(
      [1, 2, 3].map((n) =>
        ds.transaction(async (tx) => {
          order.push(`begin ${n}`);
          await tx.query(`INSERT INTO t (id) VALUES (${n})`);
          await pause(5);
          order.push(`end ${n}`);
        }),
      ),
    );
    expect(order).toEqual(['begin 1', 'end 1', 'begin 2', 'end 2', 'begin 3', 'end 3']);
    expect(await ids()).toEqual([1, 2, 3]);
  });
});
