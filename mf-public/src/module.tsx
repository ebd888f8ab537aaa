import { AreaLayout, AreaSubPage, type AreaModule } from '@beantrail/mf-shared';
import { Route, Routes } from 'react-router-dom';
import { LandingPage } from './landing-page';
import { translations } from './translations';

/** Intro, chart and guide pages are open to everyone, guests included (spec 000 §6). */
function PublicRoutes() {
  return (
    <AreaLayout area="public" category="info">
      <Routes>
        <Route index element={<LandingPage />} />
        <Route path="intro" element={<LandingPage />} />
        <Route path="*" element={<AreaSubPage />} />
      </Routes>
    </AreaLayout>
  );
}

const publicModule: AreaModule = { area: 'public', category: 'info', namespace: 'public', translations, Routes: PublicRoutes };
export default publicModule;
