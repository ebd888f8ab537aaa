import { menuTextKey, SignInLink, useAuthStore, useLocalePath } from '@beantrail/mf-shared';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

const CHARTS = ['info/chart/flavorwheel', 'info/chart/radarchart', 'info/chart/brewingrecord', 'info/chart/roastingprofile'];

/** The intro page for visitors (spec 000 §1): what BeanTrail is, the open chart pages, sign-in. */
export function LandingPage() {
  const { t } = useTranslation(['public', 'common']);
  const lp = useLocalePath();
  const signedOut = useAuthStore((s) => s.user === null);
  return (
    <Stack spacing={2} data-testid="area-landing">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h2" gutterBottom data-testid="landing-title">
          {t('landing.title')}
        </Typography>
        <Typography color="text.secondary">{t('landing.lead')}</Typography>
      </Paper>
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
                {t(`common:${menuTextKey(id)}`)}
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
        </Paper>
      </Box>
      {signedOut && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="signin-prompt">
          <Typography variant="h6" component="h3" gutterBottom>
            {t('landing.signin_title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('landing.signin_text')}
          </Typography>
          <SignInLink />
        </Paper>
      )}
    </Stack>
  );
}
