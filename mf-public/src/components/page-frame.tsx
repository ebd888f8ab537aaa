import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ImageIcon from '@mui/icons-material/Image';
import { LoadFailed, lazyWithRetry, SignInLink, useAuthStore } from '@beantrail/mf-shared';
import { copyText, downloadBlob, elementToPng, timestampFileName } from '@beantrail/mf-shared/pure';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from './page-notice';

// MUI's Snackbar and its transitions load with the first notice, not with every public page.
const PageNotice = lazyWithRetry(() => import('./page-notice').then((m) => m.PageNotice));

interface PageFrameProps {
  /** Page id (test ids `page-<id>`, image name prefix `<id>_`). */
  id: string;
  title: string;
  lead?: string;
  /** What "copy data" puts on the clipboard (JSON). Omit for pages without data. */
  data?: unknown;
  children: ReactNode;
  titleTestId?: string;
}

/**
 * Frame of every public page (spec 002 §2.13): title, copy-data and save-as-image actions
 * (image named `<id>_YYYYMMDDHHmmss.png`) and, for visitors, an invitation to sign in.
 * Everything happens in the browser: these pages make no server calls.
 */
export function PageFrame({ id, title, lead, data, children, titleTestId = 'page-title' }: PageFrameProps) {
  const { t } = useTranslation('public');
  const signedOut = useAuthStore((s) => s.user === null);
  const capture = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [noticed, setNoticed] = useState(false);
  if (notice && !noticed) setNoticed(true);
  const copy = async () => {
    const ok = await copyText(JSON.stringify(data, null, 2));
    setNotice({ ok, text: ok ? t('frame.copied') : t('frame.copy_failed') });
  };
  const saveImage = async () => {
    if (!capture.current) return;
    try {
      downloadBlob(await elementToPng(capture.current), timestampFileName(`${id}_`, 'png'));
    } catch {
      setNotice({ ok: false, text: t('frame.image_failed') });
    }
  };
  return (
    <Stack spacing={2} data-testid={`page-${id}`}>
      <Box ref={capture} sx={{ bgcolor: 'background.default' }}>
        <Stack spacing={2}>
          <Box>
            <Typography variant="h5" component="h2" gutterBottom data-testid={titleTestId}>
              {title}
            </Typography>
            {lead && <Typography color="text.secondary">{lead}</Typography>}
          </Box>
          {children}
        </Stack>
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {data !== undefined && (
          <Button
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            onClick={() => void copy()}
            data-testid="page-copy"
          >
            {t('frame.copy')}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<ImageIcon />}
          onClick={() => void saveImage()}
          data-testid="page-download"
        >
          {t('frame.download')}
        </Button>
      </Stack>
      {signedOut && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="signin-prompt">
          <Typography variant="h6" component="h3" gutterBottom>
            {t('frame.signin_title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('frame.signin_text')}
          </Typography>
          <SignInLink />
        </Paper>
      )}
      {noticed && (
        <LoadFailed>
          <Suspense fallback={null}>
            <PageNotice notice={notice} onClose={() => setNotice(null)} />
          </Suspense>
        </LoadFailed>
      )}
    </Stack>
  );
}
