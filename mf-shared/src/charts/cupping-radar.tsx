import Box from '@mui/material/Box';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { useIsMobile } from '../ui/use-is-mobile';
import { useChartText } from './charts-text';
import { CUPPING_AXES, CUPPING_MAX, type CuppingScores } from './cupping';

const COLOURS = ['#8d5b4c', '#1e88e5', '#43a047', '#f9a825'];

export interface CuppingRadarSeries {
  label: string;
  scores: CuppingScores;
}

export interface CuppingRadarProps {
  /** One or more cup notes to compare (spec 000 §2 radar chart). */
  series: CuppingRadarSeries[];
  height?: number;
  'data-testid'?: string;
}

/**
 * The six cupping scores on a 0…10 radar. The current values are also written into
 * `data-values` so a page (and a test) can read what is drawn without parsing SVG paths.
 */
export function CuppingRadar({ series, height, 'data-testid': testId = 'cupping-radar' }: CuppingRadarProps) {
  const { c } = useChartText();
  const mobile = useIsMobile();
  const h = height ?? (mobile ? 280 : 360);
  return (
    <Box
      data-testid={testId}
      data-values={JSON.stringify(series.map((s) => CUPPING_AXES.map((a) => s.scores[a])))}
      sx={{ width: '100%', maxWidth: 520, mx: 'auto' }}
    >
      <RadarChart
        height={h}
        radar={{ max: CUPPING_MAX, metrics: CUPPING_AXES.map((a) => c[a]) }}
        series={series.map((s, i) => ({
          label: s.label,
          data: CUPPING_AXES.map((a) => s.scores[a]),
          fillArea: true,
          color: COLOURS[i % COLOURS.length],
        }))}
        margin={{ left: 76, right: 76, top: 24, bottom: 24 }}
        hideLegend={series.length < 2}
      />
    </Box>
  );
}
