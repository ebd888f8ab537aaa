import { cafeAdminPage, type FieldDecl, pageFields, roasterAdminPage } from '@beantrail/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addMissingColumns } from './declared-tables';

// 001 §1 "a third-party advertising script is loaded on data pages unless ads are hidden": the
// administrator hides ads for everyone working in a roastery or cafe with a switch in its master
// data (roaster_ads_hide, cafe_ads_hide; off by default, so existing organisations keep theirs).
const field = (fields: readonly FieldDecl[], name: string): FieldDecl[] => fields.filter((f) => f.name === name);

export class AdsHide1734400000000 implements MigrationInterface {
  name = 'AdsHide1734400000000';

  async up(q: QueryRunner): Promise<void> {
    await addMissingColumns(q, 'roaster', field(pageFields(roasterAdminPage), 'roaster_ads_hide'));
    await addMissingColumns(q, 'cafe', field(pageFields(cafeAdminPage), 'cafe_ads_hide'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('roaster', 'roaster_ads_hide');
    await q.dropColumn('cafe', 'cafe_ads_hide');
  }
}
