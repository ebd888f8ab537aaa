import { AreaGate, AreaLayout, AreaSubPage, type AreaModule } from '@beantrail/mf-shared';
import { Route, Routes } from 'react-router-dom';
import { LandingPage } from './landing-page';
import { translations } from './translations';

function AdminRoutes() {
  return (
    <AreaLayout area="admin" category="setting">
      <AreaGate requireSignIn>
        <Routes>
          <Route index element={<LandingPage />} />
          <Route path="home" element={<LandingPage />} />
          <Route path="*" element={<AreaSubPage />} />
        </Routes>
      </AreaGate>
    </AreaLayout>
  );
}

const adminModule: AreaModule = { area: 'admin', category: 'setting', namespace: 'admin', translations, Routes: AdminRoutes };
export default adminModule;
