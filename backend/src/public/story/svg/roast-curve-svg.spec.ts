import { roastCurveSvg, type RoastCurveStage, type RoastCurveSvgOptions } from './roast-curve-svg';

const NAMES: Record<string, string> = {
  roasting_start: 'Charge',
  roasting_turning: 'Turning point',
  roasting_dried: 'Dry end',
  roasting_first_start: '1st crack',
  roasting_end: 'Drop',
  roasting_check1: 'Check 1',
};
const TEXT: RoastCurveSvgOptions['text'] = {
  bt: 'BT',
  et: 'ET',
  stageName: (s) => NAMES[s] ?? s,
  time: 'Time',
  temp: 'Temperature',
};
const DEMO: RoastCurveStage[] = [
  { stage: 'roasting_start', term: 0, bean: 200, air: 220 },
  { stage: 'roasting_turning', term: 90, bean: 90, air: 190 },
  { stage: 'roasting_dried', term: 270, bean: 150, air: 210 },
  { stage: 'roasting_first_start', term: 510, bean: 196, air: 230 },
  { stage: 'roasting_end', term: 600, bean: 210, air: 235 },
];

const polyline = (svg: string, series: string) => {
  const m = svg.match(new RegExp(`<polyline data-series="${series}" points="([^"]+)"`));
  return m ? m[1].split(' ').map((p) => p.split(',').map(Number)) : [];
};
const stageLabels = (svg: string) =>
  [...svg.matchAll(/<text data-stage="([^"]+)" x="([\d.]+)" y="([\d.]+)">(.*?)<\/text>/g)].map((m) => ({
    stage: m[1],
    x: Number(m[2]),
    y: Number(m[3]),
    text: m[4],
  }));
/** x-axis tick labels (m:ss) with their x. */
const xTicks = (svg: string) =>
  [...svg.matchAll(/<text x="([\d.]+)" y="[\d.]+">(\d+:\d\d)<\/text>/g)].map((m) => ({ x: Number(m[1]), label: m[2] }));

describe('roastCurveSvg', () => {
  const svg = roastCurveSvg({ stages: DEMO, text: TEXT, ariaLabel: 'Roast' });

  it('is one svg element scaled by its viewBox', () => {
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 720 360" role="img" aria-label="Roast"[^>]*>/,
    );
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(svg).not.toMatch(/<svg[^>]* (width|height)=/);
  });

  it('labels every stage, the drop included', () => {
    const labels = stageLabels(svg);
    expect(labels.map((l) => l.text)).toEqual(['Charge', 'Turning point', 'Dry end', '1st crack', 'Drop']);
    expect(labels.map((l) => l.stage)).toContain('roasting_end');
    // One dashed marker line per stage.
    expect(svg.match(/<path d="([^"]+)" stroke="#bdbdbd" stroke-dasharray/)![1].match(/M/g)).toHaveLength(5);
  });

  it('runs the x axis from 0:00 to the last time in ≤ 8 ticks', () => {
    const ticks = xTicks(svg);
    expect(ticks.map((t) => t.label)).toEqual(['0:00', '2:00', '4:00', '6:00', '8:00', '10:00']);
    // The drop's BT point sits at the axis end.
    const drop = polyline(svg, 'bt')[4];
    expect(drop[0]).toBeCloseTo(ticks[5].x, 1);
    const long = roastCurveSvg({
      stages: [...DEMO, { stage: 'roasting_check1', term: 1500, bean: 220, air: 240 }],
      text: TEXT,
      ariaLabel: 'x',
    });
    expect(xTicks(long).length).toBeLessThanOrEqual(8);
  });

  it("a phone's drawing (340 × 290): its own viewBox, whole minutes in ≤ 4 ticks, every stage labelled at the same 10 px", () => {
    const narrow = roastCurveSvg({ stages: DEMO, text: TEXT, ariaLabel: 'Roast', width: 340, height: 290 });
    expect(narrow).toMatch(/viewBox="0 0 340 290"/);
    expect(xTicks(narrow).map((t) => t.label)).toEqual(['0:00', '3:00', '6:00', '9:00']);
    const labels = stageLabels(narrow);
    expect(labels.map((l) => l.stage)).toEqual(DEMO.map((d) => d.stage));
    for (const l of labels) expect(l.x).toBeLessThanOrEqual(340);
    expect(narrow).toContain('font-size="10"');
  });

  it('spans at least 100–250 °C and widens to the data', () => {
    expect(svg).toContain('>100°C<');
    expect(svg).toContain('>250°C<');
    const hot = roastCurveSvg({
      stages: [{ stage: 'roasting_end', term: 600, bean: 290, air: 310 }],
      text: TEXT,
      ariaLabel: 'x',
    });
    expect(hot).toContain('>300°C<');
    expect(hot).not.toContain('>325°C<');
  });

  it('draws BT and ET through the stages with known temperatures', () => {
    expect(polyline(svg, 'bt')).toHaveLength(5);
    expect(polyline(svg, 'et')).toHaveLength(5);
    expect(svg).toMatch(/<polyline data-series="bt" [^>]*stroke="#6d4c41" stroke-width="2.5"/);
    expect(svg).toMatch(/<polyline data-series="et" [^>]*stroke="#e65100" stroke-width="1.5"/);
    const gaps = roastCurveSvg({
      stages: DEMO.map((s, i) => (i === 2 ? { ...s, bean: null } : s)),
      text: TEXT,
      ariaLabel: 'x',
    });
    expect(polyline(gaps, 'bt')).toHaveLength(4);
    // BT falls to the turning point, then rises (higher °C is further up).
    const bt = polyline(svg, 'bt');
    expect(bt[1][1]).toBeGreaterThan(bt[0][1]);
    expect(bt[4][1]).toBeLessThan(bt[3][1]);
  });

  it('draws a log instead, at most 400 points per series', () => {
    const bt = Array.from({ length: 600 }, (_, t) => ({ t, v: 100 + t / 5 }));
    const et = Array.from({ length: 600 }, (_, t) => ({ t, v: 220 }));
    const logged = roastCurveSvg({ stages: DEMO, log: { bt, et }, text: TEXT, ariaLabel: 'x' });
    const line = polyline(logged, 'bt');
    expect(line.length).toBeLessThanOrEqual(400);
    expect(line.length).toBeGreaterThan(200);
    expect(polyline(logged, 'et').length).toBeLessThanOrEqual(400);
    // The last logged point (599 s) is kept: the line ends at the right of the plot.
    expect(line[line.length - 1][0]).toBeGreaterThan(line[line.length - 2][0]);
    expect(line[line.length - 1][0]).toBeCloseTo(xTicks(logged).find((t) => t.label === '10:00')?.x ?? 700, -1);
  });

  it('staggers the labels of stages close together', () => {
    const close = roastCurveSvg({
      stages: [...DEMO, { stage: 'roasting_check1', term: 20, bean: null, air: null }],
      text: TEXT,
      ariaLabel: 'x',
    });
    const labels = stageLabels(close);
    const at0 = labels.find((l) => l.stage === 'roasting_start')!;
    const at20 = labels.find((l) => l.stage === 'roasting_check1')!;
    expect(at20.y).not.toBe(at0.y);
    // Far apart stages share the first row.
    expect(new Set(stageLabels(svg).map((l) => l.y)).size).toBe(1);
  });

  it('has a legend with both series names', () => {
    expect(svg).toMatch(/<text x="[\d.]+" y="14">BT<\/text>/);
    expect(svg).toMatch(/<text x="[\d.]+" y="14">ET<\/text>/);
  });

  it('draws empty axes without data', () => {
    const empty = roastCurveSvg({ stages: [], text: TEXT, ariaLabel: 'x' });
    expect(empty).not.toContain('<polyline');
    expect(empty).not.toContain('NaN');
    expect(xTicks(empty).length).toBeGreaterThan(1);
  });

  it('escapes caller text', () => {
    const bad = '</svg><script>alert(1)</script>';
    const out = roastCurveSvg({
      stages: DEMO,
      text: { bt: bad, et: bad, stageName: () => bad, time: bad, temp: bad },
      ariaLabel: bad,
    });
    expect(out).not.toContain('<script');
    expect(out.match(/<\/svg>/g)).toHaveLength(1);
    expect(out).toContain('aria-label="&lt;/svg&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});
