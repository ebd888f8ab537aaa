import type { Scope } from '@beantrail/contracts';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AreaGate } from './area-gate';
import { AreaLayout } from './area-layout';
import { AreaRoutes, type AreaPageRoutes } from './area-routes';
import { OrganisationLanding } from './organisation-landing';
import { lazyWithRetry } from '../ui/lazy-with-retry';
import { LazyPart } from '../ui/lazy-part';

// Seen once, by a user starting a cafe or roastery: not on every area page's first load.
const CreateOrganisationPage = lazyWithRetry(
  async () => (await import('./create-organisation-page')).CreateOrganisationPage,
);

/**
 * The routes of the cafe or roaster area: `create` for any signed-in user (002 §2.1), everything
 * else behind a role in the selected cafe/roastery — the landing page, the area's own screens
 * (`children`, e.g. the cafe's QR pages), its declared pages at their menu paths, and the menu's
 * other groups and tabs.
 */
export function OrganisationArea({
  scope,
  pages,
  children,
}: {
  scope: Scope;
  pages: AreaPageRoutes;
  children?: ReactNode;
}) {
  return (
    <AreaLayout area={scope} category={scope}>
      <Routes>
        <Route
          path="create"
          element={
            <AreaGate requireSignIn>
              <LazyPart>
                <CreateOrganisationPage scope={scope} ns={scope} />
              </LazyPart>
            </AreaGate>
          }
        />
        <Route
          path="*"
          element={
            <AreaGate scope={scope}>
              <AreaRoutes category={scope} ns={scope} landing={<OrganisationLanding scope={scope} />} pages={pages}>
                {children}
              </AreaRoutes>
            </AreaGate>
          }
        />
      </Routes>
    </AreaLayout>
  );
}
