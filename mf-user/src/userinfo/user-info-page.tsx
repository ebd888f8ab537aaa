import { PROFILE_PAGES, SCOPES } from '@beantrail/contracts';
import {
  EntityDetailView,
  LandingPanel,
  LoadingSkeleton,
  NoticeBar,
  useAuthStore,
  useLocalePath,
} from '@beantrail/mf-shared';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from './password-form';

/**
 * /user/userinfo: the basic profile (001 §2 UserBasicInfo on the engine: `GET /api/userinfo`, the
 * name editable, no list or delete), the roles held, and changing the password.
 */
export function UserInfoPage() {
  const { t } = useTranslation(['user', 'common']);
  const lp = useLocalePath();
  const user = useAuthStore((s) => s.user);
  const roles = useAuthStore((s) => s.roles);
  if (!user) return <LoadingSkeleton />;
  const held = SCOPES.flatMap((scope) =>
    roles[scope].map((r) => `${r.auth_name} · ${t(`common:role.${r.user_auth}`)}`),
  );
  return (
    <Stack spacing={2}>
      <EntityDetailView page={PROFILE_PAGES.userBasicInfo} ns="user" basePath={lp('/user/userinfo')} />
      <NoticeBar />
      <LandingPanel
        title={t('userinfo.title')}
        fields={[
          { label: t('landing.user_id'), value: user.user_id, testId: 'userinfo-user-id' },
          {
            label: t('userinfo.roles'),
            value: held.length ? held.join(', ') : t('userinfo.no_roles'),
            testId: 'userinfo-roles',
          },
        ]}
      />
      <PasswordForm userId={user.user_id} />
    </Stack>
  );
}
