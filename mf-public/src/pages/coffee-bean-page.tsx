import { CountryMap, type CountryLabel } from '@beantrail/mf-shared';
import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/page-frame';
import { CoffeeCherryIllustration } from '../illustrations/coffee-cherry';

/** A few well-known origins, by ISO 3166 numeric id as the world atlas keys them. */
const ORIGINS: Record<string, CountryLabel> = {
  '076': { kr: '브라질', en: 'Brazil' },
  '170': { kr: '콜롬비아', en: 'Colombia' },
  '231': { kr: '에티오피아', en: 'Ethiopia' },
  '404': { kr: '케냐', en: 'Kenya' },
  '320': { kr: '과테말라', en: 'Guatemala' },
  '188': { kr: '코스타리카', en: 'Costa Rica' },
  '340': { kr: '온두라스', en: 'Honduras' },
  '591': { kr: '파나마', en: 'Panama' },
  '604': { kr: '페루', en: 'Peru' },
  '646': { kr: '르완다', en: 'Rwanda' },
  '360': { kr: '인도네시아', en: 'Indonesia' },
  '704': { kr: '베트남', en: 'Vietnam' },
  '887': { kr: '예멘', en: 'Yemen' },
};

/** Coffee-bean intro (spec 002 §2.13): the cherry's layers and where coffee grows. */
export function CoffeeBeanPage() {
  const { t } = useTranslation('public');
  return (
    <PageFrame id="coffeebean" title={t('bean.title')} lead={t('bean.lead')} data={{ origins: ORIGINS }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
        <CoffeeCherryIllustration
          labels={{ skin: t('bean.skin'), pulp: t('bean.pulp'), parchment: t('bean.parchment'), silverskin: t('bean.silverskin'), bean: t('bean.bean') }}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography sx={{ mb: 2 }}>{t('bean.text1')}</Typography>
        <Typography variant="h6" component="h3" gutterBottom>{t('bean.origins')}</Typography>
        <CountryMap countries={ORIGINS} />
      </Paper>
    </PageFrame>
  );
}
