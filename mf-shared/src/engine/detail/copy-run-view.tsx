import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The check button beside a field whose copy may be run again (002 §2.9 the serial's "check button"). */
export function CopyRunButton({ name, busy, onClick }: { name: string; busy: boolean; onClick: () => void }) {
  const { t } = useTranslation('engine');
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      data-testid={`copy-run-${name}`}
      sx={{ flexShrink: 0, minHeight: 40 }}
    >
      {t('widget.copy_run')}
    </Button>
  );
}

/**
 * A field with its check button beside it, and under it what the last copy call was refused for,
 * announced to screen readers. Without either it is the field alone.
 */
export function CopyFailure({
  name,
  failure,
  button,
  children,
}: {
  name: string;
  failure: string | null;
  button: ReactNode;
  children: ReactNode;
}) {
  if (!failure && !button) return <>{children}</>;
  return (
    <Stack spacing={0.5}>
      {button ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
          {button}
        </Stack>
      ) : (
        children
      )}
      {failure && (
        <Typography variant="body2" color="error" role="alert" data-testid={`copy-failed-${name}`}>
          {failure}
        </Typography>
      )}
    </Stack>
  );
}
