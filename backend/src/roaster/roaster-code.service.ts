import { Injectable } from '@nestjs/common';
import { truthy } from '../core/http/body';
import { ApiRefusal } from '../core/envelope/api-refusal';
import { massText } from './hooks/stock';
import { isoDate } from './roaster-math';
import {
  type BlendingResultOption,
  type RoastingResultOption,
  RoasterCodeRepository,
  type StockFilter,
} from './roaster-code.repository';

/** What is left of a roast, in the option list's two languages (empty when its stock is not kept). */
function left(r: RoastingResultOption, kr: boolean): string {
  if (r.roasting_stock_mass === null || r.roasting_stock_mass === undefined) return '';
  const mass = massText(Number(r.roasting_stock_mass));
  return kr ? ` · 재고 ${mass}` : ` · ${mass} in stock`;
}

/**
 * The roaster pages' option lists and helper calls (001 §7 "Lookup calls", "Other"): the labels
 * the selects show and the copies a choice brings. Reads through RoasterCodeRepository, within
 * the selected roaster the controller passes.
 */
@Injectable()
export class RoasterCodeService {
  constructor(private readonly rows: RoasterCodeRepository) {}

  greenbeans(roaster: number) {
    return this.rows.greenbeans(roaster);
  }

  greenbeanYears(roaster: number, year: number | null, stock: StockFilter) {
    return this.rows.greenbeanYears(roaster, year, stock);
  }

  equipment(roaster: number, type: string | null) {
    return this.rows.equipment(roaster, type);
  }

  roastingDefaults(roaster: number) {
    return this.rows.roastingDefaults(roaster);
  }

  /**
   * A year's roasts with labels of date, name and batch, and what is left of each (roaster review:
   * a lot's roast picker gave no stock, and the refusal for too much named none).
   */
  async roastingResults(roaster: number, year: number, recipe: number | null, stock: StockFilter) {
    const rows = await this.rows.roastingResults(roaster, year, recipe, stock);
    const label = (r: RoastingResultOption, name: unknown, kr: boolean) =>
      `${r.roasting_result_date ?? ''} ${name ?? ''}${r.roasting_batch_no ? ` #${r.roasting_batch_no}` : ''}`.trim() +
      left(r, kr);
    return rows.map((r) => ({
      ...r,
      roasting_result_label: label(r, r.roasting_name, false),
      roasting_result_label_locale: label(r, r.roasting_name_locale ?? r.roasting_name, true),
    }));
  }

  /**
   * 001 §7: a roasting default's green-bean rows for a new result (the year of `date`, else this
   * year), with the recipe's roaster and profile setting, and with `autoBatch` and a date the day's
   * next batch number. Another roaster's default, or none, is a 404.
   */
  async roastingDefaultBeans(roaster: number, seq: number | null, date: unknown, autoBatch: boolean) {
    const def = seq === null ? undefined : await this.rows.roastingDefault(roaster, seq);
    if (!def || seq === null) throw new ApiRefusal(404, 'nopage_text', 'roasting_seq');
    const rows = await this.rows.roastingDefaultBeans(seq);
    const year = Number(String(isoDate(date) ?? new Date().toISOString()).slice(0, 4));
    return {
      roasting_default_greenbean: rows.map((r) => ({ ...r, greenbean_year: year })),
      // The recipe's roaster and its profile setting come with its beans: every batch retyped them (roaster review).
      roasting_machine_seq: def.roasting_machine_seq ?? null,
      roasting_profile_use: truthy(def.roasting_profile_use),
      roasting_batch_no: autoBatch && isoDate(date) ? await this.rows.nextBatchNo(roaster, date) : null,
    };
  }

  blendingDefaults(roaster: number) {
    return this.rows.blendingDefaults(roaster);
  }

  /** 001 §7: a blending default's roasting rows; another roaster's default, or none, is a 404. */
  async blendingRoastings(roaster: number, seq: number | null) {
    if (seq === null || !(await this.rows.hasBlendingDefault(roaster, seq)))
      throw new ApiRefusal(404, 'nopage_text', 'blending_seq');
    return this.rows.blendingDefaultRoastings(seq);
  }

  /**
   * Choosing a blending on a result (001 §4 "loads its roasting list (current year) and copies
   * fields"): one row per combined roasting with its recipe and mass, the year set to this year;
   * the result of each row is chosen by the user among that year's roasts of the row's recipe.
   */
  async blendingCopy(roaster: number, seq: number | null) {
    const rows = await this.blendingRoastings(roaster, seq);
    const year = new Date().getUTCFullYear();
    return {
      // Each row keeps the recipe it is for: its roast picker then lists only that recipe's roasts.
      roasting_rows: rows.map((r) => ({
        roasting_seq: r.roasting_seq,
        roasting_result_year: year,
        roasting_mass: r.roasting_mass,
        roasting_order: r.roasting_order,
      })),
    };
  }

  /** A month's lots (`month` YYYY-MM) labelled by date and name, with check_cupnote their QC note count too. */
  async blendingResults(roaster: number, month: string, blend: number | null, stock: StockFilter, cupnotes: boolean) {
    const rows = await this.rows.blendingResults(roaster, month, blend, stock, cupnotes);
    const label = (r: BlendingResultOption, name: unknown) =>
      `${String(r.blending_result_date ?? '').slice(0, 10)} ${name ?? ''}${cupnotes ? ` (${Number(r.cupnote_count)})` : ''}`.trim();
    return rows.map((row) => {
      // The count as a number on both engines (MariaDB's COUNT comes as text), and only when asked for.
      const { cupnote_count: count, ...r } = row;
      return {
        ...r,
        ...(cupnotes ? { cupnote_count: Number(count) } : {}),
        blending_result_label: label(row, row.blending_name),
        blending_result_label_locale: label(row, row.blending_name_locale ?? row.blending_name),
      };
    });
  }
}
