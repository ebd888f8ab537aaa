import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useEngineNotice } from './notice-store';

/** The engine's save/remove notice as drawn (NoticeBar in entity-page.tsx loads it on the first notice). */
export function NoticeSnackbar() {
  const { t, i18n } = useTranslation();
  const { notice, close } = useEngineNotice();
  const text = notice ? (i18n.exists(`message:${notice.key}`) ? t(`message:${notice.key}`) : notice.key) : '';
  return (
    <Snackbar
      key={notice?.id}
      open={!!notice}
      autoHideDuration={4000}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice?.severity ?? 'info'}
        onClose={close}
        variant="filled"
        data-testid="engine-notice"
        data-key={notice?.key}
      >
        {text}
      </Alert>
    </Snackbar>
  );
}
