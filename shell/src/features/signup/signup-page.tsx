import {
  PASSWORD_RULE,
  passwordMessage,
  signUpProblem,
  type SignUpRequest,
  withReturnPath,
} from '@beantrail/contracts';
import { GoogleSignInButton, signUp, useCompleteSignIn } from '@beantrail/mf-shared/account';
import { isApiCallError, Notice, returnPathOf, useAuthStore, useLocalePath } from '@beantrail/mf-shared/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

type Field = keyof SignUpRequest | 'user_pass_confirm';
type Errors = Partial<Record<Field, string>>;

/** Puts the cursor in the field that needs fixing (after React shows its message). */
function focusField(field: Field): void {
  requestAnimationFrame(() =>
    document.querySelector<HTMLInputElement>(`form[data-testid="signup-form"] input[name="${field}"]`)?.focus(),
  );
}

/** The field a server refusal is about (the form already ran the same checks; the id may be taken). */
const FIELD_OF: Partial<Record<string, Field>> = {
  user_id_taken: 'user_id',
  user_id_rule: 'user_id',
  user_name_rule: 'user_name',
  password_rule: 'user_pass',
  password_common: 'user_pass',
};

/**
 * /user/signup: a USER account from an id, a name and a password, checked here by the
 * same `signUpProblem` the server runs; then signed in, and back to the link that sent the user
 * here (a QR code), else to their own area.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const complete = useCompleteSignIn();
  // From the router's state, or ?from= on a plain link (the sign-in page and the intro the server renders).
  const from = returnPathOf(location.state) ?? returnPathOf({ from: new URLSearchParams(location.search).get('from') });
  const [form, setForm] = useState<SignUpRequest & { user_pass_confirm: string }>({
    user_id: '',
    user_name: '',
    user_pass: '',
    user_pass_confirm: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const done = useRef(false);
  // Set on the first submit and cleared only by a refusal: a double click (two submits before React
  // re-renders with isPending) or a click while the new account is being signed in sent a second
  // sign-up, answered 409 user_exists (review).
  const sending = useRef(false);
  const [settling, setSettling] = useState(false);
  const mutation = useMutation({ mutationFn: signUp });

  if (user && !done.current) return <Notice testId="signin-already" text={t('message:signin_already')} />;

  const set = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const request: SignUpRequest = {
      user_id: form.user_id.trim(),
      user_name: form.user_name.trim(),
      user_pass: form.user_pass,
    };
    // A common password's refusal names the part that made it common (passwordMessage).
    const say = (key: string) => {
      const m = passwordMessage(key, request.user_pass, { userId: request.user_id });
      return t(`message:${m.key}`, m.params);
    };
    const problem = signUpProblem(request);
    const wrong: [Field, string] | undefined = problem
      ? [problem.field, say(problem.key)]
      : form.user_pass !== form.user_pass_confirm
        ? ['user_pass_confirm', t('message:password_mismatch')]
        : undefined;
    if (wrong) {
      setErrors({ [wrong[0]]: wrong[1] });
      return focusField(wrong[0]);
    }
    setFailure(undefined);
    sending.current = true;
    setSettling(true);
    mutation.mutate(request, {
      onSuccess: async (signedIn) => {
        done.current = true;
        navigate(await complete(signedIn, from), { replace: true });
      },
      onError: (error) => {
        sending.current = false;
        setSettling(false);
        if (!isApiCallError(error) || error.status === 'network') return setFailure(t('message:error_text'));
        const text = say(error.description || 'error_text');
        const field = FIELD_OF[error.description];
        if (!field) return setFailure(text);
        setErrors({ [field]: text });
        focusField(field);
      },
    });
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: form[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    error: !!errors[field],
    fullWidth: true,
    slotProps: { htmlInput: { 'data-testid': `signup-${field}` } },
  });

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 1, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 460 }}>
        <Stack spacing={2}>
          <Typography variant="h4" component="h1">
            {t('signup.title')}
          </Typography>
          <Typography color="text.secondary">{t('signup.intro')}</Typography>
          {from && <Alert severity="info">{t('signup.back_to_link')}</Alert>}
          <Stack component="form" onSubmit={submit} noValidate spacing={2} data-testid="signup-form">
            <TextField
              {...fieldProps('user_id')}
              label={t('signup.user_id')}
              autoComplete="username"
              autoCapitalize="none"
              autoFocus
              onChange={(e) => set('user_id', e.target.value.toLowerCase())}
              helperText={errors.user_id ?? t('signup.user_id_help')}
            />
            <TextField
              {...fieldProps('user_name')}
              label={t('signup.user_name')}
              autoComplete="nickname"
              helperText={errors.user_name ?? t('signup.user_name_help')}
            />
            <TextField
              {...fieldProps('user_pass')}
              type="password"
              label={t('signup.user_pass')}
              autoComplete="new-password"
              helperText={errors.user_pass ?? t('signup.user_pass_help', { min: PASSWORD_RULE.minLength })}
            />
            <TextField
              {...fieldProps('user_pass_confirm')}
              type="password"
              label={t('signup.user_pass_confirm')}
              autoComplete="new-password"
              helperText={errors.user_pass_confirm}
            />
            {failure && (
              <Alert severity="error" data-testid="signup-failed">
                {failure}
              </Alert>
            )}
            <Button type="submit" variant="contained" size="large" disabled={settling} data-testid="signup-submit">
              {t('signup.submit')}
            </Button>
          </Stack>
          <GoogleSignInButton returnTo={from ?? null} label="google.signup" />
          <Divider />
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Typography color="text.secondary">{t('signup.have_account')}</Typography>
            <Button href={withReturnPath(lp('/user/signin'), from)} data-testid="signup-to-signin">
              {t('signup.to_signin')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
