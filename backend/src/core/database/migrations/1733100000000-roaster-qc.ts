import { QC_PAGES } from '@beantrail/contracts';
import { type MigrationInterface, type QueryRunner, type Table, TableForeignKey, TableIndex } from 'typeorm';
import { recordTable } from './declared-tables';

// The roaster's QC cup notes and QC brewing recipes (spec 001 §2 "Roaster QC cupnote screens", §3),
// typed from the declarations as of now. Every reference is a real FOREIGN KEY … ON DELETE
// RESTRICT on both engines, so nothing a note names can be removed from under it: the roastery,
// the lot, blend, roast and year's green bean tasted, the recipe and the equipment of the brew.

const restrict = (columns: string[], table: string, referenced = columns) =>
  new TableForeignKey({
    columnNames: columns,
    referencedTableName: table,
    referencedColumnNames: referenced,
    onDelete: 'RESTRICT',
  });
// A function, not a shared list: TypeORM names a foreign key on its object, and two tables cannot
// share a constraint name on MariaDB.
const equipment = () =>
  ['brewing_machine_seq', 'brewing_grinder_seq', 'brewing_shower', 'brewing_basket', 'brewing_temper'].map((c) =>
    restrict([c], 'roaster_equip', ['roaster_equip_seq']),
  );

const REFERENCES: Record<string, () => TableForeignKey[]> = {
  roaster_qc_brewing_default: equipment,
  roaster_qc_blending_result: () => [
    restrict(['blending_result_seq'], 'blending_result'),
    restrict(['blending_seq'], 'blending_default'),
    restrict(['brewing_seq'], 'roaster_qc_brewing_default'),
    ...equipment(),
  ],
  roaster_qc_blending: () => [
    restrict(['blending_seq'], 'blending_default'),
    restrict(['blending_result_seq'], 'blending_result'),
  ],
  roaster_qc_roasting: () => [restrict(['roasting_result_seq'], 'roasting_result')],
  roaster_qc_greenbean: () => [restrict(['greenbean_year', 'greenbean_roaster_seq'], 'greenbean_roaster_year')],
};

/** The recipe first: the brewing notes refer to it. */
const ORDER = [
  QC_PAGES.qcBrewingDefault,
  QC_PAGES.qcBlendingResult,
  QC_PAGES.qcBlending,
  QC_PAGES.qcRoasting,
  QC_PAGES.qcGreenbean,
];

function withReferences(table: Table): Table {
  table.foreignKeys = [restrict(['roaster_seq'], 'roaster'), ...(REFERENCES[table.name]?.() ?? [])];
  return table;
}

export class RoasterQc1733100000000 implements MigrationInterface {
  name = 'RoasterQc1733100000000';

  async up(q: QueryRunner): Promise<void> {
    for (const page of ORDER) {
      const table = page.table!;
      await q.createTable(withReferences(recordTable(page)));
      // Lists filter by the roastery and order by registration time (000 §9); the key breaks ties.
      await q.createIndex(
        table,
        new TableIndex({ name: `idx_${table}_rgst`, columnNames: ['roaster_seq', 'rgst_at', ...page.keys] }),
      );
      // SQLite indexes no foreign-key column by itself: a parent's delete check would scan the notes.
      for (const fk of REFERENCES[table]?.() ?? []) {
        await q.createIndex(
          table,
          new TableIndex({ name: `idx_${table}_${fk.columnNames.join('_')}`, columnNames: fk.columnNames }),
        );
      }
    }
    await q.createIndex(
      'roaster_qc_blending_result',
      new TableIndex({
        name: 'idx_roaster_qc_blending_result_date',
        columnNames: ['roaster_seq', 'cupnote_date', 'cupnote_seq'],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const page of [...ORDER].reverse()) await q.dropTable(page.table!);
  }
}
