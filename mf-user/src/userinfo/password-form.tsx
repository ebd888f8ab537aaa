import { newPasswordProblem, PASSWORD_RULE, passwordMessage } from '@beantrail/contracts';
import { apiRequest, isApiCallError } from '@beantrail/mf-shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Field = 'user_pass' | 'user_pass_new' | 'user_pass_confirm';
type Problem = { field: Field; key: string; params?: { part: string } } | null;
/** The server's answers about the new password: shown on its field, like the browser's own. */
const NEW_PASSWORD_KEYS = new Set(['password_rule', 'password_same', 'password_common']);

/** The first problem the browser can see by itself, in the server's order (docs/SECURITY.md). */
export function passwordFormProblem(current: string, next: string, confirm: string, userId?: string): Problem {
  if (!current) return { field: 'user_pass', key: 'field_required' };
  const rule = newPasswordProblem(current, next, { userId });
  if (rule) return { field: 'user_pass_new', ...passwordMessage(rule, next, { userId }) };
  if (next !== confirm) return { field: 'user_pass_confirm', key: 'password_mismatch' };
  return null;
}

/**
 * Change password: the current one and the new one twice. The server checks again, answers a wrong
 * current password like a failed sign-in (and throttles it), and ends the user's other sessions.
 */
export function PasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation('user');
  const [values, setValues] = useState<Record<Field, string>>({
    user_pass: '',
    user_pass_new: '',
    user_pass_confirm: '',
  });
  const [problem, setProblem] = useState<Problem>(null);
  const change = useMutation({
    mutationFn: () =>
      apiRequest<null>('/api/user/password', {
        method: 'POST',
        body: { user_pass: values.user_pass, user_pass_new: values.user_pass_new },
      }),
    onSuccess: () => setValues({ user_pass: '', user_pass_new: '', user_pass_confirm: '' }),
    onError: (error) => {
      if (!isApiCallError(error)) return;
      if (error.description === 'password_wrong') setProblem({ field: 'user_pass', key: 'password_wrong' });
      else if (NEW_PASSWORD_KEYS.has(error.description))
        setProblem({ field: 'user_pass_new', ...passwordMessage(error.description, values.user_pass_new, { userId }) });
    },
  });
  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setProblem(null);
    change.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordFormProblem(values.user_pass, values.user_pass_new, values.user_pass_confirm, userId);
    setProblem(found);
    if (!found && !change.isPending) change.mutate();
  };
  const error = (field: Field) => (problem?.field === field ? t(`message:${problem.key}`, problem.params) : undefined);
  const failure =
    change.isError &&
    !(
      isApiCallError(change.error) &&
      (change.error.description === 'password_wrong' || NEW_PASSWORD_KEYS.has(change.error.description))
    );
  const field = (name: Field, autoComplete: string, help?: string) => (
    <TextField
      name={name}
      type="password"
      label={t(`userinfo.${name}`)}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={set(name)}
      error={!!error(name)}
      helperText={error(name) ?? help}
      slotProps={{ htmlInput: { 'data-testid': `input-${name}`, maxLength: PASSWORD_RULE.maxLength + 1 } }}
      fullWidth
    />
  );
  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}
      data-testid="password-form"
    >
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('userinfo.password_title')}
        </Typography>
        {field('user_pass', 'current-password')}
        {field('user_pass_new', 'new-password', t('userinfo.password_rule', PASSWORD_RULE))}
        {field('user_pass_confirm', 'new-password')}
        {change.isSuccess && (
          <Alert severity="success" data-testid="password-changed">
            {t('message:password_changed')}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" data-testid="password-failed">
            {t(
              `message:${isApiCallError(change.error) && change.error.status === '429' ? 'signin_throttled' : 'error_text'}`,
            )}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={change.isPending}
          data-testid="password-submit"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('userinfo.password_submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
