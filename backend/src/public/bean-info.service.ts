import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../core/auth/auth-user';
import { ApiError } from '../core/envelope/api-error';
import { dialectOf, fromDbTime } from '../core/entity/sql';
import { PUBLIC_STAGE_ORDER as STAGE_ORDER, publicStageLevel as level, QR_UUID as UUID } from '../core/public-stage';

const list = (v: unknown) => (typeof v === 'string' && v ? v.split(',') : []);

/**
 * What a coffee drinker reads after scanning a QR code (a cafe's bean and received lot too, below) (001 §2 QR link paths; docs/ROASTER.md):
 * beaninfo/{uuid} a blend, beandetail/{uuid} one blended lot. How much is shown follows the
 * blend's public stage: public_stage_normal for guests, public_stage_customer when signed in —
 * LST name and roastery, NRML + origins, varieties and processes, DTL + dates and losses, ALL + notes.
 */
@Injectable()
export class BeanInfoService {
  constructor(private readonly db: DataSource) {}

  /** One bean page's reply (404 nopage_text for an unknown kind or uuid, or a bean out of use). */
  async info(kind: string, uuid: string, user: AuthUser | null): Promise<Record<string, unknown>> {
    if (!UUID.test(uuid)) throw new ApiError(404, 'nopage_text');
    if (kind === 'coffeebean' || kind === 'coffeebeandetail') return this.cafeBean(kind, uuid, user);
    if (kind !== 'beaninfo' && kind !== 'beandetail') throw new ApiError(404, 'nopage_text');
    const q = dialectOf(this.db).q;
    const detail = kind === 'beandetail';
    const [row] = detail
      ? await this.db.query(
          `SELECT r.*, d.public_stage_normal, d.public_stage_customer, d.blending_desc, o.roaster_name, o.roaster_name_locale FROM ${q('blending_result')} r ` +
            `JOIN ${q('blending_default')} d ON d.blending_seq = r.blending_seq JOIN ${q('roaster')} o ON o.roaster_seq = r.roaster_seq WHERE r.blending_result_uuid_str = ? AND r.blending_use = 1`,
          [uuid],
        )
      : await this.db.query(
          `SELECT d.*, o.roaster_name, o.roaster_name_locale FROM ${q('blending_default')} d JOIN ${q('roaster')} o ON o.roaster_seq = d.roaster_seq WHERE d.blending_uuid_str = ? AND d.blending_use = 1`,
          [uuid],
        );
    if (!row) throw new ApiError(404, 'nopage_text');
    const shown = level(user ? row.public_stage_customer : row.public_stage_normal);
    const out: Record<string, unknown> = {
      kind, public_stage: STAGE_ORDER[shown],
      blending_name: row.blending_name, blending_name_locale: row.blending_name_locale, roaster_name: row.roaster_name, roaster_name_locale: row.roaster_name_locale,
    };
    if (shown >= 1) {
      if (detail) Object.assign(out, { country: list(row.blending_country_list), variety: list(row.blending_variety_list), process: list(row.blending_process_list), grade: list(row.blending_grade_list) });
      else Object.assign(out, await this.defaultOrigins(Number(row.blending_seq)), { blending_single_origin: row.blending_single_origin === 1 || row.blending_single_origin === true });
    }
    if (shown >= 2 && detail) Object.assign(out, { blending_result_date: row.blending_result_date, blending_loss: row.blending_loss, blending_organic_loss: row.blending_organic_loss, blending_total_mass: row.blending_total_mass });
    if (shown >= 3) Object.assign(out, { blending_desc: row.blending_desc ?? null, blending_result_desc: detail ? (row.blending_result_desc ?? null) : undefined, edit_at: fromDbTime(row.edit_at) });
    return out;
  }

  /**
   * A cafe's bean (coffeebean/{uuid}) or one received lot of it (coffeebeandetail/{uuid}), 002 §2.5:
   * the same shape as a blend's page, by the bean's own public stages; the roastery is the bean's
   * store name, the lot's date and loss are the roaster's lot values the cafe received.
   */
  private async cafeBean(kind: 'coffeebean' | 'coffeebeandetail', uuid: string, user: AuthUser | null) {
    const q = dialectOf(this.db).q;
    const detail = kind === 'coffeebeandetail';
    const [row] = detail
      ? await this.db.query(
          `SELECT b.*, r.blending_result_date, r.blending_loss, r.received_date, r.edit_at AS received_edit_at FROM ${q('cafe_received')} r ` +
            `JOIN ${q('cafe_coffeebean')} b ON b.coffeebean_seq = r.coffeebean_seq WHERE r.received_uuid_str = ? AND b.coffeebean_use = 1`,
          [uuid],
        )
      : await this.db.query(`SELECT * FROM ${q('cafe_coffeebean')} WHERE coffeebean_uuid_str = ? AND coffeebean_use = 1`, [uuid]);
    if (!row) throw new ApiError(404, 'nopage_text');
    const shown = level(user ? row.public_stage_customer : row.public_stage_normal);
    const out: Record<string, unknown> = {
      kind, public_stage: STAGE_ORDER[shown],
      blending_name: row.coffeebean_name, blending_name_locale: row.coffeebean_name_locale, roaster_name: row.store_name, roaster_name_locale: row.store_name_locale,
    };
    if (shown >= 1) Object.assign(out, { country: list(row.coffeebean_country_list), variety: list(row.coffeebean_variety_list), process: list(row.coffeebean_process_list), grade: list(row.coffeebean_grade_list) });
    if (shown >= 2 && detail) Object.assign(out, { blending_result_date: row.blending_result_date ?? null, blending_loss: row.blending_loss ?? null });
    if (shown >= 3) Object.assign(out, { blending_desc: row.coffeebean_desc ?? null, edit_at: fromDbTime(detail ? row.received_edit_at : row.edit_at) });
    return out;
  }

  /** A blend's origins: the beans of its roasting recipes. */
  private async defaultOrigins(blendingSeq: number) {
    const q = dialectOf(this.db).q;
    const beans: Record<string, unknown>[] = await this.db.query(
      `SELECT DISTINCT g.greenbean_country_code, g.greenbean_variety_list, g.greenbean_process FROM ${q('blending_default_roasting')} b ` +
        `JOIN ${q('roasting_default_greenbean')} r ON r.roasting_seq = b.roasting_seq JOIN ${q('greenbean_roaster')} g ON g.greenbean_roaster_seq = r.greenbean_roaster_seq WHERE b.blending_seq = ?`,
      [blendingSeq],
    );
    const uniq = (xs: unknown[]) => [...new Set(xs.flatMap((x) => list(x)))];
    return { country: uniq(beans.map((b) => b.greenbean_country_code)), variety: uniq(beans.map((b) => b.greenbean_variety_list)), process: uniq(beans.map((b) => b.greenbean_process)) };
  }
}
