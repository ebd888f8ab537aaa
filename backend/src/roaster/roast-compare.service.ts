import {
  ROASTER_PAGES,
  recordToDisplay,
  roastCurves,
  roastPhases,
  weightLoss,
  type CompareReply,
  type CompareRoast,
  type CupAggregate,
  type RecordValues,
  type RoasteryNotesReply,
} from '@beantrail/contracts';
import { Injectable } from '@nestjs/common';
import { ApiRefusal } from '../core/envelope/api-refusal';
import { RoastCompareRepository, SCORE_COLUMNS, type ScoreAverages } from './roast-compare.repository';

const profileOn = (v: unknown) => v === true || Number(v) === 1;
// A displayed value as the reply types it: DECIMAL columns come as text from MariaDB.
const numberOrNull = (v: unknown): number | null =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v);
const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

function aggregate(row: ScoreAverages | undefined): CupAggregate {
  const avg = Object.fromEntries(
    SCORE_COLUMNS.map((c) => [
      c,
      row?.[c] === null || row?.[c] === undefined ? null : Math.round(Number(row[c]) * 10) / 10,
    ]),
  );
  return { count: Number(row?.n ?? 0), avg };
}

/**
 * The comparison of roasting results (spec 001 §3 profile stages): per roast its curves, phases and
 * the cups that tasted it. Every id must be a roast of the given roastery: another roastery's roast
 * answers 404 as if it did not exist. The cups are counted in SQL over this roastery's rows only
 * (RoastCompareRepository); here they are rounded and the roasts shaped.
 */
@Injectable()
export class RoastCompareService {
  constructor(private readonly rows: RoastCompareRepository) {}

  async compare(roaster: number, ids: readonly number[]): Promise<CompareReply> {
    const rows = await this.rows.roastingResults(roaster, ids);
    if (rows.length !== ids.length) throw new ApiRefusal(404, 'nopage_text', 'ids');
    const bySeq = new Map(rows.map((r) => [Number(r.roasting_result_seq), r]));
    const roasts = [];
    for (const id of ids)
      roasts.push(await this.roast(recordToDisplay(ROASTER_PAGES.roastingResult, bySeq.get(id)!), roaster));
    return { roasts };
  }

  /**
   * The roastery's QC notes behind a roast's cup figures, each with the QC page it opens on. The
   * cafes' and drinkers' notes are theirs: the roastery sees only their counts and averages.
   */
  async roasteryNotes(roaster: number, roast: number): Promise<RoasteryNotesReply> {
    if (!(await this.rows.ownsRoast(roaster, roast))) throw new ApiRefusal(404, 'nopage_text', 'id');
    const notes = (await this.rows.roasteryNotes(roaster, roast)).map((n) => ({
      ...n,
      cupnote_seq: Number(n.cupnote_seq),
      cupnote_date: textOrNull(n.cupnote_date)?.slice(0, 10) ?? null,
      cupnote_satis: numberOrNull(n.cupnote_satis),
    }));
    return { notes };
  }

  private async roast(r: RecordValues, roaster: number): Promise<CompareRoast> {
    const seq = Number(r.roasting_result_seq);
    return {
      roasting_result_seq: seq,
      roasting_seq: numberOrNull(r.roasting_seq),
      roasting_name: textOrNull(r.roasting_name),
      roasting_name_locale: textOrNull(r.roasting_name_locale),
      roasting_result_date: textOrNull(r.roasting_result_date)?.slice(0, 10) ?? null,
      roasting_batch_no: numberOrNull(r.roasting_batch_no),
      profile: profileOn(r.roasting_profile_use),
      phases: roastPhases(r),
      curves: roastCurves(r),
      weight_loss: weightLoss(r.greenbean_total_mass, r.roasting_mass),
      agtron: numberOrNull(r.roasting_agtron),
      moisture: numberOrNull(r.roasting_moisture),
      recipe: await this.recipe(r.roasting_seq, roaster),
      cups: {
        roastery: aggregate(await this.rows.roasteryScores(roaster, seq)),
        cafes: aggregate(await this.rows.cafeScores(roaster, seq)),
        drinkers: aggregate(await this.rows.drinkerScores(roaster, seq)),
      },
    };
  }

  /** The roasting default's target profile (Artisan's "background profile"), when it keeps one. */
  private async recipe(roastingSeq: unknown, roaster: number) {
    const row = await this.rows.roastingDefault(roaster, roastingSeq);
    if (!row || !profileOn(row.roasting_profile_use)) return null;
    const d = recordToDisplay(ROASTER_PAGES.roastingDefault, row);
    const phases = roastPhases(d);
    return phases.drop || phases.first_start ? { phases, curves: roastCurves(d) } : null;
  }
}
