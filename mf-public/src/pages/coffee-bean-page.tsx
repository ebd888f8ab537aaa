import { CountryMap } from '@beantrail/mf-shared';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/page-frame';
import { CoffeeCherryIllustration } from '../illustrations/coffee-cherry';

/** A few well-known origins, by ISO 3166 numeric id as the world atlas keys them; the map names them (CLDR). */
const ORIGINS: readonly string[] = [
  '076',
  '170',
  '231',
  '404',
  '320',
  '188',
  '340',
  '591',
  '604',
  '646',
  '360',
  '704',
  '887',
];

/** Coffee-bean intro (spec 002 §2.13: a static picture with intro text, so nothing to copy): the cherry's layers and where coffee grows. */
export function CoffeeBeanPage() {
  const { t } = useTranslation('public');
  return (
    <PageFrame id="coffeebean" title={t('bean.title')} lead={t('bean.lead')}>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
        <CoffeeCherryIllustration
          labels={{
            skin: t('bean.skin'),
            pulp: t('bean.pulp'),
            parchment: t('bean.parchment'),
            silverskin: t('bean.silverskin'),
            bean: t('bean.bean'),
          }}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography sx={{ mb: 2 }}>{t('bean.text1')}</Typography>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('bean.origins')}
        </Typography>
        <CountryMap countries={ORIGINS} />
      </Paper>
    </PageFrame>
  );
}
