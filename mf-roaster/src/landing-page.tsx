import { AreaHomeView, LandingPanel, useAreaHome } from '@beantrail/mf-shared';
import { useTranslation } from 'react-i18next';

interface RoasterHome {
  roaster_seq: number;
  roaster_name: string;
  user_auth: string;
}

/** The roaster landing page: the selected roastery and the role held there. */
export function LandingPage() {
  const { t } = useTranslation(['roaster', 'common']);
  const query = useAreaHome<RoasterHome>('/api/roaster/home', 'roaster');
  return (
    <AreaHomeView query={query}>
      {(home) => (
        <LandingPanel
          title={home.roaster_name}
          lead={t('landing.lead')}
          fields={[
            { label: t('landing.role'), value: `${t(`common:role.${home.user_auth}`)} (${home.user_auth})`, testId: 'landing-role' },
            { label: t('landing.seq'), value: home.roaster_seq },
          ]}
        />
      )}
    </AreaHomeView>
  );
}
