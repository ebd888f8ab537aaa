import { LOOKUPS, type LookupRowOf } from '@beantrail/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../core/auth/auth-user';
import { ApiRefusal } from '../core/envelope/api-refusal';
import { ownedRows } from '../core/entity/reference-check';
import { dialectOf } from '../core/entity/sql';
import { BeanInfoService } from '../public/bean-info.service';

type Row = Record<string, unknown>;
type BeanOption = LookupRowOf<'/api/user/coffeebean/code'>;
type LotOption = LookupRowOf<'/api/user/coffeebean/received/code'>;
const BEANS = LOOKUPS['/api/user/coffeebean/code'];
const LOTS = LOOKUPS['/api/user/coffeebean/received/code'];

/** A record key sent by a select, or null (absent, text, not positive). */
export function seqOf(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * A drinker's beans and lots (002 §2.6 "chosen from the cafe's beans and inventory"): the cafe beans
 * and received lots their coffee notes name by serial (§3 cup note coffeebean_uuid, §4 serial check),
 * by the rule the save checks them with (contracts LOOKUPS, core/entity/reference-check.ts). The one
 * a brew of theirs already names stays offered (`include_seq`), whatever became of the note.
 */
export class UserBeans {
  constructor(private readonly db: DataSource | EntityManager) {}

  private get q() {
    return dialectOf(this.db).q;
  }

  /** The beans in use, newest first. */
  async beans(user: AuthUser, include: unknown): Promise<BeanOption[]> {
    const { q } = this;
    const own = ownedRows(dialectOf(this.db), BEANS, { column: 'user_seq', value: user.user_seq });
    const kept = seqOf(include);
    return this.db.query(
      `SELECT coffeebean_seq, coffeebean_name, coffeebean_name_locale, store_name, store_name_locale FROM ${q('cafe_coffeebean')} ` +
        `WHERE (coffeebean_use = 1 AND coffeebean_seq IN (${own.sql}))` +
        (kept
          ? ` OR coffeebean_seq IN (SELECT coffeebean_seq FROM ${q('user_brewing_result')} WHERE user_seq = ? AND coffeebean_seq = ?)`
          : '') +
        ' ORDER BY coffeebean_seq DESC',
      kept ? [...own.params, user.user_seq, kept] : own.params,
    );
  }

  /** One of the drinker's beans (its names: what a brew copies when it is chosen), else 404 field_not_found. */
  async bean(user: AuthUser, seq: unknown): Promise<Row> {
    const [row] = (await this.beans(user, seq)).filter((b) => Number(b.coffeebean_seq) === seqOf(seq));
    if (!row) throw new ApiRefusal(404, 'field_not_found', 'coffeebean_seq');
    return { coffeebean_name: row.coffeebean_name ?? null, coffeebean_name_locale: row.coffeebean_name_locale ?? null };
  }

  /** The lots of one of the drinker's beans that their notes name; none before a bean is chosen (002 §2.6). */
  async lots(user: AuthUser, beanSeq: unknown, include: unknown): Promise<LotOption[]> {
    const bean = seqOf(beanSeq);
    if (!bean) return [];
    const { q } = this;
    const own = ownedRows(dialectOf(this.db), LOTS, { column: 'user_seq', value: user.user_seq });
    const kept = seqOf(include);
    const rows: Array<Omit<LotOption, 'received_label'> & { received_uuid_str: string | null }> = await this.db.query(
      `SELECT received_seq, received_date, received_div, received_uuid_str FROM ${q('cafe_received')} WHERE coffeebean_seq = ? AND (received_seq IN (${own.sql})` +
        (kept
          ? ` OR received_seq IN (SELECT received_seq FROM ${q('user_brewing_result')} WHERE user_seq = ? AND received_seq = ?)`
          : '') +
        ') ORDER BY received_date DESC, received_seq DESC',
      kept ? [bean, ...own.params, user.user_seq, kept] : [bean, ...own.params],
    );
    return rows.map(({ received_uuid_str: _uuid, ...r }) => ({
      ...r,
      received_label: [r.received_date, r.received_div].filter(Boolean).join(' · '),
    }));
  }

  /**
   * A lot's blending date and losses as the cafe's bean shows them to a signed-in reader (its
   * public_stage_customer: the date and losses from DTL), the lot's bean, and nothing when the lot
   * is not the drinker's (404 field_not_found).
   */
  async lot(
    user: AuthUser,
    seq: unknown,
  ): Promise<{
    coffeebean_seq: number;
    blending_result_date: unknown;
    blending_loss: unknown;
    blending_organic_loss: unknown;
  }> {
    const lotSeq = seqOf(seq);
    const own = ownedRows(dialectOf(this.db), LOTS, { column: 'user_seq', value: user.user_seq });
    const [row] = lotSeq
      ? await this.db.query(
          `SELECT received_seq, coffeebean_seq, received_uuid_str FROM ${this.q('cafe_received')} WHERE received_seq = ? AND (received_seq IN (${own.sql}) ` +
            `OR received_seq IN (SELECT received_seq FROM ${this.q('user_brewing_result')} WHERE user_seq = ? AND received_seq = ?))`,
          [lotSeq, ...own.params, user.user_seq, lotSeq],
        )
      : [];
    if (!row) throw new ApiRefusal(404, 'field_not_found', 'received_seq');
    let info: Row = {};
    try {
      info = await new BeanInfoService(this.db).info('coffeebeandetail', String(row.received_uuid_str), user);
    } catch (error) {
      // A bean the cafe took out of use shows nothing any more; the brew keeps what it had.
      if (!(error instanceof ApiRefusal && error.getStatus() === 404)) throw error;
    }
    return {
      coffeebean_seq: Number(row.coffeebean_seq),
      blending_result_date: info.blending_result_date ? String(info.blending_result_date).slice(0, 10) : null,
      blending_loss: info.blending_loss ?? null,
      blending_organic_loss: info.blending_organic_loss ?? null,
    };
  }
}
