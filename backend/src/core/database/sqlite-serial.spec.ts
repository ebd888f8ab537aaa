import { DataSource } from 'typeorm';
import { serializeSqliteTransactions } from './sqlite-serial';

// The default database's integrity under concurrent requests (brief: "Every write that touches
// several rows is one transaction"): one request's rollback must never take another's write.
describe('serializeSqliteTransactions (better-sqlite3 shares one connection)', () => {
  let ds: DataSource;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const ids = async () => (await ds.query('SELECT id FROM t ORDER BY id')).map((r: { id: number }) => r.id);

  beforeEach(async () => {
    ds = serializeSqliteTransactions(await new DataSource({ type: 'better-sqlite3', database: ':memory:' }).initialize());
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

  it('a reader does not see another transaction\'s uncommitted rows', async () => {
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

  it('statements and nested transactions within a transaction run inside it', async () => {
    await ds.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (1)');
      // The data source itself, from within: part of the same transaction, not a deadlock.
      expect(await ids()).toEqual([1]);
      await ds.transaction(async (inner) => inner.query('INSERT INTO t (id) VALUES (2)'));
      await expect(ds.transaction(async (inner) => {
        await inner.query('INSERT INTO t (id) VALUES (4)');
        throw new Error('inner');
      })).rejects.toThrow('inner');
    });
    expect(await ids()).toEqual([1, 2]);
  });

  it('runs queued transactions in the order they were asked for, each to the end', async () => {
    const order: string[] = [];
    await Promise.all([1, 2, 3].map((n) => ds.transaction(async (tx) => {
      order.push(`begin ${n}`);
      await tx.query(`INSERT INTO t (id) VALUES (${n})`);
      await pause(5);
      order.push(`end ${n}`);
    })));
    expect(order).toEqual(['begin 1', 'end 1', 'begin 2', 'end 2', 'begin 3', 'end 3']);
    expect(await ids()).toEqual([1, 2, 3]);
  });
});
