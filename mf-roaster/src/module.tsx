import { AreaGate, AreaLayout, AreaSubPage, CreateOrganisationPage, EntityPage, OrganisationLanding, registerSection, type AreaModule } from '@beantrail/mf-shared';
import { Route, Routes } from 'react-router-dom';
import { RoastingProfileSection } from './profile/roasting-profile-section';
import { ROASTER_PAGE_ROUTES } from './roaster-pages';
import { translations } from './translations';

// The roasting default and result declare their profile section as custom 'roastingProfile'.
registerSection('roastingProfile', RoastingProfileSection);

function RoasterRoutes() {
  return (
    <AreaLayout area="roaster" category="roaster">
      <Routes>
        {/* 002 §2.1: creating one needs no roaster role yet, only a signed-in user. */}
        <Route
          path="create"
          element={
            <AreaGate requireSignIn>
              <CreateOrganisationPage scope="roaster" ns="roaster" />
            </AreaGate>
          }
        />
        <Route path="*" element={<RoasterScopedRoutes />} />
      </Routes>
    </AreaLayout>
  );
}

/** Everything else needs a role in the selected roaster. */
function RoasterScopedRoutes() {
  return (
    <AreaGate scope="roaster">
      <Routes>
        <Route index element={<OrganisationLanding scope="roaster" />} />
        <Route path="home" element={<OrganisationLanding scope="roaster" />} />
        {ROASTER_PAGE_ROUTES.map(({ path, page }) => (
          <Route key={path} path={`${path}/*`} element={<EntityPage page={page} ns="roaster" path={`/roaster/${path}`} />} />
        ))}
        <Route path="*" element={<AreaSubPage />} />
      </Routes>
    </AreaGate>
  );
}

const roasterModule: AreaModule = { area: 'roaster', category: 'roaster', namespace: 'roaster', translations, Routes: RoasterRoutes };
export default roasterModule;
