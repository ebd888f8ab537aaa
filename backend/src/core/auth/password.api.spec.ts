import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { MESSAGES } from '@beantrail/contracts';
import { databases, sessionCookie, signIn, startApp } from '../../testing/test-app';

// Password change on the user's info page (spec "not shown"; decided in docs/SECURITY.md).
describe.each(databases())('changing one\'s password on %s', (_name, database) => {
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());
  const change = (cookie: string, body: Record<string, unknown>) => http().post('/api/user/password').set('cookie', cookie).set('accept-language', 'en').send(body);
  const me = async (cookie: string) => (await http().get('/api/sign/me').set('cookie', cookie)).body.result;
  const canSignIn = async (userId: string, password: string) => (await http().post('/api/sign/signin').send({ user_id: userId, user_pass: password })).status === 200;

  beforeAll(async () => {
    app = await startApp(await database());
  });
  afterAll(() => app.close());

  it('refuses a wrong current password, a short, blank or unchanged new one, and changes nothing', async () => {
    const cookie = await signIn(app, 'paid');
    const wrong = await change(cookie, { user_pass: 'not-it-at-all', user_pass_new: 'a-new-secret' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ description: 'password_wrong', field: 'user_pass', message: MESSAGES.password_wrong.en });
    expect((await change(cookie, { user_pass: 'beantrail', user_pass_new: 'short' })).body).toMatchObject({ description: 'password_rule', field: 'user_pass_new' });
    expect((await change(cookie, { user_pass: 'beantrail', user_pass_new: '          ' })).body.description).toBe('password_rule');
    expect((await change(cookie, { user_pass: 'beantrail', user_pass_new: 'x'.repeat(129) })).body.description).toBe('password_rule');
    expect((await change(cookie, { user_pass: 'beantrail', user_pass_new: 'beantrail' })).body.description).toBe('password_same');
    expect((await change(cookie, { user_pass_new: 'a-new-secret' })).body).toMatchObject({ description: 'field_required', field: 'user_pass' });
    expect(await me(cookie)).toMatchObject({ user_id: 'paid' });
    expect(await canSignIn('paid', 'beantrail')).toBe(true);
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

  it('counts wrong current passwords towards the sign-in throttle (5 per account per minute)', async () => {
    const cookie = await signIn(app, 'tester');
    for (let i = 0; i < 5; i++) expect((await change(cookie, { user_pass: `guess-${i}-wrong`, user_pass_new: 'a-new-secret' })).status).toBe(400);
    const throttled = await change(cookie, { user_pass: 'beantrail', user_pass_new: 'a-new-secret' });
    expect(throttled.status).toBe(429);
    expect(throttled.body.description).toBe('signin_throttled');
    expect(await canSignIn('tester', 'a-new-secret')).toBe(false);
  });

  it('needs a signed-in caller', async () => {
    expect((await http().post('/api/user/password').send({ user_pass: 'beantrail', user_pass_new: 'a-new-secret' })).status).toBe(401);
  });
});
