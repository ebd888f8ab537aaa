import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UserEntity } from '../database/entities';
import { databases, sessionCookie, signIn, startApp } from '../../testing/test-app';

describe.each(databases())('sign-in, sessions and throttling on %s (spec 000 §7, §8)', (_name, database) => {
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await startApp(await database());
  });
  afterAll(async () => {
    await app.close();
  });

  it('spec 000 §7 signin: OK sets an httpOnly SameSite=Lax cookie and me returns the user', async () => {
    const res = await http().post('/api/sign/signin').send({ user_id: 'roaster', user_pass: 'beantrail' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'OK',
      description: '',
      result: { user_id: 'roaster', usertype: ['PAID'], accessChange: false },
    });
    const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('bt_session='))!;
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).not.toMatch(/Secure/i);
    const me = await http().get('/api/sign/me').set('cookie', sessionCookie(res.headers['set-cookie']));
    expect(me.body.result).toMatchObject({ user_id: 'roaster', name: 'Roastery Owner' });
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const res = await http()
      .post('/api/sign/signin')
      .set('x-forwarded-proto', 'https')
      .send({ user_id: 'user', user_pass: 'beantrail' });
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';')).toMatch(/Secure/i);
  });

  it('spec 000 §8: a wrong password is 401 signin_denied in the envelope, and blank fields are refused', async () => {
    const res = await http().post('/api/sign/signin').send({ user_id: 'cafe', user_pass: 'wrong' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: '401', description: 'signin_denied', message: '로그인 실패', result: null });
    expect(res.headers['set-cookie']).toBeUndefined();
    const blank = await http().post('/api/sign/signin').send({ user_id: '  ', user_pass: 'beantrail' });
    expect(blank.status).toBe(400);
    expect(blank.body.description).toBe('field_required');
  });

  it('refuses the 6th attempt within a minute with 429 and a translated message, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await http()
            .post('/api/sign/signin')
            .send({ user_id: 'tester', user_pass: `nope${i}` })
        ).status,
      ).toBe(401);
    }
    const sixth = await http()
      .post('/api/sign/signin')
      .set('x-locale', 'en')
      .send({ user_id: 'tester', user_pass: 'beantrail' });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({
      status: '429',
      description: 'signin_throttled',
      message: 'Too many sign-in attempts. Please try again in a minute',
    });
    // Other accounts are not affected.
    expect((await http().post('/api/sign/signin').send({ user_id: 'paid', user_pass: 'beantrail' })).status).toBe(200);
  });

  it('signout ends the session on the server', async () => {
    const cookie = await signIn(app, 'cafe');
    expect((await http().post('/api/sign/signout').set('cookie', cookie)).body.status).toBe('OK');
    expect((await http().get('/api/sign/me').set('cookie', cookie)).body.result).toBeNull();
    expect((await http().get('/api/user/home').set('cookie', cookie)).status).toBe(401);
  });

  it('refresh rotates the token: the old cookie stops working, the new one works', async () => {
    const old = await signIn(app, 'cafe.barista');
    const res = await http().post('/api/sign/refresh').set('cookie', old);
    expect(res.status).toBe(200);
    const fresh = sessionCookie(res.headers['set-cookie']);
    expect(fresh).not.toBe(old);
    expect((await http().get('/api/sign/me').set('cookie', old)).body.result).toBeNull();
    expect((await http().get('/api/sign/me').set('cookie', fresh)).body.result.user_id).toBe('cafe.barista');
  });

  it('stores scrypt hashes, never passwords', async () => {
    const users = await app.get(DataSource).getRepository(UserEntity).find();
    expect(users.length).toBeGreaterThanOrEqual(10);
    for (const u of users) {
      expect(u.user_pass).toMatch(/^scrypt\$/);
      expect(u.user_pass).not.toContain('beantrail');
    }
  });
});
