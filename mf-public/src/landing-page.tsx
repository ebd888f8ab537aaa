import { menuTextKey, QrCodeView, useLocalePath } from '@beantrail/mf-shared';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageFrame } from './components/page-frame';

const CHARTS = ['info/chart/flavorwheel', 'info/chart/radarchart', 'info/chart/brewingrecord', 'info/chart/roastingprofile', 'info/beannote'];
const GUIDES = [
  ['info/guide', 'guide.title'],
  ['info/guide/barcode', 'barcode.title'],
  ['info/guide/coffeebean', 'bean.title'],
] as const;

/** The intro page for visitors (spec 000 §1, spec 002 §2.13): what BeanTrail is, the open pages, a QR code, sign-in. */
export function LandingPage() {
  const { t } = useTranslation(['public', 'common']);
  const lp = useLocalePath();
  const url = typeof window === 'undefined' ? '' : `${window.location.origin}${lp('/info/intro')}`;
  return (
    <Box data-testid="area-landing">
      <PageFrame id="intro" title={t('landing.title')} lead={t('landing.lead')} titleTestId="landing-title" data={{ url, pages: CHARTS.map((id) => `/${id}`) }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h3" gutterBottom>
              {t('landing.try_title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('landing.try_text')}
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              {CHARTS.map((id) => (
                <Button key={id} component={RouterLink} to={lp(`/${id}`)} variant="outlined" size="small" data-testid={`link-${id.split('/').pop()}`}>
                  {id === 'info/beannote' ? t('note.title') : t(`common:${menuTextKey(id)}`)}
                </Button>
              ))}
            </Stack>
            <Typography variant="h6" component="h3" sx={{ mt: 3 }} gutterBottom>
              {t('landing.guides_title')}
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              {GUIDES.map(([id, key]) => (
                <Button key={id} component={RouterLink} to={lp(`/${id}`)} size="small">
                  {t(key)}
                </Button>
              ))}
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h3" gutterBottom>
              {t('landing.for_title')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              <li>{t('landing.for_roaster')}</li>
              <li>{t('landing.for_cafe')}</li>
              <li>{t('landing.for_user')}</li>
            </Box>
            <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
              {t('landing.qr_title')}
            </Typography>
            <QrCodeView value={url} size={160} />
          </Paper>
        </Box>
      </PageFrame>
    </Box>
  );
}
