import { expect, test } from '@playwright/test';
import { call, signIn } from './client';
import { appUrl, haproxyUrl, NODES } from './harness';

// Sessions live in the database only, so any process on any node serves them.
test('a session made on one process works on the others, and signing out on one ends it everywhere', async () => {
  const cookie = await signIn(appUrl(1), 'roaster');
  for (const n of NODES) {
    const me = await call(appUrl(n), '/api/sign/me', undefined, { cookie });
    expect([n, me.status, (me.body?.result as { user_id?: string } | null)?.user_id]).toEqual([n, 200, 'roaster']);
  }
  // Through the load balancer too, several times so that every process answers once.
  for (let i = 0; i < 6; i++) {
    const me = await call(haproxyUrl(), '/api/sign/me', undefined, { cookie });
    expect((me.body?.result as { user_id?: string } | null)?.user_id).toBe('roaster');
  }
  expect((await call(appUrl(3), '/api/sign/signout', {}, { cookie })).status).toBe(200);
  for (const n of NODES) {
    const me = await call(appUrl(n), '/api/sign/me', undefined, { cookie });
    expect([n, me.body?.result]).toEqual([n, null]);
  }
});

test('readiness and liveness answer on every process, and the readiness names the Galera state', async () => {
  for (const n of NODES) {
    const live = await call(appUrl(n), '/api/health/live');
    expect(live.status).toBe(200);
    const ready = await call(appUrl(n), '/api/health/ready');
    expect([ready.status, ready.body?.result]).toEqual([
      200,
      expect.objectContaining({
        ready: true,
        database: 'mysql',
        galera: expect.objectContaining({ state: 'Synced', clusterStatus: 'Primary', clusterSize: 3 }),
      }),
    ]);
  }
});
