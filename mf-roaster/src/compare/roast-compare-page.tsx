import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompareReply } from '@beantrail/contracts';
import { apiRequest, useLocalePath, downloadText, toCsv, useIsMobile } from '@beantrail/mf-shared';
import { downloadBlob, svgToPng, timestampFileName } from '@beantrail/mf-shared/pure';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CompareChart } from './compare-chart';
import { CompareTable } from './compare-table';
import { CupNotesDialog } from './cup-notes-dialog';
import { COMPARE_TEXTS, cupRows, phaseRows, ROAST_COLOURS, roastLegend, roastTitle, type Align } from './compare-model';

/** The ids in the address (`?ids=3,7`): the comparison can be sent as a link (docs/ROASTER.md). */
function idsOf(text: string | null): string | null {
  const ids = (text ?? '').split(',').filter((p) => /^\d+$/.test(p));
  return ids.length >= 2 && ids.length <= 6 ? ids.join(',') : null;
}

/** Roast comparison: 2–6 roasting results' curves over each other, their phases and the cups that tasted them. */
export function RoastComparePage() {
  const { t, i18n } = useTranslation('roaster');
  const locale = i18n.language === 'en' ? 'en' : 'kr';
  const x = useMemo(() => Object.fromEntries(Object.keys(COMPARE_TEXTS).map((k) => [k, t(`compare.${k}`)])), [t]);
  const [params, setParams] = useSearchParams();
  const ids = idsOf(params.get('ids'));
  const align: Align = params.get('align') === 'first_crack' ? 'first_crack' : 'charge';
  const [hidden, setHidden] = useState<Set<number>>(new Set());
  const [notesOf, setNotesOf] = useState<{ seq: number; title: string } | null>(null);
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const lp = useLocalePath();
  const svg = useRef<SVGSVGElement>(null);
  const query = useQuery({
    queryKey: ['roast-compare', ids],
    enabled: ids !== null,
    queryFn: async () =>
      (await apiRequest<CompareReply>('/api/roaster/roasting/compare', { query: { ids: ids ?? '' } })).result?.roasts ??
      [],
  });
  const roasts = query.data ?? [];
  const phases = phaseRows(roasts, x);
  const cups = cupRows(roasts, x);
  const titles = roasts.map((r) => roastTitle(r, locale));
  const setAlign = (a: Align) => {
    const next = new URLSearchParams(params);
    if (a === 'charge') next.delete('align');
    else next.set('align', a);
    setParams(next, { replace: true });
  };
  const toggle = (seq: number) =>
    setHidden((h) => {
      const next = new Set(h);
      if (next.has(seq)) next.delete(seq);
      else next.add(seq);
      return next;
    });
  const savePng = async () =>
    svg.current && downloadBlob(await svgToPng(svg.current), timestampFileName('roast_compare_', 'png'));
  const saveCsv = () =>
    downloadText(
      toCsv(
        ['', ...titles],
        [...phases, ...cups].map((r) => [r.label, ...r.cells]),
      ),
      timestampFileName('roast_compare_', 'csv'),
    );

  // The roastery's figures open the notes behind them; the cafes' and drinkers' are theirs (counts and averages only).
  const cupCell = (row: (typeof cups)[number], i: number) =>
    row.source === 'roastery' && row.cells[i] && roasts[i].cups.roastery.count > 0 ? (
      <Button
        size="small"
        onClick={() => setNotesOf({ seq: roasts[i].roasting_result_seq, title: titles[i] })}
        sx={{ minWidth: 0, p: 0, textDecoration: 'underline' }}
        data-testid="compare-cup-link"
      >
        {row.cells[i]}
      </Button>
    ) : undefined;

  return (
    <Stack spacing={2} data-testid="roast-compare">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h2" data-testid="entity-title">
          {x.title}
        </Typography>
        <Button size="small" startIcon={<ArrowBack />} onClick={() => navigate(lp('/roaster/roasting/result'))}>
          {x.back}
        </Button>
      </Stack>
      {ids === null ? (
        <Alert severity="info" data-testid="compare-too-few">
          {x.too_few}
        </Alert>
      ) : query.isError ? (
        <Alert severity="error" data-testid="compare-error">
          {x.error}
        </Alert>
      ) : query.isLoading ? (
        <Typography color="text.secondary">…</Typography>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 1, alignItems: 'center' }}>
              <Button
                size="small"
                variant={align === 'charge' ? 'contained' : 'outlined'}
                onClick={() => setAlign('charge')}
                data-testid="compare-align-charge"
              >
                {x.align_charge}
              </Button>
              <Button
                size="small"
                variant={align === 'first_crack' ? 'contained' : 'outlined'}
                onClick={() => setAlign('first_crack')}
                data-testid="compare-align-fc"
              >
                {x.align_first_crack}
              </Button>
              <Box sx={{ flexGrow: 1 }} />
              <Button size="small" startIcon={<Download />} onClick={() => void savePng()} data-testid="compare-png">
                {x.png}
              </Button>
              <Button size="small" startIcon={<Download />} onClick={saveCsv} data-testid="compare-csv">
                {x.csv}
              </Button>
            </Stack>
            {/* The legend: a chip per roast in its colour that turns its curves on and off. */}
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }} data-testid="compare-legend">
              {roasts.map((r, i) => (
                <Chip
                  key={r.roasting_result_seq}
                  size="small"
                  label={roastLegend(r, locale)}
                  onClick={() => toggle(r.roasting_result_seq)}
                  variant={hidden.has(r.roasting_result_seq) ? 'outlined' : 'filled'}
                  aria-pressed={!hidden.has(r.roasting_result_seq)}
                  sx={{
                    borderColor: ROAST_COLOURS[i],
                    ...(hidden.has(r.roasting_result_seq)
                      ? { color: ROAST_COLOURS[i] }
                      : { bgcolor: ROAST_COLOURS[i], color: '#fff' }),
                    maxWidth: '100%',
                  }}
                  data-testid="compare-chip"
                />
              ))}
            </Stack>
            <CompareChart
              ref={svg}
              roasts={roasts}
              hidden={hidden}
              align={align}
              locale={locale}
              mobile={mobile}
              x={x}
            />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {`— ${x.bt}   - - ${x.et}   ··· ${x.ror}`}
            </Typography>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {x.phases}
            </Typography>
            <CompareTable testId="compare-phases" titles={titles} rows={phases} />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {x.cups}
            </Typography>
            <CompareTable testId="compare-cups" titles={titles} rows={cups} cell={cupCell} />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {x.cup_notes_private}
            </Typography>
          </Paper>
        </>
      )}
      <CupNotesDialog roast={notesOf} x={x} onClose={() => setNotesOf(null)} />
    </Stack>
  );
}
