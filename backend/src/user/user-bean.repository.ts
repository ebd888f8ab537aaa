import { LOOKUPS, type LookupRowOf } from '@beantrail/contracts';
import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../core/database/sql-repository';
import { ownedRows } from '../core/entity/reference-check';
import { dialectOf } from '../core/entity/sql';

const BEANS = LOOKUPS['/api/user/coffeebean/code'];
const LOTS = LOOKUPS['/api/user/coffeebean/received/code'];

/** A cafe bean as the drinker's bean select offers it (the reply's row, typed in contracts). */
export type UserBeanRow = LookupRowOf<'/api/user/coffeebean/code'>;

/** A received lot as the drinker's lot select reads it: the reply's row before its label, with its public serial (left out of the reply). */
export type UserLotRow = Omit<LookupRowOf<'/api/user/coffeebean/received/code'>, 'received_label'> & {
  received_uuid_str: string | null;
};

/** A lot of the drinker's: its bean and its public serial (what the bean page reads it by). */
export interface UserLotKeyRow {
  received_seq: number;
  coffeebean_seq: number;
  received_uuid_str: string | null;
}

/**
 * The cafe beans and received lots a drinker's coffee notes name (contracts LOOKUPS, by the rule the
 * save checks them with: core/entity/reference-check.ts), and the one a brew of theirs names (`kept`).
 */
@Injectable()
export class UserBeanRepository extends SqlRepository {
  /** The beans in use the drinker's notes name, and `kept` if one of their brews names it; newest first. */
  beans(userSeq: number, kept: number | null): Promise<UserBeanRow[]> {
    const { q } = this;
    const own = ownedRows(dialectOf(this.db), BEANS, { column: 'user_seq', value: userSeq });
    return this.db.query(
      `SELECT coffeebean_seq, coffeebean_name, coffeebean_name_locale, store_name, store_name_locale FROM ${q('cafe_coffeebean')} ` +
        `WHERE (coffeebean_use = 1 AND coffeebean_seq IN (${own.sql}))` +
        (kept
          ? ` OR coffeebean_seq IN (SELECT coffeebean_seq FROM ${q('user_brewing_result')} WHERE user_seq = ? AND coffeebean_seq = ?)`
          : '') +
        ' ORDER BY coffeebean_seq DESC',
      kept ? [...own.params, userSeq, kept] : own.params,
    );
  }

  /** The lots of a bean the drinker's notes name, and `kept` if one of their brews names it; newest first. */
  lots(userSeq: number, bean: number, kept: number | null): Promise<UserLotRow[]> {
    const { q } = this;
    const own = ownedRows(dialectOf(this.db), LOTS, { column: 'user_seq', value: userSeq });
    return this.db.query(
      `SELECT received_seq, received_date, received_div, received_uuid_str FROM ${q('cafe_received')} WHERE coffeebean_seq = ? AND (received_seq IN (${own.sql})` +
        (kept
          ? ` OR received_seq IN (SELECT received_seq FROM ${q('user_brewing_result')} WHERE user_seq = ? AND received_seq = ?)`
          : '') +
        ') ORDER BY received_date DESC, received_seq DESC',
      kept ? [bean, ...own.params, userSeq, kept] : [bean, ...own.params],
    );
  }

  /** One lot the drinker's notes or brews name. */
  lot(userSeq: number, lotSeq: number): Promise<UserLotKeyRow | undefined> {
    const own = ownedRows(dialectOf(this.db), LOTS, { column: 'user_seq', value: userSeq });
    return this.first(
      `SELECT received_seq, coffeebean_seq, received_uuid_str FROM ${this.q('cafe_received')} WHERE received_seq = ? AND (received_seq IN (${own.sql}) ` +
        `OR received_seq IN (SELECT received_seq FROM ${this.q('user_brewing_result')} WHERE user_seq = ? AND received_seq = ?))`,
      [lotSeq, ...own.params, userSeq, lotSeq],
    );
  }
}
