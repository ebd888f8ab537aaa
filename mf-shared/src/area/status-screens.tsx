import { accountLinkKind, screenTextKey, type Scope, withReturnPath } from '@beantrail/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isApiCallError } from '../api/api-call-error';
import { useLocalePath } from './locale-path';

interface NoticeProps {
  testId: string;
  title?: string;
  text: string;
  severity?: 'info' | 'warning' | 'error';
  action?: ReactNode;
}

/** The one look of every notice screen: a titled panel with an optional action. */
export function Notice({ testId, title, text, severity = 'info', action }: NoticeProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, my: 2 }} data-testid={testId}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {title && (
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
        )}
        <Alert severity={severity} sx={{ width: '100%' }}>
          {text}
        </Alert>
        {action}
      </Stack>
    </Paper>
  );
}

/** Spec 000 §2: the generic under-construction page. */
export function UnderConstructionPage() {
  const { t } = useTranslation();
  return (
    <Notice
      testId="under-construction"
      title={t('message:underconstruction')}
      text={t('message:underconstruction_text')}
    />
  );
}

/** The way back from a screen that ends here (no page, no permission). */
function HomeButton() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <Button component={RouterLink} to={lp('/')} variant="outlined" data-testid="status-home">
      {t('notice.home')}
    </Button>
  );
}

/** Spec 000 §2: the generic no-page page. */
export function NoPage() {
  const { t } = useTranslation();
  return (
    <Notice testId="no-page" title="404" text={t('message:nopage_text')} severity="warning" action={<HomeButton />} />
  );
}

/**
 * Links to the sign-in and sign-up pages that bring the user back here afterwards. In Settings, the
 * administrators' sign-in page (002 §2.13), and no sign-up: an administrator's account is not made there.
 */
export function SignInLink() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const location = useLocation();
  const from = location.pathname + location.search;
  const settings = /^(\/(en|kr))?\/setting(\/|$)/.test(location.pathname);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        href={withReturnPath(lp(settings ? '/setting/signin' : '/user/signin'), from)}
        variant="contained"
        data-testid="status-signin"
      >
        {t('notice.signin_link')}
      </Button>
      {!settings && (
        <Button
          component={RouterLink}
          to={lp('/user/signup')}
          state={{ from }}
          variant="outlined"
          data-testid="signup-link"
        >
          {t('link.create_account')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * Spec 000 §8: the screen for a failed status (401 with a sign-in link, 403, 404, others). `note`
 * is a translated sentence saying why (the roles a page is for).
 */
export function StatusScreen({ status, description, note }: { status: string; description?: string; note?: string }) {
  const { t } = useTranslation();
  const key = status === 'network' ? 'error_text' : screenTextKey(status as `${number}`);
  const detail = description && description !== key && status !== '401' ? t(`message:${description}`) : undefined;
  const text = detail ? `${t(`message:${key}`)} (${detail})` : t(`message:${key}`);
  return (
    <Notice
      testId={`status-${status}`}
      title={status === 'network' ? t('message:error') : status}
      text={note ? `${text} ${note}` : text}
      severity={status === '401' ? 'info' : 'warning'}
      // A link typed or shared into a page the user may not open had no way on (cafe review).
      action={status === '401' ? <SignInLink /> : <HomeButton />}
    />
  );
}

/** The status screen for whatever a query threw (ApiCallError or anything else). */
export function ErrorStatus({ error }: { error: unknown }) {
  if (isApiCallError(error)) return <StatusScreen status={error.status} description={error.description} />;
  return <StatusScreen status="network" />;
}

/** Spec 000 §6: no role in the scope: prompt to create a roaster or cafe (from a QR link: then back to it). */
export function RoleRequired({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const location = useLocation();
  const here = location.pathname + location.search;
  const from = accountLinkKind(location.pathname) ? { from: here } : undefined;
  return (
    <Notice
      testId={`role-required-${scope}`}
      text={t(scope === 'roaster' ? 'message:noroaster_text' : 'message:nocafe_text')}
      action={
        <Button component={RouterLink} to={lp(`/${scope}/create`)} state={from} variant="contained">
          {t(scope === 'roaster' ? 'notice.create_roaster' : 'notice.create_cafe')}
        </Button>
      }
    />
  );
}

/** Spec 000 §4: the loading placeholder skeleton. */
export function LoadingSkeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" data-testid="loading" sx={{ my: 2 }}>
      {/* Read by screen readers only. In sx a width of 1 is 100 %, so the sizes are in px: at 390 px
          a full-width hidden line pushed the page 16 px wider than the phone while loading. */}
      <Typography
        sx={{
          position: 'absolute',
          width: '1px',
          height: '1px',
          m: '-1px',
          p: 0,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
      >
        {t('notice.loading')}
      </Typography>
      <Skeleton variant="text" width="40%" height={40} />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} variant="text" width={`${90 - i * 15}%`} />
      ))}
    </Box>
  );
}
