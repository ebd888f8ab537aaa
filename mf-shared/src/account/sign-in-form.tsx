import { canAttemptSignIn, type SessionUser } from '@beantrail/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { useSignIn } from '../api/sign';

type Denied = { title: string; text: string } | undefined;

/**
 * Spec 000 §2, §5, §8: user id and password, tried only when both are filled; a refusal opens the
 * signin_denied dialog (throttling says so), network errors are ignored. Used by the sign-in page
 * and, in place, by the panel a QR link shows to a stranger.
 */
export function SignInForm({ onSignedIn, autoFocus = false }: { onSignedIn: (user: SessionUser) => void | Promise<void>; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [denied, setDenied] = useState<Denied>();
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
          if (!isApiError(error) || error.status === 'network') return;
          if (error.status === '429') setDenied({ title: t('message:signin_denied'), text: t('message:signin_throttled') });
          else if (error.status === '401') setDenied({ title: t('message:signin_denied'), text: t('message:signin_denied_detail') });
          else setDenied({ title: t('message:error'), text: t(`message:${error.description || 'error_text'}`) });
        },
      },
    );
  };

  return (
    <>
      <Stack component="form" onSubmit={submit} noValidate spacing={2} data-testid="signin-form">
        <TextField
          label={t('signin.user_id')}
          name="user_id"
          autoComplete="username"
          autoCapitalize="none"
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
          autoFocus={autoFocus}
          fullWidth
        />
        <TextField
          label={t('signin.user_pass')}
          name="user_pass"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={!ready || signIn.isPending} data-testid="signin-submit">
          {t('signin.submit')}
        </Button>
      </Stack>
      <Dialog
        open={!!denied}
        onClose={() => setDenied(undefined)}
        aria-labelledby="signin-denied-title"
        slotProps={{ paper: { 'data-testid': 'signin-denied-dialog' } as Record<string, string> }}
      >
        <DialogTitle id="signin-denied-title">{denied?.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{denied?.text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDenied(undefined)} autoFocus data-testid="signin-denied-close">
            {t('signin.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
