import type { PageDecl } from '@beantrail/contracts';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EntityPage } from '../engine/entity-page';
import { AreaSubPage } from './area-sub-page';

/** An area's declared pages, each at its menu path under the area's category (`/setting/map/country`). */
export type AreaPageRoutes = readonly { path: string; page: PageDecl }[];

/**
 * The routes inside an area: its landing page at `/x` and `/x/home`, its own screens (`children`,
 * `<Route>` elements), its declared pages drawn by the engine with the area's texts (`ns`), and the
 * menu's other groups and tabs.
 */
export function AreaRoutes(props: {
  category: string;
  ns: string;
  landing: ReactNode;
  pages: AreaPageRoutes;
  children?: ReactNode;
}) {
  const { category, ns, landing, pages, children } = props;
  return (
    <Routes>
      <Route index element={landing} />
      <Route path="home" element={landing} />
      {children}
      {pages.map(({ path, page }) => (
        <Route
          key={path}
          path={`${path}/*`}
          element={<EntityPage page={page} ns={ns} path={`/${category}/${path}`} />}
        />
      ))}
      <Route path="*" element={<AreaSubPage />} />
    </Routes>
  );
}
