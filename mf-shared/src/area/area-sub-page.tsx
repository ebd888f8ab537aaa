import { CAFE_ROLES, menuFor, ROASTER_ROLES, USER_TYPES } from '@beantrail/contracts';
import { Navigate, useLocation } from 'react-router-dom';
import { useMenu } from '../api/menu';
import { useAuthStore } from '../auth/auth-store';
import { stripLocale, useLocalePath } from './locale-path';
import { LoadingSkeleton, NoPage, StatusScreen, UnderConstructionPage } from './status-screens';

const EVERY_ID = new Set(
  menuFor({ usertype: USER_TYPES, roles: { cafe: CAFE_ROLES, roaster: ROASTER_ROLES } }).map((r) => r.id),
);

/** The menu id a path names (`/en/roaster/roasting/result` → `roaster/roasting/result`), or undefined. */
export function menuIdOfPath(pathname: string): string | undefined {
  const parts = stripLocale(pathname).split('/').filter(Boolean);
  if (parts.length < 2 || parts.length > 3) return undefined;
  const id = parts.join('/');
  return EVERY_ID.has(id) ? id : undefined;
}

/**
 * A group or tab page of an area without a page of its own. A group opens its first tab the caller
 * may list (`/cafe/coffeebean` → `/cafe/coffeebean/default`); other known pages the caller may
 * list are under construction; known pages the caller may not list give 401/403; anything else is
 * the no-page page.
 */
export function AreaSubPage() {
  const { pathname } = useLocation();
  const menu = useMenu();
  const user = useAuthStore((s) => s.user);
  const lp = useLocalePath();
  const id = menuIdOfPath(pathname);
  if (!id) return <NoPage />;
  if (!menu.data) return menu.isError ? <StatusScreen status="network" /> : <LoadingSkeleton />;
  const firstTab = menu.data.find((row) => row.depth === 3 && row.listview && row.id.startsWith(`${id}/`));
  if (firstTab) return <Navigate to={lp(`/${firstTab.id}`)} replace />;
  if (menu.data.some((row) => row.id === id && row.listview)) return <UnderConstructionPage />;
  return <StatusScreen status={user ? '403' : '401'} />;
}
