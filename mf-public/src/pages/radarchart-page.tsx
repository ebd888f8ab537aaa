import { CuppingRadar } from '@beantrail/mf-shared';
import { CUPPING_AXES, cuppingScores, useChartText, type CuppingScores } from '@beantrail/mf-shared/pure';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/page-frame';
import { ScoreInput } from '../components/score-input';

const COMPARE: CuppingScores = { acidity: 7, aroma: 8, balance: 7.5, body: 6, flavor: 8, sweetness: 7 };

/** Six cupping scores on a radar (spec 002 §2.13), optionally compared with a sample cup. */
export function RadarchartPage() {
  const { t } = useTranslation('public');
  const { c } = useChartText();
  const [scores, setScores] = useState<CuppingScores>(cuppingScores());
  const [compare, setCompare] = useState(false);
  const series = [
    { label: t('radar.mine'), scores },
    ...(compare ? [{ label: t('radar.sample'), scores: COMPARE }] : []),
  ];
  return (
    <PageFrame
      id="radarchart"
      title={t('radar.title')}
      lead={t('radar.lead')}
      data={{ scores, compare: compare ? COMPARE : undefined }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            {CUPPING_AXES.map((a) => (
              <ScoreInput
                key={a}
                id={a}
                label={c[a]}
                value={scores[a]}
                onChange={(v) => setScores((s) => ({ ...s, [a]: v }))}
              />
            ))}
            <FormControlLabel
              control={
                <Switch checked={compare} onChange={(e) => setCompare(e.target.checked)} data-testid="radar-compare" />
              }
              label={t('radar.compare')}
            />
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <CuppingRadar series={series} />
        </Paper>
      </Box>
    </PageFrame>
  );
}
