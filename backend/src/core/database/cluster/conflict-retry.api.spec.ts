import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { databases, startApp } from '../../../testing/test-app';
import { conflictStats } from './conflict-retry';

// docs/DEPLOY.md "Conflicts between nodes": on MariaDB a transaction the database refuses as a
// conflict runs again as a whole (a real lock wait timeout here, as a Galera certification conflict
// is in the cluster suite); SQLite queues its transactions instead, so the same two writers both pass.
describe.each(databases())('a transaction refused as a conflict, on %s', (name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    await db.query('CREATE TABLE retry_probe (id INTEGER PRIMARY KEY, v INTEGER NOT NULL)');
    await db.query('INSERT INTO retry_probe (id, v) VALUES (1, 0)');
  });
  afterAll(async () => {
    await db.query('DROP TABLE retry_probe');
    await app.close();
  });

  it('runs again once the other writer is done, and both writes count', async () => {
    if (name === 'sqlite') {
      // One writer at a time: the second transaction waits for the first, nothing is refused.
      const first = db.transaction(async (tx) => {
        await tx.query('UPDATE retry_probe SET v = v + 1 WHERE id = 1');
        await new Promise((r) => setTimeout(r, 300));
      });
      const second = db.transaction((tx) => tx.query('UPDATE retry_probe SET v = v + 10 WHERE id = 1'));
      await Promise.all([first, second]);
      expect(Number((await db.query('SELECT v FROM retry_probe WHERE id = 1'))[0].v)).toBe(11);
      return;
    }
    const holder = await createConnection(process.env.TEST_MYSQL_URL!);
    try {
      await holder.query('START TRANSACTION');
      await holder.query('UPDATE retry_probe SET v = v + 1 WHERE id = 1');
      const retriesBefore = conflictStats.retries;
      // This transaction waits at most 1 s for the row, and the holder keeps it for 1.5 s: the first
      // try is refused (1205), a later one passes.
      const release = new Promise((r) => setTimeout(r, 1500)).then(() => holder.query('COMMIT'));
      await db.transaction(async (tx) => {
        await tx.query('SET SESSION innodb_lock_wait_timeout = 1');
        await tx.query('UPDATE retry_probe SET v = v + 10 WHERE id = 1');
      });
      await release;
      expect(conflictStats.retries - retriesBefore).toBeGreaterThanOrEqual(1);
      expect(Number((await db.query('SELECT v FROM retry_probe WHERE id = 1'))[0].v)).toBe(11);
    } finally {
      await holder.end();
    }
  });
});
