import { Logger } from '@nestjs/common';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { retryConflicts } from './cluster/conflict-retry';
import { enableCausalReads, isGaleraNode } from './cluster/galera';
import { withStartupLock } from './cluster/startup-lock';
import { serializeSqliteTransactions } from './sqlite-serial';

const logger = new Logger('Database');

/**
 * The data source as the server uses it. SQLite: its one connection's transactions queued
 * (sqlite-serial.ts). MariaDB/MySQL: transactions refused as conflicts run again
 * (cluster/conflict-retry.ts), and on a Galera node every read is causal (cluster/galera.ts).
 */
export async function openDataSource(
  options: DataSourceOptions,
  check: { checkTransactions: boolean },
): Promise<DataSource> {
  const ds = await new DataSource(options).initialize();
  if (ds.options.type === 'better-sqlite3') return serializeSqliteTransactions(ds, { check: check.checkTransactions });
  retryConflicts(ds);
  if (await isGaleraNode(ds)) {
    enableCausalReads(ds);
    logger.log('Galera node: causal reads on, conflicting transactions are retried');
  }
  return ds;
}

/**
 * Migrations and the seed at start. On MariaDB/MySQL they run here, under the startup lock, so that
 * processes started together do not run them twice (cluster/startup-lock.ts); SQLite ran its
 * migrations when the data source opened (`migrationsRun`).
 */
export async function prepareDatabase(ds: DataSource, seed: () => Promise<void>): Promise<void> {
  await withStartupLock(
    ds,
    async () => {
      if (ds.options.type !== 'better-sqlite3') await ds.runMigrations({ transaction: 'each' });
      await seed();
    },
    (text) => logger.log(text),
  );
}
