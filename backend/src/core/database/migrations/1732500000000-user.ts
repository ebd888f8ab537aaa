import { type PageDecl, USER_PAGES } from '@beantrail/contracts';
import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { recordTable } from './declared-tables';

// The user area's own records (spec 002 §2.4, §2.6, §2.7), typed from their declarations as of now.
const PAGES: PageDecl[] = [USER_PAGES.userEquip, USER_PAGES.userBrewingDefault, USER_PAGES.userBrewingResult];

export class User1732500000000 implements MigrationInterface {
  name = 'User1732500000000';

  async up(q: QueryRunner): Promise<void> {
    for (const page of PAGES) {
      await q.createTable(recordTable(page));
      // Every query of a user page starts with the owner (user_seq).
      await q.createIndex(
        page.table!,
        new TableIndex({ name: `idx_${page.table}_rgst`, columnNames: ['user_seq', 'rgst_at', ...page.keys] }),
      );
    }
    await q.createIndex(
      'user_brewing_result',
      new TableIndex({
        name: 'idx_user_brewing_result_date',
        columnNames: ['user_seq', 'brewing_result_date', 'brewing_result_seq'],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const page of [...PAGES].reverse()) await q.dropTable(page.table!);
  }
}
