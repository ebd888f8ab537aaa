import { timeTicks } from '@beantrail/contracts';
import { BRAND, escapeXml, num, svgOpen, textWidth } from './svg-text';

export interface RoastCurveStage {
  /** Profile prefix: roasting_start, roasting_turning, …, roasting_end, roasting_check1..10. */
  stage: string;
  /** Seconds from charge. */
  term: number;
  /** Bean temperature, °C. */
  bean: number | null;
  /** Air (environment) temperature, °C. */
  air: number | null;
}

export interface RoastCurveSvgOptions {
  stages: RoastCurveStage[];
  /** Logged curves (seconds, °C); drawn instead of the stage polylines when present. */
  log?: { bt: { t: number; v: number }[]; et: { t: number; v: number }[] };
  text: { bt: string; et: string; stageName: (stage: string) => string; time: string; temp: string };
  ariaLabel: string;
  /** The drawing's size in px (viewBox): 720 × 360 by default, 340 × 290 for a phone (drawn at about that size, so the labels stay readable). */
  width?: number;
  height?: number;
}

interface Point {
  t: number;
  v: number;
}

const LEFT = 58;
const RIGHT = 20;
const BOTTOM = 42;
const LEGEND_Y = 14;
/** Baseline of the first row of stage labels; later rows go below it. */
const ROW0_Y = 32;
const ROW_H = 13;
const MAX_ROWS = 4;
const LABEL_SIZE = 10;
const MAX_POINTS = 400;
const ET = '#e65100';
const MUTED = '#616161';

/** m:ss */
function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Every k-th point plus the last, at most MAX_POINTS in all (temperature curves are smooth). */
function downsample(points: Point[]): Point[] {
  if (points.length <= MAX_POINTS) return points;
  const k = Math.ceil(points.length / (MAX_POINTS - 1));
  const out = points.filter((_, i) => i % k === 0);
  if (out[out.length - 1] !== points[points.length - 1]) out.push(points[points.length - 1]);
  return out;
}

const finite = (p: { t: number; v: number | null }): p is Point =>
  Number.isFinite(p.t) && p.v != null && Number.isFinite(p.v);
const byTime = (a: Point, b: Point) => a.t - b.t;

/**
 * Stage label rows: a label goes on the first row where it clears the previous label by a few px
 * (close markers therefore alternate rows); when no row is free, on the row that frees up first.
 */
function assignRows(labels: { x: number; w: number }[]): number[] {
  const rowEnd: number[] = [];
  return labels.map(({ x, w }) => {
    let row = rowEnd.findIndex((end) => end + 8 <= x - w / 2);
    if (row < 0) row = rowEnd.length < MAX_ROWS ? rowEnd.length : rowEnd.indexOf(Math.min(...rowEnd));
    rowEnd[row] = x + w / 2;
    return row;
  });
}

/**
 * Roast profile chart: bean (BT) and environment (ET) temperature over time, from the logged
 * curves when given or else through the recorded stages, with a dashed marker per stage whose
 * names are staggered on rows so close stages stay readable.
 */
export function roastCurveSvg(opts: RoastCurveSvgOptions): string {
  const W = opts.width ?? 720;
  const H = opts.height ?? 360;
  const stages = opts.stages.filter((s) => Number.isFinite(s.term)).sort((a, b) => a.term - b.term);
  const fromLog = (pts: Point[] | undefined) => downsample((pts ?? []).filter(finite).sort(byTime));
  const logBt = fromLog(opts.log?.bt);
  const logEt = fromLog(opts.log?.et);
  const bt = logBt.length > 1 ? logBt : stages.map((s) => ({ t: s.term, v: s.bean })).filter(finite);
  const et = logEt.length > 1 ? logEt : stages.map((s) => ({ t: s.term, v: s.air })).filter(finite);

  // Scales: x 0 … last time; y at least 100–250 °C, widened to the data ± 10, in whole tens.
  const times = [...stages.map((s) => s.term), ...bt.map((p) => p.t), ...et.map((p) => p.t)];
  const tMax = Math.max(0, ...times) || 600;
  const temps = [...bt, ...et]
    .map((p) => p.v)
    .concat(stages.flatMap((s) => [s.bean, s.air]).filter((v): v is number => v != null && Number.isFinite(v)));
  const lo = Math.floor(Math.min(100, ...temps.map((v) => v - 10)) / 10) * 10;
  const hi = Math.ceil(Math.max(250, ...temps.map((v) => v + 10)) / 10) * 10;

  const markers = stages.map((s) => ({
    s,
    name: opts.text.stageName(s.stage),
    x: LEFT + (s.term / tMax) * (W - LEFT - RIGHT),
  }));
  const placed = markers.map((m) => {
    const w = textWidth(m.name, LABEL_SIZE);
    return { x: Math.min(Math.max(m.x, LEFT - 20 + w / 2), W - 2 - w / 2), w };
  });
  const rows = assignRows(placed);
  const top = ROW0_Y + Math.max(0, ...rows) * ROW_H + 10;
  const plotW = W - LEFT - RIGHT;
  const plotH = H - top - BOTTOM;
  const x = (t: number) => LEFT + (t / tMax) * plotW;
  const y = (v: number) => top + ((hi - v) / (hi - lo)) * plotH;
  const bottom = top + plotH;

  const parts: string[] = [svgOpen(`0 0 ${W} ${H}`, opts.ariaLabel)];

  // Grid and axes.
  const yStep = hi - lo <= 200 ? 25 : 50;
  const yTicks: number[] = [];
  for (let v = Math.ceil(lo / yStep) * yStep; v <= hi; v += yStep) yTicks.push(v);
  // Whole minutes, as on the roaster's chart, at most one tick per ~60 px (8 wide, 4 on a phone's).
  const xTicks = timeTicks(0, tMax, Math.max(3, Math.min(8, Math.floor(plotW / 60))));
  parts.push(
    `<path d="${yTicks.map((v) => `M${LEFT} ${num(y(v))}H${W - RIGHT}`).join('')}" stroke="#eee"/>`,
    `<path d="M${LEFT} ${num(top)}V${num(bottom)}H${W - RIGHT}${xTicks.map((t) => `M${num(x(t))} ${num(bottom)}v4`).join('')}" stroke="#9e9e9e" fill="none"/>`,
    `<g font-size="11" fill="${MUTED}" text-anchor="end">${yTicks.map((v) => `<text x="${LEFT - 6}" y="${num(y(v) + 4)}">${v}°C</text>`).join('')}</g>`,
    `<g font-size="11" fill="${MUTED}" text-anchor="middle">${xTicks.map((t) => `<text x="${num(x(t))}" y="${num(bottom + 17)}">${clock(t)}</text>`).join('')}`,
    `<text x="${num(LEFT + plotW / 2)}" y="${H - 6}">${escapeXml(opts.text.time)}</text>`,
    `<text transform="translate(14 ${num(top + plotH / 2)}) rotate(-90)">${escapeXml(opts.text.temp)}</text></g>`,
  );

  // Stage markers: dashed line from the label's row down to the axis.
  parts.push(
    `<path d="${markers.map((m, i) => `M${num(m.x)} ${num(ROW0_Y + rows[i] * ROW_H + 3)}V${num(bottom)}`).join('')}" stroke="#bdbdbd" stroke-dasharray="3 3"/>`,
  );

  // Curves.
  const line = (pts: Point[], series: string, colour: string, width: number) =>
    pts.length
      ? `<polyline data-series="${series}" points="${pts.map((p) => `${num(x(p.t))},${num(y(p.v))}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round"/>`
      : '';
  parts.push(line(et, 'et', ET, 1.5), line(bt, 'bt', BRAND, 2.5));
  const dots = stages
    .filter((s) => s.bean != null && Number.isFinite(s.bean))
    .map((s) => `<circle cx="${num(x(s.term))}" cy="${num(y(s.bean as number))}" r="3.5"/>`);
  if (dots.length) parts.push(`<g fill="${BRAND}" stroke="#fff" stroke-width="1">${dots.join('')}</g>`);

  // Stage names, over the lines with a white halo.
  if (markers.length) {
    parts.push(
      `<g font-size="${LABEL_SIZE}" fill="#424242" text-anchor="middle" paint-order="stroke" stroke="#fff" stroke-width="3" stroke-linejoin="round">` +
        markers
          .map(
            (m, i) =>
              `<text data-stage="${escapeXml(m.s.stage)}" x="${num(placed[i].x)}" y="${ROW0_Y + rows[i] * ROW_H}">${escapeXml(m.name)}</text>`,
          )
          .join('') +
        '</g>',
    );
  }

  // Legend, right-aligned on its own row.
  const items = [
    bt.length ? { name: opts.text.bt, colour: BRAND, width: 2.5 } : null,
    et.length ? { name: opts.text.et, colour: ET, width: 1.5 } : null,
  ].filter((i) => i !== null);
  let right = W - RIGHT;
  const legend: string[] = [];
  for (const item of items.reverse()) {
    const textX = right - textWidth(item.name, 11);
    legend.push(
      `<path d="M${num(textX - 22)} ${LEGEND_Y - 4}h16" stroke="${item.colour}" stroke-width="${item.width}"/><text x="${num(textX)}" y="${LEGEND_Y}">${escapeXml(item.name)}</text>`,
    );
    right = textX - 36;
  }
  if (legend.length) parts.push(`<g font-size="11" fill="#424242">${legend.join('')}</g>`);

  parts.push('</svg>');
  return parts.join('');
}
