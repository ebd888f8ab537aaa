import { CUPNOTE_SCORES, QC_PAGES, type RecordValues } from '@beantrail/contracts';
import { Injectable } from '@nestjs/common';
import type { DbDecimal } from '../core/database/row-types';
import { SqlRepository } from '../core/database/sql-repository';

/** The six cup scores and satisfaction, as every cup-note table names them. */
export const SCORE_COLUMNS: readonly string[] = [...CUPNOTE_SCORES.map((s) => `cupnote_${s}_point`), 'cupnote_satis'];

/**
 * A whole stored row (`SELECT *`) of a roasting result or default: read through the page
 * declaration (recordToDisplay), which knows its many stage columns.
 */
export type StoredRow = RecordValues;

/** How many notes there are and the average of each score column (null where none gave one). */
export interface ScoreAverages {
  n: number;
  [column: string]: DbDecimal | null;
}

/** One of the roastery's QC notes behind its cup figures: which QC page it is on, and what names it in a list. */
export interface RoasteryNoteRow {
  page: 'qcRoasting' | 'qcBlendingResult' | 'qcBlending';
  cupnote_seq: number;
  /** A declared date: text on both engines (row-types.ts). */
  cupnote_date: string | null;
  cupnote_name: string | null;
  cupnote_name_locale: string | null;
  cupnote_satis: number | null;
}

/**
 * The roast comparison's queries (docs/ROASTER.md "Roast comparison"). Each takes the selected
 * roaster and reads only its rows: its own QC notes, and of the cafes' and drinkers' notes on its
 * lots only counts and averages.
 */
@Injectable()
export class RoastCompareRepository extends SqlRepository {
  /** The roaster's roasting results among `ids` (fewer rows than ids when some are not its). */
  roastingResults(roaster: number, ids: readonly number[]): Promise<StoredRow[]> {
    const q = this.q;
    return this.db.query(
      `SELECT * FROM ${q('roasting_result')} WHERE ${q('roaster_seq')} = ? AND ${q('roasting_result_seq')} IN (${ids.map(() => '?').join(', ')})`,
      [roaster, ...ids],
    );
  }

  /** Whether the roast is one of the roaster's (without reading its log). */
  async ownsRoast(roaster: number, roast: number): Promise<boolean> {
    const q = this.q;
    return !!(await this.first(
      `SELECT 1 AS ${q('found')} FROM ${q('roasting_result')} WHERE ${q('roaster_seq')} = ? AND ${q('roasting_result_seq')} = ?`,
      [roaster, roast],
    ));
  }

  async roastingDefault(roaster: number, roastingSeq: unknown): Promise<StoredRow | undefined> {
    const q = this.q;
    return this.first<StoredRow>(
      `SELECT * FROM ${q('roasting_default')} WHERE ${q('roaster_seq')} = ? AND ${q('roasting_seq')} = ?`,
      [roaster, roastingSeq],
    );
  }

  /** The roaster's blended lots that used the roast, as a subquery taking (roast, roaster). */
  private lots(): string {
    const q = this.q;
    return `SELECT br.${q('blending_result_seq')} FROM ${q('blending_result_roasting')} br JOIN ${q('blending_result')} b ON b.${q('blending_result_seq')} = br.${q('blending_result_seq')} WHERE br.${q('roasting_result_seq')} = ? AND b.${q('roaster_seq')} = ?`;
  }

  private get cols(): string {
    return SCORE_COLUMNS.map(this.q).join(', ');
  }

  /**
   * The roastery's QC notes on the roast itself and on the lots (and their blends' notes) that used
   * it, as one UNION of `columns` taking (roaster, roast) params in `roasteryParams` order. `tagged`
   * adds which QC page each row is from.
   */
  private roasteryNotesSql(columns: string, tagged: boolean): string {
    const q = this.q;
    const lots = this.lots();
    const from = (page: keyof typeof QC_PAGES) =>
      `SELECT ${tagged ? `'${page}' AS ${q('page')}, ` : ''}${columns} FROM ${q(QC_PAGES[page].table!)} WHERE ${q('roaster_seq')} = ? AND `;
    return (
      `${from('qcRoasting')}${q('roasting_result_seq')} = ? ` +
      `UNION ALL ${from('qcBlendingResult')}${q('blending_result_seq')} IN (${lots}) ` +
      `UNION ALL ${from('qcBlending')}${q('blending_result_seq')} IN (${lots})`
    );
  }

  private roasteryParams(roaster: number, roast: number): unknown[] {
    return [roaster, roast, roaster, roast, roaster, roaster, roast, roaster];
  }

  /** The averages of the roastery's QC notes on the roast and on the lots that used it. */
  roasteryScores(roaster: number, roast: number): Promise<ScoreAverages | undefined> {
    return this.averages(this.roasteryNotesSql(this.cols, false), this.roasteryParams(roaster, roast));
  }

  /** The notes behind roasteryScores, newest first: what the roastery's count links to. */
  roasteryNotes(roaster: number, roast: number): Promise<RoasteryNoteRow[]> {
    const q = this.q;
    const cols = ['cupnote_seq', 'cupnote_date', 'cupnote_name', 'cupnote_name_locale', 'cupnote_satis']
      .map(q)
      .join(', ');
    return this.db.query(
      `SELECT * FROM (${this.roasteryNotesSql(cols, true)}) x ORDER BY x.${q('cupnote_date')} DESC, x.${q('cupnote_seq')} DESC`,
      this.roasteryParams(roaster, roast),
    );
  }

  /** Cafes' notes: a cafe's notes are on its bean; a bean counts when the cafe received one of this roast's lots into it. */
  cafeScores(roaster: number, roast: number): Promise<ScoreAverages | undefined> {
    const { q, cols } = this;
    return this.averages(
      `SELECT ${cols} FROM ${q('cafe_cupnote')} c WHERE EXISTS (SELECT 1 FROM ${q('cafe_received')} r JOIN ${q('blending_result')} b ON b.${q('blending_result_uuid_cafe')} = r.${q('blending_result_uuid')} ` +
        `WHERE r.${q('cafe_seq')} = c.${q('cafe_seq')} AND r.${q('coffeebean_seq')} = c.${q('coffeebean_seq')} AND b.${q('blending_result_seq')} IN (${this.lots()}))`,
      [roast, roaster],
    );
  }

  /** Drinkers' notes: a drinker's note names a lot by its serial (002 §2.5 RSTRDT: the lot's public uuid). */
  drinkerScores(roaster: number, roast: number): Promise<ScoreAverages | undefined> {
    const { q, cols } = this;
    return this.averages(
      `SELECT ${cols} FROM ${q('user_cupnote')} u WHERE u.${q('cupnote_serial_type')} = 'RSTRDT' AND u.${q('cupnote_serial')} IN ` +
        `(SELECT b.${q('blending_result_uuid_str')} FROM ${q('blending_result')} b WHERE b.${q('blending_result_seq')} IN (${this.lots()}))`,
      [roast, roaster],
    );
  }

  private async averages(notes: string, params: unknown[]): Promise<ScoreAverages | undefined> {
    const q = this.q;
    const avgs = SCORE_COLUMNS.map((c) => `AVG(x.${q(c)}) AS ${q(c)}`).join(', ');
    return this.first<ScoreAverages>(`SELECT COUNT(*) AS n, ${avgs} FROM (${notes}) x`, params);
  }
}
