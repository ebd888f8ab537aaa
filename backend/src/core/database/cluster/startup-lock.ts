import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** How long a holder may keep the lock before others take it: a process that died holding it. */
const LOCK_TTL_MS = 5 * 60_000;
const POLL_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Migrations and the seed, one process at a time. Several processes started together on one
 * MariaDB or Galera cluster (a rolling start, three nodes behind a load balancer) would otherwise
 * each run the same migration or insert the same seed rows. GET_LOCK does not replicate in Galera,
 * so the lock is a row: whoever inserts `lock_id = 1` holds it (on two nodes at once, one insert
 * fails as a duplicate or a certification conflict); the others wait until it is gone, then find
 * nothing left to do. A holder that died leaves a row past its expiry, which the next one takes.
 *
 * SQLite needs none: one file has one writer, and its migrations run in one transaction.
 */
export async function withStartupLock<T>(
  ds: DataSource,
  work: () => Promise<T>,
  log: (text: string) => void = () => undefined,
): Promise<T> {
  if (ds.options.type !== 'mysql' && ds.options.type !== 'mariadb') return work();
  await ds.query(
    'CREATE TABLE IF NOT EXISTS beantrail_startup_lock (lock_id INT NOT NULL PRIMARY KEY, holder VARCHAR(64) NOT NULL, expires_at BIGINT NOT NULL) ENGINE=InnoDB',
  );
  const holder = randomUUID();
  let waited = false;
  for (;;) {
    try {
      await ds.query('INSERT INTO beantrail_startup_lock (lock_id, holder, expires_at) VALUES (1, ?, ?)', [
        holder,
        Date.now() + LOCK_TTL_MS,
      ]);
      break;
    } catch (error) {
      const e = (error as { driverError?: { errno?: number } }).driverError ?? (error as { errno?: number });
      if (e.errno !== 1062 && e.errno !== 1213) throw error;
      if (!waited) log('another process is migrating or seeding the database: waiting for it');
      waited = true;
      await ds.query('DELETE FROM beantrail_startup_lock WHERE lock_id = 1 AND expires_at < ?', [Date.now()]);
      await sleep(POLL_MS + Math.random() * POLL_MS);
    }
  }
  try {
    return await work();
  } finally {
    await ds.query('DELETE FROM beantrail_startup_lock WHERE lock_id = 1 AND holder = ?', [holder]);
  }
}
