import { cafeRoasterPage, type PageDecl, ROASTER_CAFE_PAGES } from '@beantrail/contracts';
import { type MigrationInterface, type QueryRunner, type Table, TableIndex } from 'typeorm';
import { recordTable } from './declared-tables';

/** A link row's key is the pair: its owner and the other organisation (declared key). */
function pairTable(page: PageDecl): Table {
  const table = recordTable(page);
  for (const column of table.columns) if (column.name === page.ownerField) column.isPrimary = true;
  return table;
}

// Linked cafes and roasteries (spec 002 §2.2, §2.3, §3 "Linked cafes", "Linked roasters"): the
// roastery's side (`roaster_cafe`: registrations and links, the PSAUTH state) and the cafe's own
// list of its roasteries (`cafe_roaster`), typed from the declarations as of now.
export class Link1733000000000 implements MigrationInterface {
  name = 'Link1733000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(pairTable(ROASTER_CAFE_PAGES.cafe));
    await q.createIndex(
      'roaster_cafe',
      new TableIndex({ name: 'idx_roaster_cafe_rgst', columnNames: ['roaster_seq', 'rgst_at', 'cafe_seq'] }),
    );
    await q.createIndex(
      'roaster_cafe',
      new TableIndex({ name: 'uq_roaster_cafe_uuid', columnNames: ['roaster_cafe_uuid'], isUnique: true }),
    );
    await q.createTable(pairTable(cafeRoasterPage));
    await q.createIndex(
      'cafe_roaster',
      new TableIndex({ name: 'idx_cafe_roaster_rgst', columnNames: ['cafe_seq', 'rgst_at', 'roaster_seq'] }),
    );
    await q.createIndex(
      'cafe_roaster',
      new TableIndex({ name: 'uq_cafe_roaster_uuid', columnNames: ['cafe_roaster_uuid'], isUnique: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('cafe_roaster');
    await q.dropTable('roaster_cafe');
  }
}
