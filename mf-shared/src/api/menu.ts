import type { MenuItem } from '@beantrail/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../auth/auth-store';
import { apiRequest } from './api-client';

/** GET /api/menu: the menu rows the caller may see (spec 000 §2). */
export async function getMenu(): Promise<MenuItem[]> {
  return (await apiRequest<MenuItem[]>('/api/menu')).result ?? [];
}

/** Keyed by user and selected roles: the server filters the menu for both. */
export const menuQueryOptions = (userKey: string) =>
  queryOptions({ queryKey: ['menu', userKey] as const, queryFn: getMenu, staleTime: 3_600_000 });

export function useMenu() {
  const userKey = useAuthStore((s) =>
    s.user === undefined
      ? 'pending'
      : `${s.user?.userseq ?? 'guest'}:${s.rolesLoaded ? `${s.selected.cafe ?? '-'}:${s.selected.roaster ?? '-'}` : 'roles'}`,
  );
  return useQuery({
    ...menuQueryOptions(userKey),
    enabled: userKey !== 'pending',
    placeholderData: (previous) => previous,
  });
}

/** Header rows: depth 1, shown only when display and listview are both true (spec 000 §2). */
export function headerRows(rows: readonly MenuItem[]): MenuItem[] {
  return rows.filter((r) => r.depth === 1 && r.display && r.listview);
}

/** Rows of one category below the top level that are listed (display and listview). */
export function categoryRows(rows: readonly MenuItem[], category: string): MenuItem[] {
  return rows.filter((r) => r.category === category && r.depth > 1 && r.display && r.listview);
}
