/** Map zoom limits and step of spec 000 §4/§9: factor 4/3 per click, kept within 100…40000. */
export const MAP_ZOOM_MIN = 100;
export const MAP_ZOOM_MAX = 40000;
export const MAP_ZOOM_FACTOR = 4 / 3;

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MAP_ZOOM_MIN;
  return Math.min(MAP_ZOOM_MAX, Math.max(MAP_ZOOM_MIN, zoom));
}

/** One click in (+1) or out (−1). */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  return clampZoom(direction > 0 ? zoom * MAP_ZOOM_FACTOR : zoom / MAP_ZOOM_FACTOR);
}
