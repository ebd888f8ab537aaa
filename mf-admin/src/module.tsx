import { AreaGate, AreaLayout, AreaSubPage, EntityPage, type AreaModule } from '@beantrail/mf-shared';
import { Route, Routes } from 'react-router-dom';
import { ADMIN_PAGE_ROUTES } from './admin-pages';
import { LandingPage } from './landing-page';
import { translations } from './translations';
import { WidgetGallery } from './widget-gallery';

function AdminRoutes() {
  return (
    <AreaLayout area="admin" category="setting">
      <AreaGate requireSignIn>
        <Routes>
          <Route index element={<LandingPage />} />
          <Route path="home" element={<LandingPage />} />
          {ADMIN_PAGE_ROUTES.map(({ path, page }) => (
            <Route key={path} path={`${path}/*`} element={<EntityPage page={page} ns="admin" path={`/setting/${path}`} />} />
          ))}
          <Route path="dev/widgets" element={<WidgetGallery />} />
          <Route path="*" element={<AreaSubPage />} />
        </Routes>
      </AreaGate>
    </AreaLayout>
  );
}

const adminModule: AreaModule = { area: 'admin', category: 'setting', namespace: 'admin', translations, Routes: AdminRoutes };
export default adminModule;
