import { type CodeSimpleResult, SERIAL_KINDS, type SerialType } from '@beantrail/contracts';
import { apiRequest, isApiError, useCodeGroups, useLocalePath } from '@beantrail/mf-shared';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** A roaster's blend or lot (001 §2), or a cafe's bean or received lot (002 §2.5). */
export type BeanInfoKind = 'beaninfo' | 'beandetail' | 'coffeebean' | 'coffeebeandetail';

interface BeanInfo {
  kind: BeanInfoKind;
  public_stage: string;
  blending_name: string | null;
  blending_name_locale: string | null;
  roaster_name: string | null;
  roaster_name_locale: string | null;
  country?: string[];
  variety?: string[];
  process?: string[];
  blending_result_date?: string | null;
  blending_loss?: number | null;
  blending_total_mass?: number | null;
  blending_desc?: string | null;
  blending_result_desc?: string | null;
}

/** The product serial type (BNDV) of each bean page, for the coffee note it opens (002 §2.5). */
const SERIAL_TYPE_OF = Object.fromEntries(Object.entries(SERIAL_KINDS).map(([type, kind]) => [kind, type])) as Record<BeanInfoKind, SerialType>;

function codeName(codes: CodeSimpleResult | undefined, group: string, id: string, kr: boolean): string {
  const entry = codes?.[group]?.list.find((c) => c.code_id === id);
  return entry ? (kr ? entry.code_name_kr : entry.code_name) : id;
}

/**
 * The page a lot's QR code opens (001 §2 QR link paths: /{locale}/info/beannote/beaninfo/{uuid}
 * for a blend, …/beandetail/{uuid} for one blended lot; 002 §2.5 …/coffeebean/{uuid} and
 * …/coffeebeandetail/{uuid} for a cafe's bean and received lot): what was made public of it.
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
  const codes = useCodeGroups(['CNTR', 'VRT', 'PRCS']);
  if (info.isPending) return <Skeleton variant="rounded" height={240} data-testid="bean-info-loading" />;
  if (info.isError) {
    const key = isApiError(info.error) && info.error.httpStatus === 404 ? 'nopage_text' : 'error_text';
    return <Alert severity={key === 'nopage_text' ? 'info' : 'error'} data-testid="bean-info-error">{t(`message:${key}`)}</Alert>;
  }
  const d = info.data;
  const name = (kr ? d.blending_name_locale : d.blending_name) || d.blending_name || d.blending_name_locale || '';
  const roaster = (kr ? d.roaster_name_locale : d.roaster_name) || d.roaster_name || '';
  const chips = (group: string, ids: string[] | undefined, label: string) =>
    ids && ids.length > 0 ? (
      <Box>
        <Typography variant="subtitle2" component="h3">{label}</Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }} data-testid={`bean-info-${group}`}>
          {ids.map((id) => <Chip key={id} label={codeName(codes.data, group, id, kr)} />)}
        </Stack>
      </Box>
    ) : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="bean-info">
      <Stack spacing={2}>
        <Box>
          <Typography variant="overline" color="text.secondary">{t(`beaninfo.${kind}`)}</Typography>
          <Typography variant="h5" component="h2" data-testid="bean-info-name">{name}</Typography>
          <Typography color="text.secondary" data-testid="bean-info-roaster">{t('beaninfo.roasted_by', { name: roaster })}</Typography>
        </Box>
        {chips('CNTR', d.country, t('beaninfo.country'))}
        {chips('VRT', d.variety, t('beaninfo.variety'))}
        {chips('PRCS', d.process, t('beaninfo.process'))}
        {d.blending_result_date && <Typography data-testid="bean-info-date">{t('beaninfo.date', { date: d.blending_result_date })}</Typography>}
        {d.blending_loss !== undefined && d.blending_loss !== null && <Typography>{t('beaninfo.loss', { loss: (d.blending_loss / 10).toFixed(1) })}</Typography>}
        {(d.blending_result_desc || d.blending_desc) && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{d.blending_result_desc || d.blending_desc}</Typography>}
        {/* 002 §2.5: a drinker keeps a note of this coffee, filled from its serial (sign-in asked first). */}
        <Box>
          <Button
            component={RouterLink}
            to={`${lp('/user/usernote/coffeenote/write')}?type=${SERIAL_TYPE_OF[kind]}&serial=${encodeURIComponent(uuid)}`}
            variant="contained"
            startIcon={<EditNoteIcon />}
            data-testid="bean-info-write-note"
          >
            {t('beaninfo.write_note')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
