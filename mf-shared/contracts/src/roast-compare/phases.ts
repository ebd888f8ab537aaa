import { ROAST_STAGES } from '../page/roaster/profile';
import { readChartLog } from '../roast-log/profile';

/** One sample: seconds from CHARGE and a temperature in °C. */
export interface CurvePoint {
  t: number;
  v: number;
}

/** A stage mark: seconds from CHARGE, bean temperature (°C) when recorded. */
export interface StageMark {
  t: number;
  bt: number | null;
}

/** A phase: its length in seconds and its share of the roast (charge to drop), one decimal. */
export interface PhaseSpan {
  time: number;
  pct: number;
}

/**
 * The phase table of one roast (docs/ROASTER.md "Roast comparison"): drying runs from CHARGE to
 * dry end, Maillard from dry end to first crack start, development from first crack start to
 * drop. Each share is of the whole roast (CHARGE to drop), so the three add up to 100 %.
 */
export interface RoastPhases {
  charge_temp: number | null;
  turning: StageMark | null;
  dry_end: StageMark | null;
  first_start: StageMark | null;
  first_end: StageMark | null;
  drop: StageMark | null;
  total: number | null;
  drying: PhaseSpan | null;
  maillard: PhaseSpan | null;
  development: PhaseSpan | null;
  /** Development time ratio, % (the development phase's share). */
  dtr: number | null;
}

/** The stage values of a roast in display units (°C, seconds): `<stage>_term`, `<stage>_bean`. */
export type StageValues = Record<string, unknown>;

const num = (v: unknown): number | null =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v);

function mark(values: StageValues, stage: string, charge: number): StageMark | null {
  const t = num(values[`${stage}_term`]);
  return t === null ? null : { t: t - charge, bt: num(values[`${stage}_bean`]) };
}

function span(from: number | null, to: number | null, total: number | null): PhaseSpan | null {
  if (from === null || to === null || total === null || total <= 0 || to < from) return null;
  return { time: to - from, pct: Math.round(((to - from) / total) * 1000) / 10 };
}

/** Phases from stage values; times count from CHARGE (a roast whose CHARGE is not at 0 is shifted). */
export function roastPhases(values: StageValues): RoastPhases {
  const charge = num(values.roasting_start_term) ?? 0;
  const turning = mark(values, 'roasting_turning', charge);
  const dry_end = mark(values, 'roasting_dried', charge);
  const first_start = mark(values, 'roasting_first_start', charge);
  const first_end = mark(values, 'roasting_first_end', charge);
  const drop = mark(values, 'roasting_end', charge);
  const total = drop && drop.t > 0 ? drop.t : null;
  // A phase is left empty when the marks around it are missing or out of order: a wrong % is worse than none.
  const between = (a: StageMark | null, b: StageMark | null) => (a && b && a.t <= b.t ? span(a.t, b.t, total) : null);
  const drying = between({ t: 0, bt: null }, dry_end);
  const maillard = between(dry_end, first_start);
  const development = between(first_start, drop);
  return {
    charge_temp: num(values.roasting_start_bean),
    turning,
    dry_end,
    first_start,
    first_end,
    drop,
    total,
    drying,
    maillard,
    development,
    dtr: development?.pct ?? null,
  };
}

/** Weight loss in % of the green mass, one decimal; null without both masses. */
export function weightLoss(green: unknown, roasted: unknown): number | null {
  const g = num(green);
  const r = num(roasted);
  if (g === null || r === null || g <= 0 || r > g) return null;
  return Math.round(((g - r) / g) * 1000) / 10;
}

/**
 * Largest-Triangle-Three-Buckets downsampling (Steinarsson 2013): keeps the curve's shape in
 * `threshold` points. Points at the `keep` times (the stage marks) are always kept, so a
 * downsampled curve still passes through its first crack and drop.
 */
export function lttb(points: readonly CurvePoint[], threshold: number, keep: readonly number[] = []): CurvePoint[] {
  if (threshold >= points.length || threshold < 3) return [...points];
  const out: CurvePoint[] = [points[0]];
  const every = (points.length - 2) / (threshold - 2);
  let a = 0;
  for (let i = 0; i < threshold - 2; i++) {
    const start = Math.floor(i * every) + 1;
    const end = Math.min(Math.floor((i + 1) * every) + 1, points.length - 1);
    const nextEnd = Math.min(Math.floor((i + 2) * every) + 1, points.length);
    let avgT = 0;
    let avgV = 0;
    const nextStart = end;
    const n = Math.max(1, nextEnd - nextStart);
    for (let j = nextStart; j < nextEnd; j++) {
      avgT += points[j].t;
      avgV += points[j].v;
    }
    avgT /= n;
    avgV /= n;
    let best = start;
    let bestArea = -1;
    for (let j = start; j < end; j++) {
      const area = Math.abs(
        (points[a].t - avgT) * (points[j].v - points[a].v) - (points[a].t - points[j].t) * (avgV - points[a].v),
      );
      if (area > bestArea) {
        bestArea = area;
        best = j;
      }
    }
    out.push(points[best]);
    a = best;
  }
  out.push(points[points.length - 1]);
  if (!keep.length) return out;
  const chosen = new Set(out);
  for (const t of keep) {
    let nearest = points[0];
    for (const p of points) if (Math.abs(p.t - t) < Math.abs(nearest.t - t)) nearest = p;
    chosen.add(nearest);
  }
  return points.filter((p) => chosen.has(p));
}

/** The curves of one roast to draw: from its stored log, or from its stage points when it has none. */
export interface RoastCurves {
  source: 'log' | 'stages';
  bt: CurvePoint[];
  et: CurvePoint[];
}

/** How many points each curve keeps for display: a 1-hour log at 1 Hz is 3,600. */
export const COMPARE_CURVE_POINTS = 400;

export function roastCurves(values: StageValues, maxPoints = COMPARE_CURVE_POINTS): RoastCurves {
  const phases = roastPhases(values);
  const keep = [phases.turning, phases.dry_end, phases.first_start, phases.first_end, phases.drop].flatMap((m) =>
    m ? [m.t] : [],
  );
  const log = readChartLog(values.roasting_chart_log);
  if (log && log.bt.length >= 2) {
    return { source: 'log', bt: lttb(log.bt, maxPoints, keep), et: lttb(log.et, maxPoints, keep) };
  }
  const charge = num(values.roasting_start_term) ?? 0;
  const pick = (part: 'bean' | 'air') =>
    ROAST_STAGES.map((s) => ({ t: num(values[`${s}_term`]), v: num(values[`${s}_${part}`]) }))
      .filter((p): p is CurvePoint => p.t !== null && p.v !== null)
      .map((p) => ({ t: p.t - charge, v: p.v }))
      .sort((x, y) => x.t - y.t);
  return { source: 'stages', bt: pick('bean'), et: pick('air') };
}

/** The three phases' names, [kr, en]: one word each, on the comparison page and on the drinker's story page. */
export const PHASE_LABELS = {
  drying: ['건조', 'Drying'],
  maillard: ['메일라드', 'Maillard'],
  development: ['발현', 'Development'],
} as const satisfies Record<'drying' | 'maillard' | 'development', readonly [string, string]>;

/**
 * Phases from a roast's stage rows as the bean page sends them (`{ stage, term, bean }`, seconds
 * and °C): the same computation as the comparison's (roastPhases), so both pages show the same figures.
 */
export function phasesOfStages(
  stages: readonly { stage: string; term: number | null; bean: number | null }[],
): RoastPhases {
  return roastPhases(
    Object.fromEntries(
      stages.flatMap((s) => [
        [`${s.stage}_term`, s.term],
        [`${s.stage}_bean`, s.bean],
      ]),
    ),
  );
}
