import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { OAuth2Issuer } from 'oauth2-mock-server';
import { databases, sessionCookie, signIn, startApp } from '../../../testing/test-app';
import { startTestProvider, type TestIdentity } from '../../../testing/oidc-provider';

type Provider = Awaited<ReturnType<typeof startTestProvider>>;

function cookieOf(header: string | string[] | undefined, name: string): string | undefined {
  return ([] as string[]).concat(header ?? []).find((c) => c.startsWith(`${name}=`));
}

// Spec 000 §1 ("sign-in … by a third-party account sign-in"), §7 (POST /api/sign/callback/google:
// code, ux_mode): authorization code + PKCE, state and nonce checked, the ID token verified
// against the provider's keys, accounts linked by `sub`. Against a real OpenID provider on this machine.
describe.each(databases())('Google sign-in by OpenID Connect on %s (spec 000 §1, §7)', (_name, database) => {
  let provider: Provider;
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    provider = await startTestProvider();
    app = await startApp(await database(), {
      GOOGLE_CLIENT_ID: 'beantrail-test',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_ISSUER_URL: provider.issuer,
    });
  });
  afterAll(async () => {
    await app.close();
    await provider.stop();
  });

  /** The browser's part: start, follow the provider's authorization page, come back with code and state. */
  async function consent(
    identity: TestIdentity,
    returnTo?: string,
    session?: string,
  ): Promise<{ code: string; state: string; oidc: string; url: URL }> {
    Object.assign(provider.identity, { email: undefined, name: undefined, picture: undefined }, identity);
    const start = await http()
      .post('/api/sign/google/start')
      .set('cookie', session ?? '')
      .send({ return_to: returnTo });
    expect(start.status).toBe(200);
    const url = new URL(start.body.result.url);
    const oidc = cookieOf(start.headers['set-cookie'], 'bt_oidc')!;
    const back = await fetch(url, { redirect: 'manual' });
    const location = new URL(back.headers.get('location')!);
    return {
      code: location.searchParams.get('code')!,
      state: location.searchParams.get('state')!,
      oidc: oidc.split(';')[0],
      url,
    };
  }

  const finish = (flow: { code: string; state: string; oidc: string }, extra: Record<string, unknown> = {}) =>
    http()
      .post('/api/sign/callback/google')
      .set('cookie', flow.oidc)
      .send({ code: flow.code, state: flow.state, ux_mode: 'redirect', ...extra });

  const identities = () =>
    app
      .get(DataSource)
      .query(
        'SELECT i.subject AS subject, i.email AS email, u.user_id AS user_id, u.user_type AS user_type, u.user_name AS user_name FROM user_identity i JOIN app_user u ON u.user_seq = i.user_seq ORDER BY i.identity_seq',
      );

  it('tells the browser Google is offered, and the authorization request carries PKCE S256, state, nonce and our redirect URI', async () => {
    expect((await http().get('/api/sign/providers')).body.result).toEqual({ google: true });
    const start = await http().post('/api/sign/google/start').send({});
    const url = new URL(start.body.result.url);
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'beantrail-test',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/user\/signin\/google$/);
    const raw = cookieOf(start.headers['set-cookie'], 'bt_oidc')!;
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).toMatch(/Path=\/api\/sign/);
    expect(raw).toMatch(/Max-Age=600/);
  });

  it('a first sign-in makes a USER account linked by sub and signs it in; the next finds it by sub', async () => {
    const first = await finish(await consent({ sub: '1100220033', email: 'mina@example.com', name: '김민아' }));
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({
      created: true,
      return_to: null,
      user: { user_id: 'google:1100220033', name: '김민아', usertype: ['USER'] },
    });
    const session = sessionCookie(first.headers['set-cookie']);
    expect((await http().get('/api/sign/me').set('cookie', session)).body.result.user_id).toBe('google:1100220033');
    expect(await identities()).toEqual([
      {
        subject: '1100220033',
        email: 'mina@example.com',
        user_id: 'google:1100220033',
        user_type: 'USER',
        user_name: '김민아',
      },
    ]);

    const again = await finish(await consent({ sub: '1100220033', email: 'mina.new@example.com', name: 'Mina' }));
    expect(again.body.result).toMatchObject({
      created: false,
      user: { userseq: first.body.result.user.userseq, name: '김민아' },
    });
    expect(await identities()).toEqual([
      expect.objectContaining({ subject: '1100220033', email: 'mina.new@example.com' }),
    ]);
  });

  it("001 §3 User basic info: the profile shows the provider, the e-mail and the picture Google gave, as it last gave them, with the account's uuid and serial", async () => {
    const picture = 'https://lh3.googleusercontent.com/a/ACg8ocJ-mina=s96-c';
    const first = await finish(await consent({ sub: '5500660077', email: 'jun@example.com', name: 'Jun', picture }));
    const session = sessionCookie(first.headers['set-cookie']);
    const profile = (await http().get('/api/userinfo').set('cookie', session)).body.result;
    expect(profile).toMatchObject({
      user_provider: 'google',
      user_email: 'jun@example.com',
      user_img: picture,
      user_id: 'google:5500660077',
    });
    expect(profile.user_uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(profile.user_serial).toBe(Buffer.from(profile.user_uuid.replace(/-/g, ''), 'hex').toString('base64url'));
    // The next sign-in brings the address and picture Google gives now; a picture that is no https address is not kept.
    await finish(
      await consent({ sub: '5500660077', email: 'jun.park@example.com', name: 'Jun', picture: 'javascript:alert(1)' }),
    );
    const after = (await http().get('/api/userinfo').set('cookie', session)).body.result;
    expect(after).toMatchObject({ user_email: 'jun.park@example.com', user_img: null, user_uuid: profile.user_uuid });
    // Not the user's to change.
    const edit = await http()
      .post('/api/userinfo')
      .set('cookie', session)
      .send({ mode: 'edit', edit_at: after.edit_at, UPList: { user_email: 'me@example.com' } });
    expect([edit.status, edit.body.field]).toEqual([403, 'user_email']);
  });

  it('never links by e-mail alone: another sub with the same address is another account', async () => {
    const other = await finish(await consent({ sub: '9900880077', email: 'mina.new@example.com', name: 'Not Mina' }));
    expect(other.body.result).toMatchObject({
      created: true,
      user: { user_id: 'google:9900880077', name: 'Not Mina' },
    });
  });

  it('an account made by Google has no password: signing in by its id is refused', async () => {
    const res = await http().post('/api/sign/signin').send({ user_id: 'google:1100220033', user_pass: '!' });
    expect(res.status).toBe(401);
    expect(res.body.description).toBe('signin_denied');
  });

  it('brings back a return path on this site, and drops any other', async () => {
    const path = '/en/user/usernote/coffeenote/write?type=RSTRDT&serial=abc';
    expect((await finish(await consent({ sub: '1100220033' }, path))).body.result.return_to).toBe(path);
    for (const evil of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      expect((await finish(await consent({ sub: '1100220033' }, evil))).body.result.return_to).toBeNull();
    }
  });

  it('state is single-use: the same code, state and cookie again is 400 oidc_expired', async () => {
    const flow = await consent({ sub: '5500000001' });
    expect((await finish(flow)).status).toBe(200);
    const replay = await finish(flow).set('x-locale', 'en');
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({
      description: 'oidc_expired',
      message: 'This Google sign-in has expired or was already used. Please start again',
    });
  });

  it("state is bound to the browser: without its cookie, or with another browser's, the code is refused (CSRF)", async () => {
    const victim = await consent({ sub: '5500000002' });
    const noCookie = await http().post('/api/sign/callback/google').send({ code: victim.code, state: victim.state });
    expect(noCookie.status).toBe(400);
    expect(noCookie.body.description).toBe('oidc_expired');
    const attacker = await consent({ sub: '5500000003' });
    // The attacker's own browser cookie with the victim's code and state: the states differ.
    const swapped = await finish({ ...victim, oidc: attacker.oidc });
    expect(swapped.status).toBe(400);
    expect(swapped.body.description).toBe('oidc_expired');
    // …and the attacker's started sign-in was used up by that attempt.
    expect((await finish(attacker)).status).toBe(400);
    expect(await identities()).not.toContainEqual(expect.objectContaining({ subject: '5500000002' }));
  });

  it('refuses an ID token with another nonce, another audience, or signed by a key the provider does not publish', async () => {
    const before = (await identities()).length;
    // The access token is signed first: change only the ID token (the one carrying the nonce).
    provider.server.service.on('beforeTokenSigning', function otherNonce(token) {
      if (!token.payload.nonce) return;
      token.payload.nonce = 'someone-elses-nonce';
      provider.server.service.off('beforeTokenSigning', otherNonce);
    });
    const nonce = await finish(await consent({ sub: '6600000001' }));
    expect(nonce.status).toBe(401);
    expect(nonce.body.description).toBe('oidc_failed');

    const audience = await consent({ sub: '6600000002' });
    provider.server.service.on('beforeTokenSigning', function otherAudience(token) {
      if (token.payload.aud !== 'beantrail-test') return;
      token.payload.aud = 'another-client';
      provider.server.service.off('beforeTokenSigning', otherAudience);
    });
    expect((await finish(audience)).body.description).toBe('oidc_failed');

    // A well-formed token with every right claim and the provider's key id, signed by another key.
    const kid = provider.server.issuer.keys.get()!.kid;
    const forger = new OAuth2Issuer();
    forger.url = provider.issuer;
    await forger.keys.generate('RS256', { kid });
    const forged = await consent({ sub: '6600000003' });
    const token = await forger.buildToken({
      scopesOrTransform: (_header, payload) =>
        Object.assign(payload, {
          sub: '6600000003',
          aud: 'beantrail-test',
          nonce: forged.url.searchParams.get('nonce'),
        }),
    });
    provider.server.service.once('beforeResponse', (response) => {
      (response.body as { id_token: string }).id_token = token;
    });
    const res = await finish(forged);
    expect(res.status).toBe(401);
    expect(res.body.description).toBe('oidc_failed');
    expect((await identities()).length).toBe(before);
  });

  it('answers 400 for a popup ux_mode or missing fields, and changes nothing', async () => {
    const flow = await consent({ sub: '7700000001' });
    expect((await finish(flow, { ux_mode: 'popup' })).body).toMatchObject({
      status: '400',
      description: 'bad_request',
    });
    expect(
      (await http().post('/api/sign/callback/google').set('cookie', flow.oidc).send({ state: flow.state })).body
        .description,
    ).toBe('field_required');
    expect(await identities()).not.toContainEqual(expect.objectContaining({ subject: '7700000001' }));
  });

  it('a disabled account cannot sign in by Google', async () => {
    await app.get(DataSource).query(`UPDATE app_user SET user_use = 0 WHERE user_id = 'google:9900880077'`);
    const res = await finish(await consent({ sub: '9900880077' }));
    expect(res.status).toBe(401);
    expect(res.body.description).toBe('signin_denied');
  });

  it('signing in by Google ends the session this browser had for another account', async () => {
    const old = await signIn(app, 'user');
    const flow = await consent({ sub: '1100220033' }, undefined, old);
    const res = await http()
      .post('/api/sign/callback/google')
      .set('cookie', `${flow.oidc}; ${old}`)
      .send({ code: flow.code, state: flow.state });
    expect(res.status).toBe(200);
    expect((await http().get('/api/sign/me').set('cookie', old)).body.result).toBeNull();
  });
});

describe.each(databases())('without Google configured on %s', (_name, database) => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await startApp(await database());
  });
  afterAll(async () => {
    await app.close();
  });

  it('says so, and the sign-in calls answer 404', async () => {
    const http = () => request(app.getHttpServer());
    expect((await http().get('/api/sign/providers')).body.result).toEqual({ google: false });
    expect((await http().post('/api/sign/google/start').send({})).status).toBe(404);
    const res = await http().post('/api/sign/callback/google').send({ code: 'x', state: 'y', ux_mode: 'redirect' });
    expect(res.status).toBe(404);
    expect(res.body.description).toBe('oidc_unavailable');
  });
});
