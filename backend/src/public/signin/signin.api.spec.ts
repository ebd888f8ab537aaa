import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { fakeShellBuild } from '../../testing/shell-build';
import { databases, signIn, startApp } from '../../testing/test-app';

// Spec 000 §2 "/user/signin" (signed in, it only says so), §5 (tried only with both fields), §8
// (signin_denied): the sign-in page, rendered by the server (signing in loads no application).
describe('the sign-in page the server renders (000 §2, §5, §8)', () => {
  const root = fakeShellBuild('bt-signin-');
  const apps: NestFastifyApplication[] = [];
  let app: NestFastifyApplication;
  const http = (on = app) => request(on.getHttpServer());

  beforeAll(async () => {
    const [, database] = databases()[0];
    app = await startApp(await database(), { STATIC_ROOT: root });
    apps.push(app);
  });
  afterAll(async () => Promise.all(apps.map((a) => a.close())));

  it('is a whole document in each language: the form, its words, the denied dialog and only the small page script', async () => {
    for (const [url, lang, title, userId, denied] of [
      ['/user/signin', 'ko', '로그인', '아이디', '아이디 또는 비밀번호가 올바르지 않습니다'],
      ['/kr/user/signin', 'ko', '로그인', '아이디', '아이디 또는 비밀번호가 올바르지 않습니다'],
      ['/en/user/signin', 'en', 'Sign in', 'User id', 'The user id or password is not correct'],
    ]) {
      const res = await http().get(url);
      expect({
        url,
        status: res.status,
        type: res.headers['content-type'],
        cache: res.headers['cache-control'],
      }).toEqual({
        url,
        status: 200,
        type: 'text/html; charset=utf-8',
        cache: 'no-store',
      });
      expect(res.text).toContain(`<html lang="${lang}">`);
      expect(res.text).toContain(`<h1>${title}</h1>`);
      expect(res.text).toContain(`<label for="user_id">${userId}</label>`);
      expect(res.text).toMatch(
        /<input id="user_pass" name="user_pass" type="password" autocomplete="current-password"/,
      );
      // Sent only by the script, which enables the button once both fields are filled (000 §5); POST, so a password never lands in a URL.
      expect(res.text).toMatch(/<form class="fields" method="post" [^>]*data-signin/);
      expect(res.text).toMatch(
        /<button type="submit" class="button wide" aria-describedby="signin-hint" data-testid="signin-submit" disabled>/,
      );
      expect(res.text).toContain(`data-denied-text="${denied}"`);
      expect(res.text.match(/<script[^>]*src=[^>]*>/g)).toEqual(['<script defer src="/page-actions.0a1b2c3d.js">']);
      // No "sign in" link to itself in the header; no Google button without Google configured.
      expect(res.text).not.toContain('data-testid="story-sign-in"');
      expect(res.text).not.toContain('data-testid="btn-google"');
    }
  });

  it('keeps a page on this site to return to and drops any other (safeReturnPath)', async () => {
    const back = await http().get(
      `/en/user/signin?from=${encodeURIComponent('/en/cafe/coffeebean/qrreceived/abc?x=1')}`,
    );
    expect(back.text).toContain('data-from="/en/cafe/coffeebean/qrreceived/abc?x=1"');
    expect(back.text).toContain('data-testid="signin-back-to-link"');
    expect(back.text).toContain(
      `href="/en/user/signup?from=${encodeURIComponent('/en/cafe/coffeebean/qrreceived/abc?x=1')}" data-testid="signin-to-signup"`,
    );
    // The language link keeps it too (the Korean page turns it Korean).
    expect(back.text).toContain(
      `href="/user/signin?from=${encodeURIComponent('/en/cafe/coffeebean/qrreceived/abc?x=1')}"`,
    );
    // It comes back in the page's language: a Korean QR link read on the English page goes on in English.
    const english = await http().get(
      `/en/user/signin?from=${encodeURIComponent('/kr/cafe/coffeebean/qrreceived/abc?x=/y')}`,
    );
    expect(english.text).toContain('data-from="/en/cafe/coffeebean/qrreceived/abc?x=/y"');
    const korean = await http().get(`/user/signin?from=${encodeURIComponent('/en/roaster')}`);
    expect(korean.text).toContain('data-from="/roaster"');
    for (const from of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/user/signin',
      '/en/user/signup',
      'x'.repeat(3000),
    ]) {
      const res = await http().get(`/user/signin?from=${encodeURIComponent(from)}`);
      expect({
        from,
        status: res.status,
        kept: res.text.includes('data-from=') || res.text.includes('signin-back-to-link'),
      }).toEqual({ from, status: 200, kept: false });
    }
    // A repeated parameter is no path either.
    const twice = await http().get('/user/signin?from=/roaster&from=/cafe');
    expect(twice.text).not.toContain('data-from=');
  });

  it('signed in, only says so, and who, and offers the way on or out (000 §2)', async () => {
    const cookie = await signIn(app, 'roaster');
    const res = await http().get('/en/user/signin?from=/roaster/beans').set('cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.text).toContain('data-testid="signin-already"');
    expect(res.text).toContain('You are already signed in');
    expect(res.text).toMatch(/data-testid="signin-who">Signed in as \S/);
    expect(res.text).toContain('<a class="button" href="/en/roaster/beans" data-testid="signin-continue">');
    expect(res.text).toContain('data-testid="signin-signout" hidden>Sign out and sign in as someone else</button>');
    expect(res.text).not.toContain('name="user_pass"');
  });

  it("escapes the signed-in user's name", async () => {
    const cookie = await signIn(app, 'user');
    const { DataSource } = await import('typeorm');
    const db = app.get(DataSource);
    const [row] = (await db.query(`SELECT user_name FROM app_user WHERE user_id = 'user'`)) as { user_name: string }[];
    await db.query(`UPDATE app_user SET user_name = ? WHERE user_id = 'user'`, ['<b>"Mina"</b>']);
    try {
      const res = await http().get('/en/user/signin').set('cookie', cookie);
      expect(res.text).toContain('Signed in as &lt;b&gt;&quot;Mina&quot;&lt;/b&gt;');
      expect(res.text).not.toContain('<b>"Mina"</b>');
    } finally {
      await db.query(`UPDATE app_user SET user_name = ? WHERE user_id = 'user'`, [row.user_name]);
    }
  });

  it('is compressed for a browser that accepts it, and is no page for another first segment', async () => {
    const res = await http().get('/user/signin').set('accept-encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    // supertest has unzipped it.
    expect(res.text).toContain('data-testid="signin-form"');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // /xx/user/signin is not this page (the shell answers it as a page it does not have).
    const other = await http().get('/xx/user/signin');
    expect(other.text).not.toContain('data-testid="signin-form"');
    // Where Google sends the browser back is the shell's page, not this one.
    const callback = await http().get('/user/signin/google?code=x&state=y');
    expect(callback.text).not.toContain('data-testid="signin-form"');
  });

  it('offers "Continue with Google" only when Google sign-in is configured', async () => {
    const [, database] = databases()[0];
    const withGoogle = await startApp(await database(), {
      STATIC_ROOT: root,
      GOOGLE_CLIENT_ID: 'beantrail-test',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_ISSUER_URL: 'http://127.0.0.1:9',
    });
    apps.push(withGoogle);
    const res = await http(withGoogle).get('/en/user/signin');
    // Hidden until the page script shows it (it needs the script to ask the server for Google's page).
    expect(res.text).toMatch(
      /<button type="button" class="button out wide" data-google data-testid="btn-google" hidden><svg [^>]*>.*<\/svg>Continue with Google<\/button>/,
    );
  });
});

// 002 §2.13 "admin sign-in page": the administrators' own door, rendered like the user's, landing in
// Settings; the server signs in only ADMIN and SADMIN through it.
describe("the administrators' sign-in page (002 §2.13)", () => {
  const root = fakeShellBuild('bt-admin-signin-');
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    const [, database] = databases()[0];
    app = await startApp(await database(), { STATIC_ROOT: root });
  });
  afterAll(() => app.close());

  it('is the sign-in page titled for administrators, in each language, without sign-up or Google, and says it opens Settings', async () => {
    for (const [url, title, home] of [
      ['/setting/signin', '관리자 로그인', '/setting'],
      ['/en/setting/signin', 'Administrator sign-in', '/en/setting'],
    ]) {
      const res = await http().get(url);
      expect([url, res.status]).toEqual([url, 200]);
      expect(res.text).toContain(`<h1>${title}</h1>`);
      expect(res.text).toMatch(new RegExp(`<form [^>]*data-signin[^>]*data-admin data-home="${home}"`));
      expect(res.text).not.toContain('signin-to-signup');
      expect(res.text).toContain('data-testid="signin-to-user-signin"');
    }
  });

  it('signs in SADMIN and ADMIN; any other account is refused (403 signin_admin_only, translated) and gets no session', async () => {
    for (const userId of ['sadmin', 'admin']) {
      const res = await http().post('/api/sign/signin').send({ user_id: userId, user_pass: 'beantrail', admin: true });
      expect([userId, res.status, String(res.headers['set-cookie'])]).toEqual([
        userId,
        200,
        expect.stringContaining('bt_session='),
      ]);
    }
    for (const userId of ['roaster', 'cafe', 'user', 'tester', 'paid']) {
      const res = await http()
        .post('/api/sign/signin')
        .set('x-locale', 'en')
        .send({ user_id: userId, user_pass: 'beantrail', admin: true });
      expect({
        userId,
        status: res.status,
        description: res.body.description,
        message: res.body.message,
        cookie: res.headers['set-cookie'],
      }).toEqual({
        userId,
        status: 403,
        description: 'signin_admin_only',
        message: 'Only administrator accounts sign in on this page. Please use the regular sign-in page',
        cookie: undefined,
      });
    }
    // A wrong password is the usual refusal, whoever it is.
    expect(
      (await http().post('/api/sign/signin').send({ user_id: 'admin', user_pass: 'wrong', admin: true })).status,
    ).toBe(401);
    // The same accounts still sign in on the regular page.
    expect((await http().post('/api/sign/signin').send({ user_id: 'roaster', user_pass: 'beantrail' })).status).toBe(
      200,
    );
  });
});
