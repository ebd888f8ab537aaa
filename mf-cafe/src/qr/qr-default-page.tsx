import { CAFE_PAGES } from '@beantrail/contracts';
import { ConfirmDialog, ErrorStatus, LoadingSkeleton, useLocalePath } from '@beantrail/mf-shared';
import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { QrBeanForm } from './qr-bean-form';
import { useBeanInfo } from './use-bean-info';

const page = CAFE_PAGES.coffeebeanDefault;

/**
 * /cafe/coffeebean/qrdefault/{blending_uuid} (002 §2.5): the bean form filled from the roaster's
 * blend. A blend this cafe already registered asks first (confirm_refresh, 002 §4 "asks whether to
 * reload from the existing registration; OK reloads from the beaninfo call"): OK opens that bean's
 * form with the blend's values put over it, for the cafe to review and save (`?mode=edit`), Cancel
 * leaves it as it is. Saved, it goes on to the lot's receipt when the visit started from a lot
 * (?qrreceived=…), else to the bean.
 */
export function QrDefaultPage() {
  const { uuid = '' } = useParams();
  const [query] = useSearchParams();
  const lot = query.get('qrreceived');
  const reloading = query.get('mode') === 'edit';
  const lp = useLocalePath();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation(['cafe', 'message']);
  const info = useBeanInfo('default', { blending_uuid: uuid });
  const prefill = useMemo(() => {
    if (!info.data) return undefined;
    const { registered_seq: _known, ...fields } = info.data;
    return fields;
  }, [info.data]);
  const next = lot ? lp(`/cafe/coffeebean/qrreceived/${lot}`) : lp('/cafe/coffeebean/default');
  if (info.isPending) return <LoadingSkeleton lines={6} />;
  if (info.isError) return <ErrorStatus error={info.error} />;
  const blend = info.data;
  const name =
    (i18n.language === 'en' ? blend.coffeebean_name : blend.coffeebean_name_locale) ||
    blend.coffeebean_name ||
    blend.coffeebean_name_locale ||
    '';
  const roastery = (i18n.language === 'en' ? blend.store_name : blend.store_name_locale) || blend.store_name || '';
  if (blend.registered_seq && !reloading) {
    const edit = new URLSearchParams({ mode: 'edit', ...(lot ? { qrreceived: lot } : {}) });
    return (
      <ConfirmDialog
        open
        testId="qr-known"
        title={t('message:confirm')}
        text={t('message:confirm_refresh')}
        confirm={t('qr.reload')}
        onConfirm={() => navigate(`?${edit}`, { replace: true })}
        onClose={() => navigate(lot ? next : lp(`/cafe/coffeebean/default/${blend.registered_seq}`), { replace: true })}
      />
    );
  }
  // Known, the bean's own form opens with the blend's values put over it; else a new bean's form, filled from the blend.
  const seq = blend.registered_seq ? String(blend.registered_seq) : null;
  const detail = seq
    ? { idSegment: seq, refill: prefill, afterEdit: () => (lot ? next : lp(`/cafe/coffeebean/default/${seq}`)) }
    : { idSegment: 'write', prefill, afterWrite: () => next };
  return (
    <QrBeanForm page={page} ns="cafe" basePath={lp('/cafe/coffeebean/default')} {...detail}>
      <Alert severity="info" data-testid={seq ? 'qr-default-reload-lead' : 'qr-default-lead'}>
        {seq ? t('qr.default.reload_lead', { name, roastery }) : t('qr.default.lead', { name, roastery })}
      </Alert>
    </QrBeanForm>
  );
}
