import { finishGoogleSignIn, useCompleteSignIn } from '@beantrail/mf-shared/account';
import { isApiCallError, LoadingSkeleton, Notice, useLocalePath } from '@beantrail/mf-shared/core';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

/** A code is exchanged once: React may mount this page twice, the server takes each state once. */
const posted = new Set<string>();

/**
 * Where Google sends the browser back (OIDC_CALLBACK_PATH, one redirect URI for both languages):
 * posts the code and state to POST /api/sign/callback/google (spec 000 §7), then goes to the page
 * the sign-in started from, else to the area of the user's first role. An English reader
 * has already been sent on to the English address (router.tsx).
 */
export function GoogleCallbackPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { search } = useLocation();
  const navigate = useNavigate();
  const complete = useCompleteSignIn();
  const [failure, setFailure] = useState<string>();
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  const iss = params.get('iss') ?? undefined;

  useEffect(() => {
    if (params.get('error'))
      return setFailure(t(params.get('error') === 'access_denied' ? 'message:oidc_cancelled' : 'message:oidc_failed'));
    if (!code || !state) return setFailure(t('message:oidc_expired'));
    if (posted.has(state)) return;
    posted.add(state);
    finishGoogleSignIn({ code, state, iss, ux_mode: 'redirect' })
      .then(async (result) => navigate(await complete(result.user, result.return_to), { replace: true }))
      .catch((error: unknown) =>
        setFailure(t(`message:${isApiCallError(error) && error.description ? error.description : 'error_text'}`)),
      );
    // Runs once per address; the page leaves when done.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  if (!failure) return <LoadingSkeleton />;
  return (
    <Notice
      testId="google-failed"
      title={t('google.failed_title')}
      text={failure}
      severity="warning"
      action={
        <Button href={lp('/user/signin')} variant="contained">
          {t('google.retry')}
        </Button>
      }
    />
  );
}
