import { type RecordValues, type Scope, SIGNUP_PAGES } from '@beantrail/contracts';
import { currentLocale, EventFormPage, useLocalePath } from '@beantrail/mf-shared';
import { pairName } from '@beantrail/mf-shared/pure';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { getSignUpEvent, signUpEventQueryOptions } from './signup-api';

/** Staff sign-up from an event's QR code (CafeSignUp, RoasterSignUp; 002 §2.4, §2.5 /user/link/{scope}signup/{event_uuid}). */
export function SignUpPage({ scope }: { scope: Scope }) {
  const { uuid = '' } = useParams();
  const { t } = useTranslation('user');
  const lp = useLocalePath();
  const pick = (d: RecordValues, base: string) => pairName(d, base, currentLocale());
  return (
    <EventFormPage
      queryKey={signUpEventQueryOptions(scope, uuid).queryKey}
      load={() => getSignUpEvent(scope, uuid)}
      page={SIGNUP_PAGES[scope]}
      ns="user"
      start={{ save_check: false }}
      home={lp('/user/home')}
      texts={{
        lead: (d) =>
          t('signup.lead', { org: pick(d, `${scope}_name`), event: pick(d, 'event_name') || pick(d, `${scope}_name`) }),
        title: (d) => pick(d, 'event_name') || pick(d, `${scope}_name`),
        waiting: t('signup.waiting'),
        rejoin: t('signup.rejoin'),
        inAlready: t('message:signup_member'),
        closed: t('message:event_closed'),
      }}
      inAction={
        <Button component={RouterLink} to={lp(`/${scope}/home`)} variant="outlined">
          {t(`signup.go_${scope}`)}
        </Button>
      }
      testIds={{
        lead: 'signup-lead',
        waiting: 'signup-waiting',
        rejoin: 'signup-rejoin',
        inAlready: 'signup-member',
        closed: 'signup-closed',
      }}
    />
  );
}
