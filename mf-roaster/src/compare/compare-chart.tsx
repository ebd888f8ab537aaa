import Box from '@mui/material/Box';
import { formatMmSs } from '@beantrail/mf-shared/pure';
import { forwardRef, useMemo, useState } from 'react';
import { ROAST_COLOURS, drawnCurves, roastLegend, type Align, type CompareRoast } from './compare-model';

interface Props {
  roasts: readonly CompareRoast[];
  hidden: ReadonlySet<number>;
  align: Align;
  locale: 'kr' | 'en';
  mobile: boolean;
  x: Record<string, string>;
}

const PAD = { left: 44, right: 40, top: 12, bottom: 28 };

/**
 * The curves of 2–6 roasts over each other in one SVG (drawn by hand: a few polylines, no chart
 * library on this page): bean temperature solid, air temperature dashed, rate of rise dotted on
 * the right axis, each roast in its colour. A pointer over the plot reads every visible roast's bean
 * temperature at that time, the time as m:ss.
 */
export const CompareChart = forwardRef<SVGSVGElement, Props>(function CompareChart(
  { roasts, hidden, align, locale, mobile, x },
  ref,
) {
  const width = mobile ? 390 : 960;
  const height = mobile ? 300 : 420;
  const [hover, setHover] = useState<number | null>(null);
  const drawn = useMemo(() => roasts.map((r) => ({ r, ...drawnCurves(r, align) })), [roasts, align]);
  const shown = drawn.filter((d) => !hidden.has(d.r.roasting_result_seq));
  const all = shown.flatMap((d) => [...d.bt, ...d.et]);
  const t0 = Math.min(0, ...all.map((p) => p.t));
  const t1 = Math.max(60, ...all.map((p) => p.t));
  const lo = Math.floor(Math.min(60, ...all.map((p) => p.v)) / 10) * 10;
  const hi = Math.ceil(Math.max(250, ...all.map((p) => p.v)) / 10) * 10;
  const rorHi = 30;
  const sx = (t: number) => PAD.left + ((t - t0) / (t1 - t0 || 1)) * (width - PAD.left - PAD.right);
  const sy = (v: number) => height - PAD.bottom - ((v - lo) / (hi - lo || 1)) * (height - PAD.top - PAD.bottom);
  const sr = (v: number) =>
    height - PAD.bottom - (Math.max(0, Math.min(rorHi, v)) / rorHi) * (height - PAD.top - PAD.bottom);
  const path = (pts: readonly { t: number; v: number }[], y: (v: number) => number) =>
    pts.map((p, i) => `${i ? 'L' : 'M'}${sx(p.t).toFixed(1)},${y(p.v).toFixed(1)}`).join('');
  const step = (t1 - t0) / (mobile ? 4 : 8);
  const nice = [30, 60, 120, 180, 300, 600, 900, 1800].find((s) => s >= step) ?? 3600;
  const ticks: number[] = [];
  for (let t = Math.ceil(t0 / nice) * nice; t <= t1; t += nice) ticks.push(t);
  const temps: number[] = [];
  for (let v = lo; v <= hi; v += hi - lo > 200 ? 50 : 25) temps.push(v);
  const font = mobile ? 11 : 12;
  const at = (pts: readonly { t: number; v: number }[], t: number) => {
    let best: { t: number; v: number } | undefined;
    for (const p of pts) if (!best || Math.abs(p.t - t) < Math.abs(best.t - t)) best = p;
    return best && Math.abs(best.t - t) <= 15 ? best.v : null;
  };
  const move = (e: React.PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const px = ((e.clientX - box.left) / box.width) * width;
    if (px < PAD.left || px > width - PAD.right) return setHover(null);
    setHover(t0 + ((px - PAD.left) / (width - PAD.left - PAD.right)) * (t1 - t0));
  };
  return (
    <Box sx={{ position: 'relative', width: '100%' }}>
      <svg
        ref={ref}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={x.title}
        data-testid="compare-chart"
        onPointerMove={move}
        onPointerLeave={() => setHover(null)}
        style={{ display: 'block', fontFamily: 'sans-serif', touchAction: 'pan-y' }}
      >
        <rect x={0} y={0} width={width} height={height} fill="#fff" />
        {temps.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={width - PAD.right} y1={sy(v)} y2={sy(v)} stroke="#eee" />
            <text x={PAD.left - 4} y={sy(v) + 4} fontSize={font} textAnchor="end" fill="#555">
              {v}
            </text>
          </g>
        ))}
        {[0, 10, 20, 30].map((v) => (
          <text key={v} x={width - PAD.right + 4} y={sr(v) + 4} fontSize={font} fill="#888">
            {v}
          </text>
        ))}
        {ticks.map((t) => (
          <text key={t} x={sx(t)} y={height - 8} fontSize={font} textAnchor="middle" fill="#555">
            {formatMmSs(t)}
          </text>
        ))}
        <line x1={sx(0)} x2={sx(0)} y1={PAD.top} y2={height - PAD.bottom} stroke="#999" strokeDasharray="2 3" />
        {shown.map(({ r, bt, et, ror }) => {
          const colour = ROAST_COLOURS[roasts.indexOf(r) % ROAST_COLOURS.length];
          return (
            <g key={r.roasting_result_seq} data-testid="compare-curve" data-source={r.curves.source}>
              <title>{roastLegend(r, locale)}</title>
              <path
                d={path(et, sy)}
                fill="none"
                stroke={colour}
                strokeWidth={1.2}
                strokeDasharray="6 3"
                opacity={0.7}
              />
              <path d={path(bt, sy)} fill="none" stroke={colour} strokeWidth={r.curves.source === 'stages' ? 1.5 : 2} />
              {ror.length > 1 && (
                <path d={path(ror, sr)} fill="none" stroke={colour} strokeWidth={1} strokeDasharray="1 3" />
              )}
            </g>
          );
        })}
        {hover !== null && (
          <g data-testid="compare-readout">
            <line x1={sx(hover)} x2={sx(hover)} y1={PAD.top} y2={height - PAD.bottom} stroke="#333" strokeWidth={0.6} />
            <text
              x={Math.min(sx(hover) + 6, width - PAD.right - 120)}
              y={PAD.top + font + 2}
              fontSize={font}
              fill="#222"
            >{`${x.time} ${formatMmSs(hover)}`}</text>
            {shown.map(({ r, bt }, i) => {
              const v = at(bt, hover);
              return v === null ? null : (
                <text
                  key={r.roasting_result_seq}
                  x={Math.min(sx(hover) + 6, width - PAD.right - 120)}
                  y={PAD.top + (font + 3) * (i + 2)}
                  fontSize={font}
                  fill={ROAST_COLOURS[roasts.indexOf(r) % ROAST_COLOURS.length]}
                >
                  {`${x.bt} ${v.toFixed(1)} °C`}
                </text>
              );
            })}
          </g>
        )}
      </svg>
    </Box>
  );
});
