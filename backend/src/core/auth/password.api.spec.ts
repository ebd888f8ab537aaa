import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { MESSAGES } from '@beantrail/contracts';
import { databases, sessionCookie, signIn, startApp } from '../../testing/test-app';

// Password change on the user's info page (spec "not shown"; decided in docs/SECURITY.md).
describe.each(databases())("changing one's password on %s", (_name, database) => {
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());
  const change = (cookie: string, body: Record<string, unknown>) =>
    http().post('/api/user/password').set('cookie', cookie).set('accept-language', 'en').send(body);
  const me = async (cookie: string) => (await http().get('/api/sign/me').set('cookie', cookie)).body.result;
  const canSignIn = async (userId: string, password: string) =>
    (await http().post('/api/sign/signin').send({ user_id: userId, user_pass: password })).status === 200;

  beforeAll(async () => {
    app = await startApp(await database());
  });
  afterAll(() => app.close());

  it('refuses a wrong current password, a short, blank, common or unchanged new one, and changes nothing', async () => {
    const cookie = await signIn(app, 'paid');
    const wrong = await change(cookie, { user_pass: 'not-it-at-all', user_pass_new: 'a-new-roast-secret' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      description: 'password_wrong',
      field: 'user_pass',
      message: MESSAGES.password_wrong.en,
    });
    // ASVS 5.0 L2: at least 12 characters; 11 is refused.
    expect((await change(cookie, { user_pass: 'beantrail', user_pass_new: 'roast-curve' })).body).toMatchObject({
      description: 'password_rule',
      field: 'user_pass_new',
      message: MESSAGES.password_rule.en,
    });
    expect((await change(cookie, { user_pass: 'beantrail', user_pass_new: ' '.repeat(12) })).body.description).toBe(
      'password_rule',
    );
    expect((await change(cookie, { user_pass: 'beantrail', user_pass_new: 'x'.repeat(129) })).body.description).toBe(
      'password_rule',
    );
    expect((await change(cookie, { user_pass: 'beantrail', user_pass_new: 'password1234' })).body).toMatchObject({
      description: 'password_common',
      field: 'user_pass_new',
      message: MESSAGES.password_common.en,
    });
    expect((await change(cookie, { user_pass: 'beantrail', user_pass_new: '123456789012' })).body.description).toBe(
      'password_common',
    );
    // The user's own id with a few characters around it (ASVS 6.2.11).
    expect(
      (await change(await signIn(app, 'roaster.mng'), { user_pass: 'beantrail', user_pass_new: 'roaster.mng2026' }))
        .body.description,
    ).toBe('password_common');
    expect((await change(cookie, { user_pass_new: 'a-new-roast-secret' })).body).toMatchObject({
      description: 'field_required',
      field: 'user_pass',
    });
    expect(await me(cookie)).toMatchObject({ user_id: 'paid' });
  });

  it('changes it, ends every session of the user and gives the caller a fresh one', async () => {
    const here = await signIn(app, 'user');
    const elsewhere = await signIn(app, 'user');
    const res = await change(here, { user_pass: 'beantrail', user_pass_new: '새 비밀번호 long enough' });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('password_changed');
    const fresh = sessionCookie(res.headers['set-cookie']);
    expect(fresh).not.toBe(here);
    expect(res.headers['set-cookie'][0]).toMatch(/HttpOnly/i);
    expect(await me(fresh)).toMatchObject({ user_id: 'user' });
    expect(await me(here)).toBeNull();
    expect(await me(elsewhere)).toBeNull();
    expect(await canSignIn('user', 'beantrail')).toBe(false);
    expect(await canSignIn('user', '새 비밀번호 long enough')).toBe(true);
  });

  it('demo mode: a demo account may take the demo password back (the tour can be repeated), and no other short one', async () => {
    const cookie = await signIn(app, 'cafe.barista');
    const moved = await change(cookie, { user_pass: 'beantrail', user_pass_new: 'a-barista-passphrase' });
    expect(moved.status).toBe(200);
    const back = await change(sessionCookie(moved.headers['set-cookie']), {
      user_pass: 'a-barista-passphrase',
      user_pass_new: 'beantrail',
    });
    expect(back.status).toBe(200);
    expect(await canSignIn('cafe.barista', 'beantrail')).toBe(true);
    // The same account may not pick another short password.
    const again = await signIn(app, 'cafe.barista');
    expect((await change(again, { user_pass: 'beantrail', user_pass_new: 'beantrail2' })).body.description).toBe(
      'password_rule',
    );
  });

  it('counts wrong current passwords towards the sign-in throttle (5 per account per minute)', async () => {
    const cookie = await signIn(app, 'tester');
    for (let i = 0; i < 5; i++)
      expect(
        (await change(cookie, { user_pass: `guess-${i}-wrong`, user_pass_new: 'a-new-roast-secret' })).status,
      ).toBe(400);
    const throttled = await change(cookie, { user_pass: 'beantrail', user_pass_new: 'a-new-roast-secret' });
    expect(throttled.status).toBe(429);
    expect(throttled.body.description).toBe('signin_throttled');
    expect(await canSignIn('tester', 'a-new-roast-secret')).toBe(false);
  });

  it('needs a signed-in caller', async () => {
    expect(
      (await http().post('/api/user/password').send({ user_pass: 'beantrail', user_pass_new: 'a-new-roast-secret' }))
        .status,
    ).toBe(401);
  });
});

// The demo password is valid in demo mode only. A database that began as a demo
// and is then started in production mode still holds the demo accounts: their demo password no
// longer signs in.
describe.each(databases())('the demo password outside demo mode on %s', (_name, database) => {
  it('signs in in demo mode and is refused (401, counted) once the same database runs in production mode', async () => {
    const db = await database();
    const demo = await startApp(db);
    expect(
      (
        await request(demo.getHttpServer())
          .post('/api/sign/signin')
          .send({ user_id: 'roaster', user_pass: 'beantrail' })
      ).status,
    ).toBe(200);
    await demo.close();
    const production = await startApp(db, { BEANTRAIL_MODE: 'production' });
    try {
      const res = await request(production.getHttpServer())
        .post('/api/sign/signin')
        .send({ user_id: 'roaster', user_pass: 'beantrail' });
      expect([res.status, res.body.description]).toEqual([401, 'signin_denied']);
    } finally {
      await production.close();
    }
  });
});
