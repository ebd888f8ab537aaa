import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { cupnoteResetChanges, type RecordValues } from '@beantrail/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { CupnoteTasteSection } from './cupnote-taste-section';
import type { SectionProps } from './registry';

/**
 * The roaster QC note's scoring (contracts `qcScoringSections`): the shared tasting layout with the
 * six scores' radar, and the reset of 001 §4 — every point to the satisfaction, the flavor,
 * aftertaste, texture and feeling lists cleared, the wheel off and its rotation 0. The reset only
 * changes the form; saving sends it like any edit.
 */
export function QcCupnoteScoreSection(props: SectionProps) {
  const { t } = useTranslation('engine');
  const form = useForm();
  const reset = () => {
    const changes = cupnoteResetChanges(form.getState().values as RecordValues);
    form.batch(() => Object.entries(changes).forEach(([name, value]) => form.change(name, value)));
  };
  return (
    <Stack spacing={2}>
      <CupnoteTasteSection {...props} />
      {props.mode !== 'view' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="outlined"
            color="warning"
            startIcon={<RestartAltIcon />}
            onClick={reset}
            data-testid="cupnote-reset"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('cupnote.reset')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {t('cupnote.reset_help')}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
