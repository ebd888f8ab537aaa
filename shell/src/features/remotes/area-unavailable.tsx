import { Notice } from '@beantrail/mf-shared/core';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** An area's notice in place of its pages: the layout stays, the other areas keep working. */
function AreaNotice({
  testId,
  title,
  text,
  action,
  actionTestId,
  onAction,
}: {
  testId: string;
  title: string;
  text: string;
  action: string;
  actionTestId: string;
  onAction: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Notice
      testId={testId}
      title={t(title)}
      text={t(text)}
      severity="warning"
      action={
        <Button variant="contained" onClick={onAction} data-testid={actionTestId}>
          {t(action)}
        </Button>
      }
    />
  );
}

/** A remote that would not load. */
export function AreaUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <AreaNotice
      testId="area-unavailable"
      title="message:area_unavailable"
      text="message:area_unavailable_text"
      action="notice.retry"
      actionTestId="area-retry"
      onAction={onRetry}
    />
  );
}

/**
 * An area built for a newer shared library than this shell provides (docs/DEPLOY.md "What a team
 * may change"): trying again cannot help, a reload can once the newer shell is deployed.
 */
export function AreaNeedsNewer() {
  return (
    <AreaNotice
      testId="area-needs-newer"
      title="message:area_needs_newer"
      text="message:area_needs_newer_text"
      action="notice.reload"
      actionTestId="area-reload"
      onAction={() => window.location.reload()}
    />
  );
}
