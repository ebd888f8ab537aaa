import fs from 'node:fs';
import path from 'node:path';
import { parseRoastLog } from '../roast-log/parse';
import { roastLogToProfile } from '../roast-log/profile';
import { lttb, roastCurves, roastPhases, weightLoss, type CurvePoint } from './phases';

// The real Artisan roast (recorded in °F): ../shared/data/roast-logs beside the checkout (a worktree sits one level deeper).
const DATA =
  [
    path.resolve(__dirname, '../../../../../shared/data/roast-logs'),
    path.resolve(__dirname, '../../../../../../shared/data/roast-logs'),
  ].find((d) => fs.existsSync(d)) ?? '';

function profileOf(ext: 'alog' | 'csv') {
  const name = `haiti-baptiste-2021-02-09.${ext}`;
  const parsed = parseRoastLog(name, fs.readFileSync(path.join(DATA, name), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  return roastLogToProfile(parsed.log);
}

describe('roastPhases on the real Artisan log (docs/ROASTER.md phase boundaries)', () => {
  const values = profileOf('alog');
  const phases = roastPhases(values);

  it('drying ends at dry end, Maillard at first crack start, development at drop', () => {
    const dried = values.roasting_dried_term as number;
    const fcs = values.roasting_first_start_term as number;
    const drop = values.roasting_end_term as number;
    expect(dried).toBeGreaterThan(0);
    expect(fcs).toBeGreaterThan(dried);
    expect(drop).toBeGreaterThan(fcs);
    expect(phases.drying?.time).toBe(dried);
    expect(phases.maillard?.time).toBe(fcs - dried);
    expect(phases.development?.time).toBe(drop - fcs);
    expect(phases.total).toBe(drop);
    expect(phases.dtr).toBe(Math.round(((drop - fcs) / drop) * 1000) / 10);
  });

  it('the three shares add up to the whole roast', () => {
    const sum = (phases.drying?.pct ?? 0) + (phases.maillard?.pct ?? 0) + (phases.development?.pct ?? 0);
    expect(sum).toBeGreaterThan(99.8);
    expect(sum).toBeLessThan(100.2);
  });

  it('the turning point and drop carry their bean temperatures; the .alog and CSV agree', () => {
    expect(phases.turning?.bt).toBe(values.roasting_turning_bean);
    expect(phases.drop?.bt).toBe(values.roasting_end_bean);
    expect(phases.charge_temp).toBe(values.roasting_start_bean);
    expect(roastPhases(profileOf('csv'))).toEqual(phases);
  });

  it('the curve comes from the stored log and keeps the stage marks', () => {
    const curves = roastCurves(values, 60);
    expect(curves.source).toBe('log');
    const times = new Set(curves.bt.map((p) => p.t));
    for (const m of [phases.first_start, phases.drop]) expect(times.has(m!.t)).toBe(true);
    expect(curves.bt.length).toBeLessThanOrEqual(60 + 5);
  });
});

describe('roastPhases without marks', () => {
  it('leaves a phase empty when its marks are missing or out of order', () => {
    const p = roastPhases({
      roasting_start_term: 0,
      roasting_dried_term: 300,
      roasting_first_start_term: 250,
      roasting_end_term: 600,
    });
    expect(p.maillard).toBeNull();
    expect(p.drying).toEqual({ time: 300, pct: 50 });
    expect(roastPhases({}).development).toBeNull();
  });

  it('a roast without a log is drawn from its stage points, marked as such', () => {
    const c = roastCurves({
      roasting_start_term: 0,
      roasting_start_bean: 200,
      roasting_end_term: 600,
      roasting_end_bean: 210,
      roasting_turning_term: 60,
      roasting_turning_bean: 90,
    });
    expect(c.source).toBe('stages');
    expect(c.bt).toEqual([
      { t: 0, v: 200 },
      { t: 60, v: 90 },
      { t: 600, v: 210 },
    ]);
  });

  it('weight loss is the share of green mass lost', () => {
    expect(weightLoss(1000, 850)).toBe(15);
    expect(weightLoss(null, 850)).toBeNull();
  });
});

describe('lttb', () => {
  const hour: CurvePoint[] = Array.from({ length: 3600 }, (_, t) => ({ t, v: 100 + 100 * Math.sin(t / 600) }));

  it('thins a 1-hour log to the threshold, keeping the ends and the given marks', () => {
    const out = lttb(hour, 300, [1234]);
    expect(out.length).toBeLessThanOrEqual(301);
    expect(out[0]).toBe(hour[0]);
    expect(out[out.length - 1]).toBe(hour[3599]);
    expect(out.some((p) => p.t === 1234)).toBe(true);
    // A peak survives: the largest value of the thinned curve is the original's.
    expect(Math.max(...out.map((p) => p.v))).toBeCloseTo(Math.max(...hour.map((p) => p.v)), 1);
  });

  it('returns a short curve as it is', () => {
    expect(lttb(hour.slice(0, 10), 300)).toHaveLength(10);
  });
});
