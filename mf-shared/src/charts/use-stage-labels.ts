import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { estimateTextWidth, layoutStageLabels } from './marker-layout';
import type { RoastStage } from './roast-profile';

/** Marker labels: font size and row height (px) above the plot; the top margin holds the rows. */
export const LABEL_FONT = { desktop: 11, mobile: 10 } as const;
export const ROW_GAP = 3;
export const TOP_PAD = 6;

/** How the stage names sit above the plot: rows of them, and whether they had to become numbers. */
export interface StageLabelLayout {
  rows: number;
  compact: boolean;
}

/**
 * Where each stage marker and its name go, inside the chart (its x scale and drawing area): the
 * names in rows laid out by layoutStageLabels so no two overlap, at any width, or numbers when the
 * plot is too narrow. Widths are estimated first, then measured from the drawn text (`texts`);
 * measurements are kept per text so the choice cannot flip back and forth. The layout is reported
 * to the chart (`onLayout`), which makes room for the rows.
 */
export function useStageLabels(
  markers: RoastStage[],
  names: string[],
  fontSize: number,
  onLayout: (l: StageLabelLayout) => void,
) {
  const xScale = useXScale<'linear'>();
  const area = useDrawingArea();
  const texts = useRef<(SVGTextElement | null)[]>([]);
  const [measured, setMeasured] = useState<Record<string, number>>({});
  const width = (text: string) => measured[`${fontSize}|${text}`] ?? estimateTextWidth(text, fontSize);
  const shorts = names.map((_, i) => String(i + 1));
  const xs = markers.map((m) => xScale(m.t) ?? area.left);
  const layout = layoutStageLabels(
    xs.map((x, i) => ({ x, width: width(names[i]), shortWidth: width(shorts[i]) })),
    { left: area.left, right: area.left + area.width },
    { fontSize },
  );
  const { boxes, rows, compact } = layout;
  const shown = compact ? shorts : names;
  const key = `${fontSize}|${shown.join('|')}`;
  useLayoutEffect(() => {
    if (shown.every((t) => `${fontSize}|${t}` in measured)) return;
    const next = { ...measured };
    shown.forEach((t, i) => {
      const el = texts.current[i];
      const w = el && typeof el.getComputedTextLength === 'function' ? el.getComputedTextLength() : 0;
      next[`${fontSize}|${t}`] = w > 0 ? Math.ceil(w) : estimateTextWidth(t, fontSize);
    });
    setMeasured(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the drawn texts
  }, [key, measured]);
  useEffect(() => onLayout({ rows, compact }), [rows, compact, onLayout]);
  return { area, xs, boxes, compact, shown, texts };
}
