import { useLocalePath } from '@beantrail/mf-shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageFrame } from '../components/page-frame';
import { GuideFlowIllustration } from '../illustrations/guide-flow';

const SECTIONS = ['roaster', 'cafe', 'user'] as const;

/** How BeanTrail is used, with links to the barcode and coffee-bean intro pages (spec 002 §2.13). */
export function GuidePage() {
  const { t } = useTranslation('public');
  const lp = useLocalePath();
  return (
    <PageFrame id="guide" title={t('guide.title')} lead={t('guide.lead')}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <GuideFlowIllustration steps={[t('guide.step_roast'), t('guide.step_brew'), t('guide.step_taste')]} />
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {SECTIONS.map((s) => (
          <Paper key={s} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h3" gutterBottom>
              {t(`guide.${s}_title`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`guide.${s}_text`)}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={lp('/info/guide/barcode')} variant="outlined" data-testid="link-barcode">
          {t('barcode.title')}
        </Button>
        <Button
          component={RouterLink}
          to={lp('/info/guide/coffeebean')}
          variant="outlined"
          data-testid="link-coffeebean"
        >
          {t('bean.title')}
        </Button>
      </Stack>
    </PageFrame>
  );
}
