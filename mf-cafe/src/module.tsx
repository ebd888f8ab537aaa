import { OrganisationArea, type AreaModule } from '@beantrail/mf-shared';
import { Route } from 'react-router-dom';
import { CAFE_PAGE_ROUTES } from './cafe-pages';
import { QrDefaultPage } from './qr/qr-default-page';
import { QrReceivedPage } from './qr/qr-received-page';
import { RoasterRegisterPage } from './supplier/roaster-register-page';
import { translations } from './translations';

function CafeRoutes() {
  return (
    <OrganisationArea scope="cafe" pages={CAFE_PAGE_ROUTES}>
      {/* The QR codes a roaster prints on a blend and on each lot (002 §2.5). */}
      <Route path="coffeebean/qrdefault/:uuid" element={<QrDefaultPage />} />
      <Route path="coffeebean/qrreceived/:uuid" element={<QrReceivedPage />} />
      {/* A roastery's customer event QR (002 §2.5). */}
      <Route path="supplier/roasterregister/:uuid" element={<RoasterRegisterPage />} />
    </OrganisationArea>
  );
}

const cafeModule: AreaModule = { area: 'cafe', category: 'cafe', namespace: 'cafe', translations, Routes: CafeRoutes };
export default cafeModule;
