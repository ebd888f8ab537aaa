import { AreaHomeView, LandingPanel, useAreaHome } from '@beantrail/mf-shared';
import { useTranslation } from 'react-i18next';

/** The user landing page: who is signed in. */
export function LandingPage() {
  const { t } = useTranslation('user');
  const query = useAreaHome('/api/user/home');
  return (
    <AreaHomeView query={query}>
      {(home) => (
        <LandingPanel
          title={t('landing.title', { name: home.name })}
          lead={t('landing.lead')}
          fields={[
            { label: t('landing.name'), value: home.name, testId: 'landing-name' },
            { label: t('landing.user_id'), value: home.user_id, testId: 'landing-user-id' },
            // The account type's name (as on "My account"), never its code (USER, PAID…).
            {
              label: t('landing.usertype'),
              value: (home.usertype ?? [])
                .map((type) => t(`entity.userBasicInfo.option.user_type.${type}`, { defaultValue: type }))
                .join(', '),
              testId: 'landing-usertype',
            },
          ]}
        />
      )}
    </AreaHomeView>
  );
}
