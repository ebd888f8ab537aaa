import type { LookupRowOf } from '@beantrail/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../core/auth/auth-user';
import { ApiRefusal } from '../core/envelope/api-refusal';
import { BeanInfoService } from '../public/bean-info.service';
import { UserBeanRepository } from './user-bean.repository';

type Row = Record<string, unknown>;
type BeanOption = LookupRowOf<'/api/user/coffeebean/code'>;
type LotOption = LookupRowOf<'/api/user/coffeebean/received/code'>;

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
  private readonly rows: UserBeanRepository;

  constructor(private readonly db: DataSource | EntityManager) {
    this.rows = new UserBeanRepository(db);
  }

  /** The beans in use, newest first. */
  beans(user: AuthUser, include: unknown): Promise<BeanOption[]> {
    return this.rows.beans(user.user_seq, seqOf(include));
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
    const rows = await this.rows.lots(user.user_seq, bean, seqOf(include));
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
    const row = lotSeq ? await this.rows.lot(user.user_seq, lotSeq) : undefined;
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
