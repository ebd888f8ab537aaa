import { CAFE_PAGES } from '@beantrail/contracts';
import { ConfirmDialog, EntityDetailView, ErrorStatus, LoadingSkeleton, NoticeBar, useLocalePath } from '@beantrail/mf-shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { type BlendInfo, useBeanInfo } from './use-bean-info';

const page = CAFE_PAGES.coffeebeanDefault;

/**
 * /cafe/coffeebean/qrdefault/{blending_uuid} (002 §2.5): the bean form filled from the roaster's
 * blend. A blend this cafe already registered asks first (confirm_refresh) and opens that bean.
 * Saved, it goes on to the lot's receipt when the visit started from a lot (?qrreceived=…).
 */
export function QrDefaultPage() {
  const { uuid = '' } = useParams();
  const [query] = useSearchParams();
  const lot = query.get('qrreceived');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation(['cafe', 'message']);
  const info = useBeanInfo<BlendInfo>('default', { blending_uuid: uuid });
  const prefill = useMemo(() => {
    if (!info.data) return undefined;
    const { registered_seq: _known, ...fields } = info.data;
    return fields;
  }, [info.data]);
  const next = lot ? lp(`/cafe/coffeebean/qrreceived/${lot}`) : lp('/cafe/coffeebean/default');
  if (info.isPending) return <LoadingSkeleton lines={6} />;
  if (info.isError) return <ErrorStatus error={info.error} />;
  const blend = info.data;
  const name = (i18n.language === 'en' ? blend.coffeebean_name : blend.coffeebean_name_locale) || blend.coffeebean_name || blend.coffeebean_name_locale || '';
  const roastery = (i18n.language === 'en' ? blend.store_name : blend.store_name_locale) || blend.store_name || '';
  if (blend.registered_seq) {
    return (
      <ConfirmDialog
        open
        testId="qr-known"
        title={t('message:confirm')}
        text={t('message:confirm_refresh')}
        confirm={t('qr.open')}
        onConfirm={() => navigate(lot ? next : lp(`/cafe/coffeebean/default/${blend.registered_seq}`), { replace: true })}
        onClose={() => navigate(lp('/cafe/coffeebean/default'), { replace: true })}
      />
    );
  }
  return (
    <Stack spacing={2}>
      <Alert severity="info" data-testid="qr-default-lead">
        {t('qr.default.lead', { name, roastery })}
      </Alert>
      <EntityDetailView page={page} ns="cafe" basePath={lp('/cafe/coffeebean/default')} idSegment="write" prefill={prefill} afterWrite={() => next} />
      <NoticeBar />
    </Stack>
  );
}
