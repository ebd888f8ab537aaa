import type { PageDecl, Scope } from '@beantrail/contracts';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EntityPage } from '../engine/entity-page';
import { AreaGate } from './area-gate';
import { AreaLayout } from './area-layout';
import { AreaSubPage } from './area-sub-page';
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
  pages: readonly { path: string; page: PageDecl }[];
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
              <Routes>
                <Route index element={<OrganisationLanding scope={scope} />} />
                <Route path="home" element={<OrganisationLanding scope={scope} />} />
                {children}
                {pages.map(({ path, page }) => (
                  <Route
                    key={path}
                    path={`${path}/*`}
                    element={<EntityPage page={page} ns={scope} path={`/${scope}/${path}`} />}
                  />
                ))}
                <Route path="*" element={<AreaSubPage />} />
              </Routes>
            </AreaGate>
          }
        />
      </Routes>
    </AreaLayout>
  );
}
