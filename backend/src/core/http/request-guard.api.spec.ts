import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { MESSAGES } from '@beantrail/contracts';
import { databases, sessionCookie, signIn, startApp } from '../../testing/test-app';

/**
 * (login CSRF): the API takes JSON bodies only (the upload route multipart), and a
 * state-changing call from a browser must come from the site's own origin. Sign-out is a POST, or the
 * GET spec 000 §7 names when the browser says it came from our own page (docs/SECURITY.md item 11).
 */
describe.each(databases())('JSON only, own origin only, sign-out by POST on %s', (_name, database) => {
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());
  const signInBody = { user_id: 'roaster', user_pass: 'beantrail' };

  beforeAll(async () => {
    app = await startApp(await database());
  });
  afterAll(() => app.close());

  it('refuses a sign-in sent as a form (application/x-www-form-urlencoded): 415, no session', async () => {
    const res = await http()
      .post('/api/sign/signin')
      .set('x-locale', 'en')
      .type('form')
      .send('user_id=roaster&user_pass=beantrail');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      status: '415',
      description: 'content_type_json',
      message: MESSAGES.content_type_json.en,
      result: null,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses text/plain (what a cross-site form can send without a preflight) and multipart outside the upload route', async () => {
    const text = await http()
      .post('/api/sign/signin')
      .set('content-type', 'text/plain')
      .send(JSON.stringify(signInBody));
    expect([text.status, text.body.description]).toEqual([415, 'content_type_json']);
    const cookie = await signIn(app, 'cafe');
    const multipart = await http()
      .post('/api/user/password')
      .set('cookie', cookie)
      .field('user_pass', 'beantrail')
      .field('user_pass_new', 'a-long-new-secret-0');
    expect([multipart.status, multipart.body.description]).toEqual([415, 'content_type_json']);
    expect((await http().post('/api/sign/signin').send(signInBody)).status).toBe(200);
  });

  it('refuses a state-changing call whose Origin is another site: 403 origin_refused', async () => {
    const res = await http()
      .post('/api/sign/signin')
      .set('origin', 'https://evil.example')
      .set('x-locale', 'en')
      .send(signInBody);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      status: '403',
      description: 'origin_refused',
      message: MESSAGES.origin_refused.en,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    const nullOrigin = await http().post('/api/sign/signin').set('origin', 'null').send(signInBody);
    expect(nullOrigin.status).toBe(403);
    // Another port on the same host is another origin.
    const host = new URL((await http().get('/api/public/health')).request.url);
    const otherPort = await http().post('/api/sign/signin').set('origin', `http://${host.hostname}:1`).send(signInBody);
    expect(otherPort.status).toBe(403);
  });

  it('trusts Sec-Fetch-Site first: same-origin passes, same-site and cross-site are refused', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const res = await http().post('/api/sign/signin').set('sec-fetch-site', site).send(signInBody);
      expect({ site, status: res.status, key: res.body.description }).toEqual({
        site,
        status: 403,
        key: 'origin_refused',
      });
    }
    expect((await http().post('/api/sign/signin').set('sec-fetch-site', 'same-origin').send(signInBody)).status).toBe(
      200,
    );
  });

  it('lets the site itself through (Origin equal to the Host it was sent to), and clients that send neither header', async () => {
    expect((await http().post('/api/sign/signin').send(signInBody)).status).toBe(200);
    const ownSite = await http()
      .post('/api/sign/signin')
      .set('host', 'beantrail.example:8080')
      .set('origin', 'http://beantrail.example:8080')
      .send(signInBody);
    expect(ownSite.status).toBe(200);
    const behindTls = await http()
      .post('/api/sign/signin')
      .set('host', 'beantrail.example')
      .set('origin', 'https://beantrail.example')
      .send(signInBody);
    expect(behindTls.status).toBe(200);
  });

  it('guards every state-changing route, not only sign-in: a cross-site save is refused before it runs', async () => {
    const cookie = await signIn(app, 'user');
    const res = await http()
      .post('/api/user/password')
      .set('cookie', cookie)
      .set('origin', 'https://evil.example')
      .send({ user_pass: 'beantrail', user_pass_new: 'another-long-secret-1' });
    expect([res.status, res.body.description]).toEqual([403, 'origin_refused']);
    expect((await http().post('/api/sign/signin').send({ user_id: 'user', user_pass: 'beantrail' })).status).toBe(200);
    // Reading stays open to links from anywhere (a GET changes nothing).
    expect((await http().get('/api/sign/me').set('cookie', cookie).set('sec-fetch-site', 'cross-site')).status).toBe(
      200,
    );
  });

  it('GET /api/sign/signout (000 §7) signs out only from our own pages; a link or an image from anywhere else changes nothing', async () => {
    const cookie = await signIn(app, 'cafe.barista');
    for (const site of [undefined, 'cross-site', 'same-site', 'none']) {
      const req = http().get('/api/sign/signout').set('cookie', cookie).set('x-locale', 'en');
      const get = await (site ? req.set('sec-fetch-site', site) : req);
      expect({
        site,
        status: get.status,
        description: get.body.description,
        cookie: get.headers['set-cookie'],
      }).toEqual({ site, status: 403, description: 'origin_refused', cookie: undefined });
      expect((await http().get('/api/sign/me').set('cookie', cookie)).body.result).toMatchObject({
        user_id: 'cafe.barista',
      });
    }
    const own = await http().get('/api/sign/signout').set('cookie', cookie).set('sec-fetch-site', 'same-origin');
    expect(own.status).toBe(200);
    expect(String(own.headers['set-cookie'])).toMatch(/bt_session=;/);
    expect((await http().get('/api/sign/me').set('cookie', cookie)).body.result).toBeNull();
  });

  it("signs out by POST from our own pages, never from another site's", async () => {
    const cookie = await signIn(app, 'cafe.barista');
    const crossSite = await http().post('/api/sign/signout').set('cookie', cookie).set('sec-fetch-site', 'cross-site');
    expect(crossSite.status).toBe(403);
    expect((await http().get('/api/sign/me').set('cookie', cookie)).body.result).toMatchObject({
      user_id: 'cafe.barista',
    });
    const post = await http().post('/api/sign/signout').set('cookie', cookie).set('sec-fetch-site', 'same-origin');
    expect(post.status).toBe(200);
    expect(String(post.headers['set-cookie'])).toMatch(/bt_session=;/);
    expect((await http().get('/api/sign/me').set('cookie', cookie)).body.result).toBeNull();
    expect(() => sessionCookie(post.headers['set-cookie'])).not.toThrow();
  });
});
