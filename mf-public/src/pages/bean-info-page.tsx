import { type CodeSimpleResult, SERIAL_KINDS, type SerialType } from '@beantrail/contracts';
import {
  apiRequest, chartLogOfForm, type CountryLabel, CountryMap, CuppingRadar, FlavorWheel, flattenWheel, isApiError, loadFlavorWheel, RoastTimelineChart, type RoastStage,
  STAGE_CHART_KEYS, useCodeGroups, useLocalePath,
} from '@beantrail/mf-shared';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** A roaster's blend or lot (001 §2), or a cafe's bean or received lot (002 §2.5). */
export type BeanInfoKind = 'beaninfo' | 'beandetail' | 'coffeebean' | 'coffeebeandetail';

interface Origin {
  greenbean_name: string | null;
  greenbean_name_locale: string | null;
  country: string;
  region: string | null;
  region_locale: string | null;
  farm: string | null;
  farm_locale: string | null;
  variety: string[];
  process: string | null;
}

interface RoastCurve {
  roasting_name: string | null;
  roasting_name_locale: string | null;
  roasting_result_date: string | null;
  stages: { stage: string; term: number; bean: number | null; air: number | null }[];
  chart_log: string | null;
}

interface RoasterCupnote {
  cupnote_name: string | null;
  cupnote_name_locale: string | null;
  cupnote_date: string | null;
  cupnote_satis: number | null;
  points: Record<string, number | null>;
  flavor: string[];
  aftertaste: string[];
  texture: string[];
  feeling: string[];
  cupnote_satis_detail?: string | null;
}

/** The reply of /api/public/beannote/{kind}/{uuid}: each part only when the audience's public stage shows it (issue 16). */
interface BeanInfo {
  kind: BeanInfoKind;
  public_stage: string;
  blending_name: string | null;
  blending_name_locale: string | null;
  roaster_name: string | null;
  roaster_name_locale: string | null;
  country?: string[];
  country_names?: Record<string, { en: string; kr: string; numeric: string | null }>;
  variety?: string[];
  process?: string[];
  origins?: Origin[];
  notes_count?: number;
  blending_result_date?: string | null;
  blending_loss?: number | null;
  blending_total_mass?: number | null;
  roast_curves?: RoastCurve[];
  cupnote?: RoasterCupnote | null;
  cafes?: { cafe_name: string | null; cafe_name_locale: string | null }[];
  blending_desc?: string | null;
  blending_result_desc?: string | null;
}

/** The product serial type (BNDV) of each bean page, for the coffee note it opens (002 §2.5). */
const SERIAL_TYPE_OF = Object.fromEntries(Object.entries(SERIAL_KINDS).map(([type, kind]) => [kind, type])) as Record<BeanInfoKind, SerialType>;
const STAGE_KEY = new Map(STAGE_CHART_KEYS);
const DAY_MS = 24 * 3600 * 1000;

function codeName(codes: CodeSimpleResult | undefined, group: string, id: string, kr: boolean): string {
  const entry = codes?.[group]?.list.find((c) => c.code_id === id);
  return entry ? (kr ? entry.code_name_kr : entry.code_name) : id;
}

/** Whole days from a roast date (YYYY-MM-DD) to today, by the reader's calendar. */
export function daysSince(date: string, now = new Date()): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return null;
  const then = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.max(0, Math.round((today - then) / DAY_MS));
}

/**
 * Mounts its children when the box comes near the viewport (the charts are chunks of their own: the
 * map's atlas, x-charts, d3), in a box of fixed height so nothing below moves when they arrive.
 */
function WhenNear({ height, children, testId }: { height: number | Record<string, number>; children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' });
    io.observe(ref.current);
    return () => io.disconnect();
  }, [near]);
  return (
    <Box ref={ref} sx={{ minHeight: height }} data-testid={testId}>
      {near ? children : <Skeleton variant="rectangular" height={typeof height === 'number' ? height : height.xs} />}
    </Box>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Typography variant="h6" component="h3" gutterBottom>{title}</Typography>
      {children}
    </Paper>
  );
}

/** The flavors the roaster picked on the wheel, by name (the wheel's own data, loaded with the wheel). */
function FlavorNames({ ids, kr }: { ids: string[]; kr: boolean }) {
  const [names, setNames] = useState<Map<string, string> | null>(null);
  useEffect(() => {
    let live = true;
    loadFlavorWheel().then(
      (roots) => live && setNames(new Map(flattenWheel(roots).map((n) => [n.id, kr ? n.nameKr : n.name]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [kr]);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="bean-story-flavors">
      {ids.map((id) => <Chip key={id} size="small" label={names?.get(id) ?? id} />)}
    </Stack>
  );
}

function CupnoteSection({ note, kr }: { note: RoasterCupnote; kr: boolean }) {
  const { t } = useTranslation('public');
  const codes = useCodeGroups(['CNAFTST', 'CNTXTR', 'CNFLNG']);
  const scores = Object.fromEntries(Object.entries(note.points).map(([k, v]) => [k, v ?? 0])) as Parameters<typeof CuppingRadar>[0]['series'][number]['scores'];
  const lists: [string, string, string[]][] = [['CNAFTST', t('story.aftertaste'), note.aftertaste], ['CNTXTR', t('story.texture'), note.texture], ['CNFLNG', t('story.feeling'), note.feeling]];
  const name = (kr ? note.cupnote_name_locale : note.cupnote_name) || note.cupnote_name || '';
  return (
    <Section title={t('story.cupnote')} testId="bean-story-cupnote">
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {name}{note.cupnote_date ? ` · ${note.cupnote_date.slice(0, 10)}` : ''}{note.cupnote_satis !== null ? ` · ${t('story.satisfaction', { value: note.cupnote_satis })}` : ''}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: note.flavor.length ? '1fr 1fr' : '1fr' }, gap: 2, alignItems: 'start' }}>
        <WhenNear height={{ xs: 290, sm: 370 }}>
          <CuppingRadar series={[{ label: name || t('story.cupnote'), scores }]} data-testid="bean-story-radar" />
        </WhenNear>
        {note.flavor.length > 0 && (
          <Stack spacing={1}>
            <WhenNear height={{ xs: 320, sm: 360 }} testId="bean-story-wheel">
              <Box sx={{ maxWidth: 360, mx: 'auto' }}>
                <FlavorWheel value={note.flavor} size={360} />
              </Box>
            </WhenNear>
            <FlavorNames ids={note.flavor} kr={kr} />
          </Stack>
        )}
      </Box>
      {lists.some(([, , ids]) => ids.length > 0) && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          {lists.filter(([, , ids]) => ids.length > 0).map(([group, label, ids]) => (
            <Box key={group}>
              <Typography variant="subtitle2" component="h4">{label}</Typography>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                {ids.map((id) => <Chip key={id} size="small" variant="outlined" label={codeName(codes.data, group, id, kr)} />)}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {note.cupnote_satis_detail && <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>{note.cupnote_satis_detail}</Typography>}
    </Section>
  );
}

function CurveChart({ curve }: { curve: RoastCurve }) {
  const stages: RoastStage[] = curve.stages
    .map((s) => ({ key: STAGE_KEY.get(s.stage) ?? 'check', t: s.term, bt: s.bean, et: s.air }))
    .sort((a, b) => a.t - b.t);
  const log = chartLogOfForm(curve.chart_log);
  const end = log ? Math.max(...log.bt.map((p) => p.t), ...stages.map((s) => s.t)) : undefined;
  return <RoastTimelineChart stages={stages} log={log} end={end} scaleControl={false} />;
}

/**
 * The page a lot's QR code opens (001 §2 QR link paths: /{locale}/info/beannote/beaninfo/{uuid}
 * for a blend, …/beandetail/{uuid} for one blended lot; 002 §2.5 …/coffeebean/{uuid} and
 * …/coffeebeandetail/{uuid} for a cafe's bean and received lot). Issue 16: the drinker's story of
 * the coffee — origins on the map, regions and farms, varieties, processes, the roast date and days
 * since, the roast curve, the roaster's cup note, the cafes that received it, the drinkers' notes —
 * each part only as far as the roaster's public stage for this audience shows it (the server leaves
 * the rest out). The charts load when scrolled near, in boxes of fixed height.
 */
export function BeanInfoPage({ kind }: { kind: BeanInfoKind }) {
  const { uuid = '' } = useParams();
  const lp = useLocalePath();
  const { t, i18n } = useTranslation(['public', 'message']);
  const kr = i18n.language !== 'en';
  const info = useQuery({
    queryKey: ['public', 'beannote', kind, uuid],
    queryFn: async () => (await apiRequest<BeanInfo>(`/api/public/beannote/${kind}/${encodeURIComponent(uuid)}`)).result as BeanInfo,
    retry: false,
  });
  const codes = useCodeGroups(['VRT', 'PRCS']);
  if (info.isPending) return <Skeleton variant="rounded" height={240} data-testid="bean-info-loading" />;
  if (info.isError) {
    const key = isApiError(info.error) && info.error.httpStatus === 404 ? 'nopage_text' : 'error_text';
    return <Alert severity={key === 'nopage_text' ? 'info' : 'error'} data-testid="bean-info-error">{t(`message:${key}`)}</Alert>;
  }
  const d = info.data;
  const name = (kr ? d.blending_name_locale : d.blending_name) || d.blending_name || d.blending_name_locale || '';
  const roaster = (kr ? d.roaster_name_locale : d.roaster_name) || d.roaster_name || '';
  const countryName = (code: string) => (d.country_names?.[code] ? (kr ? d.country_names[code].kr : d.country_names[code].en) : code);
  const mapCountries: Record<string, CountryLabel> = Object.fromEntries(
    Object.values(d.country_names ?? {}).filter((c) => c.numeric).map((c) => [c.numeric as string, { kr: c.kr, en: c.en }]),
  );
  const days = d.blending_result_date ? daysSince(d.blending_result_date) : null;
  const onlyNames = d.country === undefined;
  const chips = (group: string, ids: string[] | undefined, label: string, nameOf: (id: string) => string) =>
    ids && ids.length > 0 ? (
      <Box>
        <Typography variant="subtitle2" component="h4">{label}</Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }} data-testid={`bean-info-${group}`}>
          {ids.map((id) => <Chip key={id} label={nameOf(id)} />)}
        </Stack>
      </Box>
    ) : null;
  const writeNote = (
    <Button
      component={RouterLink}
      to={`${lp('/user/usernote/coffeenote/write')}?type=${SERIAL_TYPE_OF[kind]}&serial=${encodeURIComponent(uuid)}`}
      variant="contained"
      startIcon={<EditNoteIcon />}
      data-testid="bean-info-write-note"
    >
      {t('beaninfo.write_note')}
    </Button>
  );
  return (
    <Stack spacing={2} data-testid="bean-info" data-stage={d.public_stage}>
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <Box>
            <Typography variant="overline" color="text.secondary">{t(`beaninfo.${kind}`)}</Typography>
            <Typography variant="h5" component="h2" data-testid="bean-info-name">{name}</Typography>
            <Typography color="text.secondary" data-testid="bean-info-roaster">{t('beaninfo.roasted_by', { name: roaster })}</Typography>
          </Box>
          {(d.blending_result_date || d.notes_count !== undefined) && (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              {d.blending_result_date && <Chip color="primary" variant="outlined" label={t('story.roasted_on', { date: d.blending_result_date })} data-testid="bean-info-date" />}
              {days !== null && <Chip color="primary" label={t('story.days_since', { count: days })} data-testid="bean-story-days" />}
              {d.notes_count !== undefined && <Chip variant="outlined" label={t('story.notes_count', { count: d.notes_count })} data-testid="bean-story-notes-count" />}
            </Stack>
          )}
          {onlyNames && <Typography color="text.secondary" data-testid="bean-story-names-only">{t('story.names_only')}</Typography>}
          <Box>{writeNote}</Box>
        </Stack>
      </Paper>

      {!onlyNames && (
        <Section title={t('story.origins')} testId="bean-story-origins">
          <Stack spacing={2}>
            {chips('CNTR', d.country, t('beaninfo.country'), countryName)}
            {d.origins && d.origins.length > 0 && (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, gap: 1.5 }}>
                {d.origins.map((o, i) => {
                  const place = [kr ? o.region_locale : o.region, kr ? o.farm_locale : o.farm].filter(Boolean).join(' · ');
                  return (
                    <Box component="li" key={i} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} data-testid="bean-story-origin">
                      <Typography variant="subtitle1" component="h4">{(kr ? o.greenbean_name_locale : o.greenbean_name) || o.greenbean_name || countryName(o.country)}</Typography>
                      <Typography variant="body2">{countryName(o.country)}{place ? ` · ${place}` : ''}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {[o.variety.map((v) => codeName(codes.data, 'VRT', v, kr)).join(', '), o.process ? codeName(codes.data, 'PRCS', o.process, kr) : ''].filter(Boolean).join(' · ')}
                      </Typography>
                    </Box>
                  );
                })}
              </Box>
            )}
            {chips('VRT', d.variety, t('beaninfo.variety'), (id) => codeName(codes.data, 'VRT', id, kr))}
            {chips('PRCS', d.process, t('beaninfo.process'), (id) => codeName(codes.data, 'PRCS', id, kr))}
            {Object.keys(mapCountries).length > 0 && (
              <WhenNear height={{ xs: 220, sm: 480 }} testId="bean-story-map">
                <CountryMap countries={mapCountries} onlyListed={false} />
              </WhenNear>
            )}
          </Stack>
        </Section>
      )}

      {(d.blending_result_date || (d.roast_curves && d.roast_curves.length > 0)) && (
        <Section title={t('story.roast')} testId="bean-story-roast">
          <Stack spacing={1.5}>
            {d.blending_result_date && (
              <Typography>
                {t('story.roasted_on', { date: d.blending_result_date })}
                {days !== null ? ` · ${t('story.days_since', { count: days })}` : ''}
                {d.blending_loss !== undefined && d.blending_loss !== null ? ` · ${t('beaninfo.loss', { loss: (d.blending_loss / 10).toFixed(1) })}` : ''}
              </Typography>
            )}
            {d.roast_curves?.map((c, i) => (
              <Box key={i} data-testid="bean-story-curve">
                <Typography variant="subtitle2" component="h4">{t('story.curve', { name: (kr ? c.roasting_name_locale : c.roasting_name) || c.roasting_name || '' })}</Typography>
                <WhenNear height={{ xs: 300, sm: 520 }}>
                  <CurveChart curve={c} />
                </WhenNear>
              </Box>
            ))}
          </Stack>
        </Section>
      )}

      {d.cupnote && <CupnoteSection note={d.cupnote} kr={kr} />}

      {d.cafes && d.cafes.length > 0 && (
        <Section title={t('story.cafes')} testId="bean-story-cafes">
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            {d.cafes.map((c, i) => <Chip key={i} variant="outlined" label={(kr ? c.cafe_name_locale : c.cafe_name) || c.cafe_name || ''} />)}
          </Stack>
        </Section>
      )}

      {(d.blending_result_desc || d.blending_desc) && (
        <Section title={t('story.about')} testId="bean-story-about">
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{d.blending_result_desc || d.blending_desc}</Typography>
        </Section>
      )}
    </Stack>
  );
}
