import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { Hint, deferWhileFocused, inputHasFocus, RoastTimelineChart } from '@beantrail/mf-shared';
import {
  DEMO_ROAST,
  DEMO_ROAST_END,
  formatMmSs,
  parseMmSs,
  useChartText,
  type RoastStage,
} from '@beantrail/mf-shared/pure';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/page-frame';

interface StageDraft {
  key: RoastStage['key'];
  t: string;
  bt: string;
  et: string;
}

const toDraft = (s: RoastStage): StageDraft => ({
  key: s.key,
  t: formatMmSs(s.t),
  bt: s.bt == null ? '' : String(s.bt),
  et: s.et == null ? '' : String(s.et),
});
const num = (s: string) => (s.trim() === '' || !Number.isFinite(Number(s)) ? null : Number(s));
const toStages = (d: StageDraft[]): RoastStage[] =>
  d.flatMap((s) => {
    const t = parseMmSs(s.t);
    return t === null ? [] : [{ key: s.key, t, bt: num(s.bt), et: num(s.et) }];
  });
const clock = (d: Date) => d.toTimeString().slice(0, 8);

/**
 * The demo roast of spec 000 §9 on the timeline chart, editable (spec 002 §2.13). The chart is
 * recomputed after a change but waits while an input has focus (spec 000 §4). "Now" fills the
 * base field with the clock time, or a stage with the time elapsed since the base.
 */
export function RoastingProfilePage() {
  const { t } = useTranslation('public');
  const { c } = useChartText();
  const [draft, setDraft] = useState<StageDraft[]>(() => DEMO_ROAST.map(toDraft));
  const [stages, setStages] = useState<RoastStage[]>(DEMO_ROAST);
  const [base, setBase] = useState('');
  useEffect(
    () =>
      deferWhileFocused(
        () => inputHasFocus(),
        () => setStages(toStages(draft)),
      ),
    [draft],
  );
  const setCell = (i: number, key: 't' | 'bt' | 'et', value: string) =>
    setDraft((d) => d.map((s, j) => (j === i ? { ...s, [key]: value } : s)));
  const sinceBase = (): string | null => {
    const m = /^(\d{1,2}):(\d{2}):(\d{2})$/.exec(base);
    if (!m) return null;
    const now = new Date();
    const start = new Date(now);
    start.setHours(Number(m[1]), Number(m[2]), Number(m[3]), 0);
    return formatMmSs((now.getTime() - start.getTime()) / 1000);
  };
  return (
    <PageFrame
      id="roastingprofile"
      title={t('roast.title')}
      lead={t('roast.lead')}
      data={{ base: base || undefined, stages }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <RoastTimelineChart stages={stages} end={DEMO_ROAST_END} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label={t('roast.base')}
            value={base}
            onChange={(e) => setBase(e.target.value)}
            placeholder="hh:mm:ss"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'roast-base' } }}
          />
          <Button
            startIcon={<AccessTimeIcon />}
            onClick={() => setBase(clock(new Date()))}
            data-testid="roast-base-now"
          >
            {t('roast.now')}
          </Button>
        </Stack>
      </Paper>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('roast.stages')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('roast.stage')}</TableCell>
              <TableCell>{t('roast.time')}</TableCell>
              <TableCell>{c.bt} (°C)</TableCell>
              <TableCell>{c.et} (°C)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {draft.map((s, i) => (
              <TableRow key={`${s.key}-${i}`}>
                <TableCell component="th" scope="row">
                  {c[s.key]}
                </TableCell>
                <TableCell>
                  <Stack direction="row" sx={{ alignItems: 'center' }}>
                    <TextField
                      size="small"
                      value={s.t}
                      onChange={(e) => setCell(i, 't', e.target.value)}
                      sx={{ width: 96 }}
                      slotProps={{
                        htmlInput: {
                          'aria-label': `${c[s.key]} ${t('roast.time')}`,
                          'data-testid': `roast-time-${s.key}`,
                        },
                      }}
                    />
                    <Hint title={t('roast.now_since')}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={`${c[s.key]} ${t('roast.now')}`}
                          disabled={!sinceBase()}
                          onClick={() => setCell(i, 't', sinceBase() ?? s.t)}
                        >
                          <AccessTimeIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Hint>
                  </Stack>
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    value={s.bt}
                    onChange={(e) => setCell(i, 'bt', e.target.value)}
                    sx={{ width: 80 }}
                    slotProps={{
                      htmlInput: {
                        inputMode: 'decimal',
                        'aria-label': `${c[s.key]} ${c.bt}`,
                        'data-testid': `roast-bt-${s.key}`,
                      },
                    }}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    value={s.et}
                    onChange={(e) => setCell(i, 'et', e.target.value)}
                    sx={{ width: 80 }}
                    slotProps={{
                      htmlInput: {
                        inputMode: 'decimal',
                        'aria-label': `${c[s.key]} ${c.et}`,
                        'data-testid': `roast-et-${s.key}`,
                      },
                    }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </PageFrame>
  );
}
