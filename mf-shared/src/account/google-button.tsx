import { GOOGLE_MARK_PATHS } from '@beantrail/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiCallError } from '../api/api-call-error';
import { startGoogleSignIn, useProviders } from './account-api';

/** Google's "G" mark (contracts' GOOGLE_MARK_PATHS). */
function GoogleMark() {
  return (
    <Box component="svg" viewBox="0 0 48 48" aria-hidden="true" sx={{ width: 18, height: 18 }}>
      {GOOGLE_MARK_PATHS.map(({ fill, d }) => (
        <path key={fill} fill={fill} d={d} />
      ))}
    </Box>
  );
}

/**
 * "Continue with Google", shown only when the server says Google sign-in is configured.
 * The server keeps the checks and the page to come back to; the browser goes to Google's page.
 */
export function GoogleSignInButton({
  returnTo,
  label = 'google.continue',
}: {
  returnTo: string | null;
  label?: 'google.continue' | 'google.signup';
}) {
  const { t } = useTranslation();
  const providers = useProviders();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (!providers.data?.google) return null;

  const go = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { url } = await startGoogleSignIn(returnTo);
      window.location.assign(url);
    } catch (failure) {
      setBusy(false);
      setError(
        isApiCallError(failure) && failure.description ? t(`message:${failure.description}`) : t('message:error_text'),
      );
    }
  };

  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        size="large"
        color="inherit"
        startIcon={<GoogleMark />}
        onClick={() => void go()}
        disabled={busy}
        data-testid="btn-google"
        sx={{ bgcolor: 'background.paper', borderColor: 'divider', textTransform: 'none', fontWeight: 500 }}
      >
        {t(label)}
      </Button>
      {error && (
        <Alert severity="error" data-testid="google-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
