import {
  CUP_SOURCES,
  CUPNOTE_SCORES,
  PHASE_LABELS,
  PROFILE_STAGE_LABELS,
  type CompareRoast,
  type RoastPhases,
} from '@beantrail/contracts';
import { CUPNOTE_FIELDS, formatMmSs, rateOfRise, stageLog } from '@beantrail/mf-shared/pure';

type Pair = readonly [kr: string, en: string];
interface Point {
  t: number;
  v: number;
}
export type { CompareRoast, CupAggregate } from '@beantrail/contracts';

/** Each roast's colour, in the order chosen (six, told apart also by the legend's names). */
export const ROAST_COLOURS = ['#1565c0', '#c62828', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f'] as const;

export type Align = 'charge' | 'first_crack';

/** Seconds to subtract from a roast's times: 0 at CHARGE, or its first crack start (when it has one). */
export function alignOffset(r: Pick<CompareRoast, 'phases'>, align: Align): number {
  return align === 'first_crack' ? (r.phases.first_start?.t ?? 0) : 0;
}

/** The three curves drawn for one roast, shifted by the alignment; rate of rise from the bean curve after the turning point. */
export function drawnCurves(r: CompareRoast, align: Align) {
  const off = alignOffset(r, align);
  // Stage points alone are joined as the single roast's chart joins them (monotone, no overshoot), not by straight lines.
  const smooth = (pts: readonly Point[]) =>
    r.curves.source === 'stages'
      ? stageLog(
          pts.map((p) => ({ key: 'check' as const, t: p.t, bt: p.v, et: null })),
          'bt',
          5,
        )
      : pts;
  const shift = (pts: readonly Point[]) => smooth(pts).map((p) => ({ t: p.t - off, v: p.v }));
  const from = Math.max(60, r.phases.turning?.t ?? 0);
  const ror =
    r.curves.source === 'log'
      ? rateOfRise(
          r.curves.bt.filter((p) => p.t >= from),
          30,
        ).filter((p) => p.v > -20 && p.v < 60)
      : [];
  return { bt: shift(r.curves.bt), et: shift(r.curves.et), ror: shift(ror) };
}

export const CUP_FIGURES = ['cupnote_satis', ...CUPNOTE_SCORES.map((s) => `cupnote_${s}_point`)] as const;

/** Texts of the comparison, each [kr, en]. */
export const COMPARE_TEXTS: Record<string, Pair> = {
  title: ['로스팅 비교', 'Roast comparison'],
  back: ['로스팅 기록 목록', 'Roasts'],
  align_charge: ['투입 기준', 'Align at charge'],
  align_first_crack: ['1차 크랙 기준', 'Align at first crack'],
  recipe: ['레시피 프로파일', 'Recipe profile'],
  png: ['PNG 저장', 'Save PNG'],
  csv: ['표 CSV', 'Table CSV'],
  bt: ['원두 온도', 'Bean temp.'],
  et: ['공기 온도', 'Air temp.'],
  ror: ['상승률 (°C/분)', 'Rate of rise (°C/min)'],
  from_stages: ['단계 지점으로 그림', 'drawn from stage points'],
  no_curve: ['곡선 없음', 'no curve'],
  phases: ['단계 표', 'Phase table'],
  cups: ['컵 평가', 'The cups'],
  time: ['시간', 'Time'],
  charge_temp: ['투입 온도', 'Charge temperature'],
  turning: ['터닝 포인트', 'Turning point'],
  dry_end: [PROFILE_STAGE_LABELS.roasting_dried[0], PROFILE_STAGE_LABELS.roasting_dried[1]],
  first_start: [PROFILE_STAGE_LABELS.roasting_first_start[0], PROFILE_STAGE_LABELS.roasting_first_start[1]],
  first_end: [PROFILE_STAGE_LABELS.roasting_first_end[0], PROFILE_STAGE_LABELS.roasting_first_end[1]],
  drop: [PROFILE_STAGE_LABELS.roasting_end[0], PROFILE_STAGE_LABELS.roasting_end[1]],
  drying: PHASE_LABELS.drying,
  maillard: PHASE_LABELS.maillard,
  development: PHASE_LABELS.development,
  dtr: ['발현 비율 (DTR)', 'Development ratio (DTR)'],
  weight_loss: ['중량 감소', 'Weight loss'],
  agtron: ['아그트론', 'Agtron'],
  moisture: ['수분', 'Moisture'],
  vs_first_start: ['레시피 대비 1차 크랙', 'First crack vs recipe'],
  vs_drop_temp: ['레시피 대비 배출 온도', 'Drop temp. vs recipe'],
  vs_development: ['레시피 대비 발현', 'Development vs recipe'],
  roastery: ['로스터리 QC', 'Roastery QC'],
  cafes: ['카페 QC', 'Cafe QC'],
  drinkers: ['마시는 분 노트', 'Drinkers’ notes'],
  notes: ['노트 수', 'Notes'],
  cup_notes_title: ['로스터리 QC 노트', "The roastery's QC notes"],
  cup_notes_none: ['이 로스팅의 QC 노트가 없습니다.', 'No QC notes of this roast yet.'],
  cup_notes_private: [
    '로스터리 QC 수치를 누르면 그 노트가 열립니다. 카페와 마시는 분의 노트는 그분들의 것이라 개수와 평균만 보입니다.',
    "Press a roastery QC figure to open the notes behind it. Cafes' and drinkers' notes are theirs: only their counts and averages show.",
  ],
  close: ['닫기', 'Close'],
  // The six scores and satisfaction keep the cup note's own labels.
  ...Object.fromEntries(CUP_FIGURES.map((f) => [f, CUPNOTE_FIELDS[f]])),
  too_few: ['비교하려면 로스팅 기록을 2~6개 고르세요.', 'Choose 2 to 6 roasts to compare.'],
  error: ['비교를 불러오지 못했습니다.', 'The comparison could not be loaded.'],
};

export function compareTexts(locale: 'kr' | 'en'): Record<string, string> {
  const i = locale === 'kr' ? 0 : 1;
  return Object.fromEntries(Object.entries(COMPARE_TEXTS).map(([k, v]) => [k, v[i]]));
}

/** A roast's name in the legend and the table: name, batch and date. */
export function roastTitle(r: CompareRoast, locale: 'kr' | 'en'): string {
  const name =
    (locale === 'kr' ? r.roasting_name_locale || r.roasting_name : r.roasting_name || r.roasting_name_locale) ??
    `#${r.roasting_result_seq}`;
  return `${name}${r.roasting_batch_no ? ` #${r.roasting_batch_no}` : ''}${r.roasting_result_date ? ` · ${r.roasting_result_date}` : ''}`;
}

/**
 * A roast's legend name, with how its curve was had: from stage points (no log) or none at all (a
 * roast with neither a log nor two stage points draws nothing, and says so rather than "drawn").
 */
export function roastLegend(r: CompareRoast, locale: 'kr' | 'en'): string {
  const x = compareTexts(locale);
  const note = r.curves.bt.length < 2 ? x.no_curve : r.curves.source === 'stages' ? x.from_stages : '';
  return `${roastTitle(r, locale)}${note ? ` (${note})` : ''}`;
}

const temp = (v: number | null | undefined) => (v === null || v === undefined ? '' : `${v.toFixed(1)} °C`);
const mmss = (v: number | null | undefined) => (v === null || v === undefined ? '' : formatMmSs(v));
const pct = (v: number | null | undefined) => (v === null || v === undefined ? '' : `${v.toFixed(1)} %`);
const signed = (v: number, unit: string, fmt: (n: number) => string) =>
  `${v > 0 ? '+' : v < 0 ? '−' : '±'}${fmt(Math.abs(v))}${unit}`;

/** The phase table: one row per figure, one cell per roast, times as m:ss (never raw seconds). */
export function phaseRows(
  roasts: readonly CompareRoast[],
  x: Record<string, string>,
): { key: string; label: string; cells: string[] }[] {
  const row = (key: string, cell: (r: CompareRoast) => string) => ({ key, label: x[key], cells: roasts.map(cell) });
  const phase = (p: { time: number; pct: number } | null) => (p ? `${formatMmSs(p.time)} (${p.pct.toFixed(1)} %)` : '');
  const mark = (m: { t: number; bt: number | null } | null) =>
    m ? [mmss(m.t), temp(m.bt)].filter(Boolean).join(' · ') : '';
  const rows = [
    row('charge_temp', (r) => temp(r.phases.charge_temp)),
    row('turning', (r) => mark(r.phases.turning)),
    row('dry_end', (r) => mark(r.phases.dry_end)),
    row('first_start', (r) => mark(r.phases.first_start)),
    row('first_end', (r) => mark(r.phases.first_end)),
    row('drop', (r) => mark(r.phases.drop)),
    row('drying', (r) => phase(r.phases.drying)),
    row('maillard', (r) => phase(r.phases.maillard)),
    row('development', (r) => phase(r.phases.development)),
    row('dtr', (r) => pct(r.phases.dtr)),
    row('weight_loss', (r) => pct(r.weight_loss)),
    row('agtron', (r) => (r.agtron === null ? '' : String(r.agtron))),
    row('moisture', (r) => pct(r.moisture)),
  ];
  // Against the recipe (the roasting default's target profile): only when one roast has one.
  if (roasts.some((r) => r.recipe)) {
    const diff =
      (
        f: (r: CompareRoast) => number | null | undefined,
        g: (p: RoastPhases) => number | null | undefined,
        unit: string,
        fmt: (n: number) => string,
      ) =>
      (r: CompareRoast) => {
        const a = f(r);
        const b = r.recipe ? g(r.recipe.phases) : null;
        return a === null || a === undefined || b === null || b === undefined ? '' : signed(a - b, unit, fmt);
      };
    rows.push(
      row(
        'vs_first_start',
        diff(
          (r) => r.phases.first_start?.t,
          (p) => p.first_start?.t,
          '',
          formatMmSs,
        ),
      ),
      row(
        'vs_drop_temp',
        diff(
          (r) => r.phases.drop?.bt,
          (p) => p.drop?.bt,
          ' °C',
          (n) => n.toFixed(1),
        ),
      ),
      row(
        'vs_development',
        diff(
          (r) => r.phases.dtr,
          (p) => p.dtr,
          ' %p',
          (n) => n.toFixed(1),
        ),
      ),
    );
  }
  return rows;
}

/** The cups' table rows: per source its note count, then the averages of satisfaction and the six scores. */
export function cupRows(roasts: readonly CompareRoast[], x: Record<string, string>) {
  return CUP_SOURCES.flatMap((source) => [
    {
      key: `${source}_count`,
      source,
      label: `${x[source]} · ${x.notes}`,
      cells: roasts.map((r) => String(r.cups[source].count)),
    },
    ...CUP_FIGURES.map((f) => ({
      key: `${source}_${f}`,
      source,
      label: x[f],
      cells: roasts.map((r) =>
        r.cups[source].avg[f] === null || r.cups[source].avg[f] === undefined
          ? ''
          : (r.cups[source].avg[f] as number).toFixed(1),
      ),
    })),
  ]);
}
