import { apiRequest, useAuthStore } from '@beantrail/mf-shared';
import type { RecordValues } from '@beantrail/contracts';
import { useQuery } from '@tanstack/react-query';

/** A roaster's blend as a new cafe bean (POST /api/cafe/beaninfo/default, 002 §7). */
export interface BlendInfo extends RecordValues {
  blending_uuid: string;
  coffeebean_name: string | null;
  coffeebean_name_locale: string | null;
  store_name: string | null;
  store_name_locale: string | null;
  registered_seq: number | null;
}

/** A roaster's blended lot with this cafe's bean of its blend and earlier receipts (POST /api/cafe/beaninfo/detail). */
export interface LotInfo {
  blending_result_uuid: string;
  blending_uuid: string;
  blending_name: string | null;
  blending_name_locale: string | null;
  blending_result_date: string | null;
  blending_loss: number | null;
  blending_organic_loss: number | null;
  coffeebean_seq: number | null;
  received: { received_seq: number; received_date: string | null; received_mass: number | null }[];
}

/** One beaninfo call, per selected cafe (the reply depends on the cafe's own registrations). */
export function useBeanInfo<T>(kind: 'default' | 'detail', body: RecordValues) {
  const selected = useAuthStore((s) => s.selected);
  return useQuery({
    queryKey: ['cafe-beaninfo', kind, body, selected],
    queryFn: async () => (await apiRequest<T>(`/api/cafe/beaninfo/${kind}`, { method: 'POST', body })).result as T,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
