import { AreaGate, AreaLayout, AreaSubPage, EntityPage, StatusScreen, useAuthStore, type AreaModule } from '@beantrail/mf-shared';
import { hasUserType } from '@beantrail/contracts';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ADMIN_PAGE_ROUTES } from './admin-pages';
import { LandingPage } from './landing-page';
import { translations } from './translations';
import { WidgetGallery } from './widget-gallery';
import { TableComparePage } from './system/table-compare-page';
import { TableDefinitionPage } from './system/table-definition-page';

/** 002 §6: the system settings (table definition and compare) are the top administrator's only. */
function SadminOnly({ children }: { children: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  return hasUserType(user, ['SADMIN']) ? <>{children}</> : <StatusScreen status="403" />;
}

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
          <Route path="system/table" element={<SadminOnly><TableDefinitionPage /></SadminOnly>} />
          <Route path="system/compare" element={<SadminOnly><TableComparePage /></SadminOnly>} />
          <Route path="*" element={<AreaSubPage />} />
        </Routes>
      </AreaGate>
    </AreaLayout>
  );
}

const adminModule: AreaModule = { area: 'admin', category: 'setting', namespace: 'admin', translations, Routes: AdminRoutes };
export default adminModule;
