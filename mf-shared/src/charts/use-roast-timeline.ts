import { useMemo, useState } from 'react';
import { development } from './development';
import { chartRateOfRise } from './rate-of-rise';
import {
  stageLog,
  stageTime,
  TIMELINE_LIMIT_HOURS_SEC,
  TIMELINE_LIMIT_SEC,
  TIMELINE_TEMP_MAX,
  TIMELINE_TEMP_MIN,
  timelineScale,
  type RoastStage,
} from './roast-profile';

type Curve = { t: number; v: number }[];

export interface RoastTimelineChartProps {
  /** Stage points (time from charge in s, BT/ET in °C); the log is interpolated through them. */
  stages: RoastStage[];
  /** A measured log keyed by time offset; when given it is drawn instead of the interpolation. */
  log?: { bt?: Curve; et?: Curve };
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
  background?: { bt: Curve; et: Curve } | null;
}

/** Seconds between two points of the chart's grid. */
const STEP = 5;

/**
 * What the roasting timeline draws (spec 000 §9): the curves on one 5 s grid, the rate of rise,
 * the temperature scale (widened to the readings until the user sets it), the stages on the axis
 * and the development after first crack.
 */
export function useRoastTimeline(props: RoastTimelineChartProps) {
  const { stages, log, end, hours = false, showRor = true, background } = props;
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
    const at = (pts: Curve) => {
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
  /** The user sets the scale with the slider: from then on it is kept as set. */
  const chooseScale = (scale: [number, number]) => {
    setCustomScale(true);
    setScale(scale);
  };
  return { data, dev, markers, chooseScale };
}

export type RoastTimelineData = ReturnType<typeof useRoastTimeline>['data'];
