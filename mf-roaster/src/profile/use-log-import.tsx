import { ROASTING_STEP, type RecordValues } from '@beantrail/contracts';
import { codeLabel, type SectionProps, useCodeGroups } from '@beantrail/mf-shared';
import { logImportEffect } from '@beantrail/mf-shared/pure';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { ImportedLog } from './roast-log-upload';

/**
 * What a roast-log import does to the form, wherever the import button sits (the top of a roast,
 * the profile section of a recipe): the profile is turned on and filled; the log's day becomes the
 * roast date (a new roast; a saved one's is locked) and a roast still scheduled is offered the move
 * to done. `feedback` is the date note and that offer, drawn beside the button.
 */
export function useLogImport(props: Pick<SectionProps, 'page' | 'access'>): {
  imported: (fields: RecordValues, info: ImportedLog) => void;
  feedback: ReactNode;
} {
  const { page, access } = props;
  const { t } = useTranslation('roaster');
  const form = useForm();
  const { values } = useFormState({ subscription: { values: true } });
  const [dateNote, setDateNote] = useState<{ key: 'date_set' | 'date_locked'; date: string } | null>(null);
  const [offerDone, setOfferDone] = useState(false);
  const declares = (name: string) => page.sections.some((s) => s.fields.some((f) => f.name === name));
  const imported = (fields: RecordValues, info: ImportedLog) => {
    const effect = logImportEffect(values as RecordValues, info.date, {
      date: !declares('roasting_result_date') ? 'none' : access('roasting_result_date').edit ? 'edit' : 'locked',
      step: access('roasting_step').edit,
    });
    // The profile section shows while its switch is on: an import from the top turns it on.
    const on: RecordValues = declares('roasting_profile_use') ? { roasting_profile_use: true } : {};
    form.batch(() => Object.entries({ ...on, ...fields, ...effect.changes }).forEach(([k, x]) => form.change(k, x)));
    const day = typeof effect.changes.roasting_result_date === 'string' ? effect.changes.roasting_result_date : null;
    setDateNote(
      day ? { key: 'date_set', date: day } : effect.lockedDate ? { key: 'date_locked', date: effect.lockedDate } : null,
    );
    setOfferDone(effect.offerDone);
  };
  const feedback = (
    <>
      {dateNote && (
        <Alert
          severity={dateNote.key === 'date_set' ? 'info' : 'warning'}
          onClose={() => setDateNote(null)}
          data-testid="log-date-note"
          data-date={dateNote.date}
        >
          {t(`profile.${dateNote.key}`, { date: dateNote.date })}
        </Alert>
      )}
      {offerDone && (
        <MoveToDoneDialog
          onClose={(move) => {
            if (move) form.change('roasting_step', ROASTING_STEP.done);
            setOfferDone(false);
          }}
        />
      )}
    </>
  );
  return { imported, feedback };
}

/** After a log import, move a scheduled roast to done? The step names are the RSTEP codes'. */
function MoveToDoneDialog({ onClose }: { onClose: (move: boolean) => void }) {
  const { t, i18n } = useTranslation('roaster');
  const codes = useCodeGroups(['RSTEP']);
  const locale = i18n.language === 'en' ? 'en' : 'kr';
  const name = (id: string) => {
    const entry = codes.data?.RSTEP?.list?.find((c) => c.code_id === id);
    return entry ? codeLabel(entry, locale) : id;
  };
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="step-offer-title" data-testid="step-offer">
      <DialogTitle id="step-offer-title">{t('profile.step_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('profile.step_offer', { from: name(ROASTING_STEP.scheduled), to: name(ROASTING_STEP.done) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} data-testid="step-offer-keep">
          {t('profile.step_keep')}
        </Button>
        <Button variant="contained" onClick={() => onClose(true)} autoFocus data-testid="step-offer-move">
          {t('profile.step_move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
