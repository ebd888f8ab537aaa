import { CAFE_PAGES } from '@beantrail/contracts';
import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { recordTable } from './declared-tables';

// The cafe's QC notes of its beans (spec 002 §2.8, §3 "Cup note"), typed from the declaration as of now.
export class CafeCupnote1732700000000 implements MigrationInterface {
  name = 'CafeCupnote1732700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(recordTable(CAFE_PAGES.cafeCupnote));
    await q.createIndex(
      'cafe_cupnote',
      new TableIndex({ name: 'idx_cafe_cupnote_rgst', columnNames: ['cafe_seq', 'rgst_at', 'cupnote_seq'] }),
    );
    await q.createIndex(
      'cafe_cupnote',
      new TableIndex({ name: 'idx_cafe_cupnote_bean', columnNames: ['coffeebean_seq'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('cafe_cupnote');
  }
}
