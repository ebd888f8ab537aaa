import { LazyPart, lazyWithRetry, SignedInArea, type AreaModule } from '@beantrail/mf-shared';
import { Route } from 'react-router-dom';
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
    <SignedInArea area="user" category="user" ns="user" landing={<LandingPage />} pages={USER_PAGE_ROUTES}>
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
    </SignedInArea>
  );
}

const userModule: AreaModule = { area: 'user', category: 'user', namespace: 'user', translations, Routes: UserRoutes };
export default userModule;
