import type { Scope } from '@beantrail/contracts';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../auth/role-names';
import { CreateAnotherLink } from './create-organisation-page';
import { AreaHomeView, LandingPanel, useAreaHome, useLandingNames } from './landing';

type OrganisationHome = Record<string, unknown> & { user_auth: string };

/**
 * The cafe or roaster landing page (`GET /api/{scope}/home`): the selected cafe/roastery in the
 * page's language, the role held there, and one more while the cap allows (002 §6). Texts
 * `landing.lead|role|seq` come from the area's namespace.
 */
export function OrganisationLanding({ scope }: { scope: Scope }) {
  const query = useAreaHome<OrganisationHome>(`/api/${scope}/home`, scope);
  return <AreaHomeView query={query}>{(home) => <Landing scope={scope} home={home} />}</AreaHomeView>;
}

function Landing({ scope, home }: { scope: Scope; home: OrganisationHome }) {
  const { t } = useTranslation([scope, 'common']);
  const roleName = useRoleName();
  const names = useLandingNames(
    String(home[`${scope}_name`] ?? ''),
    home[`${scope}_name_locale`] as string | null | undefined,
  );
  return (
    <LandingPanel
      title={names.title}
      lead={t('landing.lead')}
      fields={[
        ...(names.other ? [names.other] : []),
        // The role's name from its code group, as the role selector and staff pages show it.
        { label: t('landing.role'), value: roleName(scope, home.user_auth), testId: 'landing-role' },
        { label: t('landing.seq'), value: String(home[`${scope}_seq`] ?? '') },
      ]}
    >
      <CreateAnotherLink scope={scope} />
    </LandingPanel>
  );
}
