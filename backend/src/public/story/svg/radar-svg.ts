import { BRAND, escapeXml, num, svgOpen, textWidth } from './svg-text';

export interface RadarSvgOptions {
  /** Cupping axes on a 0–10 scale, drawn clockwise from the top; null is drawn as 0 and labelled "–". */
  axes: { label: string; value: number | null }[];
  ariaLabel: string;
}

const W = 400;
const H = 320;
const CX = W / 2;
const CY = H / 2;
/** Radius of the 10 ring; the rest of the box is for the labels. */
const RADAR_RADIUS = 100;
const MAX = 10;
const RINGS = [2, 4, 6, 8, 10];
const LABEL_GAP = 12;
const FONT_SIZE = 12;
const MIN_FONT_SIZE = 8;

const clamp = (v: number | null) => (v == null || !Number.isFinite(v) ? 0 : Math.min(Math.max(v, 0), MAX));
/** Scores like 7.75 keep two decimals in the label; coordinates keep one. */
const score = (v: number | null) => (v == null || !Number.isFinite(v) ? '–' : String(Math.round(v * 100) / 100));

/** Radar (spider) chart of cupping scores: rings at 2…10, one spoke per axis, the score polygon with dots. */
export function radarSvg(opts: RadarSvgOptions): string {
  const n = opts.axes.length;
  const angle = (i: number) => -Math.PI / 2 + (2 * Math.PI * i) / Math.max(n, 1);
  const at = (i: number, r: number): [number, number] => [CX + r * Math.cos(angle(i)), CY + r * Math.sin(angle(i))];

  const rings = RINGS.map((v) => `<circle r="${num((v / MAX) * RADAR_RADIUS)}"/>`).join('');
  const spokes = opts.axes
    .map((_, i) => {
      const [x, y] = at(i, RADAR_RADIUS);
      return `M${num(CX)} ${num(CY)}L${num(x)} ${num(y)}`;
    })
    .join('');
  const points = opts.axes.map((a, i) => at(i, (clamp(a.value) / MAX) * RADAR_RADIUS));
  const polygon = n
    ? `<polygon points="${points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" fill="${BRAND}" fill-opacity="0.35" stroke="${BRAND}" stroke-width="2" stroke-linejoin="round"/>`
    : '';
  const dots = points
    .map(([x, y], i) => (opts.axes[i].value == null ? '' : `<circle cx="${num(x)}" cy="${num(y)}" r="3"/>`))
    .join('');

  const labels = opts.axes
    .map((a, i) => {
      const [x, y] = at(i, RADAR_RADIUS + LABEL_GAP);
      const cos = Math.cos(angle(i));
      const sin = Math.sin(angle(i));
      const side = Math.abs(cos) < 0.3 ? 'middle' : cos > 0 ? 'start' : 'end';
      const text = `${a.label} ${score(a.value)}`;
      // Shrink a long label so it stays inside the box (there are no font metrics here, so this is an estimate).
      const room = side === 'middle' ? W - 8 : side === 'start' ? W - 4 - x : x - 4;
      const fs = Math.max(
        MIN_FONT_SIZE,
        Math.min(FONT_SIZE, (FONT_SIZE * room) / Math.max(textWidth(text, FONT_SIZE), 1)),
      );
      // Top and bottom labels sit clear of the ring; side ones are centred on the spoke's end.
      const dy = Math.abs(cos) < 0.3 ? (sin < 0 ? -2 : fs * 0.8) : fs * 0.35 + sin * 4;
      return (
        `<text x="${num(x)}" y="${num(y + dy)}" text-anchor="${side}"${fs === FONT_SIZE ? '' : ` font-size="${num(fs)}"`}>` +
        `${escapeXml(a.label)} <tspan font-weight="700">${escapeXml(score(a.value))}</tspan></text>`
      );
    })
    .join('');

  return (
    svgOpen(`0 0 ${W} ${H}`, opts.ariaLabel) +
    `<g transform="translate(${num(CX)} ${num(CY)})" fill="none" stroke="#e0e0e0">${rings}</g>` +
    `<path d="${spokes}" stroke="#e0e0e0"/>` +
    polygon +
    `<g fill="${BRAND}">${dots}</g>` +
    `<g font-size="${FONT_SIZE}" fill="#424242">${labels}</g>` +
    '</svg>'
  );
}
