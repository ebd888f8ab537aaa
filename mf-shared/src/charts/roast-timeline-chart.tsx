import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { timeTicks } from '@beantrail/contracts';
import { useIsMobile } from '../ui/use-is-mobile';
import { stageLabel, useChartText } from './charts-text';
import {
  TIMELINE_REFERENCE_TEMP,
  TIMELINE_SLIDER_MARKS,
  TIMELINE_SLIDER_MAX,
  TIMELINE_SLIDER_MIN,
} from './roast-profile';
import { StageMarkers } from './stage-markers';
import { formatMmSs } from './time-format';
import { timelineAxes, timelineSeries } from './timeline-series';
import { useRoastTimeline, type RoastTimelineChartProps } from './use-roast-timeline';
import { LABEL_FONT, ROW_GAP, TOP_PAD, type StageLabelLayout } from './use-stage-labels';

export type { RoastTimelineChartProps } from './use-roast-timeline';

/** The recipe's curves: dashed and faint, behind the roast's (Artisan draws its background profile so). */
const RECIPE_LINE_SX = {
  '& path[data-series="recipe-bt"], & path[data-series="recipe-et"]': {
    strokeDasharray: '6 4',
    strokeWidth: 1.5,
    opacity: 0.6,
  },
} as const;

/**
 * Roasting profile on a mm:ss axis (spec 000 §9): bean (BT) and air (ET) temperature on a
 * 100–250 °C scale (widened to the readings; the slider shows the scale drawn) with a reference line at 200 °C, a vertical marker per stage, and, as roasters
 * expect from Artisan and Cropster, BT rate of rise on a second axis plus the development time
 * and ratio after first crack. Height 16rem on phones, 30rem on desktop. What it draws is
 * useRoastTimeline's.
 */
export function RoastTimelineChart(props: RoastTimelineChartProps) {
  const { hours = false, showRor = true, scaleControl = true } = props;
  const { c, lang } = useChartText();
  // Phones (16rem high): no axis titles, which would cover the curves; stage names stay (above the plot).
  const mobile = useIsMobile();
  const { data, dev, markers, chooseScale } = useRoastTimeline(props);
  const fontSize = mobile ? LABEL_FONT.mobile : LABEL_FONT.desktop;
  // Rows of marker labels above the plot and whether they are numbers, reported by the markers once laid out.
  const [labelLayout, setLabelLayout] = useState<StageLabelLayout>({ rows: 1, compact: false });
  const names = markers.map((s) => stageLabel(s, lang));
  return (
    <Box data-testid="roast-timeline" sx={{ width: '100%' }}>
      {scaleControl && (
        <Box sx={{ px: 2 }}>
          {/* The slider shows the axis as drawn: until the user sets it, the scale widens to the readings. */}
          <Typography id="roast-scale-label" variant="caption" data-testid="roast-scale-value">
            {c.temp_scale}: {data.lo}–{data.hi}
          </Typography>
          <Slider
            aria-labelledby="roast-scale-label"
            min={Math.min(TIMELINE_SLIDER_MIN, data.lo)}
            max={Math.max(TIMELINE_SLIDER_MAX, data.hi)}
            step={5}
            marks={TIMELINE_SLIDER_MARKS.map((v) => ({ value: v, label: String(v) }))}
            value={[data.lo, data.hi]}
            onChange={(_, v) => chooseScale(v as [number, number])}
            getAriaValueText={(v) => `${v} °C`}
            disableSwap
            data-testid="roast-scale"
          />
        </Box>
      )}
      <Box sx={{ height: { xs: '16rem', md: '30rem' } }}>
        <LineChart
          xAxis={[
            {
              data: data.xs,
              scaleType: 'linear',
              valueFormatter: (v: number) => formatMmSs(v, hours),
              label: mobile ? undefined : c.time_axis,
              min: data.xs[0],
              max: data.xs[data.xs.length - 1],
              // Whole minutes (00:00, 02:00…), not d3's round numbers of seconds (00:50, 01:40…); the bean story's curve uses the same ticks.
              tickInterval: timeTicks(data.xs[0], data.xs[data.xs.length - 1], mobile ? 5 : 10),
            },
          ]}
          yAxis={timelineAxes(data, c, showRor, mobile)}
          series={timelineSeries(data, c, showRor)}
          margin={{ top: TOP_PAD + labelLayout.rows * (fontSize + ROW_GAP) }}
          skipAnimation
          sx={RECIPE_LINE_SX}
        >
          <ChartsReferenceLine
            y={TIMELINE_REFERENCE_TEMP}
            axisId="temp"
            lineStyle={{ strokeDasharray: '4 4' }}
            label="200 °C"
          />
          <StageMarkers markers={markers} names={names} fontSize={fontSize} onLayout={setLabelLayout} />
        </LineChart>
      </Box>
      {labelLayout.compact && (
        // Too narrow for the names: the markers carry numbers, named here (and in each number's tooltip).
        <Typography
          variant="caption"
          component="ol"
          data-testid="stage-legend"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
        >
          {names.map((n, i) => (
            <li key={`${i}-${n}`}>
              <b>{i + 1}</b> {n}
            </li>
          ))}
        </Typography>
      )}
      <Typography variant="body2" data-testid="roast-development" sx={{ mt: 1 }}>
        {c.development}: {dev ? formatMmSs(dev.time) : '–'} · {c.development_ratio}: {dev ? `${dev.ratio} %` : '–'}
      </Typography>
    </Box>
  );
}
