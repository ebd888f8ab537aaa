import { AreaLayout, AreaSubPage, LazyPart, lazyWithRetry, type AreaModule } from '@beantrail/mf-shared';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { BarcodePage } from './pages/barcode-page';
import { CoffeeBeanPage } from './pages/coffee-bean-page';
import { GuidePage } from './pages/guide-page';
import { PUBLIC_PAGES, PUBLIC_REDIRECTS, type PublicPage } from './public-routes';
import { translations } from './translations';

/**
 * The chart tools and the bean note, each loaded when opened: a drinker on a phone who opens one
 * does not fetch the others' code and MUI parts (sliders, switches, tables, text fields).
 */
function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazyWithRetry(load);
  return function LazyPage() {
    return (
      <LazyPart>
        <Page />
      </LazyPart>
    );
  };
}
const FlavorwheelPage = lazyPage(() => import('./pages/flavorwheel-page').then((m) => m.FlavorwheelPage));
const RadarchartPage = lazyPage(() => import('./pages/radarchart-page').then((m) => m.RadarchartPage));
const BrewingRecordPage = lazyPage(() => import('./pages/brewing-record-page').then((m) => m.BrewingRecordPage));
const RoastingProfilePage = lazyPage(() => import('./pages/roasting-profile-page').then((m) => m.RoastingProfilePage));
const BeannotePage = lazyPage(() => import('./pages/beannote-page').then((m) => m.BeannotePage));

/** Each page of the table in public-routes.ts, drawn by (a record: none can be left out). */
const PAGES: Record<PublicPage, ComponentType> = {
  'chart/flavorwheel': FlavorwheelPage,
  'chart/radarchart': RadarchartPage,
  'chart/brewingrecord': BrewingRecordPage,
  'chart/roastingprofile': RoastingProfilePage,
  guide: GuidePage,
  'guide/barcode': BarcodePage,
  'guide/coffeebean': CoffeeBeanPage,
  beannote: BeannotePage,
};

/**
 * Intro, chart and guide pages are open to everyone, guests included (spec 000 §6), and make no
 * server calls (spec 002 §2.13); the intro and the bean pages a lot's QR code opens (001 §2 QR link
 * paths) are rendered by the server, and the shell loads a link to one as a document. The paths are
 * public-routes.ts's, which follow the `info` menu tree in contracts (menu.ts);
 * barcode and coffee-bean intros sit under the guide page without menu entries of their own.
 */
function PublicRoutes() {
  return (
    <AreaLayout area="public" category="info">
      <Routes>
        {/* The intro is a document the server renders (backend/src/public/intro), the site's front door
            (`/`); the category's own page inside the application is the guide, so a signed-in user who
            picks "info" stays in the application, with their tool bar. */}
        <Route index element={<Navigate to={PUBLIC_REDIRECTS['']} replace />} />
        <Route path="chart" element={<Navigate to={PUBLIC_REDIRECTS.chart} replace />} />
        {PUBLIC_PAGES.map((path) => {
          const Page = PAGES[path];
          return <Route key={path} path={path} element={<Page />} />;
        })}
        <Route path="*" element={<AreaSubPage />} />
      </Routes>
    </AreaLayout>
  );
}

const publicModule: AreaModule = {
  area: 'public',
  category: 'info',
  namespace: 'public',
  translations,
  Routes: PublicRoutes,
};
export default publicModule;
