/**
 * What the share scope serves for `react-router-dom`: the router API the product uses. The real
 * barrel re-exports all of react-router 7 (server rendering, RSC, cookies, sessions), which a
 * shared module keeps whole: 60 KB gzip on every first load (issue 17). See mui-material.ts.
 */
export { createBrowserRouter, Link, Navigate, Outlet, Route, Routes, useBlocker, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
export { RouterProvider } from 'react-router/dom';
