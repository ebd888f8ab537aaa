/**
 * What the share scope serves for `react-router-dom`: the router API the product uses. The real
 * barrel re-exports all of react-router 7 (server rendering, RSC, cookies, sessions), which a
 * shared module keeps whole: 60 KB gzip on every first load. The declarative router over
 * the shared history (`appHistory`): the data router (createBrowserRouter, RouterProvider,
 * useBlocker) was 27 KB of it, where these are 13.
 */
export {
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  unstable_HistoryRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
