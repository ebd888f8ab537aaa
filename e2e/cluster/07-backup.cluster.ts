import { execSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { dir, nodeSql, state } from './harness';

// The MariaDB backup docs/DEPLOY.md gives, taken from a live node and restored
// into a fresh database, holds every row.
test('mariadb-dump --single-transaction from one node restores into a fresh database with the same rows in every table', async () => {
  const socket = (n: number) => `${state().galeraDir}/n${n}/mysqld.sock`;
  const dump = path.join(dir, 'beantrail.sql');
  execSync(
    `mariadb-dump --no-defaults --socket=${socket(2)} -uroot --single-transaction --routines --triggers beantrail > ${dump}`,
  );
  nodeSql(
    1,
    'DROP DATABASE IF EXISTS beantrail_restore; CREATE DATABASE beantrail_restore CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
  );
  execSync(`mariadb --no-defaults --socket=${socket(3)} -uroot beantrail_restore < ${dump}`);
  const tables = nodeSql(1, 'SHOW TABLES FROM beantrail').split('\n').filter(Boolean);
  expect(tables.length).toBeGreaterThan(30);
  const counts = (db: string, n: 1 | 2 | 3) =>
    nodeSql(n, tables.map((t) => `SELECT '${t}', COUNT(*) FROM ${db}.\`${t}\``).join(' UNION ALL '));
  expect(counts('beantrail_restore', 1)).toBe(counts('beantrail', 1));
  // The restore replicated like any write: node 2 has it too.
  expect(counts('beantrail_restore', 2)).toBe(counts('beantrail', 2));
});
