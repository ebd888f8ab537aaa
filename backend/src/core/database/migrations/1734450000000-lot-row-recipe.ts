import { blendingResultPage, pageSublists } from '@beantrail/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addMissingColumns } from './declared-tables';

// 001 §4 lot rows: a row of a blended lot names the recipe it is for (roasting_seq), copied from
// the blend's row, so its roast picker lists only that recipe's roasts and the server refuses a
// roast of another. A database made after the change (its tables typed from today's declarations)
// already has the column; an older one gets it here, and its rows learn the recipe of their roast.
export class LotRowRecipe1734450000000 implements MigrationInterface {
  name = 'LotRowRecipe1734450000000';

  async up(q: QueryRunner): Promise<void> {
    const rows = pageSublists(blendingResultPage).find((s) => s.name === 'roasting_rows')!;
    await addMissingColumns(
      q,
      'blending_result_roasting',
      rows.fields.filter((f) => f.name === 'roasting_seq'),
    );
    const e = (name: string) => q.connection.driver.escape(name);
    const row = e('blending_result_roasting');
    await q.query(
      `UPDATE ${row} SET ${e('roasting_seq')} = (SELECT r.${e('roasting_seq')} FROM ${e('roasting_result')} r WHERE r.${e('roasting_result_seq')} = ${row}.${e('roasting_result_seq')}) WHERE ${e('roasting_seq')} IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('blending_result_roasting', 'roasting_seq');
  }
}
