import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SIGNUP_THROTTLE } from '@beantrail/contracts';
import { UserEntity } from '../database/entities';
import { databases, sessionCookie, signIn, startApp } from '../../testing/test-app';

// Long, uncommon passwords: the password rule (newPasswordProblem) may grow.
const PASS = 'quiet-harbor-lantern-42';

// "A self-service sign-up with id and password … the same password rules as a password
// change, and throttled like sign-in"; docs/SECURITY.md "Accounts". Each test speaks from its own
// client address (TRUST_PROXY=1 + X-Forwarded-For) so the per-address budget is the test's own.
describe.each(databases())('self-service sign-up on %s', (_name, database) => {
  let app: NestFastifyApplication;
  let address = 0;
  const from = () => `203.0.113.${++address}`;
  const signUp = (body: unknown, ip = from()) =>
    request(app.getHttpServer())
      .post('/api/sign/signup')
      .set('x-forwarded-for', ip)
      .send(body as object);
  const users = () => app.get(DataSource).getRepository(UserEntity);

  beforeAll(async () => {
    app = await startApp(await database(), { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('makes a USER account with no roles, stores only a scrypt hash, and signs it in', async () => {
    const res = await signUp({ user_id: 'mina.kim', user_name: ' 김민아 ', user_pass: PASS });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'OK',
      description: 'account_created',
      result: { user_id: 'mina.kim', name: '김민아', usertype: ['USER'] },
    });
    const cookie = sessionCookie(res.headers['set-cookie']);
    expect((await request(app.getHttpServer()).get('/api/sign/me').set('cookie', cookie)).body.result.user_id).toBe(
      'mina.kim',
    );
    const roles = await request(app.getHttpServer())
      .post('/api/userAuth/select')
      .set('cookie', cookie)
      .send({ auth: ['cafe', 'roaster'] });
    expect(roles.body.result).toEqual({ cafe_auth: [], roaster_auth: [] });
    const row = await users().findOneByOrFail({ user_id: 'mina.kim' });
    expect(row).toMatchObject({ user_type: 'USER', user_use: true, rgst_by: 'mina.kim' });
    expect(row.user_pass).toMatch(/^scrypt\$/);
    expect(row.user_pass).not.toContain(PASS);
    // …and the password works at the sign-in page.
    expect(await signIn(app, 'mina.kim', PASS)).toMatch(/^bt_session=/);
  });

  it('a taken id is 409 user_id_taken with a translated message, and nothing changes', async () => {
    const before = await users().count();
    const kr = await signUp({ user_id: 'roaster', user_name: 'Someone', user_pass: PASS });
    expect(kr.status).toBe(409);
    expect(kr.body).toEqual({
      status: '409',
      description: 'user_id_taken',
      message: '이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요',
      result: null,
      field: 'user_id',
    });
    const en = await signUp({ user_id: 'mina.kim', user_name: 'Someone', user_pass: PASS }).set('x-locale', 'en');
    expect(en.body.message).toBe('This user id is taken. Please choose another');
    expect(await users().count()).toBe(before);
    // The demo account keeps its password.
    expect(await signIn(app, 'roaster')).toMatch(/^bt_session=/);
  });

  it.each([
    [{ user_id: 'ab', user_name: 'A', user_pass: PASS }, 'user_id', 'user_id_rule'],
    [{ user_id: 'Mina', user_name: 'A', user_pass: PASS }, 'user_id', 'user_id_rule'],
    [{ user_id: 'google:1', user_name: 'A', user_pass: PASS }, 'user_id', 'user_id_rule'],
    [{ user_id: 'admin', user_name: 'A', user_pass: PASS }, 'user_id', 'user_id_taken'],
    // A name every JavaScript object has is no one's id.
    [{ user_id: 'constructor', user_name: 'A', user_pass: PASS }, 'user_id', 'user_id_taken'],
    [{ user_id: 'new.one', user_name: '   ', user_pass: PASS }, 'user_name', 'field_required'],
    [{ user_id: 'new.one', user_name: 'x'.repeat(51), user_pass: PASS }, 'user_name', 'user_name_rule'],
    [{ user_id: 'new.one', user_name: 'bad \ud800', user_pass: PASS }, 'user_name', 'user_name_rule'],
    [{ user_id: 'new.one', user_name: 'A', user_pass: 'short' }, 'user_pass', 'password_rule'],
    [{ user_id: 'new.one', user_name: 'A', user_pass: '' }, 'user_pass', 'field_required'],
    [{ user_id: 'new.one', user_name: 'A', user_pass: 'x'.repeat(129) }, 'user_pass', 'password_rule'],
    [{ user_id: 42, user_name: ['A'], user_pass: { p: 1 } }, 'user_id', 'field_required'],
  ])('refuses %j: 400 %s %s, nothing written', async (body, field, key) => {
    const before = await users().count();
    const res = await signUp(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: '400', description: key, field });
    expect(await users().count()).toBe(before);
  });

  it('refuses a second account while signed in', async () => {
    const cookie = await signIn(app, 'user');
    const res = await signUp({ user_id: 'second.one', user_name: 'Second', user_pass: PASS }).set('cookie', cookie);
    expect(res.status).toBe(400);
    expect(res.body.description).toBe('signin_already');
  });

  it(`throttles one address after ${SIGNUP_THROTTLE.maxPerAddress} attempts (made or taken) with 429 signup_throttled; others go on`, async () => {
    const ip = from();
    for (let i = 0; i < SIGNUP_THROTTLE.maxPerAddress; i++) {
      const res = await signUp({ user_id: i % 2 ? `bulk.${i}` : 'roaster', user_name: 'Bulk', user_pass: PASS }, ip);
      expect(res.status).toBe(i % 2 ? 200 : 409);
    }
    const refused = await signUp({ user_id: 'bulk.last', user_name: 'Bulk', user_pass: PASS }, ip).set(
      'x-locale',
      'en',
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      description: 'signup_throttled',
      message: 'Too many sign-ups from this address. Please try again later',
    });
    expect(await users().existsBy({ user_id: 'bulk.last' })).toBe(false);
    expect((await signUp({ user_id: 'elsewhere', user_name: 'Else', user_pass: PASS })).status).toBe(200);
  });

  it('an address throttled for failed sign-ins cannot sign up either', async () => {
    const ip = from();
    for (let i = 0; i < 20; i++) {
      await request(app.getHttpServer())
        .post('/api/sign/signin')
        .set('x-forwarded-for', ip)
        .send({ user_id: `nobody${i}`, user_pass: 'wrong' });
    }
    expect((await signUp({ user_id: 'after.guessing', user_name: 'G', user_pass: PASS }, ip)).status).toBe(429);
  });
});
