import { AreaGate, AreaLayout, AreaSubPage, type AreaModule } from '@beantrail/mf-shared';
import { Route, Routes } from 'react-router-dom';
import { LandingPage } from './landing-page';
import { translations } from './translations';

function CafeRoutes() {
  return (
    <AreaLayout area="cafe" category="cafe">
      <AreaGate scope="cafe">
        <Routes>
          <Route index element={<LandingPage />} />
          <Route path="home" element={<LandingPage />} />
          <Route path="*" element={<AreaSubPage />} />
        </Routes>
      </AreaGate>
    </AreaLayout>
  );
}

const cafeModule: AreaModule = { area: 'cafe', category: 'cafe', namespace: 'cafe', translations, Routes: CafeRoutes };
export default cafeModule;
