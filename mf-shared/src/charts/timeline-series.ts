import type { ChartText } from './charts-text';
import type { RoastTimelineData } from './use-roast-timeline';

/** One curve of the timeline: no dots, gaps bridged (a log's readings do not fall on every step). */
function curve(id: string, label: string, data: (number | null)[], yAxisId: 'temp' | 'ror', color: string) {
  return { id, label, data, yAxisId, showMark: false, connectNulls: true, color };
}

/** The chart's vertical axes: temperature, and the rate of rise on the right when shown. */
export function timelineAxes(data: RoastTimelineData, c: ChartText, showRor: boolean, mobile: boolean) {
  return [
    { id: 'temp', min: data.lo, max: data.hi, label: mobile ? undefined : c.temp_axis },
    ...(showRor
      ? [
          {
            id: 'ror',
            position: 'right' as const,
            min: data.rorMin,
            max: data.rorMax,
            label: mobile ? undefined : c.ror,
          },
        ]
      : []),
  ];
}

/**
 * The chart's curves: the recipe's first, so the roast's own are drawn over them (faint and dashed
 * by the chart's sx), then bean and air temperature and the rate of rise.
 */
export function timelineSeries(data: RoastTimelineData, c: ChartText, showRor: boolean) {
  return [
    ...(data.recipe
      ? [
          curve('recipe-bt', c.recipe_bt, data.recipe.bt, 'temp', '#e57373'),
          curve('recipe-et', c.recipe_et, data.recipe.et, 'temp', '#64b5f6'),
        ]
      : []),
    curve('bt', c.bt, data.bt, 'temp', '#c62828'),
    curve('et', c.et, data.et, 'temp', '#1565c0'),
    ...(showRor ? [curve('ror', c.ror, data.ror, 'ror', '#6d4c41')] : []),
  ];
}
