import { AreaHomeView, CreateAnotherLink, LandingPanel, useAreaHome, useLandingNames } from '@beantrail/mf-shared';
import { useTranslation } from 'react-i18next';

interface CafeHome {
  cafe_seq: number;
  cafe_name: string;
  cafe_name_locale: string | null;
  user_auth: string;
}

/** The cafe landing page: the selected cafe and the role held there. */
export function LandingPage() {
  const query = useAreaHome<CafeHome>('/api/cafe/home', 'cafe');
  return (
    <AreaHomeView query={query}>
      {(home) => <Landing home={home} />}
    </AreaHomeView>
  );
}

function Landing({ home }: { home: CafeHome }) {
  const { t } = useTranslation(['cafe', 'common']);
  const names = useLandingNames(home.cafe_name, home.cafe_name_locale);
  return (
    <LandingPanel
      title={names.title}
      lead={t('landing.lead')}
      fields={[
        ...(names.other ? [names.other] : []),
        { label: t('landing.role'), value: `${t(`common:role.${home.user_auth}`)} (${home.user_auth})`, testId: 'landing-role' },
        { label: t('landing.seq'), value: home.cafe_seq },
      ]}
    >
      <CreateAnotherLink scope="cafe" />
    </LandingPanel>
  );
}
