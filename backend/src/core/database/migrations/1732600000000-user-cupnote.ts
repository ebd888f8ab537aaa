import { USER_PAGES } from '@beantrail/contracts';
import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { recordTable } from './declared-tables';

// The user's coffee notes (spec 002 §2.9, §3 "Cup note"), typed from the declaration as of now.
export class UserCupnote1732600000000 implements MigrationInterface {
  name = 'UserCupnote1732600000000';

  async up(q: QueryRunner): Promise<void> {
    const page = USER_PAGES.userCupnote;
    await q.createTable(recordTable(page));
    await q.createIndex(
      'user_cupnote',
      new TableIndex({ name: 'idx_user_cupnote_rgst', columnNames: ['user_seq', 'rgst_at', 'cupnote_seq'] }),
    );
    await q.createIndex(
      'user_cupnote',
      new TableIndex({ name: 'idx_user_cupnote_date', columnNames: ['user_seq', 'cupnote_date', 'cupnote_seq'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('user_cupnote');
  }
}
