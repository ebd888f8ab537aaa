import PlayArrow from '@mui/icons-material/PlayArrow';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartmentOutlined';
import { ROAST_LOG_UPLOAD_TYPES, ROASTING_STEP, type RecordValues } from '@beantrail/contracts';
import { codeLabel, formatElapsed, RoastTimelineChart, type SectionProps, useCodeGroups, usePageViewer } from '@beantrail/mf-shared';
import { chartLogOfForm, logImportEffect, nowTerm, roastTimers, stagesOfForm, startRoastChanges } from '@beantrail/mf-shared/pure';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { type ImportedLog, RoastLogUpload } from './roast-log-upload';
import { StageTable } from './stage-table';

/** 000 §9: timers refresh every 100 ms; a second is enough for mm:ss. */
const TICK_MS = 500;

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, [active]);
  return active ? now : Date.now();
}

/**
 * The roasting profile (001 §3 stages, §4 timers and log import): the timeline chart of the
 * stages (or of the imported log), the stage table with Now buttons while a timer runs, start
 * buttons, and the log import for the platform types allowed to upload (001 §6).
 */
export function RoastingProfileSection(props: SectionProps) {
  const { page, ns, mode } = props;
  const { t } = useTranslation(['roaster', ns]);
  const form = useForm();
  const { values } = useFormState({ subscription: { values: true } });
  const v = values as RecordValues;
  const viewer = usePageViewer();
  const editing = mode !== 'view';
  const timers = roastTimers(v, Date.now());
  const now = useNow(editing && (timers.roast.running || timers.preheat.running));
  const live = roastTimers(v, now);
  const stages = useMemo(() => stagesOfForm(v), [v]);
  const log = useMemo(() => chartLogOfForm(v.roasting_chart_log), [v.roasting_chart_log]);
  // A finished (or imported) roast has an end term: starting a timer then makes no sense (001 §4).
  const ended = v.roasting_end_term !== '' && v.roasting_end_term !== null && v.roasting_end_term !== undefined;
  const mayUpload = editing && !!viewer?.usertype.some((u) => ROAST_LOG_UPLOAD_TYPES.includes(u));
  const set = (changes: RecordValues) => form.batch(() => Object.entries(changes).forEach(([k, x]) => form.change(k, x)));
  const end = log ? Math.max(...log.bt.map((p) => p.t), ...stages.map((s) => s.t)) : undefined;
  // Issue 16: the imported log's day becomes the roast date (a new roast; a saved one's is locked),
  // and a roast still scheduled is offered the move to done.
  const [dateNote, setDateNote] = useState<{ key: 'date_set' | 'date_locked'; date: string } | null>(null);
  const [offerDone, setOfferDone] = useState(false);
  const hasDate = page.sections.some((s) => s.fields.some((f) => f.name === 'roasting_result_date'));
  const imported = (fields: RecordValues, info: ImportedLog) => {
    const effect = logImportEffect(v, info.date, {
      date: !hasDate ? 'none' : props.access('roasting_result_date').edit ? 'edit' : 'locked',
      step: props.access('roasting_step').edit,
    });
    set({ ...fields, ...effect.changes });
    const day = typeof effect.changes.roasting_result_date === 'string' ? effect.changes.roasting_result_date : null;
    setDateNote(day ? { key: 'date_set', date: day } : effect.lockedDate ? { key: 'date_locked', date: effect.lockedDate } : null);
    setOfferDone(effect.offerDone);
  };
  return (
    <Stack spacing={2} data-testid="roasting-profile">
      {editing && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
          {!v.pre_heating_start_at && !v.roasting_start_at && !ended && (
            <Button size="small" variant="outlined" startIcon={<LocalFireDepartment />} onClick={() => set({ pre_heating_start_at: new Date().toISOString() })} data-testid="preheat-start">
              {t('profile.preheat')}
            </Button>
          )}
          {!v.roasting_start_at && !ended && (
            <Button size="small" variant="contained" startIcon={<PlayArrow />} onClick={() => set(startRoastChanges(v, Date.now()))} data-testid="roast-start">
              {t('profile.start')}
            </Button>
          )}
          {live.preheat.running && <Chip color="warning" label={`${t('profile.preheat_timer')} ${formatElapsed(live.preheat.elapsedMs)}`} data-testid="preheat-timer" />}
          {live.roast.running && <Chip color="success" label={`${t('profile.timer')} ${formatElapsed(live.roast.elapsedMs)}`} data-testid="roast-timer" aria-live="off" />}
          {mayUpload ? (
            <Box sx={{ ml: { sm: 'auto' } }}>
              <RoastLogUpload onFields={imported} />
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} data-testid="roast-log-paid">
              {t('profile.upload_paid')}
            </Typography>
          )}
        </Stack>
      )}
      {editing && dateNote && (
        <Alert severity={dateNote.key === 'date_set' ? 'info' : 'warning'} onClose={() => setDateNote(null)} data-testid="log-date-note" data-date={dateNote.date}>
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
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} data-testid="profile-chart">
        <Typography variant="subtitle2" component="h4" gutterBottom>
          {t('profile.chart')}
          {log && <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }} data-testid="log-points">{t('profile.log_points', { count: log.bt.length })}</Typography>}
        </Typography>
        {stages.length >= 2 || log ? <RoastTimelineChart stages={stages} log={log} end={end} /> : <Alert severity="info">{t('profile.empty')}</Alert>}
      </Paper>
      <StageTable
        page={page}
        ns={ns}
        readOnly={!editing}
        values={v}
        canNow={live.roast.running || live.preheat.running}
        onNow={(prefix) => {
          const term = nowTerm(v, prefix, Date.now());
          if (term !== null) form.change(`${prefix}_term`, term);
        }}
        errorField={props.errorField}
        errorText={props.errorText}
      />
    </Stack>
  );
}

/** Issue 16: after a log import, move a scheduled roast to done? The step names are the RSTEP codes'. */
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
        <DialogContentText>{t('profile.step_offer', { from: name(ROASTING_STEP.scheduled), to: name(ROASTING_STEP.done) })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} data-testid="step-offer-keep">{t('profile.step_keep')}</Button>
        <Button variant="contained" onClick={() => onClose(true)} autoFocus data-testid="step-offer-move">{t('profile.step_move')}</Button>
      </DialogActions>
    </Dialog>
  );
}
