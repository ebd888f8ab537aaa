import { Notice } from '@beantrail/mf-shared/core';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** A remote that would not load: the layout stays, the other areas keep working. */
export function AreaUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice
      testId="area-unavailable"
      title={t('message:area_unavailable')}
      text={t('message:area_unavailable_text')}
      severity="warning"
      action={
        <Button variant="contained" onClick={onRetry} data-testid="area-retry">
          {t('notice.retry')}
        </Button>
      }
    />
  );
}
