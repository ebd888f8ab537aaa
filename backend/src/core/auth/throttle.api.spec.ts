import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { SIGNIN_THROTTLE } from '@beantrail/contracts';
import { databases, startApp } from '../../testing/test-app';

/**
 * The throttle counts attempts atomically. Before, every parallel attempt read
 * the count before any of them wrote its failure, so 30 wrong passwords at once were 30 × 401.
 * Each test comes from its own address (TRUST_PROXY=1, X-Forwarded-For), so tests do not share
 * the per-address count.
 */
describe.each(databases())('sign-in throttling under parallel attempts on %s (docs/SECURITY.md)', (_name, database) => {
  let app: NestFastifyApplication;
  const signIn = (userId: string, password: string, address: string) =>
    request(app.getHttpServer())
      .post('/api/sign/signin')
      .set('x-forwarded-for', address)
      .send({ user_id: userId, user_pass: password });
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

  beforeAll(async () => {
    app = await startApp(await database(), { TRUST_PROXY: '1' });
  });
  afterAll(() => app.close());

  it('lets exactly 5 of 50 simultaneous wrong passwords for one account be checked; the rest are 429', async () => {
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn('tester', `wrong-${i}`, '198.51.100.1')),
    );
    expect(tally(replies.map((r) => r.status))).toEqual({
      401: SIGNIN_THROTTLE.maxFailuresPerAccount,
      429: 50 - SIGNIN_THROTTLE.maxFailuresPerAccount,
    });
    // The right password is refused too until the window has passed.
    expect((await signIn('tester', 'beantrail', '198.51.100.2')).status).toBe(429);
  });

  it('lets exactly 20 of 50 simultaneous attempts from one address be checked, whatever the account', async () => {
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn(`nobody-${i}`, 'wrong-password', '198.51.100.3')),
    );
    expect(tally(replies.map((r) => r.status))).toEqual({
      401: SIGNIN_THROTTLE.maxFailuresPerAddress,
      429: 50 - SIGNIN_THROTTLE.maxFailuresPerAddress,
    });
    expect((await signIn('paid', 'beantrail', '198.51.100.3')).status).toBe(429);
    expect((await signIn('paid', 'beantrail', '198.51.100.4')).status).toBe(200);
  });

  it('does not count successful sign-ins: one office address signs in more than 20 times a minute', async () => {
    for (let i = 0; i < SIGNIN_THROTTLE.maxFailuresPerAddress + 5; i++) {
      expect((await signIn(i % 2 ? 'cafe' : 'roaster', 'beantrail', '198.51.100.5')).status).toBe(200);
    }
  });
});
