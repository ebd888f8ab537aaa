import { type Scope, type SignUpEventDetail, signUpApi } from '@beantrail/contracts';
import { apiRequest } from '@beantrail/mf-shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** 002 §7 /api/{scope}/event/user/signup/detail: the sign-up event behind a QR uuid, and the caller's membership there. */
export async function getSignUpEvent(scope: Scope, uuid: string): Promise<SignUpEventDetail> {
  return (await apiRequest<SignUpEventDetail>(signUpApi(scope).detail, { method: 'POST', body: { event_uuid: uuid } }))
    .result;
}

export const signUpEventQueryOptions = (scope: Scope, uuid: string) =>
  queryOptions({ queryKey: ['user', 'signup', scope, uuid], queryFn: () => getSignUpEvent(scope, uuid), retry: false });

export function useSignUpEvent(scope: Scope, uuid: string) {
  return useQuery(signUpEventQueryOptions(scope, uuid));
}
