import { coffeebeanDefaultPage, type FieldDecl } from '@beantrail/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addMissingColumns } from './declared-tables';

// 002 §3 "Cafe bean": the cafe's bean gained the origin's country code, region and farm (chosen or
// typed), the grade details, and the two switches for what its public page shows of the linked
// blend (blending_info_use, blending_cupnote_use). The cafe table's first migration types it from
// the declaration as it is now, so a new database already has these columns; a database made
// before them gets them here. Only missing columns are added.
export const CAFE_BEAN_ORIGIN_COLUMNS = [
  'coffeebean_country_code',
  'coffeebean_region_seq',
  'coffeebean_region_etc',
  'coffeebean_farm_seq',
  'coffeebean_farm_etc',
  'coffeebean_grade_detail_list',
  'blending_info_use',
  'blending_cupnote_use',
] as const;
const FIELDS: FieldDecl[] = coffeebeanDefaultPage.sections
  .flatMap((s) => s.fields)
  .filter((f) => (CAFE_BEAN_ORIGIN_COLUMNS as readonly string[]).includes(f.name));

export class CafeBeanOrigin1733700000000 implements MigrationInterface {
  name = 'CafeBeanOrigin1733700000000';

  async up(q: QueryRunner): Promise<void> {
    await addMissingColumns(q, 'cafe_coffeebean', FIELDS);
  }

  async down(_q: QueryRunner): Promise<void> {
    // The columns belong to the current declaration: a rollback leaves them (dropping would lose beans' origins).
  }
}
