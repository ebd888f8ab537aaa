import { expect, test } from '@playwright/test';
import { call, tally } from './client';
import { appUrl, NODES, nodeSql } from './harness';

// The unique user id and the sign-in throttle hold across nodes.
test('the same user id signed up on two nodes at once: one account, one user_id_taken', async () => {
  for (let round = 1; round <= 3; round++) {
    const userId = `twin.${round}.${Date.now().toString(36)}`;
    const signUp = (n: 1 | 2) =>
      call(
        appUrl(n),
        '/api/sign/signup',
        { user_id: userId, user_name: `Twin ${n}`, user_pass: 'a long enough pass phrase 7' },
        { address: `198.51.100.${round * 2 + n}` },
      );
    const replies = await Promise.all([signUp(1), signUp(2)]);
    expect({ round, counts: tally(replies) }).toEqual({ round, counts: { '200': 1, '409 user_id_taken': 1 } });
    expect(nodeSql(3, `SELECT COUNT(*) FROM beantrail.app_user WHERE user_id = '${userId}'`).trim()).toBe('1');
  }
});

test('30 parallel wrong passwords for one account over three processes: throttled as on one server (5 checked, 25 refused)', async () => {
  const userId = `target.${Date.now().toString(36)}`;
  const made = await call(
    appUrl(1),
    '/api/sign/signup',
    { user_id: userId, user_name: 'Target', user_pass: 'the right pass phrase 42' },
    { address: '203.0.113.250' },
  );
  expect(made.status).toBe(200);
  // Each from its own address, so only the account's budget (5 a minute) applies.
  const replies = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      call(
        appUrl(NODES[i % 3]),
        '/api/sign/signin',
        { user_id: userId, user_pass: `wrong ${i}` },
        { address: `203.0.113.${i + 1}` },
      ),
    ),
  );
  expect(tally(replies)).toEqual({ '401 signin_denied': 5, '429 signin_throttled': 25 });
  // Still throttled on every process, even with the right password.
  for (const n of NODES) {
    const right = await call(
      appUrl(n),
      '/api/sign/signin',
      { user_id: userId, user_pass: 'the right pass phrase 42' },
      { address: `203.0.113.${100 + n}` },
    );
    expect([n, right.status, right.body?.description]).toEqual([n, 429, 'signin_throttled']);
  }
});
