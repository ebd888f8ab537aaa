import { AreaGate, AreaLayout, AreaSubPage, EntityPage, registerSection, type AreaModule } from '@beantrail/mf-shared';
import { Route, Routes } from 'react-router-dom';
import { LandingPage } from './landing-page';
import { RoastingProfileSection } from './profile/roasting-profile-section';
import { ROASTER_PAGE_ROUTES } from './roaster-pages';
import { translations } from './translations';

// The roasting default and result declare their profile section as custom 'roastingProfile'.
registerSection('roastingProfile', RoastingProfileSection);

function RoasterRoutes() {
  return (
    <AreaLayout area="roaster" category="roaster">
      <AreaGate scope="roaster">
        <Routes>
          <Route index element={<LandingPage />} />
          <Route path="home" element={<LandingPage />} />
          {ROASTER_PAGE_ROUTES.map(({ path, page }) => (
            <Route key={path} path={`${path}/*`} element={<EntityPage page={page} ns="roaster" path={`/roaster/${path}`} />} />
          ))}
          <Route path="*" element={<AreaSubPage />} />
        </Routes>
      </AreaGate>
    </AreaLayout>
  );
}

const roasterModule: AreaModule = { area: 'roaster', category: 'roaster', namespace: 'roaster', translations, Routes: RoasterRoutes };
export default roasterModule;
