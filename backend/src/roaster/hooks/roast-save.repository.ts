import type { RecordValues } from '@beantrail/contracts';
import type { DbFlag } from '../../core/database/row-types';
import { SqlRepository } from '../../core/database/sql-repository';

/** A recipe's or blend's name pair, as a roast or lot copies it. */
export interface NamePairRow {
  n: string | null;
  l: string | null;
}

/**
 * The reads of the roasting and blending save hooks (001 §4), built on the save's transaction
 * manager (`new RoastSaveRepository(ctx.tx)`), so they see the rows the save wrote.
 */
export class RoastSaveRepository extends SqlRepository {
  /** The highest batch number of a roaster's day (NULL when it has none). */
  async maxBatchNo(roasterSeq: unknown, day: string): Promise<number | string | null | undefined> {
    const { q } = this;
    const row = await this.first<{ n: number | string | null }>(
      `SELECT MAX(${q('roasting_batch_no')}) AS n FROM ${q('roasting_result')} WHERE ${q('roaster_seq')} = ? AND ${q('roasting_result_date')} = ?`,
      [roasterSeq, day],
    );
    return row?.n;
  }

  /** The `{prefix}_name` pair of the row of `table` whose `key` is `value`. */
  namePair(table: string, key: string, prefix: string, value: unknown): Promise<NamePairRow | undefined> {
    const { q } = this;
    return this.first<NamePairRow>(
      `SELECT ${q(`${prefix}_name`)} AS n, ${q(`${prefix}_name_locale`)} AS l FROM ${q(table)} WHERE ${q(key)} = ?`,
      [value],
    );
  }

  /** The roaster's green beans by number, whole (their catalogue values go onto a roast). */
  greenbeans(seqs: readonly number[]): Promise<RecordValues[]> {
    return this.db.query(
      `SELECT * FROM ${this.q('greenbean_roaster')} WHERE greenbean_roaster_seq IN (${seqs.map(() => '?').join(', ')})`,
      [...seqs],
    );
  }

  /** Whether a recipe is single origin (undefined when there is no such recipe). */
  async recipeSingleOrigin(roastingSeq: unknown): Promise<DbFlag | string | null | undefined> {
    const row = await this.first<{ s: DbFlag | string | null }>(
      `SELECT roasting_single_origin AS s FROM ${this.q('roasting_default')} WHERE roasting_seq = ?`,
      [roastingSeq],
    );
    return row?.s;
  }

  /** The roaster's roasts by number, whole (a lot copies their losses and lists). */
  roasts(roasterSeq: unknown, seqs: readonly number[]): Promise<RecordValues[]> {
    return this.db.query(
      `SELECT * FROM ${this.q('roasting_result')} WHERE roaster_seq = ? AND roasting_result_seq IN (${seqs.map(() => '?').join(', ')})`,
      [roasterSeq, ...seqs],
    );
  }
}
