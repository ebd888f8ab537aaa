import { arc } from 'd3-shape';
import { flavorWheelCodes } from '../../../core/seed/codes/flavor-wheel';
import { escapeXml, num, svgOpen, textWidth } from './svg-text';

export interface FlavorWheelSvgOptions {
  /** FLVR code ids (FL01, FL0101, FL010101); unknown ids are ignored. */
  selected: string[];
  /** Korean names instead of English ones. */
  kr: boolean;
  ariaLabel: string;
}

interface WheelSector {
  id: string;
  name: string;
  nameKr: string;
  colour: string;
  level: 1 | 2 | 3;
  parent: string | null;
  /** Radians, clockwise from 12 o'clock (d3-shape's convention). */
  start: number;
  end: number;
  r0: number;
  r1: number;
}

/** Ring radii by level; a level-2 term without children runs out to the rim, as on the printed wheel. */
const RINGS: Record<1 | 2 | 3, [number, number]> = { 1: [22, 82], 2: [82, 124], 3: [124, 176] };
const FADED = 0.22;

let layout: WheelSector[] | null = null;
/**
 * The wheel's sectors, laid out once per process from the FLVR seed codes (so the ids are the ones
 * stored in the database): every leaf slot gets the same angle, a parent spans its children.
 */
function wheelLayout(): WheelSector[] {
  if (layout) return layout;
  const codes = flavorWheelCodes();
  const children = new Map<string | null, typeof codes>();
  for (const c of codes) {
    const key = c.filter ?? null;
    children.set(key, [...(children.get(key) ?? []), c]);
  }
  const slots = (id: string): number => {
    const kids = children.get(id) ?? [];
    return kids.length ? kids.reduce((s, k) => s + slots(k.code_id), 0) : 1;
  };
  const step = (2 * Math.PI) / (children.get(null) ?? []).reduce((s, r) => s + slots(r.code_id), 0);
  const out: WheelSector[] = [];
  const walk = (parent: string | null, level: 1 | 2 | 3, from: number) => {
    let at = from;
    for (const c of children.get(parent) ?? []) {
      const span = slots(c.code_id) * step;
      const leaf = !children.get(c.code_id)?.length;
      const [r0, r1] = RINGS[level];
      out.push({
        id: c.code_id,
        name: c.name,
        nameKr: c.name_kr,
        colour: c.alias1 ?? '#9e9e9e',
        level,
        parent,
        start: at,
        end: at + span,
        r0,
        r1: leaf ? RINGS[3][1] : r1,
      });
      if (level < 3) walk(c.code_id, (level + 1) as 2 | 3, at);
      at += span;
    }
  };
  walk(null, 1, 0);
  layout = out;
  return out;
}

/** Dark text on light sectors, white on dark ones. */
function textColour(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const lum = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  return lum > 0.6 ? '#1b1b1b' : '#fff';
}

/**
 * One radial label inside a sector: reads outwards on the right half and is turned over on the
 * left half so it is never upside down. Names with a "/" (level 1) break there onto two lines.
 * A faded sector is nearly white, so its label is grey whatever the sector's colour.
 */
function sectorLabel(s: WheelSector, name: string, maxSize: number, centred: boolean, faded: boolean): string {
  const mid = ((s.start + s.end) / 2) * (180 / Math.PI);
  const flip = mid > 180;
  const lines =
    centred && name.includes('/') ? name.split('/').map((p, i, a) => (i < a.length - 1 ? `${p}/` : p)) : [name];
  const depth = s.r1 - s.r0 - 6;
  const thick = (s.end - s.start) * ((s.r0 + s.r1) / 2);
  const fs = Math.min(
    maxSize,
    depth / (Math.max(...lines.map((l) => textWidth(l, 1))) || 1),
    (thick * 0.8) / lines.length,
  );
  if (fs < 4) return '';
  const r = centred ? (s.r0 + s.r1) / 2 : s.r0 + 3;
  const anchor = centred ? 'middle' : flip ? 'end' : 'start';
  const tspans =
    lines.length === 1
      ? escapeXml(name)
      : lines
          .map(
            (l, i) =>
              `<tspan x="0" dy="${i === 0 ? num(-(lines.length - 1) * 0.55) : '1.1'}em">${escapeXml(l)}</tspan>`,
          )
          .join('');
  return (
    `<text transform="rotate(${num(mid - 90)}) translate(${num(r)} 0)${flip ? ' rotate(180)' : ''}" text-anchor="${anchor}" ` +
    `dominant-baseline="central" font-size="${num(fs)}" fill="${faded ? '#757575' : textColour(s.colour)}">${tspans}</text>`
  );
}

/**
 * The SCA / WCR Coffee Taster's Flavor Wheel (2016) in three rings, the selected terms (and the
 * branches leading to them) in full colour, the rest faded. With nothing (known) selected the whole
 * wheel is in full colour. Level-1 names are always shown, level-2/3 names only when selected.
 */
export function flavorWheelSvg(opts: FlavorWheelSvgOptions): string {
  const sectors = wheelLayout();
  const known = new Set(sectors.map((s) => s.id));
  const selected = new Set(opts.selected.filter((id) => known.has(id)));
  // A sector is on when it or one of its descendants is selected; ids are prefixes of their descendants'.
  const on = (id: string) => selected.size === 0 || [...selected].some((sel) => sel.startsWith(id));
  const path = arc<WheelSector>()
    .innerRadius((s) => s.r0)
    .outerRadius((s) => s.r1)
    .startAngle((s) => s.start)
    .endAngle((s) => s.end)
    .digits(1);

  const arcs: string[] = [];
  const labels: string[] = [];
  for (const s of sectors) {
    const name = opts.kr ? s.nameKr : s.name;
    const lit = on(s.id);
    const title = selected.size && lit ? `<title>${escapeXml(name)}</title>` : '';
    const attrs = `data-id="${s.id}" d="${path(s) ?? ''}" fill="${s.colour}"${lit ? '' : ` opacity="${FADED}"`}`;
    arcs.push(title ? `<path ${attrs}>${title}</path>` : `<path ${attrs}/>`);
    if (s.level === 1) labels.push(sectorLabel(s, name, 9, true, !lit));
    else if (selected.has(s.id)) labels.push(sectorLabel(s, name, 7, false, false));
  }
  return (
    svgOpen('-180 -180 360 360', opts.ariaLabel) +
    `<g stroke="#fff" stroke-width="0.5">${arcs.join('')}</g>` +
    `<g pointer-events="none">${labels.join('')}</g>` +
    '</svg>'
  );
}
