import { AreaHomeView, CreateAnotherLink, LandingPanel, useAreaHome, useLandingNames } from '@beantrail/mf-shared';
import { useTranslation } from 'react-i18next';

interface RoasterHome {
  roaster_seq: number;
  roaster_name: string;
  roaster_name_locale: string | null;
  user_auth: string;
}

/** The roaster landing page: the selected roastery and the role held there. */
export function LandingPage() {
  const query = useAreaHome<RoasterHome>('/api/roaster/home', 'roaster');
  return (
    <AreaHomeView query={query}>
      {(home) => <Landing home={home} />}
    </AreaHomeView>
  );
}

function Landing({ home }: { home: RoasterHome }) {
  const { t } = useTranslation(['roaster', 'common']);
  const names = useLandingNames(home.roaster_name, home.roaster_name_locale);
  return (
    <LandingPanel
      title={names.title}
      lead={t('landing.lead')}
      fields={[
        ...(names.other ? [names.other] : []),
        { label: t('landing.role'), value: `${t(`common:role.${home.user_auth}`)} (${home.user_auth})`, testId: 'landing-role' },
        { label: t('landing.seq'), value: home.roaster_seq },
      ]}
    >
      <CreateAnotherLink scope="roaster" />
    </LandingPanel>
  );
}
