import { apiRequest, useAuthStore } from '@beantrail/mf-shared';
import type { CafeBeanInfoReplies, RecordValues } from '@beantrail/contracts';
import { useQuery } from '@tanstack/react-query';

/**
 * One beaninfo call, per selected cafe (the reply depends on the cafe's own registrations): `default`
 * reads a blend (CafeBlendInfo), `detail` a blended lot (CafeLotInfo), both typed in contracts.
 */
export function useBeanInfo<K extends keyof CafeBeanInfoReplies>(kind: K, body: RecordValues) {
  const selected = useAuthStore((s) => s.selected);
  return useQuery({
    queryKey: ['cafe-beaninfo', kind, body, selected],
    queryFn: async () =>
      (await apiRequest<CafeBeanInfoReplies[K]>(`/api/cafe/beaninfo/${kind}`, { method: 'POST', body })).result,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
