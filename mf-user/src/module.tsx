import {
  AreaGate,
  AreaLayout,
  AreaSubPage,
  EntityPage,
  LazyPart,
  lazyWithRetry,
  type AreaModule,
} from '@beantrail/mf-shared';
import { Route, Routes } from 'react-router-dom';
import { CoffeenotePage } from './coffeenote/coffeenote-page';
import { LandingPage } from './landing-page';
import { SignUpPage } from './signup/signup-page';
import { translations } from './translations';
import { COFFEENOTE_ROUTE, USER_PAGE_ROUTES } from './user-pages';

// The account page (profile and password change) loads when opened: its password form brings
// TextField with Select, Menu and Modal, and the password rules, which the notes lists do not need.
const UserInfoPage = lazyWithRetry(() => import('./userinfo/user-info-page').then((m) => m.UserInfoPage));

function UserRoutes() {
  return (
    <AreaLayout area="user" category="user">
      <AreaGate requireSignIn>
        <Routes>
          <Route index element={<LandingPage />} />
          <Route path="home" element={<LandingPage />} />
          <Route path={`${COFFEENOTE_ROUTE.path}/*`} element={<CoffeenotePage />} />
          <Route
            path="userinfo"
            element={
              <LazyPart>
                <UserInfoPage />
              </LazyPart>
            }
          />
          {/* 002 §2.5: the staff sign-up forms an event's QR code opens. */}
          <Route path="link/cafesignup/:uuid" element={<SignUpPage scope="cafe" />} />
          <Route path="link/roastersignup/:uuid" element={<SignUpPage scope="roaster" />} />
          {USER_PAGE_ROUTES.map(({ path, page }) => (
            <Route
              key={path}
              path={`${path}/*`}
              element={<EntityPage page={page} ns="user" path={`/user/${path}`} />}
            />
          ))}
          <Route path="*" element={<AreaSubPage />} />
        </Routes>
      </AreaGate>
    </AreaLayout>
  );
}

const userModule: AreaModule = { area: 'user', category: 'user', namespace: 'user', translations, Routes: UserRoutes };
export default userModule;
