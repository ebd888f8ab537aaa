import { CAFE_PAGES } from '@beantrail/contracts';
import { ConfirmDialog, ErrorStatus, LoadingSkeleton, useLocalePath } from '@beantrail/mf-shared';
import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { QrBeanForm } from './qr-bean-form';
import { useBeanInfo } from './use-bean-info';

const page = CAFE_PAGES.coffeebeanReceived;
const FIXED = ['coffeebean_seq'] as const;

/**
 * /cafe/coffeebean/qrreceived/{blending_result_uuid} (002 §2.5, §4): a receipt of the roaster's
 * lot, its bean and the lot's date and losses filled in. When the lot's bean is not registered yet,
 * confirm_coffeebean_register offers to register it first (qrdefault, coming back here after).
 */
export function QrReceivedPage() {
  const { uuid = '' } = useParams();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation(['cafe', 'message']);
  const info = useBeanInfo('detail', { blending_result_uuid: uuid });
  const prefill = useMemo(() => {
    const lot = info.data;
    if (!lot?.coffeebean_seq) return undefined;
    const { blending_result_uuid, blending_result_date, blending_loss, blending_organic_loss, coffeebean_seq } = lot;
    return { coffeebean_seq, blending_result_uuid, blending_result_date, blending_loss, blending_organic_loss };
  }, [info.data]);
  if (info.isPending) return <LoadingSkeleton lines={6} />;
  if (info.isError) return <ErrorStatus error={info.error} />;
  const lot = info.data;
  const name = (i18n.language === 'en' ? lot.blending_name : lot.blending_name_locale) || lot.blending_name || '';
  if (!lot.coffeebean_seq) {
    // The first scan of a lot names the coffee before asking, so the cafe knows what it is registering.
    return (
      <ConfirmDialog
        open
        testId="qr-register-bean"
        title={t('message:confirm')}
        text={`${t('qr.received.first', { name, date: lot.blending_result_date ?? '' })} ${t('message:confirm_coffeebean_register')}`}
        confirm={t('qr.register')}
        onConfirm={() =>
          navigate(lp(`/cafe/coffeebean/qrdefault/${lot.blending_uuid}?qrreceived=${lot.blending_result_uuid}`), {
            replace: true,
          })
        }
        onClose={() => navigate(lp('/cafe/coffeebean/received'), { replace: true })}
      />
    );
  }
  return (
    // The lot's bean is the lot's: shown, not offered for change (another bean's receipt was refused at the save, cafe review).
    <QrBeanForm
      page={page}
      ns="cafe"
      basePath={lp('/cafe/coffeebean/received')}
      idSegment="write"
      prefill={prefill}
      fixed={FIXED}
    >
      <Alert severity="info" data-testid="qr-received-lead">
        {t('qr.received.lead', { name, date: lot.blending_result_date ?? '' })}
      </Alert>
      {lot.received.length > 0 && (
        <Alert severity="warning" data-testid="qr-received-before">
          {t('qr.received.before', { dates: lot.received.map((r) => r.received_date).join(', ') })}
        </Alert>
      )}
    </QrBeanForm>
  );
}
