import { canAttemptSignIn } from '@beantrail/contracts';
import { isApiError, meQueryKey, Notice, useAuthStore, useLocalePath, useSignIn } from '@beantrail/mf-shared';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

type Denied = { title: string; text: string } | undefined;

/** Where to go after signing in: back to the page that sent the user here, else the intro. */
function returnPath(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.includes('/user/signin') ? from : undefined;
}

/** Spec 000 §2, §5, §8: the sign-in page. */
export function SignInPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useAuthStore((s) => s.user);
  const setUser = useAuthStore((s) => s.setUser);
  const signIn = useSignIn();
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [denied, setDenied] = useState<Denied>();
  const ready = canAttemptSignIn({ user_id: userId, user_pass: password });

  if (user && !signIn.isSuccess) return <Notice testId="signin-already" text={t('message:signin_already')} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || signIn.isPending) return;
    signIn.mutate(
      { user_id: userId.trim(), user_pass: password },
      {
        onSuccess: async (signedIn) => {
          queryClient.setQueryData(meQueryKey, signedIn);
          setUser(signedIn);
          await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'sign' });
          navigate(returnPath(location.state) ?? lp('/info/intro'), { replace: true });
        },
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
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 1, sm: 4 } }}>
      <Paper component="form" onSubmit={submit} noValidate variant="outlined" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 420 }} data-testid="signin-form">
        <Stack spacing={2}>
          <Typography variant="h4" component="h1">
            {t('signin.title')}
          </Typography>
          <Typography color="text.secondary">{t('signin.intro')}</Typography>
          <TextField
            label={t('signin.user_id')}
            name="user_id"
            autoComplete="username"
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
            autoFocus
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
      </Paper>
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
    </Box>
  );
}
