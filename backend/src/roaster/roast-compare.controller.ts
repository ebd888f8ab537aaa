import { Controller, Get, Query } from '@nestjs/common';
import { CUPNOTE_SCORES, QC_PAGES, ROASTER_PAGES, recordToDisplay, roastCurves, roastPhases, weightLoss, type RecordValues } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { RequireRole, ScopeGrant, type ScopeRoleGrant } from '../core/auth/role.guard';
import { ApiRefusal } from '../core/envelope/api-refusal';
import { dialectOf } from '../core/entity/sql';

/** 2 to 6 roasts side by side (docs/ROASTER.md "Roast comparison"). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 6;

const SCORE_COLUMNS = [...CUPNOTE_SCORES.map((s) => `cupnote_${s}_point`), 'cupnote_satis'];

/** `ids=3,7,9`: whole positive numbers, no repeats, 2 to 6 of them; anything else is a bad request. */
export function compareIds(raw: unknown): number[] {
  const text = Array.isArray(raw) ? raw.join(',') : typeof raw === 'string' ? raw : '';
  const parts = text.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^[1-9]\d{0,9}$/.test(p))) throw new ApiRefusal(400, 'bad_request', 'ids');
  const ids = parts.map(Number);
  if (new Set(ids).size !== ids.length || ids.length < COMPARE_MIN || ids.length > COMPARE_MAX) throw new ApiRefusal(400, 'bad_request', 'ids');
  return ids;
}

export interface CupAggregate {
  count: number;
  /** Averages of the six scores and satisfaction, one decimal; null where no note gave one. */
  avg: Record<string, number | null>;
}

/**
 * The comparison of roasting results (spec 001 §3 profile stages): per roast its curves (downsampled),
 * phases and the cups that tasted it. Every id must be a roast of the selected roastery (the role
 * guard checked the caller's role in it): another roastery's roast answers 404 as if it did not exist.
 * The cups are counted in SQL over this roastery's rows only: its own QC notes, and just counts and
 * averages of the cafes' and drinkers' notes on its lots (no note of theirs is returned).
 */
@Controller('api/roaster/roasting')
@RequireRole('roaster')
export class RoastCompareController {
  constructor(private readonly db: DataSource) {}

  @Get('compare')
  async compare(@Query('ids') raw: unknown, @ScopeGrant() g: ScopeRoleGrant) {
    const ids = compareIds(raw);
    const { q } = dialectOf(this.db);
    const rows = (await this.db.query(
      `SELECT * FROM ${q('roasting_result')} WHERE ${q('roaster_seq')} = ? AND ${q('roasting_result_seq')} IN (${ids.map(() => '?').join(', ')})`,
      [g.seq, ...ids],
    )) as RecordValues[];
    if (rows.length !== ids.length) throw new ApiRefusal(404, 'nopage_text', 'ids');
    const bySeq = new Map(rows.map((r) => [Number(r.roasting_result_seq), r]));
    const roasts = [];
    for (const id of ids) roasts.push(await this.roast(recordToDisplay(ROASTER_PAGES.roastingResult, bySeq.get(id)!), g.seq));
    return { roasts };
  }

  private async roast(r: RecordValues, roaster: number) {
    const seq = Number(r.roasting_result_seq);
    const profile = r.roasting_profile_use === true || Number(r.roasting_profile_use) === 1;
    return {
      roasting_result_seq: seq,
      roasting_seq: r.roasting_seq,
      roasting_name: r.roasting_name,
      roasting_name_locale: r.roasting_name_locale,
      roasting_result_date: r.roasting_result_date === null || r.roasting_result_date === undefined ? null : String(r.roasting_result_date).slice(0, 10),
      roasting_batch_no: r.roasting_batch_no ?? null,
      profile,
      phases: roastPhases(r),
      curves: roastCurves(r),
      weight_loss: weightLoss(r.greenbean_total_mass, r.roasting_mass),
      agtron: r.roasting_agtron ?? null,
      moisture: r.roasting_moisture ?? null,
      recipe: await this.recipe(r.roasting_seq, roaster),
      cups: await this.cups(seq, roaster),
    };
  }

  /** The roasting default's target profile (Artisan's "background profile"), when it keeps one. */
  private async recipe(roastingSeq: unknown, roaster: number) {
    const { q } = dialectOf(this.db);
    const [row] = (await this.db.query(`SELECT * FROM ${q('roasting_default')} WHERE ${q('roaster_seq')} = ? AND ${q('roasting_seq')} = ?`, [roaster, roastingSeq])) as RecordValues[];
    if (!row || !(row.roasting_profile_use === true || Number(row.roasting_profile_use) === 1)) return null;
    const d = recordToDisplay(ROASTER_PAGES.roastingDefault, row);
    const phases = roastPhases(d);
    return phases.drop || phases.first_start ? { phases, curves: roastCurves(d) } : null;
  }

  private async cups(seq: number, roaster: number) {
    const { q } = dialectOf(this.db);
    const cols = SCORE_COLUMNS.map(q).join(', ');
    const lots = `SELECT br.${q('blending_result_seq')} FROM ${q('blending_result_roasting')} br JOIN ${q('blending_result')} b ON b.${q('blending_result_seq')} = br.${q('blending_result_seq')} WHERE br.${q('roasting_result_seq')} = ? AND b.${q('roaster_seq')} = ?`;
    const roastery = await this.aggregate(
      `SELECT ${cols} FROM ${q(QC_PAGES.qcRoasting.table!)} WHERE ${q('roaster_seq')} = ? AND ${q('roasting_result_seq')} = ? ` +
        `UNION ALL SELECT ${cols} FROM ${q(QC_PAGES.qcBlendingResult.table!)} WHERE ${q('roaster_seq')} = ? AND ${q('blending_result_seq')} IN (${lots}) ` +
        `UNION ALL SELECT ${cols} FROM ${q(QC_PAGES.qcBlending.table!)} WHERE ${q('roaster_seq')} = ? AND ${q('blending_result_seq')} IN (${lots})`,
      [roaster, seq, roaster, seq, roaster, roaster, seq, roaster],
    );
    // A cafe's notes are on its bean; a bean counts when the cafe received one of this roast's lots into it.
    const cafes = await this.aggregate(
      `SELECT ${cols} FROM ${q('cafe_cupnote')} c WHERE EXISTS (SELECT 1 FROM ${q('cafe_received')} r JOIN ${q('blending_result')} b ON b.${q('blending_result_uuid_cafe')} = r.${q('blending_result_uuid')} ` +
        `WHERE r.${q('cafe_seq')} = c.${q('cafe_seq')} AND r.${q('coffeebean_seq')} = c.${q('coffeebean_seq')} AND b.${q('blending_result_seq')} IN (${lots}))`,
      [seq, roaster],
    );
    // A drinker's note names a lot by its serial (002 §2.5 RSTRDT: the lot's public uuid).
    const drinkers = await this.aggregate(
      `SELECT ${cols} FROM ${q('user_cupnote')} u WHERE u.${q('cupnote_serial_type')} = 'RSTRDT' AND u.${q('cupnote_serial')} IN ` +
        `(SELECT b.${q('blending_result_uuid_str')} FROM ${q('blending_result')} b WHERE b.${q('blending_result_seq')} IN (${lots}))`,
      [seq, roaster],
    );
    return { roastery, cafes, drinkers };
  }

  private async aggregate(notes: string, params: unknown[]): Promise<CupAggregate> {
    const { q } = dialectOf(this.db);
    const avgs = SCORE_COLUMNS.map((c) => `AVG(x.${q(c)}) AS ${q(c)}`).join(', ');
    const [row] = (await this.db.query(`SELECT COUNT(*) AS n, ${avgs} FROM (${notes}) x`, params)) as RecordValues[];
    const avg = Object.fromEntries(SCORE_COLUMNS.map((c) => [c, row?.[c] === null || row?.[c] === undefined ? null : Math.round(Number(row[c]) * 10) / 10]));
    return { count: Number(row?.n ?? 0), avg };
  }
}
