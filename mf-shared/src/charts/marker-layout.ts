/** A marker label to place: the marker's x (px) and the label's width (px). */
export interface MarkerLabelInput {
  x: number;
  width: number;
}

/** Where a label goes: its box [left, right], the text anchor and x, and its row (0 = next to the plot). */
export interface MarkerLabelBox {
  left: number;
  right: number;
  anchor: 'start' | 'end';
  /** The text's x for its anchor (left for 'start', right for 'end'). */
  textX: number;
  row: number;
}

/**
 * Lays out the stage markers' labels so that none overlaps another ("투입" and
 * "터닝 포인트" were drawn over each other at 0:00). A label sits right of its marker line,
 * or left of it when it would pass the plot's right edge (kept inside the left edge too). Labels
 * are placed in marker order, each in the first row where its box, widened by `gap`, meets no
 * box already there; rows stack away from the plot. The result is in the input's order.
 */
export function layoutMarkerLabels(
  items: readonly MarkerLabelInput[],
  bounds: { left: number; right: number },
  opts: { pad?: number; gap?: number } = {},
): MarkerLabelBox[] {
  const pad = opts.pad ?? 3;
  const gap = opts.gap ?? 4;
  const order = items.map((_, i) => i).sort((a, b) => items[a].x - items[b].x || a - b);
  const rows: { left: number; right: number }[][] = [];
  const out: MarkerLabelBox[] = new Array(items.length);
  for (const i of order) {
    const { x, width } = items[i];
    let anchor: 'start' | 'end' = 'start';
    let left = x + pad;
    if (left + width > bounds.right) {
      anchor = 'end';
      left = x - pad - width;
    }
    if (left < bounds.left) {
      anchor = 'start';
      left = bounds.left;
    }
    const right = left + width;
    let row = rows.findIndex((boxes) => boxes.every((b) => right + gap <= b.left || left >= b.right + gap));
    if (row < 0) row = rows.push([]) - 1;
    rows[row].push({ left, right });
    out[i] = { left, right, anchor, textX: anchor === 'start' ? left : right, row };
  }
  return out;
}

/**
 * A label's width before it is drawn and measured: Hangul and other wide letters about one em,
 * digits and Latin letters a little over half an em. The chart replaces it by the drawn width.
 */
export function estimateTextWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x1100 && code <= 0x11ff) || (code >= 0x3000 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af))
      em += 1;
    else if (ch === ' ') em += 0.3;
    else if (/[A-Z]/.test(ch)) em += 0.68;
    else em += 0.58;
  }
  return em * fontSize;
}

/** A stage label to place: its marker's x (px), its full name, and the widths (px) of the name and of its short form. */
export interface StageLabelInput {
  x: number;
  width: number;
  shortWidth: number;
}

/** The stage labels' layout: full names, or (when they would not fit) short numbers keyed by a legend. */
export interface StageLabelLayout {
  compact: boolean;
  boxes: MarkerLabelBox[];
  rows: number;
}

/**
 * Places the roast chart's stage names so none overlaps another at any width. Full names are laid
 * out by layoutMarkerLabels with a gap of about one em (a 4 px gap minus the text's 3 px halo let
 * "1차 크랙 종료" and "배출" read as one label); when they take more than `maxRows` rows, or a name is
 * wider than the plot (a phone's chart about 180 px wide), every label becomes its short form (its
 * number) and the chart lists the full names in a legend below. Numbers may still stack, but in
 * rows that never overlap.
 */
export function layoutStageLabels(
  items: readonly StageLabelInput[],
  bounds: { left: number; right: number },
  opts: { fontSize: number; maxRows?: number },
): StageLabelLayout {
  const gap = Math.ceil(opts.fontSize * 0.8);
  const maxRows = opts.maxRows ?? 2;
  const rowsOf = (boxes: MarkerLabelBox[]) => Math.max(1, ...boxes.map((b) => b.row + 1));
  const plot = bounds.right - bounds.left;
  const full = layoutMarkerLabels(
    items.map((i) => ({ x: i.x, width: i.width })),
    bounds,
    { gap },
  );
  if (rowsOf(full) <= maxRows && items.every((i) => i.width <= plot))
    return { compact: false, boxes: full, rows: rowsOf(full) };
  const short = layoutMarkerLabels(
    items.map((i) => ({ x: i.x, width: i.shortWidth })),
    bounds,
    { gap: Math.ceil(gap / 2) },
  );
  return { compact: true, boxes: short, rows: rowsOf(short) };
}
