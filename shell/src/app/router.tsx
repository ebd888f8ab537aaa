import { AREAS } from '@beantrail/contracts';
import {
  lazyWithRetry,
  LoadFailed,
  LoadingSkeleton,
  localePath,
  NoPage,
  savedLanguage,
  stripLocale,
} from '@beantrail/mf-shared/core';
import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ShellLayout } from '../layout/shell-layout';
import { AreaHost } from '../features/remotes/area-host';

/** `/` goes to the intro; an English visitor (cookie bt_lang=en) lands on the English one. */
function HomeRedirect({ prefixed }: { prefixed: boolean }) {
  const locale = prefixed ? 'en' : (savedLanguage() ?? 'kr');
  return <Navigate to={localePath(locale, '/info/intro')} replace />;
}

/**
 * `/kr/…` is the default locale spelled out, as QR codes print it (001 §2 "QR link paths (locale
 * defaults to kr)"): the same page without the prefix.
 */
function DefaultLocaleRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${stripLocale(pathname)}${search}${hash}`} replace />;
}

/** A page fetched when first visited: the loading skeleton meanwhile, a retry if it does not arrive. */
function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazyWithRetry(load);
  return (
    <LoadFailed>
      <Suspense fallback={<LoadingSkeleton />}>
        <Page />
      </Suspense>
    </LoadFailed>
  );
}

// Getting an account, and where Google sends the browser back (OIDC_CALLBACK_PATH).
// Fetched when visited: the sign-up form's fields are not the sign-in page's.
const signUp = lazyPage(
  async () => (await import(/* webpackChunkName: "signup-page" */ '../features/signup/signup-page')).SignUpPage,
);
const googleCallback = lazyPage(
  async () => (await import('../features/signin/google-callback-page')).GoogleCallbackPage,
);
// Pages the server renders (the intro, a lot's QR page and the cafe's copies of it, sign-in):
// loaded as documents.
const serverPage = lazyPage(async () => (await import('../features/server-page/server-page')).ServerRenderedPage);
const SERVER_PAGES = [
  'info/intro',
  'info/beannote/:kind/:uuid',
  'cafe/coffeebean/beaninfo/:uuid',
  'cafe/coffeebean/beandetail/:uuid',
  'user/signin',
  'setting/signin',
];

/**
 * Google sends every reader back to one unprefixed address (OIDC_CALLBACK_PATH): an English reader
 * (cookie bt_lang=en) goes on at the English one. Decided as the route renders, before the shell's
 * layout remembers the unprefixed address's language (Korean) in that cookie.
 */
function GoogleCallbackRoute() {
  const { pathname, search } = useLocation();
  if (savedLanguage() === 'en') return <Navigate to={localePath('en', pathname) + search} replace />;
  return googleCallback;
}

/** The routes of one locale: `/{en}?/category/group/tab` (spec 000 §2). */
function localeRoutes(prefixed: boolean) {
  return [
    <Route key="index" index element={<HomeRedirect prefixed={prefixed} />} />,
    <Route key="signup" path="user/signup" element={signUp} />,
    <Route key="google" path="user/signin/google" element={prefixed ? googleCallback : <GoogleCallbackRoute />} />,
    ...SERVER_PAGES.map((path) => <Route key={path} path={path} element={serverPage} />),
    ...AREAS.map(({ category }) => (
      <Route key={category} path={`${category}/*`} element={<AreaHost key={category} category={category} />} />
    )),
    <Route key="none" path="*" element={<NoPage />} />,
  ];
}

/**
 * Every route of the shell. Declarative routes over the shared browser history (`appHistory`, see
 * app.tsx): React Router's data router weighed twice as much on every first load.
 */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/" element={<ShellLayout />}>
        <Route path="kr/*" element={<DefaultLocaleRedirect />} />
        {localeRoutes(false)}
        <Route path="en">{localeRoutes(true)}</Route>
      </Route>
    </Routes>
  );
}
