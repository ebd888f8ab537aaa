import type { BlendingResultRow, RoastingResultRow } from '@beantrail/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DbFlag } from '../core/database/row-types';
import { dialectOf } from '../core/entity/sql';
import { nextBatchNo } from './hooks/roasting.hooks';
import { SqlRepository } from '../core/database/sql-repository';

/**
 * `check_instock` with `include_seq` (OptionSource.currentParam): only rows with stock left, but
 * always the one a record already uses, so a lot whose roast was used up still names it.
 */
export interface StockFilter {
  only: boolean;
  keep: number | null;
}

export interface GreenbeanOption {
  greenbean_roaster_seq: number;
  greenbean_name: string;
  greenbean_name_locale: string | null;
  greenbean_country_code: string | null;
}

export interface GreenbeanYearOption {
  greenbean_roaster_seq: number;
  greenbean_year: number;
  greenbean_name: string;
  greenbean_name_locale: string | null;
  greenbean_stock_mass: number | null;
}

export interface EquipOption {
  roaster_equip_seq: number;
  equip_type: string;
  equip_name: string;
  equip_name_locale: string | null;
}

export interface RoastingDefaultOption {
  roasting_seq: number;
  roasting_name: string;
  roasting_name_locale: string | null;
  roasting_single_origin: DbFlag | null;
}

export type RoastingResultOption = RoastingResultRow;

/** The parts of a roasting default a new result copies besides its beans. */
export interface RoastingDefaultHead {
  roasting_seq: number;
  roasting_machine_seq: number | null;
  roasting_profile_use: DbFlag | null;
}

export interface RoastingDefaultBean {
  greenbean_roaster_seq: number;
  greenbean_mass: number | null;
  greenbean_percent: number | null;
  greenbean_order: number | null;
}

export interface BlendingDefaultOption {
  blending_seq: number;
  blending_name: string;
  blending_name_locale: string | null;
  blending_single_origin: DbFlag | null;
}

export interface BlendingDefaultRoasting {
  roasting_seq: number;
  roasting_mass: number | null;
  roasting_percent: number | null;
  roasting_order: number | null;
  roasting_name: string | null;
  roasting_name_locale: string | null;
}

export interface BlendingResultOption extends BlendingResultRow {
  /** Only when asked for (check_cupnote); MariaDB's COUNT comes as text. */
  cupnote_count?: number | string;
}

/**
 * The roaster pages' option-list queries (001 §7 "Lookup calls", "Other"). Every one takes the
 * selected roaster and is limited to its rows; the caller's role in it is the guard's to check.
 */
@Injectable()
export class RoasterCodeRepository extends SqlRepository {
  /** Appends the stock filter on `flag` (the in-stock column), keeping the row `key` = keep. */
  private static inStock(stock: StockFilter, where: string[], params: unknown[], flag: string, key: string): void {
    if (!stock.only) return;
    if (stock.keep === null) {
      where.push(`${flag} = 1`);
      return;
    }
    where.push(`(${flag} = 1 OR ${key} = ?)`);
    params.push(stock.keep);
  }

  greenbeans(roaster: number): Promise<GreenbeanOption[]> {
    return this.db.query(
      `SELECT greenbean_roaster_seq, greenbean_name, greenbean_name_locale, greenbean_country_code FROM ${this.q('greenbean_roaster')} WHERE roaster_seq = ? AND greenbean_use = 1 ORDER BY greenbean_roaster_seq DESC`,
      [roaster],
    );
  }

  greenbeanYears(roaster: number, year: number | null, stock: StockFilter): Promise<GreenbeanYearOption[]> {
    const where = ['roaster_seq = ?', 'greenbean_use = 1'];
    const params: unknown[] = [roaster];
    if (year !== null) {
      where.push('greenbean_year = ?');
      params.push(year);
    }
    RoasterCodeRepository.inStock(stock, where, params, 'greenbean_instock', 'greenbean_roaster_seq');
    return this.db.query(
      `SELECT greenbean_roaster_seq, greenbean_year, greenbean_name, greenbean_name_locale, greenbean_stock_mass FROM ${this.q('greenbean_roaster_year')} WHERE ${where.join(' AND ')} ORDER BY greenbean_year DESC, greenbean_roaster_seq DESC`,
      params,
    );
  }

  equipment(roaster: number, type: string | null): Promise<EquipOption[]> {
    return this.db.query(
      `SELECT roaster_equip_seq, equip_type, equip_name, equip_name_locale FROM ${this.q('roaster_equip')} WHERE roaster_seq = ? AND equip_use = 1${type ? ' AND equip_type = ?' : ''} ORDER BY roaster_equip_seq`,
      type ? [roaster, type] : [roaster],
    );
  }

  roastingDefaults(roaster: number): Promise<RoastingDefaultOption[]> {
    return this.db.query(
      `SELECT roasting_seq, roasting_name, roasting_name_locale, roasting_single_origin FROM ${this.q('roasting_default')} WHERE roaster_seq = ? AND roasting_use = 1 ORDER BY roasting_seq DESC`,
      [roaster],
    );
  }

  /** One year's roasting results, optionally of one recipe (roasting_seq). */
  roastingResults(
    roaster: number,
    year: number,
    recipe: number | null,
    stock: StockFilter,
  ): Promise<RoastingResultOption[]> {
    const where = ['roaster_seq = ?', 'roasting_result_year = ?'];
    const params: unknown[] = [roaster, year];
    if (recipe !== null) {
      where.push('roasting_seq = ?');
      params.push(recipe);
    }
    RoasterCodeRepository.inStock(stock, where, params, 'roasting_instock', 'roasting_result_seq');
    return this.db.query(
      `SELECT roasting_result_seq, roasting_result_year, roasting_result_date, roasting_batch_no, roasting_name, roasting_name_locale, roasting_stock_mass, roasting_loss FROM ${this.q('roasting_result')} WHERE ${where.join(' AND ')} ORDER BY roasting_result_date DESC, roasting_result_seq DESC`,
      params,
    );
  }

  /** The roaster's roasting default `seq`; undefined when it is another roaster's or none. */
  async roastingDefault(roaster: number, seq: number): Promise<RoastingDefaultHead | undefined> {
    return this.first<RoastingDefaultHead>(
      `SELECT roasting_seq, roasting_machine_seq, roasting_profile_use FROM ${this.q('roasting_default')} WHERE roasting_seq = ? AND roaster_seq = ?`,
      [seq, roaster],
    );
  }

  /** A roasting default's green-bean rows; the caller checked the default is the roaster's. */
  roastingDefaultBeans(roastingSeq: number): Promise<RoastingDefaultBean[]> {
    return this.db.query(
      `SELECT greenbean_roaster_seq, greenbean_mass, greenbean_percent, greenbean_order FROM ${this.q('roasting_default_greenbean')} WHERE roasting_seq = ? ORDER BY roasting_greenbean_seq`,
      [roastingSeq],
    );
  }

  /** The day's next batch number of the roaster (date YYYYMMDD or ISO). */
  nextBatchNo(roaster: number, date: unknown): Promise<number | null> {
    return nextBatchNo(this.db instanceof DataSource ? this.db.manager : this.db, dialectOf(this.db), roaster, date);
  }

  blendingDefaults(roaster: number): Promise<BlendingDefaultOption[]> {
    return this.db.query(
      `SELECT blending_seq, blending_name, blending_name_locale, blending_single_origin FROM ${this.q('blending_default')} WHERE roaster_seq = ? AND blending_use = 1 ORDER BY blending_seq DESC`,
      [roaster],
    );
  }

  /** Whether the blending default `seq` is the roaster's. */
  async hasBlendingDefault(roaster: number, seq: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT blending_seq FROM ${this.q('blending_default')} WHERE blending_seq = ? AND roaster_seq = ?`,
      [seq, roaster],
    );
    return rows.length > 0;
  }

  /** A blending default's roasting rows with their recipes' names; the caller checked the default is the roaster's. */
  blendingDefaultRoastings(blendingSeq: number): Promise<BlendingDefaultRoasting[]> {
    const q = this.q;
    return this.db.query(
      `SELECT r.roasting_seq, r.roasting_mass, r.roasting_percent, r.roasting_order, d.roasting_name, d.roasting_name_locale FROM ${q('blending_default_roasting')} r ` +
        `LEFT JOIN ${q('roasting_default')} d ON d.roasting_seq = r.roasting_seq WHERE r.blending_seq = ? ORDER BY r.blending_roasting_seq`,
      [blendingSeq],
    );
  }

  /**
   * One month's blending results (`month` as YYYY-MM), optionally of one blend; with `cupnotes`
   * each carries how many QC notes of the lot there are (cupnote_count), sold-out lots included.
   */
  blendingResults(
    roaster: number,
    month: string,
    blend: number | null,
    stock: StockFilter,
    cupnotes: boolean,
  ): Promise<BlendingResultOption[]> {
    const where = ['roaster_seq = ?', 'blending_result_date LIKE ?'];
    const params: unknown[] = [roaster, `${month}-%`];
    if (blend !== null) {
      where.push('blending_seq = ?');
      params.push(blend);
    }
    RoasterCodeRepository.inStock(stock, where, params, 'blending_instock', 'blending_result_seq');
    const q = this.q;
    const count = cupnotes
      ? `, (SELECT COUNT(*) FROM ${q('roaster_qc_blending_result')} c WHERE c.blending_result_seq = b.blending_result_seq) AS cupnote_count`
      : '';
    return this.db.query(
      `SELECT blending_result_year, blending_result_seq, blending_result_date, blending_seq, blending_name, blending_name_locale, blending_loss, blending_organic_loss${count} FROM ${q('blending_result')} b WHERE ${where.join(' AND ')} ORDER BY blending_result_date DESC, blending_result_seq DESC`,
      params,
    );
  }
}
