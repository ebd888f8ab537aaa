import { AREAS } from '@beantrail/contracts';
import { localePath, NoPage, savedLanguage, stripLocale } from '@beantrail/mf-shared/core';
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router-dom';
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

const serverPage = async () => ({ Component: (await import('../features/server-page/server-page')).ServerRenderedPage });

/** The routes of one locale: `/{en}?/category/group/tab` (spec 000 §2). */
function localeRoutes(prefixed: boolean): RouteObject[] {
  return [
    { index: true, element: <HomeRedirect prefixed={prefixed} /> },
    // Issue 16: getting an account, and where Google sends the browser back (OIDC_CALLBACK_PATH).
    // Fetched when visited: the sign-up form's fields are not the sign-in page's (issue 17).
    { path: 'user/signup', lazy: async () => ({ Component: (await import('../features/signup/signup-page')).SignUpPage }) },
    { path: 'user/signin/google', lazy: async () => ({ Component: (await import('../features/signin/google-callback-page')).GoogleCallbackPage }) },
    // Pages the server renders (the intro, a lot's QR page and the cafe's copies of it, sign-in):
    // loaded as documents.
    ...['info/intro', 'info/beannote/:kind/:uuid', 'cafe/coffeebean/beaninfo/:uuid', 'cafe/coffeebean/beandetail/:uuid', 'user/signin'].map((path) => ({ path, lazy: serverPage })),
    ...AREAS.map(({ category }) => ({ path: `${category}/*`, element: <AreaHost key={category} category={category} /> })),
    { path: '*', element: <NoPage /> },
  ];
}

export const router = createBrowserRouter([
  {
    path: '/',
    element: <ShellLayout />,
    children: [{ path: 'kr/*', element: <DefaultLocaleRedirect /> }, ...localeRoutes(false), { path: 'en', children: localeRoutes(true) }],
  },
]);
