import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { arc as d3arc } from 'd3-shape';
import { forwardRef, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useChartText } from '../charts-text';
import { wheelTargetIds } from '../wheel-toggle';
import { loadFlavorWheel } from './load-wheel';
import { layoutWheel, type WheelArc, type WheelMode, type WheelNode } from './wheel-tree';

export interface FlavorWheelProps {
  /** Selected ids: a list or a comma-separated string (spec 000 §3). */
  value: readonly string[] | string;
  /** Called with the clicked node's id; the caller toggles (see toggleWheelTarget). */
  onToggle?: (id: string, node: WheelNode) => void;
  mode?: WheelMode;
  /** Degrees, −180…180, applied live. */
  rotation?: number;
  /** While true, clicks are ignored (spec 000 §4). */
  loading?: boolean;
  /** Drawing size in px (the SVG scales down to its container). */
  size?: number;
}

const RINGS: Record<2 | 3, [number, number][]> = {
  3: [
    [0.16, 0.42],
    [0.42, 0.66],
    [0.66, 1],
  ],
  2: [
    [0.2, 0.6],
    [0.6, 1],
  ],
};

function textColour(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const lum = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  return lum > 0.6 ? '#1b1b1b' : '#ffffff';
}

/** Rough text width in em: Hangul glyphs are about square, Latin ones about half as wide. */
function ems(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\uAC00-\uD7A3]/.test(ch) ? 0.95 : 0.56;
  return w;
}

/**
 * Radial label of one sector: main name in the page language, the other language smaller. The
 * font shrinks to fit the ring's depth and the sector's width; the sub-label is dropped (it stays
 * in the node's aria-label) when the sector is too thin for two lines.
 */
function ArcLabel({
  a,
  r0,
  r1,
  main,
  sub,
  colour,
  outer,
}: {
  a: WheelArc;
  r0: number;
  r1: number;
  main: string;
  sub: string;
  colour: string;
  outer: boolean;
}) {
  const mid = ((a.start + a.end) / 2) * (180 / Math.PI);
  const flip = mid > 180;
  const depth = r1 - r0 - 8;
  const thick = (a.end - a.start) * ((r0 + r1) / 2);
  let fs: number;
  let twoLines = false;
  if (outer) {
    fs = Math.min(10, thick * 0.7, depth / (ems(main) + 0.8 * ems(sub) + 0.3));
  } else {
    const one = Math.min(12, thick * 0.7, depth / ems(main));
    const two = Math.min(12, thick / 2.4, depth / Math.max(ems(main), 0.78 * ems(sub)));
    twoLines = two >= 7;
    fs = twoLines ? two : one;
  }
  if (fs < 4.5) return null;
  const r = outer ? r0 + 5 : (r0 + r1) / 2;
  return (
    <text
      transform={`rotate(${mid - 90}) translate(${r},0)${flip ? ' rotate(180)' : ''}`}
      textAnchor={outer ? (flip ? 'end' : 'start') : 'middle'}
      dominantBaseline="middle"
      fill={colour}
      fontSize={fs}
      pointerEvents="none"
    >
      {outer ? (
        <>
          <tspan>{main}</tspan>
          <tspan fontSize={fs * 0.8} opacity={0.8}>
            {' '}
            {sub}
          </tspan>
        </>
      ) : twoLines ? (
        <>
          <tspan x={0} dy="-0.35em">
            {main}
          </tspan>
          <tspan x={0} dy="1.15em" fontSize={fs * 0.78} opacity={0.85}>
            {sub}
          </tspan>
        </>
      ) : (
        <tspan>{main}</tspan>
      )}
    </text>
  );
}

/**
 * The SCA 2016 flavor wheel (spec 000 §3/§4), drawn with d3-shape arcs. Each sector is a button
 * (Tab, Enter or Space) with an aria-label in the page language and aria-pressed for selection.
 * The data is a lazily loaded chunk; load failure is shown, not thrown.
 */
export const FlavorWheel = forwardRef<SVGSVGElement, FlavorWheelProps>(function FlavorWheel(
  { value, onToggle, mode = 'full', rotation = 0, loading = false, size = 640 },
  ref,
) {
  const { c, lang } = useChartText();
  const [nodes, setNodes] = useState<WheelNode[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadFlavorWheel().then(
      (n) => live && setNodes(n),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const arcs = useMemo(() => (nodes ? layoutWheel(nodes, mode) : []), [nodes, mode]);
  const selected = new Set(wheelTargetIds(value));
  const busy = loading || !nodes;
  if (failed) return <Typography color="error">{c.load_failed}</Typography>;
  if (!nodes)
    return <Skeleton variant="circular" width="min(100%, 640px)" height={320} data-testid="flavor-wheel-loading" />;

  const R = size / 2 - 4;
  const depth = mode === 'simple' ? 2 : 3;
  const rings = RINGS[depth];
  const path = d3arc<{ innerRadius: number; outerRadius: number; startAngle: number; endAngle: number }>().padAngle(
    0.002,
  );
  const toggle = (n: WheelNode) => {
    if (!busy) onToggle?.(n.id, n);
  };
  const onKey = (e: KeyboardEvent, n: WheelNode) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      toggle(n);
    }
  };
  return (
    <Box sx={{ width: '100%', maxWidth: size, mx: 'auto' }}>
      <svg
        ref={ref}
        viewBox={`${-size / 2} ${-size / 2} ${size} ${size}`}
        width="100%"
        role="group"
        aria-label={c.wheel}
        data-testid="flavor-wheel"
        style={{ display: 'block', fontFamily: 'system-ui, sans-serif' }}
      >
        <g transform={`rotate(${rotation})`} data-testid="flavor-wheel-rotor" data-rotation={rotation}>
          {arcs.map((a) => {
            const [f0, f1] = rings[a.ring];
            const r0 = f0 * R;
            // A term without children (twelve level-2 terms) reaches the rim, as on the printed wheel.
            const r1 = (a.node.children.length === 0 && mode !== 'reverse' ? 1 : f1) * R;
            const on = selected.has(a.node.id);
            const main = lang === 'kr' ? a.node.nameKr : a.node.name;
            const sub = lang === 'kr' ? a.node.name : a.node.nameKr;
            return (
              <g
                key={a.node.id}
                role="button"
                tabIndex={0}
                aria-pressed={on}
                aria-label={`${main} (${sub})`}
                data-testid={`wheel-node-${a.node.id}`}
                data-name={a.node.name}
                onClick={() => toggle(a.node)}
                onKeyDown={(e) => onKey(e, a.node)}
                style={{ cursor: busy ? 'progress' : 'pointer', outline: 'none' }}
                className="wheel-node"
              >
                <path
                  d={path({ innerRadius: r0, outerRadius: r1, startAngle: a.start, endAngle: a.end }) ?? ''}
                  fill={a.node.colour}
                  stroke={on ? '#111' : '#fff'}
                  strokeWidth={on ? 3 : 0.75}
                  opacity={selected.size && !on ? 0.72 : 1}
                />
                <ArcLabel
                  a={a}
                  r0={r0}
                  r1={r1}
                  main={main}
                  sub={sub}
                  colour={textColour(a.node.colour)}
                  outer={a.ring === depth - 1 && mode !== 'reverse'}
                />
              </g>
            );
          })}
        </g>
        <style>{'.wheel-node:focus-visible path{stroke:#000;stroke-width:4px;stroke-dasharray:4 2}'}</style>
      </svg>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center' }}>
        {c.wheel_credit}
      </Typography>
    </Box>
  );
});
