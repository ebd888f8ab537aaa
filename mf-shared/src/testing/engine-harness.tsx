import type { ApiEnvelope, SessionUser, UserType } from '@beantrail/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { useAuthStore } from '../auth/auth-store';

/** One call the page made, as the server would read it. */
export interface SentCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

/** What the fake server answers: an HTTP status and the envelope (or no JSON at all: a proxy's page). */
export interface FakeReply {
  status?: number;
  envelope?: Partial<ApiEnvelope<unknown>>;
}

/**
 * Replaces `fetch`, the one network boundary of the engine's hooks, with `answer`: the hooks,
 * react-query, the API client and the reply parsing all run for real. Returns the calls made.
 */
export function fakeServer(answer: (call: SentCall) => FakeReply | Promise<FakeReply>) {
  const calls: SentCall[] = [];
  const fetchFake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: SentCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    };
    calls.push(call);
    const reply = await answer(call);
    const status = reply.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => {
        if (!reply.envelope) throw new SyntaxError('not JSON');
        // What every list and detail reply of the server carries (contracts api/replies.ts), unless the test says otherwise.
        const always = {
          paginationMap: { next: null },
          write_check: 1,
          detail_result: { edit_check: 1, remove_check: 1 },
        };
        return {
          status: status === 200 ? 'OK' : String(status),
          description: '',
          result: null,
          ...always,
          ...reply.envelope,
        };
      },
    } as unknown as Response;
  };
  globalThis.fetch = fetchFake as typeof fetch;
  return calls;
}

/** Signs a user in for the hooks (the auth store the page's rights read). */
export function signIn(usertype: UserType[] = ['ADMIN']) {
  const user: SessionUser = { userseq: 1, user_id: 'admin', name: 'Admin', usertype, accessChange: false };
  useAuthStore.setState({ user, rolesLoaded: true, selected: {} });
}

/**
 * Renders `hook` inside what a page has around it (react-query, the router at `url`), and reports
 * where the router is after each render (`result.current.location`) and how it got there
 * (`navigation`: PUSH a new history entry, REPLACE in place of the last).
 */
export function renderEngineHook<T>(hook: () => T, url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const rendered = renderHook(() => ({ value: hook(), location: useLocation(), navigation: useNavigationType() }), {
    wrapper,
  });
  return { ...rendered, client };
}
