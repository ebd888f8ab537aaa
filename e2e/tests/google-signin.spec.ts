import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@beantrail/contracts';
import { expect, healthy, productPort, request as apiRequest, test } from './fixtures';
import type { OAuth2Server } from 'oauth2-mock-server';
import { houseBlendLinks, shot, writeNoteFromLink } from './account-support';

// End to end in the browser: a real OpenID provider
// runs on this machine (oauth2-mock-server: discovery, JWKS-signed ID tokens, PKCE, nonce) and a
// second BeanTrail process is started with GOOGLE_* pointing at it (spec 000 §1, §7
// POST /api/sign/callback/google). The provider signs in at once as whoever `person` names.
const root = path.resolve(__dirname, '../..');
const port = productPort() + 1;
const base = `http://127.0.0.1:${port}`;
const database = path.join(root, `test-results/e2e-google-${port}.sqlite`);
const person = { sub: '', name: '', email: '' };

let provider: OAuth2Server;
let product: ChildProcess;

test.use({ baseURL: base });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const { OAuth2Server } = await import('oauth2-mock-server');
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  provider.service.on('beforeTokenSigning', (token) =>
    Object.assign(token.payload, { sub: person.sub, name: person.name, email: person.email, email_verified: true }),
  );
  await provider.start(0, '127.0.0.1');
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(database + suffix, { force: true });
  product = spawn('node', ['backend/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SQLITE_PATH: database,
      BEANTRAIL_MODE: 'demo',
      GOOGLE_CLIENT_ID: 'beantrail-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_ISSUER_URL: provider.issuer.url!,
    },
    stdio: 'ignore',
  });
  await healthy(base, product);
  const probe = await apiRequest.newContext();
  expect((await (await probe.get(`${base}/api/sign/providers`)).json()).result).toEqual({ google: true });
  await probe.dispose();
});

test.afterAll(async () => {
  product?.kill('SIGTERM');
  await provider?.stop();
});

test.describe.serial('a stranger signs up with Google from a QR link', () => {
  let publicPath: string;

  test.beforeAll(async ({ browser }) => {
    ({ publicPath } = await houseBlendLinks(browser, base));
  });

  for (const lang of ['kr', 'en'] as const) {
    const prefix = lang === 'en' ? '/en' : '';
    test(`${lang} at 390 px: "write a note" → Continue with Google → back on the note as a new account → saved`, async ({
      page,
    }) => {
      Object.assign(person, {
        sub: `10${lang === 'kr' ? 1 : 2}${Date.now()}`,
        name: lang === 'kr' ? '구글 민아' : 'Google Mina',
        email: 'mina@example.com',
      });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${prefix}${publicPath}`);
      await page.getByTestId('bean-info-write-note').click();
      await expect(page.getByTestId('link-signin-panel')).toHaveAttribute('data-link', 'coffeenote');
      const noteUrl = page.url();
      const google = page.getByTestId('btn-google');
      await expect(google).toHaveText(lang === 'kr' ? 'Google로 계속하기' : 'Continue with Google');
      await shot(page, `google-${lang}-1-panel`);

      // To the provider's authorization page (PKCE, state, nonce), and straight back.
      const toProvider = page.waitForRequest((r) => r.url().startsWith(`${provider.issuer.url}/authorize`));
      await google.click();
      const authorize = new URL((await toProvider).url());
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${base}/user/signin/google`);

      await expect(page).toHaveURL(noteUrl);
      await expect(page.getByTestId('signed-in-user')).toContainText(person.name);
      await shot(page, `google-${lang}-2-back-on-note`);
      await writeNoteFromLink(page, lang);
      await shot(page, `google-${lang}-3-note-saved`);
    });
  }

  test('the next Google sign-in finds the same account by sub, and with nothing pending lands in the user area', async ({
    page,
  }) => {
    // Same person as the English test: its note is in the list.
    await page.goto('/en/user/signin');
    await page.getByTestId('btn-google').click();
    await expect(page).toHaveURL(/\/en\/user$/);
    await expect(page.getByTestId('signed-in-user')).toContainText('Google Mina');
    await page.goto('/en/user/usernote/coffeenote');
    await expect(page.getByTestId('list-row').filter({ hasText: 'House' })).toHaveCount(1);
  });

  test('a sign-in cancelled at the provider says so and offers the sign-in page again', async ({ page }) => {
    provider.service.once('beforeAuthorizeRedirect', (redirect) => {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'access_denied');
    });
    await page.goto('/user/signin');
    await page.getByTestId('btn-google').click();
    await expect(page.getByTestId('google-failed')).toContainText(MESSAGES.oidc_cancelled.kr);
    await expect(page.getByTestId('btn-signin')).toBeVisible();
    await shot(page, 'google-kr-cancelled');
  });

  test('a replayed callback address is refused: the state was used once', async ({ page }) => {
    Object.assign(person, { sub: `103${Date.now()}`, name: 'Replay', email: '' });
    let callback = '';
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('/user/signin/google?')) callback = frame.url();
    });
    await page.goto('/user/signin');
    await page.getByTestId('btn-google').click();
    await expect(page.getByTestId('btn-signout')).toBeVisible();
    expect(callback).toContain('state=');
    await page.getByTestId('btn-signout').click();
    await expect(page.getByTestId('btn-signin')).toBeVisible();
    await page.goto(callback);
    await expect(page.getByTestId('google-failed')).toContainText(MESSAGES.oidc_expired.kr);
    await expect(page.getByTestId('btn-signin')).toBeVisible();
  });
});
