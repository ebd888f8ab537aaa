import { CAFE_PAGES, type PageDecl } from '@beantrail/contracts';
import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { recordTable } from './declared-tables';

// Cafe coffee beans, received lots, equipment and brewing (spec 002 §3), typed from their declarations as of now.
const PAGES: PageDecl[] = [
  CAFE_PAGES.coffeebeanDefault,
  CAFE_PAGES.coffeebeanReceived,
  CAFE_PAGES.cafeEquip,
  CAFE_PAGES.cafeBrewingDefault,
  CAFE_PAGES.cafeBrewingResult,
];

export class Cafe1732400000000 implements MigrationInterface {
  name = 'Cafe1732400000000';

  async up(q: QueryRunner): Promise<void> {
    for (const page of PAGES) {
      await q.createTable(recordTable(page));
      await q.createIndex(
        page.table!,
        new TableIndex({ name: `idx_${page.table}_rgst`, columnNames: ['cafe_seq', 'rgst_at', ...page.keys] }),
      );
    }
    // A cafe registers a roaster's blend once; QR uuids are looked up by the public pages.
    await q.createIndex(
      'cafe_coffeebean',
      new TableIndex({ name: 'idx_cafe_coffeebean_blend', columnNames: ['cafe_seq', 'blending_uuid'], isUnique: true }),
    );
    await q.createIndex(
      'cafe_coffeebean',
      new TableIndex({ name: 'idx_coffeebean_uuid_str', columnNames: ['coffeebean_uuid_str'], isUnique: true }),
    );
    await q.createIndex(
      'cafe_received',
      new TableIndex({ name: 'idx_received_uuid_str', columnNames: ['received_uuid_str'], isUnique: true }),
    );
    await q.createIndex(
      'cafe_received',
      new TableIndex({ name: 'idx_cafe_received_date', columnNames: ['cafe_seq', 'received_date', 'received_seq'] }),
    );
    await q.createIndex(
      'cafe_received',
      new TableIndex({ name: 'idx_cafe_received_bean', columnNames: ['coffeebean_seq'] }),
    );
    await q.createIndex(
      'cafe_brewing_result',
      new TableIndex({
        name: 'idx_cafe_brewing_result_date',
        columnNames: ['cafe_seq', 'brewing_result_date', 'brewing_result_seq'],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const page of [...PAGES].reverse()) await q.dropTable(page.table!);
  }
}
