import type { CodeSimpleResult } from '@beantrail/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export interface CodeGroupRequest {
  id: string;
  edit_at?: string | null;
}

/** POST /api/code/simple: option lists per code group (spec 000 §7). */
export async function getCodeGroups(groups: readonly CodeGroupRequest[]): Promise<CodeSimpleResult> {
  return (
    (await apiRequest<CodeSimpleResult>('/api/code/simple', { method: 'POST', body: { code_group: groups } })).result ??
    {}
  );
}

export const codeGroupsQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: ['code', 'simple', [...ids].sort().join(',')] as const,
    queryFn: () => getCodeGroups(ids.map((id) => ({ id }))),
    staleTime: 3_600_000,
  });

export function useCodeGroups(ids: readonly string[]) {
  return useQuery(codeGroupsQueryOptions(ids));
}
