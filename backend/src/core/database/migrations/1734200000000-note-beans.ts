import { type FieldDecl, pageFields, userBrewingResultPage, userCupnotePage } from '@beantrail/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addMissingColumns } from './declared-tables';

/** The coffee note's blending information (002 §3) and the cafe bean its serial names. */
export const NOTE_BLENDING_COLUMNS = [
  'blending_organic_loss',
  'cupnote_country_code',
  'cupnote_region_seq',
  'cupnote_region_etc',
  'cupnote_farm_seq',
  'cupnote_farm_etc',
  'cupnote_variety_etc',
  'cupnote_process_etc',
  'cupnote_grade_list',
  'cupnote_grade_detail_list',
  'coffeebean_uuid',
] as const;
/** The brewing result's bean and lot, and the lot's losses (002 §2.6). */
export const BREW_BEAN_COLUMNS = ['coffeebean_seq', 'received_seq', 'blending_loss', 'blending_organic_loss'] as const;

const fieldsOf = (fields: readonly FieldDecl[], names: readonly string[]) =>
  fields.filter((f) => names.includes(f.name));

// 002 §2.9, §3, §4: a coffee note carries the blending information the document lists (region, farm,
// grade, grade detail, the etc texts, the organic loss) and the cafe bean a cafe serial names
// (coffeebean_uuid); 002 §2.6: a drinker's brew names one of those beans and one of its lots, with
// the lot's losses. The tables' first migrations type them from the declarations as they are now,
// so a new database has these columns; a database made before them gets them here (only the
// missing ones), and its notes of a cafe serial learn their bean, so their beans are offered at once.
export class NoteBeans1734200000000 implements MigrationInterface {
  name = 'NoteBeans1734200000000';

  async up(q: QueryRunner): Promise<void> {
    await addMissingColumns(q, 'user_cupnote', fieldsOf(pageFields(userCupnotePage), NOTE_BLENDING_COLUMNS));
    await addMissingColumns(q, 'user_brewing_result', fieldsOf(pageFields(userBrewingResultPage), BREW_BEAN_COLUMNS));
    const e = (name: string) => q.connection.driver.escape(name);
    const note = e('user_cupnote');
    await q.query(
      `UPDATE ${note} SET ${e('coffeebean_uuid')} = (SELECT b.${e('coffeebean_uuid_str')} FROM ${e('cafe_coffeebean')} b WHERE b.${e('coffeebean_uuid_str')} = ${note}.${e('cupnote_serial')}) ` +
        `WHERE ${e('cupnote_serial_type')} = 'CAFEDF' AND ${e('coffeebean_uuid')} IS NULL`,
    );
    await q.query(
      `UPDATE ${note} SET ${e('coffeebean_uuid')} = (SELECT b.${e('coffeebean_uuid_str')} FROM ${e('cafe_received')} r JOIN ${e('cafe_coffeebean')} b ON b.${e('coffeebean_seq')} = r.${e('coffeebean_seq')} ` +
        `WHERE r.${e('received_uuid_str')} = ${note}.${e('cupnote_serial')}) WHERE ${e('cupnote_serial_type')} = 'CAFEDT' AND ${e('coffeebean_uuid')} IS NULL`,
    );
  }

  async down(_q: QueryRunner): Promise<void> {
    // The columns belong to the current declarations: a rollback leaves them (dropping would lose notes and brews).
  }
}
