import { describe, expect, it } from '@jest/globals';
import {
  alignOffset,
  compareTexts,
  COMPARE_TEXTS,
  cupRows,
  drawnCurves,
  phaseRows,
  roastLegend,
  type CompareRoast,
} from './compare-model';

const roast = (seq: number, over: Partial<CompareRoast> = {}): CompareRoast => ({
  roasting_result_seq: seq,
  roasting_seq: null,
  profile: true,
  roasting_name: `Roast ${seq}`,
  roasting_name_locale: `로스트 ${seq}`,
  roasting_result_date: '2026-11-28',
  roasting_batch_no: seq,
  phases: {
    charge_temp: 200,
    turning: { t: 80, bt: 95 },
    dry_end: { t: 270, bt: 155 },
    first_start: { t: 510, bt: 196 },
    first_end: { t: 585, bt: 204 },
    drop: { t: 650, bt: 210 },
    total: 650,
    drying: { time: 270, pct: 41.5 },
    maillard: { time: 240, pct: 36.9 },
    development: { time: 140, pct: 21.5 },
    dtr: 21.5,
  },
  curves: {
    source: 'stages',
    bt: [
      { t: 0, v: 200 },
      { t: 80, v: 95 },
      { t: 650, v: 210 },
    ],
    et: [],
  },
  weight_loss: 14.8,
  agtron: 62,
  moisture: null,
  recipe: null,
  cups: {
    roastery: { count: 2, avg: { cupnote_satis: 7.5 } },
    cafes: { count: 0, avg: {} },
    drinkers: { count: 1, avg: { cupnote_satis: 9 } },
  },
  ...over,
});
const x = compareTexts('en');

describe('the comparison table (docs/ROASTER.md "Roast comparison")', () => {
  it('reads every time as m:ss, never as raw seconds', () => {
    const rows = phaseRows([roast(1), roast(2)], x);
    const drop = rows.find((r) => r.key === 'drop')!;
    expect(drop.cells[0]).toBe('10:50 · 210.0 °C');
    expect(rows.find((r) => r.key === 'development')!.cells[0]).toBe('02:20 (21.5 %)');
    expect(rows.flatMap((r) => r.cells).join(' ')).not.toMatch(/\b650\b|\b510\b/);
  });

  it('shows the differences from the recipe only when a roast has one', () => {
    expect(phaseRows([roast(1)], x).some((r) => r.key === 'vs_first_start')).toBe(false);
    const recipe = {
      phases: { ...roast(9).phases, first_start: { t: 540, bt: 197 }, drop: { t: 660, bt: 212 }, dtr: 18.2 },
      curves: { source: 'log' as const, bt: [], et: [] },
    };
    const rows = phaseRows([roast(1, { recipe })], x);
    expect(rows.find((r) => r.key === 'vs_first_start')!.cells).toEqual(['−00:30']);
    expect(rows.find((r) => r.key === 'vs_drop_temp')!.cells).toEqual(['−2.0 °C']);
    expect(rows.find((r) => r.key === 'vs_development')!.cells).toEqual(['+3.3 %p']);
  });

  it('counts and averages the cups per source; a figure nobody gave stays empty', () => {
    const rows = cupRows([roast(1)], x);
    expect(rows.find((r) => r.key === 'roastery_count')!.cells).toEqual(['2']);
    expect(rows.find((r) => r.key === 'drinkers_cupnote_satis')!.cells).toEqual(['9.0']);
    expect(rows.find((r) => r.key === 'cafes_cupnote_satis')!.cells).toEqual(['']);
  });

  it('aligns at CHARGE or at first crack start, and joins stage points without straight lines', () => {
    expect(alignOffset(roast(1), 'charge')).toBe(0);
    expect(alignOffset(roast(1), 'first_crack')).toBe(510);
    const { bt } = drawnCurves(roast(1), 'first_crack');
    expect(bt[0].t).toBe(-510);
    expect(bt.length).toBeGreaterThan(100);
  });

  it('names in the legend how a curve was had: a log, stage points, or none at all', () => {
    expect(roastLegend(roast(1), 'en')).toBe('Roast 1 #1 · 2026-11-28 (drawn from stage points)');
    expect(roastLegend(roast(2, { curves: { source: 'log', bt: roast(2).curves.bt, et: [] } }), 'en')).toBe(
      'Roast 2 #2 · 2026-11-28',
    );
    expect(roastLegend(roast(3, { curves: { source: 'stages', bt: [], et: [] } }), 'kr')).toBe(
      '로스트 3 #3 · 2026-11-28 (곡선 없음)',
    );
  });

  it('has every text in both languages', () => {
    for (const [k, [kr, en]] of Object.entries(COMPARE_TEXTS)) expect([k, !!kr, !!en]).toEqual([k, true, true]);
  });
});
