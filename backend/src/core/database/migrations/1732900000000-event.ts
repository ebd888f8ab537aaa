import { EVENT_PAGES, SCOPES } from '@beantrail/contracts';
import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { recordTable } from './declared-tables';

// Events of a cafe or roastery (spec 002 §2.2, §2.3, §3 "Event"), typed from the declarations as of
// now. The QR uuid is unique: a sign-up link names exactly one event.
export class Event1732900000000 implements MigrationInterface {
  name = 'Event1732900000000';

  async up(q: QueryRunner): Promise<void> {
    for (const scope of SCOPES) {
      const table = `${scope}_event`;
      await q.createTable(recordTable(EVENT_PAGES[scope]));
      await q.createIndex(
        table,
        new TableIndex({ name: `idx_${table}_rgst`, columnNames: [`${scope}_seq`, 'rgst_at', 'event_seq'] }),
      );
      await q.createIndex(
        table,
        new TableIndex({ name: `idx_${table}_start`, columnNames: [`${scope}_seq`, 'event_start', 'event_seq'] }),
      );
      await q.createIndex(
        table,
        new TableIndex({ name: `uq_${table}_uuid`, columnNames: ['event_uuid'], isUnique: true }),
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const scope of SCOPES) await q.dropTable(`${scope}_event`);
  }
}
