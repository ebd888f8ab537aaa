import { geoEqualEarth, geoPath, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json';
import { BRAND, escapeXml, num, svgOpen, textWidth } from './svg-text';

type CountryFeature = Feature<Geometry, { name: string }>;

export interface CountryMapSvgOptions {
  /** Listed countries: ISO 3166 numeric id ("332" Haiti) → display name. */
  countries: Record<string, string>;
  ariaLabel: string;
}

const W = 960;
const H = 500;
/** Room around the listed countries so their neighbours show. */
const PAD_X = 160;
const PAD_Y = 110;
/** The view never gets narrower than about a quarter of the world. */
const MAX_ZOOM = 4;
const LABEL_SIZE = 14;

let countries: CountryFeature[] | null = null;
/** The atlas decoded once per process (topojson → GeoJSON is the costly part). */
function atlasCountries(): CountryFeature[] {
  if (!countries) {
    const topo = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    countries = (feature(topo, topo.objects.countries) as FeatureCollection<Geometry, { name: string }>).features;
  }
  return countries;
}

/** Fits the listed features with padding, zoom capped at MAX_ZOOM × the whole-world fit, centre kept. */
function projectionFor(listed: CountryFeature[]): GeoProjection {
  const world = geoEqualEarth().fitSize([W, H], { type: 'Sphere' });
  if (!listed.length) return world;
  const fc: FeatureCollection<Geometry, { name: string }> = { type: 'FeatureCollection', features: listed };
  const p = geoEqualEarth().fitExtent(
    [
      [PAD_X, PAD_Y],
      [W - PAD_X, H - PAD_Y],
    ],
    fc,
  );
  const maxScale = world.scale() * MAX_ZOOM;
  if (p.scale() > maxScale) {
    const centre = p.invert?.([W / 2, H / 2]);
    p.scale(maxScale);
    const at = centre && p(centre);
    if (at) {
      const [tx, ty] = p.translate();
      p.translate([tx + W / 2 - at[0], ty + H / 2 - at[1]]);
    }
  }
  return p;
}

/**
 * World map for the story page: listed countries in the brand colour with their name (as a
 * `<title>` and a haloed label at the centroid, or beside a country smaller than its label), framed
 * on them; the whole world when none of the ids is in the atlas (world-atlas 110m, so some small
 * islands are missing).
 */
export function countryMapSvg(opts: CountryMapSvgOptions): string {
  const names = new Map<string, string>();
  for (const [id, name] of Object.entries(opts.countries)) names.set(id.padStart(3, '0'), name);
  const { others, listed } = geometryFor(names);
  const marked: string[] = [];
  const labels: MapLabel[] = [];
  for (const c of listed) {
    const name = names.get(c.id) || c.atlasName;
    marked.push(
      `<path data-listed="${escapeXml(c.id)}" fill="${BRAND}" d="${c.d}"><title>${escapeXml(name)}</title></path>`,
    );
    if (c.label) labels.push({ ...c.label, name });
  }
  return (
    svgOpen(`0 0 ${W} ${H}`, opts.ariaLabel) +
    `<g fill="#e8e0dc" stroke="#fff" stroke-width="0.5">${others}${marked.join('')}</g>` +
    placeLabels(labels) +
    '</svg>'
  );
}

interface MapGeometry {
  /** The unlisted countries in view, as <path> elements. */
  others: string;
  listed: { id: string; atlasName: string; d: string; label: Omit<MapLabel, 'name'> | null }[];
}

/**
 * Projecting the atlas is the costly part (~40 ms), so the geometry of the last few id sets is
 * kept; names only affect the labels, which are placed per call.
 */
const geometryCache = new Map<string, MapGeometry>();
const GEOMETRY_CACHE_SIZE = 64;

function geometryFor(names: ReadonlyMap<string, string>): MapGeometry {
  const all = atlasCountries();
  const listedFeatures = all.filter((f) => names.has(String(f.id)));
  const key = listedFeatures.map((f) => String(f.id)).join(',');
  const hit = geometryCache.get(key);
  if (hit) return hit;

  const path = geoPath(projectionFor(listedFeatures)).digits(1);
  const inView = (f: GeoPermissibleObjects) => {
    const [[x0, y0], [x1, y1]] = path.bounds(f);
    return x1 >= 0 && x0 <= W && y1 >= 0 && y0 <= H;
  };
  const others: string[] = [];
  const listed: MapGeometry['listed'] = [];
  for (const f of all) {
    const id = String(f.id);
    const isListed = names.has(id);
    if (!isListed && !inView(f)) continue;
    const raw = path(f);
    if (!raw) continue;
    const d = compactPath(raw);
    if (!isListed) {
      others.push(`<path d="${d}"/>`);
      continue;
    }
    const [cx, cy] = path.centroid(f);
    const [[x0, y0], [x1, y1]] = path.bounds(f);
    const label = [cx, cy, x0, y0, x1, y1].every(Number.isFinite) ? { cx, cy, x0, y0, x1, y1 } : null;
    listed.push({ id, atlasName: f.properties.name, d, label });
  }
  const geometry = { others: others.join(''), listed };
  if (geometryCache.size >= GEOMETRY_CACHE_SIZE) geometryCache.delete(geometryCache.keys().next().value as string);
  geometryCache.set(key, geometry);
  return geometry;
}

interface MapLabel {
  name: string;
  /** Centroid and bounding box of the country on the canvas. */
  cx: number;
  cy: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Labels on the canvas without covering each other: at the centroid when the country is larger
 * than its label, else (so the halo does not hide a small country) below, above, right or left
 * of it; the first spot that is free of earlier labels wins.
 */
function placeLabels(labels: MapLabel[]): string {
  const boxes: Box[] = [];
  const out: string[] = [];
  const fs = LABEL_SIZE;
  for (const l of labels) {
    const w = textWidth(l.name, fs);
    // Candidate centres (x, baseline y).
    const spots: [number, number][] = [];
    if (l.x1 - l.x0 > w && l.y1 - l.y0 > fs * 1.6) spots.push([l.cx, l.cy + fs * 0.35]);
    spots.push(
      [l.cx, l.y1 + fs + 1],
      [l.cx, l.y0 - 4],
      [l.x1 + 3 + w / 2, l.cy + fs * 0.35],
      [l.x0 - 3 - w / 2, l.cy + fs * 0.35],
    );
    for (let k = 1; k <= 3; k++) spots.push([l.cx, l.y1 + fs + 1 + k * (fs + 2)], [l.cx, l.y0 - 4 - k * (fs + 2)]);
    const boxAt = ([x, y]: [number, number]): Box => {
      const cx = Math.min(Math.max(x, w / 2 + 4), W - w / 2 - 4);
      const by = Math.min(Math.max(y, fs + 2), H - 6);
      return { x0: cx - w / 2, x1: cx + w / 2, y0: by - fs, y1: by + 3 };
    };
    const free = (b: Box) => !boxes.some((o) => b.x0 < o.x1 && o.x0 < b.x1 && b.y0 < o.y1 && o.y0 < b.y1);
    const box = spots.map(boxAt).find(free) ?? boxAt(spots[0]);
    boxes.push(box);
    out.push(`<text x="${num((box.x0 + box.x1) / 2)}" y="${num(box.y1 - 3)}">${escapeXml(l.name)}</text>`);
  }
  if (!out.length) return '';
  return `<g font-size="${LABEL_SIZE}" font-weight="600" text-anchor="middle" fill="#3e2723" paint-order="stroke" stroke="#fff" stroke-width="3" stroke-linejoin="round">${out.join('')}</g>`;
}

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/**
 * geoPath's absolute "M x,y L x,y … Z" rewritten with relative moves, one decimal: about a third
 * smaller. Deltas are taken between the rounded points, so no rounding error accumulates.
 * Anything else (arcs for point features) is returned unchanged.
 */
export function compactPath(d: string): string {
  if (/[^MLZ0-9.,\-e]/.test(d)) return d;
  let out = '';
  let px = 0;
  let py = 0;
  // "z" returns the pen to the subpath's start, which the next relative move starts from.
  let sx = 0;
  let sy = 0;
  let prev = '';
  for (const [, cmd, args] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (cmd === 'Z') {
      out += 'z';
      prev = 'z';
      [px, py] = [sx, sy];
      continue;
    }
    const [x, y] = args.split(',').map((v) => Math.round(Number(v) * 10));
    const dx = prev ? x - px : x;
    const dy = prev ? y - py : y;
    if (cmd === 'L' && dx === 0 && dy === 0) continue;
    [px, py] = [x, y];
    if (cmd === 'M') [sx, sy] = [x, y];
    const pair = `${num(dx / 10)}${dy < 0 ? '' : ','}${num(dy / 10)}`;
    const c = cmd === 'M' ? 'm' : 'l';
    // A repeated command letter can be left out; a number is separated by a space unless it starts with "-".
    out += c === prev ? (dx < 0 ? pair : ` ${pair}`) : c + pair;
    prev = c;
  }
  return out;
}
