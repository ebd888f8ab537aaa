import type {
  OidcCallbackRequest,
  OidcCallbackResult,
  OidcStartResult,
  SessionUser,
  SignInProviders,
  SignUpRequest,
} from '@beantrail/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';

/** GET /api/sign/providers: which third-party sign-ins the server offers. */
export async function getProviders(): Promise<SignInProviders> {
  return (await apiRequest<SignInProviders>('/api/sign/providers')).result ?? { google: false };
}

export const providersQueryOptions = () =>
  queryOptions({ queryKey: ['sign', 'providers'] as const, queryFn: getProviders, staleTime: Infinity, retry: 1 });

export function useProviders() {
  return useQuery(providersQueryOptions());
}

/** POST /api/sign/signup: a new USER account, signed in. */
export async function signUp(request: SignUpRequest): Promise<SessionUser> {
  return (await apiRequest<SessionUser>('/api/sign/signup', { method: 'POST', body: request })).result;
}

/** POST /api/sign/google/start: the provider's page to go to; the server keeps the checks and `returnTo`. */
export async function startGoogleSignIn(returnTo: string | null): Promise<OidcStartResult> {
  return (
    await apiRequest<OidcStartResult>('/api/sign/google/start', { method: 'POST', body: { return_to: returnTo } })
  ).result;
}

/** POST /api/sign/callback/google (spec 000 §7): the code and state the provider sent back. */
export async function finishGoogleSignIn(request: OidcCallbackRequest): Promise<OidcCallbackResult> {
  return (await apiRequest<OidcCallbackResult>('/api/sign/callback/google', { method: 'POST', body: request })).result;
}
