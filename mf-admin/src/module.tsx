import {
  LazyPart,
  lazyWithRetry,
  SignedInArea,
  StatusScreen,
  useAuthStore,
  type AreaModule,
} from '@beantrail/mf-shared';
import { hasUserType } from '@beantrail/contracts';
import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { ADMIN_PAGE_ROUTES } from './admin-pages';
import { LandingPage } from './landing-page';
import { translations } from './translations';

// The system pages and the widget gallery are the top administrator's and developers' pages: their
// code (and the MUI parts only they use) loads when one is opened, not with the country list.
const WidgetGallery = lazyWithRetry(() => import('./widget-gallery').then((m) => m.WidgetGallery));
const TableComparePage = lazyWithRetry(() => import('./system/table-compare-page').then((m) => m.TableComparePage));
const TableDefinitionPage = lazyWithRetry(() =>
  import('./system/table-definition-page').then((m) => m.TableDefinitionPage),
);
const CollectionPage = lazyWithRetry(() => import('./system/collection-page').then((m) => m.CollectionPage));

/** 002 §6: the system settings (table definition, compare, collection) are the top administrator's only. */
function SadminOnly({ children }: { children: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  return hasUserType(user, ['SADMIN']) ? <LazyPart>{children}</LazyPart> : <StatusScreen status="403" />;
}

function AdminRoutes() {
  return (
    <SignedInArea area="admin" category="setting" ns="admin" landing={<LandingPage />} pages={ADMIN_PAGE_ROUTES}>
      <Route
        path="dev/widgets"
        element={
          <LazyPart>
            <WidgetGallery />
          </LazyPart>
        }
      />
      <Route
        path="system/table"
        element={
          <SadminOnly>
            <TableDefinitionPage />
          </SadminOnly>
        }
      />
      <Route
        path="system/compare"
        element={
          <SadminOnly>
            <TableComparePage />
          </SadminOnly>
        }
      />
      <Route
        path="system/collection"
        element={
          <SadminOnly>
            <CollectionPage />
          </SadminOnly>
        }
      />
    </SignedInArea>
  );
}

const adminModule: AreaModule = {
  area: 'admin',
  category: 'setting',
  namespace: 'admin',
  translations,
  Routes: AdminRoutes,
};
export default adminModule;
