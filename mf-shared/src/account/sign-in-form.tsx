import { canAttemptSignIn, type SessionUser } from '@beantrail/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiCallError } from '../api/api-call-error';
import { useSignIn } from '../api/sign';
import { OutlinedField } from '../ui/outlined-field';

const SignInDeniedDialog = lazy(() => import('./sign-in-denied-dialog'));

type Denied = { title: string; text: string } | undefined;

/**
 * Spec 000 §2, §5, §8: user id and password, tried only when both are filled; a refusal opens the
 * signin_denied dialog (throttling says so), network errors are ignored. Used by the sign-in page
 * and, in place, by the panel a QR link shows to a stranger.
 */
export function SignInForm({
  onSignedIn,
  autoFocus = false,
}: {
  onSignedIn: (user: SessionUser) => void | Promise<void>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [denied, setDeniedState] = useState<Denied>();
  const [shown, setShown] = useState<Denied>();
  const setDenied = (next: Denied) => {
    setDeniedState(next);
    if (next) setShown(next);
  };
  const ready = canAttemptSignIn({ user_id: userId, user_pass: password });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || signIn.isPending) return;
    signIn.mutate(
      { user_id: userId.trim(), user_pass: password },
      {
        onSuccess: (user) => onSignedIn(user),
        onError: (error) => {
          // Spec 000 §8: network errors on sign-in are ignored silently.
          if (!isApiCallError(error) || error.status === 'network') return;
          if (error.status === '429')
            setDenied({ title: t('message:signin_denied'), text: t('message:signin_throttled') });
          else if (error.status === '401')
            setDenied({ title: t('message:signin_denied'), text: t('message:signin_denied_detail') });
          else setDenied({ title: t('message:error'), text: t(`message:${error.description || 'error_text'}`) });
        },
      },
    );
  };

  return (
    <>
      <Stack component="form" onSubmit={submit} noValidate spacing={2} data-testid="signin-form">
        <OutlinedField
          label={t('signin.user_id')}
          name="user_id"
          autoComplete="username"
          autoCapitalize="none"
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
          autoFocus={autoFocus}
        />
        <OutlinedField
          label={t('signin.user_pass')}
          name="user_pass"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!ready || signIn.isPending}
          data-testid="signin-submit"
        >
          {t('signin.submit')}
        </Button>
      </Stack>
      {/* Kept mounted after the first refusal, so it closes with its animation and its last words. */}
      {shown && (
        <Suspense fallback={null}>
          <SignInDeniedDialog open={!!denied} denied={shown} onClose={() => setDenied(undefined)} />
        </Suspense>
      )}
    </>
  );
}
