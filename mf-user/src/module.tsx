import { AreaGate, AreaLayout, AreaSubPage, type AreaModule } from '@beantrail/mf-shared';
import { Route, Routes } from 'react-router-dom';
import { LandingPage } from './landing-page';
import { translations } from './translations';

function UserRoutes() {
  return (
    <AreaLayout area="user" category="user">
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

const userModule: AreaModule = { area: 'user', category: 'user', namespace: 'user', translations, Routes: UserRoutes };
export default userModule;
