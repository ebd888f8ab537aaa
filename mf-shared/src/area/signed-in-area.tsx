import type { ReactNode } from 'react';
import type { AreaName, Category } from '@beantrail/contracts';
import { AreaGate } from './area-gate';
import { AreaLayout } from './area-layout';
import { AreaRoutes, type AreaPageRoutes } from './area-routes';

/**
 * The routes of an area any signed-in user may open (the user's notes, the administrator's
 * settings: what each page allows is its declaration's): the area's layout, sign-in asked first,
 * then the landing page, the area's own screens (`children`, `<Route>` elements), its declared
 * pages and the menu's other groups and tabs.
 */
export function SignedInArea(props: {
  area: AreaName;
  category: Category;
  ns: string;
  landing: ReactNode;
  pages: AreaPageRoutes;
  children?: ReactNode;
}) {
  const { area, category, ns, landing, pages, children } = props;
  return (
    <AreaLayout area={area} category={category}>
      <AreaGate requireSignIn>
        <AreaRoutes category={category} ns={ns} landing={landing} pages={pages}>
          {children}
        </AreaRoutes>
      </AreaGate>
    </AreaLayout>
  );
}
