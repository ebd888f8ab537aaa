import { LazyPart, lazyWithRetry, OrganisationArea, registerSection, type AreaModule } from '@beantrail/mf-shared';
import { Route } from 'react-router-dom';
import { LOG_IMPORT_SECTION, PROFILE_SECTION } from './profile/section-keys';
import { ROASTER_PAGE_ROUTES } from './roaster-pages';
import { translations } from './translations';

// The roasting default and result declare their profile section as custom 'roastingProfile'. It is
// drawn inside a detail form only, so it loads with the form, not with the area's first page (a
// list): its chart, timers and log import would otherwise load final-form early. The
// detail view draws sections inside a Suspense boundary.
registerSection(
  PROFILE_SECTION,
  lazyWithRetry(() => import('./profile/roasting-profile-section').then((m) => m.RoastingProfileSection)),
);
// "Import roast log" at the top of a roast: shares the profile's import code, so it loads the same way.
registerSection(
  LOG_IMPORT_SECTION,
  lazyWithRetry(() => import('./profile/log-import-section').then((m) => m.LogImportSection)),
);

// The roast comparison (ListDecl.compare of the roasting results) loads when opened, not with the list.
const RoastComparePage = lazyWithRetry(() => import('./compare/roast-compare-page').then((m) => m.RoastComparePage));

function RoasterRoutes() {
  return (
    <OrganisationArea scope="roaster" pages={ROASTER_PAGE_ROUTES}>
      <Route
        path="roasting/result/compare"
        element={
          <LazyPart>
            <RoastComparePage />
          </LazyPart>
        }
      />
    </OrganisationArea>
  );
}

const roasterModule: AreaModule = {
  area: 'roaster',
  category: 'roaster',
  namespace: 'roaster',
  translations,
  Routes: RoasterRoutes,
};
export default roasterModule;
