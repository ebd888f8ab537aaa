import PlayArrow from '@mui/icons-material/PlayArrow';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartmentOutlined';
import { ROAST_LOG_UPLOAD_TYPES, ROASTER_PAGES, type RecordValues } from '@beantrail/contracts';
import {
  fetchDetail,
  formatElapsed,
  RoastTimelineChart,
  type SectionProps,
  useNow,
  usePageViewer,
} from '@beantrail/mf-shared';
import {
  chartLogOfForm,
  nowTerm,
  recipeBackground,
  roastTimers,
  stagesOfForm,
  stageTime,
  startRoastChanges,
} from '@beantrail/mf-shared/pure';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { LOG_IMPORT_SECTION } from './section-keys';
import { RoastLogUpload } from './roast-log-upload';
import { useLogImport } from './use-log-import';
import { StageTable } from './stage-table';

/** 000 §9: timers refresh every 100 ms; a second is enough for mm:ss. */
const TICK_MS = 500;

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
  const now = useNow(editing && (timers.roast.running || timers.preheat.running), TICK_MS);
  const live = roastTimers(v, now);
  const stages = useMemo(() => stagesOfForm(v), [v]);
  const log = useMemo(() => chartLogOfForm(v.roasting_chart_log), [v.roasting_chart_log]);
  // A finished (or imported) roast has an end term: starting a timer then makes no sense (001 §4).
  const ended = v.roasting_end_term !== '' && v.roasting_end_term !== null && v.roasting_end_term !== undefined;
  const mayUpload = editing && !!viewer?.usertype.some((u) => ROAST_LOG_UPLOAD_TYPES.includes(u));
  const set = (changes: RecordValues) =>
    form.batch(() => Object.entries(changes).forEach(([k, x]) => form.change(k, x)));
  const end = log ? Math.max(...log.bt.map((p) => p.t), ...stages.map((s) => s.t)) : undefined;
  const { imported, feedback } = useLogImport(props);
  const recipe = useRecipeCurve(
    page.id === ROASTER_PAGES.roastingResult.id ? v.roasting_seq : null,
    stageTime(stages, 'charge'),
  );
  // A page with the import at its top (a roast) has one import button, there.
  const atTop = page.sections.some((s) => s.custom === LOG_IMPORT_SECTION);
  return (
    <Stack spacing={2} data-testid="roasting-profile">
      {editing && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
        >
          {!v.pre_heating_start_at && !v.roasting_start_at && !ended && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<LocalFireDepartment />}
              onClick={() => set({ pre_heating_start_at: new Date().toISOString() })}
              data-testid="preheat-start"
            >
              {t('profile.preheat')}
            </Button>
          )}
          {!v.roasting_start_at && !ended && (
            <Button
              size="small"
              variant="contained"
              startIcon={<PlayArrow />}
              onClick={() => set(startRoastChanges(v, Date.now()))}
              data-testid="roast-start"
            >
              {t('profile.start')}
            </Button>
          )}
          {live.preheat.running && (
            <Chip
              color="warning"
              label={`${t('profile.preheat_timer')} ${formatElapsed(live.preheat.elapsedMs)}`}
              data-testid="preheat-timer"
            />
          )}
          {live.roast.running && (
            <Chip
              color="success"
              label={`${t('profile.timer')} ${formatElapsed(live.roast.elapsedMs)}`}
              data-testid="roast-timer"
              aria-live="off"
            />
          )}
          {!mayUpload ? (
            <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} data-testid="roast-log-paid">
              {t('profile.upload_paid')}
            </Typography>
          ) : (
            !atTop && (
              <Box sx={{ ml: { sm: 'auto' } }}>
                <RoastLogUpload onFields={imported} />
              </Box>
            )
          )}
        </Stack>
      )}
      {editing && !atTop && feedback}
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} data-testid="profile-chart">
        <Typography variant="subtitle2" component="h4" gutterBottom>
          {t('profile.chart')}
          {log && (
            <Typography
              component="span"
              variant="caption"
              color="text.secondary"
              sx={{ ml: 1 }}
              data-testid="log-points"
            >
              {t('profile.log_points', { count: log.bt.length })}
            </Typography>
          )}
        </Typography>
        {recipe.available && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  checked={recipe.on}
                  onChange={(_, on) => recipe.setOn(on)}
                  data-testid="recipe-curve-toggle"
                />
              }
              label={t('profile.recipe_curve')}
              slotProps={{ typography: { variant: 'body2' } }}
            />
            {recipe.on && recipe.state !== 'ok' && recipe.state !== 'loading' && (
              <Typography variant="caption" color="text.secondary" data-testid="recipe-curve-note">
                {t(recipe.state === 'none' ? 'profile.recipe_none' : 'profile.recipe_failed')}
              </Typography>
            )}
          </Stack>
        )}
        {stages.length >= 2 || log ? (
          <RoastTimelineChart stages={stages} log={log} end={end} background={recipe.on ? recipe.curves : null} />
        ) : (
          <Alert severity="info">{t('profile.empty')}</Alert>
        )}
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

/**
 * The roast recipe's profile behind a roast's chart (Artisan's "background profile", docs/ROASTER.md
 * "Against the recipe"): off until asked for, then read once through the recipe's own detail call
 * (the roastery's own recipe only; another roastery's is a 404 there) and moved so its CHARGE lies
 * on the roast's. Offered on roasts only, once a recipe is chosen.
 */
function useRecipeCurve(roastingSeq: unknown, roastCharge: number | null) {
  const seq = roastingSeq === '' || roastingSeq === null || roastingSeq === undefined ? null : String(roastingSeq);
  const [on, setOn] = useState(false);
  const query = useQuery({
    queryKey: ['roast-recipe-profile', seq],
    enabled: on && seq !== null,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await fetchDetail(ROASTER_PAGES.roastingDefault, { roasting_seq: seq }, 'view', signal)).record,
  });
  const curves = useMemo(() => recipeBackground(query.data, roastCharge), [query.data, roastCharge]);
  const state = query.isError ? 'failed' : query.isPending ? 'loading' : curves ? 'ok' : 'none';
  return { available: seq !== null, on, setOn, curves, state } as const;
}
