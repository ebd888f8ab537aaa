import { SCOPES } from '@beantrail/contracts';
import { LandingPanel, LoadingSkeleton, useAuthStore } from '@beantrail/mf-shared';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from './password-form';

/** /user/userinfo: who the user is, the roles they hold, and changing the password. */
export function UserInfoPage() {
  const { t } = useTranslation(['user', 'common']);
  const user = useAuthStore((s) => s.user);
  const roles = useAuthStore((s) => s.roles);
  if (!user) return <LoadingSkeleton />;
  const held = SCOPES.flatMap((scope) => roles[scope].map((r) => `${r.auth_name} · ${t(`common:role.${r.user_auth}`)}`));
  return (
    <Stack spacing={2}>
      <LandingPanel
        title={t('userinfo.title')}
        fields={[
          { label: t('landing.user_id'), value: user.user_id, testId: 'userinfo-user-id' },
          { label: t('landing.name'), value: user.name },
          { label: t('landing.usertype'), value: user.usertype.join(', ') },
          { label: t('userinfo.roles'), value: held.length ? held.join(', ') : t('userinfo.no_roles'), testId: 'userinfo-roles' },
        ]}
      />
      <PasswordForm userId={user.user_id} />
    </Stack>
  );
}
