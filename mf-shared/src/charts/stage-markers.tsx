import { useTheme } from '@mui/material/styles';
import type { RoastStage } from './roast-profile';
import { TOP_PAD, ROW_GAP, useStageLabels, type StageLabelLayout } from './use-stage-labels';

/**
 * The stage markers: a dashed line per stage over the plot, its name above the plot (where each
 * goes is useStageLabels'); too narrow a plot gets numbers (the legend below names them, and each
 * number's tooltip). The plot area is marked for tests (`roast-plot-area`).
 */
export function StageMarkers(props: {
  markers: RoastStage[];
  names: string[];
  fontSize: number;
  onLayout: (l: StageLabelLayout) => void;
}) {
  const { markers, names, fontSize, onLayout } = props;
  const theme = useTheme();
  const { area, xs, boxes, compact, shown, texts } = useStageLabels(markers, names, fontSize, onLayout);
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
