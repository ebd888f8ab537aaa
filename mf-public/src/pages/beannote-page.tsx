import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { CuppingRadar, FlavorWheelField } from '@beantrail/mf-shared';
import { CUPPING_AXES, cuppingScores, resetCupNote, useChartText, type CupNoteDraft } from '@beantrail/mf-shared/pure';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/page-frame';
import { ScoreInput } from '../components/score-input';

const LISTS = {
  aftertaste: ['long', 'short', 'clean', 'sweet', 'dry'],
  texture: ['silky', 'creamy', 'juicy', 'syrupy', 'thin'],
  feeling: ['bright', 'round', 'complex', 'calm', 'crisp'],
} as const;
type ListKey = keyof typeof LISTS;

const initial = (): CupNoteDraft => ({
  satisfaction: 8,
  scores: cuppingScores(),
  flavors: [],
  aftertaste: [],
  texture: [],
  feeling: [],
  wheelOn: true,
  rotation: 0,
});

/**
 * A cup note as a visitor can try it (spec 001 §4): the six scores and their radar, the wheel,
 * aftertaste / texture / feeling lists, and the reset rule: every point to the satisfaction,
 * lists cleared, wheel off, rotation 0.
 */
export function BeannotePage() {
  const { t } = useTranslation('public');
  const { c } = useChartText();
  const [note, setNote] = useState<CupNoteDraft>(initial);
  const toggle = (key: ListKey, v: string) =>
    setNote((n) => ({ ...n, [key]: n[key].includes(v) ? n[key].filter((x) => x !== v) : [...n[key], v] }));
  return (
    <PageFrame id="beannote" title={t('note.title')} lead={t('note.lead')} data={note}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            <ScoreInput
              id="satisfaction"
              label={t('note.satisfaction')}
              value={note.satisfaction}
              onChange={(v) => setNote((n) => ({ ...n, satisfaction: v }))}
            />
            {CUPPING_AXES.map((a) => (
              <ScoreInput
                key={a}
                id={a}
                label={c[a]}
                value={note.scores[a]}
                onChange={(v) => setNote((n) => ({ ...n, scores: { ...n.scores, [a]: v } }))}
              />
            ))}
            <Button
              variant="outlined"
              color="warning"
              startIcon={<RestartAltIcon />}
              onClick={() => setNote(resetCupNote)}
              data-testid="note-reset"
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('note.reset')}
            </Button>
            <Typography variant="caption" color="text.secondary">
              {t('note.reset_help')}
            </Typography>
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <CuppingRadar series={[{ label: t('note.title'), scores: note.scores }]} />
        </Paper>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          {(Object.keys(LISTS) as ListKey[]).map((key) => (
            <Box key={key}>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                {t(`note.${key}`)}
              </Typography>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} data-testid={`note-list-${key}`}>
                {LISTS[key].map((v) => {
                  const on = note[key].includes(v);
                  return (
                    <Chip
                      key={v}
                      label={t(`note.opt.${v}`)}
                      color={on ? 'primary' : 'default'}
                      variant={on ? 'filled' : 'outlined'}
                      onClick={() => toggle(key, v)}
                      aria-pressed={on}
                      data-testid={`note-${key}-${v}`}
                    />
                  );
                })}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={note.wheelOn}
              onChange={(e) => setNote((n) => ({ ...n, wheelOn: e.target.checked }))}
              data-testid="note-wheel-on"
            />
          }
          label={t('note.wheel_on')}
        />
        {note.wheelOn && (
          <FlavorWheelField
            value={note.flavors}
            onChange={(v) => setNote((n) => ({ ...n, flavors: [...(v as readonly string[])] }))}
            rotation={note.rotation}
            onRotationChange={(r) => setNote((n) => ({ ...n, rotation: r }))}
            exportPrefix="cupnote_"
          />
        )}
      </Paper>
    </PageFrame>
  );
}
