import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/page-frame';
import { BarcodeScanIllustration } from '../illustrations/barcode-scan';

/** Barcode intro (spec 002 §2.13): a picture and what barcodes and QR codes are used for. */
export function BarcodePage() {
  const { t } = useTranslation('public');
  return (
    <PageFrame id="barcode" title={t('barcode.title')} lead={t('barcode.lead')}>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
        <BarcodeScanIllustration label={t('barcode.picture')} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography sx={{ mb: 2 }}>{t('barcode.text1')}</Typography>
        <Typography sx={{ mb: 0 }}>{t('barcode.text2')}</Typography>
      </Paper>
    </PageFrame>
  );
}
