import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RequireRole, ScopeGrant, type ScopeRoleGrant } from '../core/auth/role.guard';
import { ApiRefusal } from '../core/envelope/api-refusal';
import { dialectOf } from '../core/entity/sql';
import { nextBatchNo } from './hooks/roasting.hooks';
import { massText } from './hooks/stock';
import { isoDate } from './roaster-math';

type Body = Record<string, unknown> | undefined;
const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
const int = (v: unknown): number | null => {
  const n = Number(v);
  return v === undefined || v === null || v === '' || !Number.isInteger(n) ? null : n;
};

/**
 * `check_instock`: only rows with stock left, but always the one the record already uses
 * (`include_seq`, OptionSource.currentParam): a lot whose roast was used up still names it.
 */
function inStock(body: Body, where: string[], params: unknown[], flag: string, key: string): void {
  if (!truthy(body?.check_instock)) return;
  const keep = int(body?.include_seq);
  if (keep === null) {
    where.push(`${flag} = 1`);
    return;
  }
  where.push(`(${flag} = 1 OR ${key} = ?)`);
  params.push(keep);
}

/**
 * Option lists and helper calls of the roaster pages (001 §7 "Lookup calls", "Other"). Every query
 * is limited to the selected roaster (the RoleGuard checked the caller holds a role in it).
 */
@Controller('api/roaster')
@RequireRole('roaster')
export class RoasterCodeController {
  constructor(private readonly db: DataSource) {}

  private get q() {
    return dialectOf(this.db).q;
  }

  @Post('greenbean/default/code')
  @HttpCode(200)
  greenbeans(@ScopeGrant() g: ScopeRoleGrant) {
    return this.db.query(
      `SELECT greenbean_roaster_seq, greenbean_name, greenbean_name_locale, greenbean_country_code FROM ${this.q('greenbean_roaster')} WHERE roaster_seq = ? AND greenbean_use = 1 ORDER BY greenbean_roaster_seq DESC`,
      [g.seq],
    );
  }

  /** Yearly stock rows (param greenbean_year, check_instock with include_seq). */
  @Post('greenbean/year/code')
  @HttpCode(200)
  greenbeanYears(@Body() body: Body, @ScopeGrant() g: ScopeRoleGrant) {
    const where = ['roaster_seq = ?', 'greenbean_use = 1'];
    const params: unknown[] = [g.seq];
    const year = int(body?.greenbean_year);
    if (year !== null) {
      where.push('greenbean_year = ?');
      params.push(year);
    }
    inStock(body, where, params, 'greenbean_instock', 'greenbean_roaster_seq');
    return this.db.query(
      `SELECT greenbean_roaster_seq, greenbean_year, greenbean_name, greenbean_name_locale, greenbean_stock_mass FROM ${this.q('greenbean_roaster_year')} WHERE ${where.join(' AND ')} ORDER BY greenbean_year DESC, greenbean_roaster_seq DESC`,
      params,
    );
  }

  /** Equipment (filter equip_type, RSTR for roasting machines). */
  @Post('item/equip/code')
  @HttpCode(200)
  equipment(@Body() body: Body, @ScopeGrant() g: ScopeRoleGrant) {
    const type = typeof body?.equip_type === 'string' ? body.equip_type : null;
    return this.db.query(
      `SELECT roaster_equip_seq, equip_type, equip_name, equip_name_locale FROM ${this.q('roaster_equip')} WHERE roaster_seq = ? AND equip_use = 1${type ? ' AND equip_type = ?' : ''} ORDER BY roaster_equip_seq`,
      type ? [g.seq, type] : [g.seq],
    );
  }

  @Post('roasting/default/code')
  @HttpCode(200)
  roastingDefaults(@ScopeGrant() g: ScopeRoleGrant) {
    return this.db.query(
      `SELECT roasting_seq, roasting_name, roasting_name_locale, roasting_single_origin FROM ${this.q('roasting_default')} WHERE roaster_seq = ? AND roasting_use = 1 ORDER BY roasting_seq DESC`,
      [g.seq],
    );
  }

  /** Roasting results (filter roasting_result_year, roasting_seq, check_instock with include_seq); labels carry date, name and batch. */
  @Post('roasting/result/code')
  @HttpCode(200)
  async roastingResults(@Body() body: Body, @ScopeGrant() g: ScopeRoleGrant) {
    const year = int(body?.roasting_result_year);
    // 001 §4: results are offered only after a year is chosen.
    if (year === null) return [];
    const where = ['roaster_seq = ?', 'roasting_result_year = ?'];
    const params: unknown[] = [g.seq, year];
    const seq = int(body?.roasting_seq);
    if (seq !== null) {
      where.push('roasting_seq = ?');
      params.push(seq);
    }
    inStock(body, where, params, 'roasting_instock', 'roasting_result_seq');
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT roasting_result_seq, roasting_result_year, roasting_result_date, roasting_batch_no, roasting_name, roasting_name_locale, roasting_stock_mass, roasting_loss FROM ${this.q('roasting_result')} WHERE ${where.join(' AND ')} ORDER BY roasting_result_date DESC, roasting_result_seq DESC`,
      params,
    );
    // With what is left of each roast (roaster review: a lot's roast picker gave no stock, and the
    // refusal for too much named none), in the option list's two languages.
    const left = (r: Record<string, unknown>, kr: boolean) =>
      r.roasting_stock_mass === null || r.roasting_stock_mass === undefined ? '' : kr ? ` · 재고 ${massText(Number(r.roasting_stock_mass))}` : ` · ${massText(Number(r.roasting_stock_mass))} in stock`;
    const label = (r: Record<string, unknown>, name: unknown, kr: boolean) => `${r.roasting_result_date ?? ''} ${name ?? ''}${r.roasting_batch_no ? ` #${r.roasting_batch_no}` : ''}`.trim() + left(r, kr);
    return rows.map((r) => ({ ...r, roasting_result_label: label(r, r.roasting_name, false), roasting_result_label_locale: label(r, r.roasting_name_locale ?? r.roasting_name, true) }));
  }

  /**
   * 001 §7: a roasting default's green-bean rows for a new result, and with roasting_batch_auto
   * and roasting_result_date (YYYYMMDD) the day's next batch number.
   */
  @Post('roasting/default/greenbean/:roasting_seq')
  @HttpCode(200)
  async roastingDefaultGreenbeans(@Param('roasting_seq') raw: string, @Body() body: Body, @ScopeGrant() g: ScopeRoleGrant) {
    const seq = int(raw);
    const q = this.q;
    const [def] = seq === null ? [] : await this.db.query(`SELECT roasting_seq, roasting_machine_seq, roasting_profile_use FROM ${q('roasting_default')} WHERE roasting_seq = ? AND roaster_seq = ?`, [seq, g.seq]);
    if (!def) throw new ApiRefusal(404, 'nopage_text', 'roasting_seq');
    const rows = await this.db.query(
      `SELECT greenbean_roaster_seq, greenbean_mass, greenbean_percent, greenbean_order FROM ${q('roasting_default_greenbean')} WHERE roasting_seq = ? ORDER BY roasting_greenbean_seq`,
      [seq],
    );
    const date = body?.roasting_result_date;
    const auto = truthy(body?.roasting_batch_auto);
    const year = Number(String(isoDate(date) ?? new Date().toISOString()).slice(0, 4));
    return {
      roasting_default_greenbean: rows.map((r: Record<string, unknown>) => ({ ...r, greenbean_year: year })),
      // The recipe's roaster and its profile setting come with its beans: every batch retyped them (roaster review).
      roasting_machine_seq: def.roasting_machine_seq ?? null,
      roasting_profile_use: truthy(def.roasting_profile_use),
      roasting_batch_no: auto && isoDate(date) ? await nextBatchNo(this.db.manager, dialectOf(this.db), g.seq, date) : null,
    };
  }

  @Post('blending/default/code')
  @HttpCode(200)
  blendingDefaults(@ScopeGrant() g: ScopeRoleGrant) {
    return this.db.query(
      `SELECT blending_seq, blending_name, blending_name_locale, blending_single_origin FROM ${this.q('blending_default')} WHERE roaster_seq = ? AND blending_use = 1 ORDER BY blending_seq DESC`,
      [g.seq],
    );
  }

  /** 001 §7: a blending default's roasting rows. */
  @Post('blending/default/roasting/:blending_seq')
  @HttpCode(200)
  async blendingRoastings(@Param('blending_seq') raw: string, @ScopeGrant() g: ScopeRoleGrant) {
    const seq = int(raw);
    const q = this.q;
    const [def] = seq === null ? [] : await this.db.query(`SELECT blending_seq FROM ${q('blending_default')} WHERE blending_seq = ? AND roaster_seq = ?`, [seq, g.seq]);
    if (!def) throw new ApiRefusal(404, 'nopage_text', 'blending_seq');
    return this.db.query(
      `SELECT r.roasting_seq, r.roasting_mass, r.roasting_percent, r.roasting_order, d.roasting_name, d.roasting_name_locale FROM ${q('blending_default_roasting')} r ` +
        `LEFT JOIN ${q('roasting_default')} d ON d.roasting_seq = r.roasting_seq WHERE r.blending_seq = ? ORDER BY r.blending_roasting_seq`,
      [seq],
    );
  }

  /**
   * Choosing a blending on a result (001 §4 "loads its roasting list (current year) and copies
   * fields"): one row per combined roasting with its recipe and mass, the year set to this year;
   * the result of each row is chosen by the user among that year's roasts of the row's recipe.
   */
  @Post('blending/default/copy')
  @HttpCode(200)
  async blendingCopy(@Body() body: Body, @ScopeGrant() g: ScopeRoleGrant) {
    const seq = int(body?.blending_seq);
    const rows = await this.blendingRoastings(String(seq ?? ''), g);
    const year = new Date().getUTCFullYear();
    return {
      // Each row keeps the recipe it is for: its roast picker then lists only that recipe's roasts.
      roasting_rows: rows.map((r: Record<string, unknown>) => ({ roasting_seq: r.roasting_seq, roasting_result_year: year, roasting_mass: r.roasting_mass, roasting_order: r.roasting_order })),
    };
  }

  /**
   * Blending results (blending_result_month YYYYMM or YYYY-MM, blending_seq, check_instock with include_seq). Labels
   * carry the date and name; with check_cupnote (the QC screens, 001 §7) each lot also carries how
   * many brewing cup notes it has (`cupnote_count`, shown in its label), sold-out lots included.
   */
  @Post('blending/result/code')
  @HttpCode(200)
  async blendingResults(@Body() body: Body, @ScopeGrant() g: ScopeRoleGrant) {
    const month = /^(\d{4})-?(\d{2})$/.exec(String(body?.blending_result_month ?? ''));
    // 001 §4: blending results are offered only after a month is chosen.
    if (!month) return [];
    const where = ['roaster_seq = ?', 'blending_result_date LIKE ?'];
    const params: unknown[] = [g.seq, `${month[1]}-${month[2]}-%`];
    const seq = int(body?.blending_seq);
    if (seq !== null) {
      where.push('blending_seq = ?');
      params.push(seq);
    }
    inStock(body, where, params, 'blending_instock', 'blending_result_seq');
    const q = this.q;
    const cupnotes = truthy(body?.check_cupnote);
    const count = cupnotes ? `, (SELECT COUNT(*) FROM ${q('roaster_qc_blending_result')} c WHERE c.blending_result_seq = b.blending_result_seq) AS cupnote_count` : '';
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT blending_result_year, blending_result_seq, blending_result_date, blending_seq, blending_name, blending_name_locale, blending_loss, blending_organic_loss${count} FROM ${q('blending_result')} b WHERE ${where.join(' AND ')} ORDER BY blending_result_date DESC, blending_result_seq DESC`,
      params,
    );
    const label = (r: Record<string, unknown>, name: unknown) => `${String(r.blending_result_date ?? '').slice(0, 10)} ${name ?? ''}${cupnotes ? ` (${Number(r.cupnote_count)})` : ''}`.trim();
    return rows.map((r) => ({
      ...r,
      ...(cupnotes ? { cupnote_count: Number(r.cupnote_count) } : {}),
      blending_result_label: label(r, r.blending_name),
      blending_result_label_locale: label(r, r.blending_name_locale ?? r.blending_name),
    }));
  }
}
