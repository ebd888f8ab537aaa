import { AreaHomeView, LandingPanel, useAreaHome } from '@beantrail/mf-shared';
import { useTranslation } from 'react-i18next';

interface CafeHome {
  cafe_seq: number;
  cafe_name: string;
  user_auth: string;
}

/** The cafe landing page: the selected cafe and the role held there. */
export function LandingPage() {
  const { t } = useTranslation(['cafe', 'common']);
  const query = useAreaHome<CafeHome>('/api/cafe/home', 'cafe');
  return (
    <AreaHomeView query={query}>
      {(home) => (
        <LandingPanel
          title={home.cafe_name}
          lead={t('landing.lead')}
          fields={[
            { label: t('landing.role'), value: `${t(`common:role.${home.user_auth}`)} (${home.user_auth})`, testId: 'landing-role' },
            { label: t('landing.seq'), value: home.cafe_seq },
          ]}
        />
      )}
    </AreaHomeView>
  );
}
