import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { findField, qcBrewingDefaultPage, stepField, valueBounds } from '@beantrail/contracts';
import {
  brewingDerived,
  brewingTimerStep,
  formatMmSs,
  parseMmSs,
  showAmount,
  type BrewingStep,
} from '@beantrail/mf-shared/pure';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/page-frame';
import { demoBrewing, type BrewingRow } from './brewing-demo';

const HIGHLIGHT_MS = 3000;

/**
 * The bounds of the QC brewing record the try-out mirrors (contracts `brewingRecordSections`: the
 * dose 0–10,000 g, a step's mass 0–100,000 g, pressure 0–20 bar, flow 0–1,000 g/s, time up to a
 * day), so the try-out refuses what a saved record would (careless-user review: a negative or
 * astronomical mass was worked into the totals).
 */
const boundOf = (name: string) => valueBounds(findField(qcBrewingDefaultPage, name)!);
const BOUNDS = {
  start: boundOf('brewing_bean_mass'),
  time: boundOf(stepField('step1', 'term')),
  mass: boundOf(stepField('step1', 'mass')),
  bar: boundOf(stepField('step1', 'bar')),
  flux: boundOf(stepField('step1', 'flux')),
};
type Checked = keyof typeof BOUNDS;

/** The message key for a cell's text (000 §8 field_NaN, field_minValue, field_maxValue), or null when it is fine or empty. */
function cellProblem(kind: Checked, text: string): string | null {
  if (text.trim() === '') return null;
  const value = kind === 'time' ? parseMmSs(text) : Number(text.trim());
  if (value === null || !Number.isFinite(value)) return 'field_NaN';
  if (value < BOUNDS[kind].min) return 'field_minValue';
  if (value > BOUNDS[kind].max) return 'field_maxValue';
  return null;
}
/** A cell's number when it holds a good one (a refused cell counts as empty in the totals). */
const numOrNull = (kind: Checked, s: string) => (s.trim() === '' || cellProblem(kind, s) ? null : Number(s));
const toStep = (r: BrewingRow): BrewingStep => ({
  time: cellProblem('time', r.time) ? null : parseMmSs(r.time),
  mass: numOrNull('mass', r.mass),
  bar: numOrNull('bar', r.bar),
  flux: numOrNull('flux', r.flux),
});

/**
 * Brewing record try-out (spec 002 §2.13, spec 001 §3/§5): steps 1–9 plus end with time, mass,
 * pressure and flux; cumulative mass, result_calc and total derived as the spec says (zero shown
 * empty); a start timer that highlights the current step's time field for 3 s (spec 000 §4) and
 * stops once time passes the last step.
 */
export function BrewingRecordPage() {
  const { t } = useTranslation('public');
  const [form, setForm] = useState(demoBrewing);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [highlight, setHighlight] = useState<number | null>(null);
  const rows = [...form.steps, form.end];
  const timed = useMemo(() => [...form.steps, form.end].map(toStep), [form]);
  const derived = brewingDerived(
    numOrNull('start', form.startMass),
    form.steps.map(toStep),
    numOrNull('mass', form.end.mass),
  );

  useEffect(() => {
    if (startedAt === null) return;
    let last = -1;
    const tick = () => {
      const e = (Date.now() - startedAt) / 1000;
      setElapsed(e);
      const { index, done } = brewingTimerStep(e, timed);
      if (index !== last && index >= 0) {
        last = index;
        setHighlight(index);
      }
      if (done) setStartedAt(null);
    };
    tick();
    const id = setInterval(tick, 100);
    return () => clearInterval(id);
  }, [startedAt, timed]);
  useEffect(() => {
    if (highlight === null) return;
    const id = setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
    return () => clearTimeout(id);
  }, [highlight]);

  const setCell = (i: number, key: keyof BrewingRow, value: string) =>
    setForm((f) =>
      i === f.steps.length
        ? { ...f, end: { ...f.end, [key]: value } }
        : { ...f, steps: f.steps.map((r, j) => (j === i ? { ...r, [key]: value } : r)) },
    );
  const running = startedAt !== null;
  const label = (i: number) => (i === form.steps.length ? t('brew.end') : t('brew.step', { n: i + 1 }));
  const cell = (i: number, key: keyof BrewingRow & Checked, unit: string, extra?: object) => {
    const problem = cellProblem(key, rows[i][key]);
    return (
      <TextField
        size="small"
        value={rows[i][key]}
        onChange={(e) => setCell(i, key, e.target.value)}
        placeholder={unit}
        error={!!problem}
        helperText={problem ? t(`message:${problem}`) : undefined}
        slotProps={{
          htmlInput: {
            'aria-label': `${label(i)} ${t(`brew.${key}`)}`,
            'aria-invalid': !!problem,
            'data-testid': `brew-${key}-${i + 1}`,
            inputMode: key === 'time' ? 'text' : 'decimal',
            ...extra,
          },
          formHelperText: { sx: { mx: 0 }, ...({ 'data-testid': `brew-${key}-${i + 1}-error` } as object) },
        }}
        sx={{ minWidth: key === 'time' ? 84 : 72 }}
      />
    );
  };
  const startProblem = cellProblem('start', form.startMass);
  return (
    <PageFrame id="brewingrecord" title={t('brew.title')} lead={t('brew.lead')} data={{ ...form, derived }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            size="small"
            label={t('brew.start_mass')}
            value={form.startMass}
            onChange={(e) => setForm((f) => ({ ...f, startMass: e.target.value }))}
            error={!!startProblem}
            helperText={startProblem ? t(`message:${startProblem}`) : undefined}
            slotProps={{
              htmlInput: { 'data-testid': 'brew-start-mass', inputMode: 'decimal' },
              formHelperText: { ...({ 'data-testid': 'brew-start-mass-error' } as object) },
            }}
          />
          <Button
            variant="contained"
            startIcon={running ? <StopIcon /> : <PlayArrowIcon />}
            onClick={() => (running ? setStartedAt(null) : (setElapsed(0), setStartedAt(Date.now())))}
            data-testid="brew-start"
            data-running={running}
          >
            {running ? t('brew.stop') : t('brew.start')}
          </Button>
          <Typography variant="h6" component="p" data-testid="brew-elapsed" aria-live="off">
            {formatMmSs(elapsed)}
          </Typography>
        </Stack>
      </Paper>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('brew.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('brew.step_col')}</TableCell>
              <TableCell>{t('brew.time')}</TableCell>
              <TableCell>{t('brew.mass')}</TableCell>
              <TableCell>{t('brew.cumulative')}</TableCell>
              <TableCell>{t('brew.bar')}</TableCell>
              <TableCell>{t('brew.flux')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((_, i) => {
              const on = highlight === i;
              return (
                <TableRow
                  key={i}
                  data-testid={`brew-row-${i + 1}`}
                  data-highlight={on}
                  sx={on ? { bgcolor: 'warning.light', transition: 'background-color .2s' } : undefined}
                >
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {label(i)}
                  </TableCell>
                  <TableCell>{cell(i, 'time', 'm:ss')}</TableCell>
                  <TableCell>{cell(i, 'mass', 'g')}</TableCell>
                  <TableCell data-testid={`brew-cum-${i + 1}`}>
                    {i < form.steps.length && rows[i].mass.trim() ? showAmount(derived.cumulative[i]) : ''}
                  </TableCell>
                  <TableCell>{cell(i, 'bar', 'bar')}</TableCell>
                  <TableCell>{cell(i, 'flux', 'g/s')}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          <dt>{t('brew.result_calc')}</dt>
          <dd style={{ margin: 0 }} data-testid="brew-result-calc">
            {showAmount(derived.resultCalc)}
          </dd>
          <dt>{t('brew.total')}</dt>
          <dd style={{ margin: 0 }} data-testid="brew-total">
            {showAmount(derived.total)}
          </dd>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {t('brew.formula')}
        </Typography>
      </Paper>
    </PageFrame>
  );
}
