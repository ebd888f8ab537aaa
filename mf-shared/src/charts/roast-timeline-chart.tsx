import { Box, Slider, Typography } from '@mui/material';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo, useState } from 'react';
import { useIsMobile } from '../ui/use-is-mobile';
import { useChartText } from './charts-text';
import { development } from './development';
import { rateOfRise } from './rate-of-rise';
import {
  stageLog, stageTime, TIMELINE_LIMIT_HOURS_SEC, TIMELINE_LIMIT_SEC, TIMELINE_REFERENCE_TEMP, TIMELINE_TEMP_MAX,
  TIMELINE_SLIDER_MARKS, TIMELINE_TEMP_MIN, type RoastStage,
} from './roast-profile';
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
}

const STEP = 5;

/**
 * Roasting profile on a mm:ss axis (spec 000 §9): bean (BT) and air (ET) temperature on a
 * 100–250 °C scale with a reference line at 200 °C, a vertical marker per stage, and, as roasters
 * expect from Artisan and Cropster, BT rate of rise on a second axis plus the development time
 * and ratio after first crack. Height 16rem on phones, 30rem on desktop.
 */
export function RoastTimelineChart(props: RoastTimelineChartProps) {
  const { stages, log, end, hours = false, showRor = true, scaleControl = true } = props;
  const { c } = useChartText();
  // Phones (16rem high): no axis titles or stage names, which would cover the curves.
  const mobile = useIsMobile();
  const [[tempMin, tempMax], setScale] = useState<[number, number]>([props.tempMin ?? TIMELINE_TEMP_MIN, props.tempMax ?? TIMELINE_TEMP_MAX]);
  // Once the user sets the scale it is kept as set; until then it widens to fit the readings.
  const [customScale, setCustomScale] = useState(false);
  const limit = hours ? TIMELINE_LIMIT_HOURS_SEC : TIMELINE_LIMIT_SEC;
  const data = useMemo(() => {
    const bt = log?.bt ?? stageLog(stages, 'bt', STEP);
    const et = log?.et ?? stageLog(stages, 'et', STEP);
    const ror = showRor ? rateOfRise(bt.filter((p) => p.t >= (stageTime(stages, 'turning') ?? 0)), 30) : [];
    const all = [...bt, ...et].map((p) => p.t);
    const first = Math.max(-limit, Math.min(0, ...all));
    const last = Math.min(limit, Math.max(end ?? 0, ...all, 0));
    const xs: number[] = [];
    for (let t = Math.floor(first / STEP) * STEP; t <= last; t += STEP) xs.push(t);
    const at = (pts: { t: number; v: number }[]) => {
      const m = new Map(pts.map((p) => [Math.round(p.t / STEP) * STEP, p.v]));
      return xs.map((t) => m.get(t) ?? null);
    };
    // The default scale is 100–250 °C; a probe reading outside it (a low turning point) widens
    // the scale to the next 10 °C instead of being cut off.
    const temps = [...bt, ...et].map((p) => p.v);
    const lo = customScale ? tempMin : Math.min(tempMin, Math.floor(Math.min(...temps, tempMin) / 10) * 10);
    const hi = customScale ? tempMax : Math.max(tempMax, Math.ceil(Math.max(...temps, tempMax) / 10) * 10);
    return { xs, bt: at(bt), et: at(et), ror: at(ror), lo, hi };
  }, [stages, log, end, limit, showRor, tempMin, tempMax, customScale]);
  const dev = development(stageTime(stages, 'first_crack'), stageTime(stages, 'drop'), stageTime(stages, 'charge') ?? 0);
  const markers = stages.filter((s) => s.t >= (data.xs[0] ?? 0) && s.t <= (data.xs[data.xs.length - 1] ?? 0));
  return (
    <Box data-testid="roast-timeline" sx={{ width: '100%' }}>
      {scaleControl && (
        <Box sx={{ px: 2 }}>
          <Typography id="roast-scale-label" variant="caption">
            {c.temp_scale}: {tempMin}–{tempMax}
          </Typography>
          <Slider
            aria-labelledby="roast-scale-label"
            min={50}
            max={300}
            step={5}
            marks={TIMELINE_SLIDER_MARKS.map((v) => ({ value: v, label: String(v) }))}
            value={[tempMin, tempMax]}
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
          xAxis={[{ data: data.xs, scaleType: 'linear', valueFormatter: (v: number) => formatMmSs(v, hours), label: mobile ? undefined : c.time_axis, min: data.xs[0], max: data.xs[data.xs.length - 1] }]}
          yAxis={[
            { id: 'temp', min: data.lo, max: data.hi, label: mobile ? undefined : c.temp_axis },
            ...(showRor ? [{ id: 'ror', position: 'right' as const, min: 0, max: 30, label: mobile ? undefined : c.ror }] : []),
          ]}
          series={[
            { id: 'bt', label: c.bt, data: data.bt, yAxisId: 'temp', showMark: false, connectNulls: true, color: '#c62828' },
            { id: 'et', label: c.et, data: data.et, yAxisId: 'temp', showMark: false, connectNulls: true, color: '#1565c0' },
            ...(showRor ? [{ id: 'ror', label: c.ror, data: data.ror, yAxisId: 'ror', showMark: false, connectNulls: true, color: '#6d4c41' }] : []),
          ]}
          skipAnimation
        >
          <ChartsReferenceLine y={TIMELINE_REFERENCE_TEMP} axisId="temp" lineStyle={{ strokeDasharray: '4 4' }} label="200 °C" />
          {markers.map((s) => (
            <ChartsReferenceLine key={`${s.key}-${s.t}`} x={s.t} label={mobile ? undefined : c[s.key]} labelAlign="start" lineStyle={{ stroke: '#9e9e9e', strokeDasharray: '2 3' }} labelStyle={{ fontSize: 10 }} />
          ))}
        </LineChart>
      </Box>
      <Typography variant="body2" data-testid="roast-development" sx={{ mt: 1 }}>
        {c.development}: {dev ? formatMmSs(dev.time) : '–'} · {c.development_ratio}: {dev ? `${dev.ratio} %` : '–'}
      </Typography>
    </Box>
  );
}
