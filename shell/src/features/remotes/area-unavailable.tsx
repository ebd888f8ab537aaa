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

/**
 * An area built for a newer shared library than this shell provides (docs/DEPLOY.md "What a team
 * may change"): trying again cannot help, a reload can once the newer shell is deployed.
 */
export function AreaNeedsNewer() {
  const { t } = useTranslation();
  return (
    <Notice
      testId="area-needs-newer"
      title={t('message:area_needs_newer')}
      text={t('message:area_needs_newer_text')}
      severity="warning"
      action={
        <Button variant="contained" onClick={() => window.location.reload()} data-testid="area-reload">
          {t('notice.reload')}
        </Button>
      }
    />
  );
}
