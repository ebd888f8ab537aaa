import PlayArrow from '@mui/icons-material/PlayArrow';
import Stop from '@mui/icons-material/Stop';
import Timer from '@mui/icons-material/TimerOutlined';
import {
  BREWING_STEP_KEYS,
  brewingRecordDerived,
  findField,
  recordSteps,
  type RecordValues,
  STEP_PARTS,
  stepField,
} from '@beantrail/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { brewingTimerStep, showAmount } from '../../charts/brewing-calc';
import { formatMmSs } from '../../charts/time-format';
import { FieldRow } from '../detail/detail-fields';
import { ConfirmDialog } from '../detail/detail-dialogs';
import { brewStarted, brewTimer, restartBrewChanges, startBrewChanges } from './brew-timer';
import type { SectionProps } from './registry';
import { useNow } from './use-now';

/** 000 §9: the timer refreshes every 100 ms; the step highlight lasts 3 s (000 §4). */
const TICK_MS = 100;
const blank = (x: unknown) => x === undefined || x === null || x === '';
const HIGHLIGHT_MS = 3000;

/**
 * The QC brewing record's steps (contracts `brewingRecordSections`, section `steps`; 001 §3 "step 1
 * to 9 plus end each with term, mass, calculated cumulative, bar, flux"; §4 timers; §5 mass
 * calculation): a start button sets the start time (and an empty cup-note date), a timer runs until
 * the end step gets its term, the current step is highlighted for 3 s, and each step's "now"
 * button records the elapsed seconds as its term. The cumulative masses and the result values are
 * worked out as the user types (zero shown empty).
 */
export function BrewingStepsSection(props: SectionProps) {
  const { page, mode } = props;
  const { t } = useTranslation('engine');
  const form = useForm();
  const { values } = useFormState({ subscription: { values: true } });
  const v = values as RecordValues;
  const editing = mode !== 'view' && props.access('brewing_start_time').edit;
  const running = brewTimer(v, Date.now()).running;
  const now = useNow(editing && running, TICK_MS);
  const timer = brewTimer(v, now);
  const derived = useMemo(() => brewingRecordDerived(v), [v]);
  const steps = useMemo(() => recordSteps(v), [v]);
  const [highlight, setHighlight] = useState<number | null>(null);
  const current = timer.running ? brewingTimerStep(timer.elapsedS, steps).index : -1;
  useEffect(() => {
    if (current < 0) return;
    setHighlight(current);
    const id = setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
    return () => clearTimeout(id);
  }, [current]);
  const hasDate = !!findField(page, 'cupnote_date');
  // Start and Stop replace each other: the focus goes to the one that appears, not to the page
  // (also when the end's "now" stops the timer; keyboard review).
  const startRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const wasRunning = useRef(timer.running);
  const [confirmRestart, setConfirmRestart] = useState(false);
  useEffect(() => {
    if (wasRunning.current === timer.running) return;
    wasRunning.current = timer.running;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) (timer.running ? stopRef : startRef).current?.focus();
  }, [timer.running]);
  const set = (changes: RecordValues) =>
    form.batch(() => Object.entries(changes).forEach(([k, x]) => form.change(k, x)));
  const shown = new Set(props.fields.map((f) => f.name));
  const row = (name: string) => (shown.has(name) ? <FieldRow {...props} field={findField(page, name)!} /> : null);
  const label = (i: number) => (i === BREWING_STEP_KEYS.length - 1 ? t('record.end') : t('record.step', { n: i + 1 }));
  return (
    <Stack spacing={2} data-testid="brewing-steps">
      {/* While the timer runs, Stop and the elapsed time stay in view as the steps scroll by (a
          phone held in one hand; phone review). */}
      {timer.running && (
        <Stack
          direction="row"
          spacing={1}
          data-testid="brew-running-bar"
          sx={{ position: 'sticky', top: 0, zIndex: 2, py: 1, alignItems: 'center', bgcolor: 'background.paper' }}
        >
          {editing && (
            <Button
              ref={stopRef}
              size="small"
              variant="outlined"
              startIcon={<Stop />}
              onClick={() => set({ brewing_start_time: '' })}
              sx={{ minHeight: 44 }}
              data-testid="brew-stop"
            >
              {t('record.stop')}
            </Button>
          )}
          <Chip
            color="success"
            icon={<Timer />}
            label={`${t('record.elapsed')} ${formatMmSs(timer.elapsedS)}`}
            data-testid="brew-timer"
            aria-live="off"
          />
        </Stack>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        {editing && !timer.running && (
          <Button
            ref={startRef}
            size="small"
            variant="contained"
            startIcon={<PlayArrow />}
            onClick={() => (brewStarted(v) ? setConfirmRestart(true) : set(startBrewChanges(v, Date.now(), hasDate)))}
            sx={{ minHeight: 44 }}
            data-testid="brew-start"
          >
            {t('record.start')}
          </Button>
        )}
        {(editing || !blank(v.brewing_start_time)) && (
          <Box sx={{ flex: 1, minWidth: 220 }}>{row('brewing_start_time')}</Box>
        )}
      </Stack>
      {BREWING_STEP_KEYS.map((step, i) => {
        // View mode leaves out the steps that were not used.
        if (mode === 'view' && STEP_PARTS.every((part) => blank(v[stepField(step, part)]))) return null;
        const cumulative =
          i < BREWING_STEP_KEYS.length - 1 && steps[i].mass !== null ? showAmount(derived.cumulative[i]) : '';
        const lit = highlight === i;
        return (
          <Box
            key={step}
            role="group"
            aria-label={label(i)}
            data-testid={`brew-step-${step}`}
            data-highlight={lit}
            sx={{
              p: 1,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: lit ? 'warning.light' : undefined,
              transition: 'background-color .2s',
            }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle2" component="h4">
                {label(i)}
              </Typography>
              {cumulative && (
                <Typography variant="caption" color="text.secondary" data-testid={`brew-cumulative-${step}`}>
                  {t('record.cumulative', { mass: cumulative })}
                </Typography>
              )}
              {editing && timer.running && (
                <Tooltip title={t('record.now')}>
                  <IconButton
                    size="small"
                    aria-label={`${label(i)} ${t('record.now')}`}
                    onClick={() => form.change(stepField(step, 'term'), timer.elapsedS)}
                    sx={{ width: 44, height: 44 }}
                    data-testid={`brew-now-${step}`}
                  >
                    <Timer fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
              {STEP_PARTS.map((part) => (
                <Box key={part}>{row(stepField(step, part))}</Box>
              ))}
            </Box>
          </Box>
        );
      })}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {row('brewing_result_total')}
        {row('brewing_result_calc')}
      </Box>
      {(derived.brewing_result_calc ?? 0) < 0 && (
        // 001 §5's calculation takes each step's added mass: scale readings make it negative.
        <Alert severity="warning" data-testid="brew-calc-negative">
          {t('record.calc_negative')}
        </Alert>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('record.formula')}
      </Typography>
      <ConfirmDialog
        open={confirmRestart}
        title={t('record.restart_title')}
        text={t('record.restart_text')}
        confirm={t('record.start')}
        onConfirm={() => {
          setConfirmRestart(false);
          set(restartBrewChanges(v, Date.now(), hasDate));
        }}
        onClose={() => setConfirmRestart(false)}
        testId="brew-restart-dialog"
      />
    </Stack>
  );
}
