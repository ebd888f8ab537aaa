import { GoogleSignInButton, Notice, returnPathOf, SignInForm, useAuthStore, useCompleteSignIn, useLocalePath } from '@beantrail/mf-shared/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

/**
 * Spec 000 §2, §5, §8: the sign-in page. Signed in, it only says so. After signing in the user goes
 * back to the page that sent them here (a QR link), else to the area of their first role (issue 16).
 */
export function SignInPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const complete = useCompleteSignIn();
  // The page to return to: from the app's router state, or ?from= on a plain link (the server-rendered bean story's "sign in").
  const from = returnPathOf(location.state) ?? returnPathOf({ from: new URLSearchParams(location.search).get('from') });
  // Set while this page signs in, so the "already signed in" notice does not flash before leaving.
  const signingIn = useRef(false);

  if (user && !signingIn.current) return <Notice testId="signin-already" text={t('message:signin_already')} />;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 1, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 420 }}>
        <Stack spacing={2}>
          <Typography variant="h4" component="h1">
            {t('signin.title')}
          </Typography>
          <Typography color="text.secondary">{t('signin.intro')}</Typography>
          {from && <Alert severity="info">{t('signin.back_to_link')}</Alert>}
          <SignInForm
            autoFocus
            onSignedIn={async (signedIn) => {
              signingIn.current = true;
              navigate(await complete(signedIn, from), { replace: true });
            }}
          />
          <GoogleSignInButton returnTo={from ?? null} />
          <Divider />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography color="text.secondary">{t('signin.no_account')}</Typography>
            <Button component={RouterLink} to={lp('/user/signup')} state={from ? { from } : undefined} data-testid="signin-to-signup">
              {t('signin.to_signup')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
