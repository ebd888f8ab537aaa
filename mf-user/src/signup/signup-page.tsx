import { type RecordValues, type Scope, SIGNUP_PAGES, SIGNUP_STATES, STAFF_ROLES } from '@beantrail/contracts';
import { EntityDetailView, ErrorStatus, LoadingSkeleton, Notice, NoticeBar, useLocalePath } from '@beantrail/mf-shared';
import { Alert, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { signUpEventQueryOptions, useSignUpEvent } from './signup-api';

/**
 * Staff sign-up from an event's QR code (CafeSignUp, RoasterSignUp; 002 §2.4, §2.5
 * /user/link/{scope}signup/{event_uuid}): the event is read first; while it runs, the declared
 * form (nick, a few words, the agreement) sends the application. A member is told so; an event
 * that has not started or has ended says so instead of offering a form the server would refuse.
 */
export function SignUpPage({ scope }: { scope: Scope }) {
  const { uuid = '' } = useParams();
  const { t, i18n } = useTranslation('user');
  const lp = useLocalePath();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const event = useSignUpEvent(scope, uuid);
  // Sent: the same page again, read anew, says the application is waiting.
  const afterWrite = useCallback(() => {
    void client.invalidateQueries({ queryKey: signUpEventQueryOptions(scope, uuid).queryKey });
    return pathname;
  }, [client, scope, uuid, pathname]);
  if (event.isPending) return <LoadingSkeleton lines={6} />;
  if (event.isError) return <ErrorStatus error={event.error} />;
  const e = event.data;
  const en = i18n.language === 'en';
  const pick = (base: string) => String((en ? e[base] || e[`${base}_locale`] : e[`${base}_locale`] || e[base]) ?? '');
  const names = { org: pick(`${scope}_name`), event: pick('event_name') };
  const auth = e.member_auth ? String(e.member_auth) : null;
  if (auth && STAFF_ROLES[scope].includes(auth)) {
    return (
      <Notice
        testId="signup-member"
        text={t('message:signup_member')}
        action={
          <Button component={RouterLink} to={lp(`/${scope}/home`)} variant="outlined">
            {t(`signup.go_${scope}`)}
          </Button>
        }
      />
    );
  }
  if (e.event_status !== 'OPEN') return <Notice testId="signup-closed" title={names.event || names.org} text={t('message:event_closed')} severity="warning" />;
  const waiting = auth !== null && (SIGNUP_STATES as readonly string[]).includes(auth);
  const prefill: RecordValues = { ...e, save_check: false };
  return (
    <Stack spacing={2}>
      <Alert severity="info" data-testid="signup-lead">
        {t('signup.lead', { org: names.org, event: names.event || names.org })}
      </Alert>
      {waiting && (
        <Alert severity="success" data-testid="signup-waiting">
          {t('signup.waiting')}
        </Alert>
      )}
      {auth !== null && !waiting && (
        <Alert severity="warning" data-testid="signup-rejoin">
          {t('signup.rejoin')}
        </Alert>
      )}
      {/* The key keeps the form in step with what the server now holds after a send. */}
      <EntityDetailView key={String(auth)} page={SIGNUP_PAGES[scope]} ns="user" basePath={lp('/user/home')} idSegment="write" prefill={prefill} afterWrite={afterWrite} />
      <NoticeBar />
    </Stack>
  );
}
