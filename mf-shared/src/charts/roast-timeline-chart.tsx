import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';
import { LineChart } from '@mui/x-charts/LineChart';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIsMobile } from '../ui/use-is-mobile';
import { stageLabel, useChartText } from './charts-text';
import { development } from './development';
import { estimateTextWidth, layoutStageLabels } from './marker-layout';
import { chartRateOfRise } from './rate-of-rise';
import {
  stageLog,
  stageTime,
  TIMELINE_LIMIT_HOURS_SEC,
  TIMELINE_LIMIT_SEC,
  TIMELINE_REFERENCE_TEMP,
  TIMELINE_TEMP_MAX,
  TIMELINE_SLIDER_MARKS,
  TIMELINE_SLIDER_MAX,
  TIMELINE_SLIDER_MIN,
  TIMELINE_TEMP_MIN,
  timelineScale,
  type RoastStage,
} from './roast-profile';
import { timeTicks } from '@beantrail/contracts';
import { formatMmSs } from './time-format';

export interface RoastTimelineChartProps {
  /** Stage points (time from charge in s, BT/ET in °C); the log is interpolated through them. */
  stages: RoastStage[];
  /** A measured log keyed by time offset; when given it is drawn instead of the interpolation. */
  log?: { bt?: { t: number; v: number }[]; et?: { t: number; v: number }[] };
  /** Last second on the x axis (defaults to the last stage). */
  end?: number;
  /** Allow up to 24 h and show h:mm:ss (spec 000 §9 "hours option"). */
  hours?: boolean;
  tempMin?: number;
  tempMax?: number;
  showRor?: boolean;
  /** Show the temperature-scale slider (marks at 70/150/190/220/250 °C, spec 000 §9). */
  scaleControl?: boolean;
  /**
   * The roast recipe's curves (recipeBackground: already in this chart's time, CHARGE on CHARGE),
   * drawn faint and dashed behind the roast's own and named in the legend; no stage markers of its own.
   */
  background?: { bt: { t: number; v: number }[]; et: { t: number; v: number }[] } | null;
}

const STEP = 5;
/** The recipe's curves: dashed and faint, behind the roast's (Artisan draws its background profile so). */
const RECIPE_LINE_SX = {
  '& path[data-series="recipe-bt"], & path[data-series="recipe-et"]': {
    strokeDasharray: '6 4',
    strokeWidth: 1.5,
    opacity: 0.6,
  },
} as const;
/** Marker labels: font size and row height (px) above the plot; the top margin holds the rows. */
const LABEL_FONT = { desktop: 11, mobile: 10 } as const;
const ROW_GAP = 3;
const TOP_PAD = 6;

/**
 * Roasting profile on a mm:ss axis (spec 000 §9): bean (BT) and air (ET) temperature on a
 * 100–250 °C scale (widened to the readings; the slider shows the scale drawn) with a reference line at 200 °C, a vertical marker per stage, and, as roasters
 * expect from Artisan and Cropster, BT rate of rise on a second axis plus the development time
 * and ratio after first crack. Height 16rem on phones, 30rem on desktop.
 */
export function RoastTimelineChart(props: RoastTimelineChartProps) {
  const { stages, log, end, hours = false, showRor = true, scaleControl = true, background } = props;
  const { c, lang } = useChartText();
  // Phones (16rem high): no axis titles, which would cover the curves; stage names stay (above the plot).
  const mobile = useIsMobile();
  const [[tempMin, tempMax], setScale] = useState<[number, number]>([
    props.tempMin ?? TIMELINE_TEMP_MIN,
    props.tempMax ?? TIMELINE_TEMP_MAX,
  ]);
  // Once the user sets the scale it is kept as set; until then it widens to fit the readings.
  const [customScale, setCustomScale] = useState(false);
  const limit = hours ? TIMELINE_LIMIT_HOURS_SEC : TIMELINE_LIMIT_SEC;
  const data = useMemo(() => {
    const bt = log?.bt ?? stageLog(stages, 'bt', STEP);
    const et = log?.et ?? stageLog(stages, 'et', STEP);
    // Rate of rise: the first seconds clipped, the axis scaled to what is left (chartRateOfRise).
    const ror = showRor
      ? chartRateOfRise(bt, { charge: stageTime(stages, 'charge'), turning: stageTime(stages, 'turning') })
      : { points: [], min: 0, max: 30 };
    const bg = background ?? { bt: [], et: [] };
    // The recipe's curve widens the axes too: a recipe that drops later than the roast is seen whole.
    const all = [...bt, ...et, ...stages, ...bg.bt, ...bg.et].map((p) => p.t);
    const first = Math.max(-limit, Math.min(0, ...all));
    const last = Math.min(limit, Math.max(end ?? 0, ...all, 0));
    // The grid runs to the first step at or after the last reading or stage, so the last stage
    // (DROP) lies on the axis and gets its marker (it fell just past a 5 s step).
    const xs: number[] = [];
    for (let t = Math.floor(first / STEP) * STEP; t < last + STEP; t += STEP) xs.push(t);
    const at = (pts: { t: number; v: number }[]) => {
      const m = new Map(pts.map((p) => [Math.round(p.t / STEP) * STEP, p.v]));
      return xs.map((t) => m.get(t) ?? null);
    };
    const [lo, hi] = timelineScale(
      [...bt, ...et, ...bg.bt, ...bg.et].map((p) => p.v),
      [tempMin, tempMax],
      customScale,
    );
    const recipe = background ? { bt: at(bg.bt), et: at(bg.et) } : null;
    return { xs, bt: at(bt), et: at(et), ror: at(ror.points), rorMin: ror.min, rorMax: ror.max, lo, hi, recipe };
  }, [stages, log, end, limit, showRor, tempMin, tempMax, customScale, background]);
  const dev = development(
    stageTime(stages, 'first_crack'),
    stageTime(stages, 'drop'),
    stageTime(stages, 'charge') ?? 0,
  );
  const markers = stages.filter((s) => s.t >= (data.xs[0] ?? 0) && s.t <= (data.xs[data.xs.length - 1] ?? 0));
  const fontSize = mobile ? LABEL_FONT.mobile : LABEL_FONT.desktop;
  // Rows of marker labels above the plot and whether they are numbers, reported by the markers once laid out.
  const [labelLayout, setLabelLayout] = useState<{ rows: number; compact: boolean }>({ rows: 1, compact: false });
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
            onChange={(_, v) => {
              setCustomScale(true);
              setScale(v as [number, number]);
            }}
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
          yAxis={[
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
          ]}
          series={[
            // First, so the roast's own curves are drawn over them; faint and dashed by the sx below.
            ...(data.recipe
              ? [
                  {
                    id: 'recipe-bt',
                    label: c.recipe_bt,
                    data: data.recipe.bt,
                    yAxisId: 'temp',
                    showMark: false,
                    connectNulls: true,
                    color: '#e57373',
                  },
                  {
                    id: 'recipe-et',
                    label: c.recipe_et,
                    data: data.recipe.et,
                    yAxisId: 'temp',
                    showMark: false,
                    connectNulls: true,
                    color: '#64b5f6',
                  },
                ]
              : []),
            {
              id: 'bt',
              label: c.bt,
              data: data.bt,
              yAxisId: 'temp',
              showMark: false,
              connectNulls: true,
              color: '#c62828',
            },
            {
              id: 'et',
              label: c.et,
              data: data.et,
              yAxisId: 'temp',
              showMark: false,
              connectNulls: true,
              color: '#1565c0',
            },
            ...(showRor
              ? [
                  {
                    id: 'ror',
                    label: c.ror,
                    data: data.ror,
                    yAxisId: 'ror',
                    showMark: false,
                    connectNulls: true,
                    color: '#6d4c41',
                  },
                ]
              : []),
          ]}
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

/**
 * The stage markers: a dashed line per stage over the plot, its name above the plot in rows laid
 * out by layoutStageLabels so no two names overlap, at any width; too narrow a plot gets numbers
 * (the legend below names them, and each number's tooltip). Widths are estimated first, then
 * measured from the drawn text; measurements are kept per text so the choice cannot flip back and
 * forth. The plot area is marked for tests (`roast-plot-area`).
 */
function StageMarkers(props: {
  markers: RoastStage[];
  names: string[];
  fontSize: number;
  onLayout: (l: { rows: number; compact: boolean }) => void;
}) {
  const { markers, names, fontSize, onLayout } = props;
  const xScale = useXScale<'linear'>();
  const area = useDrawingArea();
  const theme = useTheme();
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
  const bottom = area.top + area.height;
  return (
    <g data-testid="stage-markers" data-compact={compact ? 'true' : 'false'}>
      {/* Before the chart is measured its area can be narrower than its margins: no negative size. */}
      <rect
        data-testid="roast-plot-area"
        x={area.left}
        y={area.top}
        width={Math.max(0, area.width)}
        height={Math.max(0, area.height)}
        fill="none"
        stroke="none"
        pointerEvents="none"
      />
      {markers.map((m, i) => {
        const b = boxes[i];
        const baseline = area.top - TOP_PAD / 2 - b.row * (fontSize + ROW_GAP);
        return (
          <g
            key={`${m.key}-${m.prefix ?? ''}-${m.t}`}
            data-testid="stage-marker"
            data-stage={m.prefix ?? m.key}
            data-t={m.t}
          >
            <line
              x1={xs[i]}
              x2={xs[i]}
              y1={baseline - fontSize / 2}
              y2={bottom}
              stroke="#9e9e9e"
              strokeDasharray="2 3"
            />
            <text
              ref={(el) => {
                texts.current[i] = el;
              }}
              data-testid="stage-marker-label"
              aria-label={names[i]}
              x={b.textX}
              y={baseline}
              textAnchor={b.anchor}
              fontSize={fontSize}
              fill={theme.palette.text.primary}
              // A halo of the paper colour keeps the name readable where a marker line passes.
              style={{ paintOrder: 'stroke', stroke: theme.palette.background.paper, strokeWidth: 3 }}
            >
              {compact && <title>{names[i]}</title>}
              {shown[i]}
            </text>
          </g>
        );
      })}
    </g>
  );
}
