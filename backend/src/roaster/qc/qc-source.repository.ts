import { Injectable } from '@nestjs/common';
import type { DbFlag } from '../../core/database/row-types';
import { SqlRepository } from '../../core/database/sql-repository';

export interface QcRecipeOption {
  brewing_seq: number;
  brewing_type: string | null;
  brewing_name: string;
  brewing_name_locale: string | null;
}

export interface QcLotRow {
  blending_result_year: number | string;
  blending_result_date: string | null;
  blending_seq: number | string;
  blending_name: string | null;
  blending_name_locale: string | null;
  blending_loss: number | null;
  /** Stored ×100 on the lot (a note keeps it ×10). */
  blending_organic_loss: number | null;
}

export interface QcBlendRow {
  blending_name: string | null;
  blending_name_locale: string | null;
}

export interface QcRoastRow {
  roasting_result_year: number | string;
  roasting_result_date: string | null;
  roasting_name: string | null;
  roasting_name_locale: string | null;
  roasting_batch_no: number | string | null;
  roasting_loss: number | null;
}

export interface QcGreenbeanYearRow {
  greenbean_name: string | null;
  greenbean_name_locale: string | null;
}

/** A QC recipe's type and its record columns (RECORD_COLUMNS: masses, temperatures, steps, flags). */
export interface QcRecipeRow {
  brewing_type: string | null;
  [column: string]: string | number | DbFlag | null;
}

/**
 * The rows a QC note copies from what it tastes (qc-sources.ts), each read within one roastery:
 * another roastery's row, or a key that is no whole number (null), reads as none. Built on the
 * data source, or on a save's transaction manager (the QC save hooks) so the read is in it.
 */
@Injectable()
export class QcSourceRepository extends SqlRepository {
  /** The first row, or undefined; a null key matches nothing and is not sent to the database. */
  private async keyed<T>(sql: string, params: unknown[]): Promise<T | undefined> {
    if (params.some((p) => p === null)) return undefined;
    return this.first<T>(sql, params);
  }

  /** 001 §7: the roastery's QC recipes in use, newest first. */
  recipes(roaster: number): Promise<QcRecipeOption[]> {
    const q = this.q;
    return this.db.query(
      `SELECT brewing_seq, brewing_type, brewing_name, brewing_name_locale FROM ${q('roaster_qc_brewing_default')} WHERE ${q('roaster_seq')} = ? AND ${q('brewing_use')} = 1 ORDER BY brewing_seq DESC`,
      [roaster],
    );
  }

  lot(roaster: unknown, seq: number | null): Promise<QcLotRow | undefined> {
    const q = this.q;
    return this.keyed(
      `SELECT blending_result_year, blending_result_date, blending_seq, blending_name, blending_name_locale, blending_loss, blending_organic_loss FROM ${q('blending_result')} WHERE ${q('roaster_seq')} = ? AND ${q('blending_result_seq')} = ?`,
      [roaster, seq],
    );
  }

  blend(roaster: unknown, seq: number | null): Promise<QcBlendRow | undefined> {
    const q = this.q;
    return this.keyed(
      `SELECT blending_name, blending_name_locale FROM ${q('blending_default')} WHERE ${q('roaster_seq')} = ? AND ${q('blending_seq')} = ?`,
      [roaster, seq],
    );
  }

  roast(roaster: unknown, seq: number | null): Promise<QcRoastRow | undefined> {
    const q = this.q;
    return this.keyed(
      `SELECT roasting_result_year, roasting_result_date, roasting_name, roasting_name_locale, roasting_batch_no, roasting_loss FROM ${q('roasting_result')} WHERE ${q('roaster_seq')} = ? AND ${q('roasting_result_seq')} = ?`,
      [roaster, seq],
    );
  }

  greenbeanYear(roaster: unknown, seq: number | null, year: number | null): Promise<QcGreenbeanYearRow | undefined> {
    const q = this.q;
    return this.keyed(
      `SELECT greenbean_name, greenbean_name_locale FROM ${q('greenbean_roaster_year')} WHERE ${q('roaster_seq')} = ? AND ${q('greenbean_roaster_seq')} = ? AND ${q('greenbean_year')} = ?`,
      [roaster, seq, year],
    );
  }

  /** A QC recipe's type and the given record columns. */
  recipe(roaster: unknown, seq: number | null, columns: readonly string[]): Promise<QcRecipeRow | undefined> {
    const q = this.q;
    return this.keyed(
      `SELECT brewing_type, ${columns.map(q).join(', ')} FROM ${q('roaster_qc_brewing_default')} WHERE ${q('roaster_seq')} = ? AND ${q('brewing_seq')} = ?`,
      [roaster, seq],
    );
  }
}
