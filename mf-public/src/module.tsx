import { AreaLayout, AreaSubPage, type AreaModule } from '@beantrail/mf-shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import { BarcodePage } from './pages/barcode-page';
import { BeannotePage } from './pages/beannote-page';
import { BrewingRecordPage } from './pages/brewing-record-page';
import { CoffeeBeanPage } from './pages/coffee-bean-page';
import { FlavorwheelPage } from './pages/flavorwheel-page';
import { GuidePage } from './pages/guide-page';
import { RadarchartPage } from './pages/radarchart-page';
import { RoastingProfilePage } from './pages/roasting-profile-page';
import { translations } from './translations';

/**
 * Intro, chart and guide pages are open to everyone, guests included (spec 000 §6), and make no
 * server calls (spec 002 §2.13); the intro and the bean pages a lot's QR code opens (001 §2 QR link
 * paths) are rendered by the server, and the shell loads a link to one as a document. Paths follow the `info` menu tree in contracts (menu.ts);
 * barcode and coffee-bean intros sit under the guide page without menu entries of their own.
 */
function PublicRoutes() {
  return (
    <AreaLayout area="public" category="info">
      <Routes>
        {/* The intro is a document the server renders (backend/src/public/intro), the site's front door
            (`/`); the category's own page inside the application is the guide, so a signed-in user who
            picks "info" stays in the application, with their tool bar. */}
        <Route index element={<Navigate to="guide" replace />} />
        <Route path="chart" element={<Navigate to="flavorwheel" replace />} />
        <Route path="chart/flavorwheel" element={<FlavorwheelPage />} />
        <Route path="chart/radarchart" element={<RadarchartPage />} />
        <Route path="chart/brewingrecord" element={<BrewingRecordPage />} />
        <Route path="chart/roastingprofile" element={<RoastingProfilePage />} />
        <Route path="guide" element={<GuidePage />} />
        <Route path="guide/barcode" element={<BarcodePage />} />
        <Route path="guide/coffeebean" element={<CoffeeBeanPage />} />
        <Route path="beannote" element={<BeannotePage />} />
        <Route path="*" element={<AreaSubPage />} />
      </Routes>
    </AreaLayout>
  );
}

const publicModule: AreaModule = { area: 'public', category: 'info', namespace: 'public', translations, Routes: PublicRoutes };
export default publicModule;
