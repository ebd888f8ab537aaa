import type { DbFlag } from '../../core/database/row-types';
import { SqlRepository } from '../../core/database/sql-repository';

/** What a QC recipe remembers of the latest note brewed with it (001 §3 QC brewing default). */
export interface QcLastBrewRow {
  cupnote_date: string | null;
  cupnote_main: DbFlag | null;
  cupnote_satis: number | null;
}

/**
 * A QC recipe's last brew, read from its brewing cup notes and written on the recipe, on the note
 * save's transaction manager (qc.hooks.ts), so it sees the note being saved or removed.
 */
export class QcLastBrewRepository extends SqlRepository {
  /** The roastery's latest note brewed with the recipe (by date, then the newest note). */
  latest(roaster: unknown, recipe: number): Promise<QcLastBrewRow | undefined> {
    const q = this.q;
    return this.first<QcLastBrewRow>(
      `SELECT cupnote_date, cupnote_main, cupnote_satis FROM ${q('roaster_qc_blending_result')} WHERE ${q('roaster_seq')} = ? AND ${q('brewing_seq')} = ? ORDER BY cupnote_date DESC, cupnote_seq DESC LIMIT 1`,
      [roaster, recipe],
    );
  }

  /** The recipe's last-brew columns; its edit_at stays (an edit of the recipe in progress is not refused for it). */
  async remember(roaster: unknown, recipe: number, last: [date: unknown, main: 0 | 1 | null, satis: unknown]) {
    const q = this.q;
    await this.db.query(
      `UPDATE ${q('roaster_qc_brewing_default')} SET brewing_result_date = ?, brewing_result_main = ?, brewing_satis = ? WHERE ${q('roaster_seq')} = ? AND ${q('brewing_seq')} = ?`,
      [...last, roaster, recipe],
    );
  }
}
