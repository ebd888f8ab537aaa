import type { CafeHome, RoasterHome, Scope } from '@beantrail/contracts';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../auth/role-names';
import { CreateAnotherLink } from './create-organisation-page';
import { AreaHomeView, LandingPanel, useAreaHome, useLandingNames } from './landing';

type OrganisationHome = CafeHome | RoasterHome;

/** The cafe's or roastery's key and names, whichever of the two landing replies came. */
const organisationOf = (home: OrganisationHome) =>
  'cafe_seq' in home
    ? { seq: home.cafe_seq, name: home.cafe_name, nameLocale: home.cafe_name_locale }
    : { seq: home.roaster_seq, name: home.roaster_name, nameLocale: home.roaster_name_locale };

/**
 * The cafe or roaster landing page (`GET /api/{scope}/home`): the selected cafe/roastery in the
 * page's language, the role held there, and one more while the cap allows (002 §6). Texts
 * `landing.lead|role|seq` come from the area's namespace.
 */
export function OrganisationLanding({ scope }: { scope: Scope }) {
  const query = useAreaHome(`/api/${scope}/home`, scope);
  return <AreaHomeView query={query}>{(home) => <Landing scope={scope} home={home} />}</AreaHomeView>;
}

function Landing({ scope, home }: { scope: Scope; home: OrganisationHome }) {
  const { t } = useTranslation([scope, 'common']);
  const roleName = useRoleName();
  const own = organisationOf(home);
  const names = useLandingNames(own.name ?? '', own.nameLocale);
  return (
    <LandingPanel
      title={names.title}
      lead={t('landing.lead')}
      fields={[
        ...(names.other ? [names.other] : []),
        // The role's name from its code group, as the role selector and staff pages show it.
        { label: t('landing.role'), value: roleName(scope, home.user_auth), testId: 'landing-role' },
        { label: t('landing.seq'), value: String(own.seq) },
      ]}
    >
      <CreateAnotherLink scope={scope} />
    </LandingPanel>
  );
}
