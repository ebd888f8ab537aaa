import { AreaGate, AreaLayout, AreaSubPage, type AreaModule } from '@beantrail/mf-shared';
import { Route, Routes } from 'react-router-dom';
import { LandingPage } from './landing-page';
import { translations } from './translations';

function RoasterRoutes() {
  return (
    <AreaLayout area="roaster" category="roaster">
      <AreaGate scope="roaster">
        <Routes>
          <Route index element={<LandingPage />} />
          <Route path="home" element={<LandingPage />} />
          <Route path="*" element={<AreaSubPage />} />
        </Routes>
      </AreaGate>
    </AreaLayout>
  );
}

const roasterModule: AreaModule = { area: 'roaster', category: 'roaster', namespace: 'roaster', translations, Routes: RoasterRoutes };
export default roasterModule;
