import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../database/sql-repository';

/** Where an area keeps its equipment: the table, its key and the owner column. */
export interface EquipTable<K extends string> {
  table: string;
  key: K;
  owner: string;
}

export const ROASTER_EQUIP = { table: 'roaster_equip', key: 'roaster_equip_seq', owner: 'roaster_seq' } as const;
export const CAFE_EQUIP = { table: 'cafe_equip', key: 'cafe_equip_seq', owner: 'cafe_seq' } as const;
export const USER_EQUIP = { table: 'user_equip', key: 'user_equip_seq', owner: 'user_seq' } as const;

/** One piece of equipment as the equipment selects offer it, under the area's key (`roaster_equip_seq`, …). */
export type EquipCodeRow<K extends string> = Record<K, number> & {
  equip_type: string;
  equip_name: string;
  equip_name_locale: string | null;
};

/** The equipment option lists of the areas that keep equipment (000 §7 `…/item/equip/code`). */
@Injectable()
export class EquipCodeRepository extends SqlRepository {
  /** The owner's equipment in use, of one type when `type` is given, by key. */
  equipment<K extends string>(where: EquipTable<K>, owner: number, type: string | null): Promise<EquipCodeRow<K>[]> {
    const q = this.q;
    return this.db.query(
      `SELECT ${q(where.key)}, equip_type, equip_name, equip_name_locale FROM ${q(where.table)} WHERE ${q(where.owner)} = ? AND equip_use = 1${type ? ' AND equip_type = ?' : ''} ORDER BY ${q(where.key)}`,
      type ? [owner, type] : [owner],
    );
  }
}
