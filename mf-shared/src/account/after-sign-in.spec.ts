import type { SessionUser } from '@beantrail/contracts';
import { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../api/sign';
import { useAuthStore } from '../auth/auth-store';
import { completeSignIn } from './after-sign-in';

// (Google sign-in): the callback page signs in while the shell's first GET /api/sign/me,
// sent before the session cookie existed, is still on its way. Its late "signed out" answer must
// not replace the session the sign-in just stored (seen in CI: signed-out header, page stuck).
const mina: SessionUser = { userseq: 7, user_id: 'google-mina', name: 'Mina', usertype: ['USER'], accessChange: false };

describe('completeSignIn (spec 000 §7)', () => {
  it('a GET /api/sign/me still in flight cannot sign the user out again', async () => {
    const queryClient = new QueryClient();
    let answerSignedOut: (value: SessionUser | null) => void = () => undefined;
    const staleMe = queryClient
      .fetchQuery({
        queryKey: meQueryKey,
        queryFn: () => new Promise<SessionUser | null>((resolve) => (answerSignedOut = resolve)),
      })
      .catch(() => 'cancelled');

    const next = await completeSignIn(queryClient, mina, '/user/usernote/coffeenote', (p) => p);
    answerSignedOut(null);
    await staleMe;

    expect(next).toBe('/user/usernote/coffeenote');
    expect(queryClient.getQueryData(meQueryKey)).toEqual(mina);
    expect(useAuthStore.getState().user).toEqual(mina);
    queryClient.clear();
  });

  it('a return path off the site is ignored: the user lands in the area of their first role', async () => {
    const queryClient = new QueryClient();
    useAuthStore.getState().setRoles({});
    const next = await completeSignIn(queryClient, mina, 'https://evil.example/x', (p) => `/en${p}`);
    expect(next).toMatch(/^\/en\/user/);
    queryClient.clear();
  });
});
