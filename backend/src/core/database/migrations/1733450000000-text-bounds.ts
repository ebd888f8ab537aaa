import type { MigrationInterface, QueryRunner } from 'typeorm';

// (docs/SECURITY.md "Data integrity"): a roasting's chart log may hold 100,000
// bytes (spec 001 §5), but MariaDB's TEXT holds 65,535, so a legal log was a 500 there. MEDIUMTEXT
// holds 16 MB. SQLite has no lengths. `column-bounds.api.spec.ts` checks every declared bound
// against the real columns, so a later declaration that outgrows its column fails there.
const WIDENED: ReadonlyArray<[table: string, column: string]> = [
  ['roasting_default', 'roasting_chart_log'],
  ['roasting_result', 'roasting_chart_log'],
];

export class TextBounds1733450000000 implements MigrationInterface {
  name = 'TextBounds1733450000000';

  async up(q: QueryRunner): Promise<void> {
    if (q.connection.options.type !== 'mysql') return;
    for (const [table, column] of WIDENED)
      await q.query(`ALTER TABLE \`${table}\` MODIFY \`${column}\` mediumtext NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    if (q.connection.options.type !== 'mysql') return;
    for (const [table, column] of WIDENED) await q.query(`ALTER TABLE \`${table}\` MODIFY \`${column}\` text NULL`);
  }
}
