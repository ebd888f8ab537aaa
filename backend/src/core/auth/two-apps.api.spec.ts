import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { databases, signIn, startApp } from '../../testing/test-app';

// No state in process memory that a second backend process would not see.
describe.each(databases())('two independent apps on one %s database serve one signed-in user', (_name, database) => {
  let a: NestFastifyApplication;
  let b: NestFastifyApplication;

  beforeAll(async () => {
    const db = await database();
    a = await startApp(db);
    b = await startApp(db);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('a session made on A works on B, and signing out on B ends it on A', async () => {
    const cookie = await signIn(a, 'roaster');
    const me = await request(b.getHttpServer()).get('/api/sign/me').set('cookie', cookie);
    expect(me.body.result.user_id).toBe('roaster');
    const roles = await request(b.getHttpServer())
      .post('/api/userAuth/select')
      .set('cookie', cookie)
      .send({ auth: ['roaster'] });
    const seq = roles.body.result.roaster_auth[0].auth_seq;
    expect(
      (await request(b.getHttpServer()).get(`/api/roaster/home?roaster_seq=${seq}`).set('cookie', cookie)).status,
    ).toBe(200);
    await request(b.getHttpServer()).post('/api/sign/signout').set('cookie', cookie);
    expect((await request(a.getHttpServer()).get('/api/sign/me').set('cookie', cookie)).body.result).toBeNull();
  });

  it('failed attempts counted on A throttle sign-in on B', async () => {
    for (let i = 0; i < 5; i++)
      await request(a.getHttpServer()).post('/api/sign/signin').send({ user_id: 'paid', user_pass: 'x' });
    expect(
      (await request(b.getHttpServer()).post('/api/sign/signin').send({ user_id: 'paid', user_pass: 'beantrail' }))
        .status,
    ).toBe(429);
  });
});
