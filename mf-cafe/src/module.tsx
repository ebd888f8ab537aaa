import { AreaGate, AreaLayout, AreaSubPage, CreateOrganisationPage, EntityPage, OrganisationLanding, type AreaModule } from '@beantrail/mf-shared';
import { Route, Routes } from 'react-router-dom';
import { CAFE_PAGE_ROUTES } from './cafe-pages';
import { QrDefaultPage } from './qr/qr-default-page';
import { QrReceivedPage } from './qr/qr-received-page';
import { translations } from './translations';

function CafeRoutes() {
  return (
    <AreaLayout area="cafe" category="cafe">
      <Routes>
        {/* 002 §2.1: creating one needs no cafe role yet, only a signed-in user. */}
        <Route
          path="create"
          element={
            <AreaGate requireSignIn>
              <CreateOrganisationPage scope="cafe" ns="cafe" />
            </AreaGate>
          }
        />
        <Route path="*" element={<CafeScopedRoutes />} />
      </Routes>
    </AreaLayout>
  );
}

/** Everything else needs a role in the selected cafe. */
function CafeScopedRoutes() {
  return (
    <AreaGate scope="cafe">
      <Routes>
        <Route index element={<OrganisationLanding scope="cafe" />} />
        <Route path="home" element={<OrganisationLanding scope="cafe" />} />
        {/* The QR codes a roaster prints on a blend and on each lot (002 §2.5). */}
        <Route path="coffeebean/qrdefault/:uuid" element={<QrDefaultPage />} />
        <Route path="coffeebean/qrreceived/:uuid" element={<QrReceivedPage />} />
        {CAFE_PAGE_ROUTES.map(({ path, page }) => (
          <Route key={path} path={`${path}/*`} element={<EntityPage page={page} ns="cafe" path={`/cafe/${path}`} />} />
        ))}
        <Route path="*" element={<AreaSubPage />} />
      </Routes>
    </AreaGate>
  );
}

const cafeModule: AreaModule = { area: 'cafe', category: 'cafe', namespace: 'cafe', translations, Routes: CafeRoutes };
export default cafeModule;
