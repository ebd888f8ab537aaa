import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, healthy, productPort, request, test } from './fixtures';
import { DEMO_PASSWORD, signIn } from './support';

// 001 §1 "a third-party advertising script is loaded on data pages unless ads are hidden": the slot,
// with a local script standing for the ad network (AD_SCRIPT_URL).
const root = path.resolve(__dirname, '../..');

test.describe.configure({ mode: 'serial' });

let adServer: http.Server;
let adOrigin = '';
let requested = 0;
let delayMs = 0;
let served = 0;
/** Bumped by `resetCounts`: a script requested before it is not counted as served after it. */
let epoch = 0;
let product: ChildProcess | undefined;
let url = '';

/**
 * What the ad network's script does here: fill the slot it finds, and try what a hostile script
 * would: read the cookies, call the API with the reader's session, reach the page around it. It
 * writes what it managed into the slot.
 */
const AD_JS = `(async () => {
  const slot = document.getElementById('bt-ad-slot');
  if (!slot) return;
  const said = (id, text) => { const d = document.createElement('div'); d.textContent = text; d.setAttribute('data-testid', id); slot.appendChild(d); };
  said('local-ad', 'Local ad');
  let cookie = 'cookie-blocked'; try { void document.cookie; cookie = 'cookie-read'; } catch {}
  said('ad-cookie', cookie);
  let parentPage = 'parent-blocked'; try { void window.parent.document.title; parentPage = 'parent-read'; } catch {}
  said('ad-parent', parentPage);
  let api = 'api-blocked'; try { const r = await fetch(location.protocol + '//' + location.host + '/api/sign/me', { credentials: 'include' }); const j = await r.json(); api = j.result ? 'api-signed-in' : 'api-anonymous'; } catch {}
  said('ad-api', api);
})();`;

test.beforeAll(async () => {
  adServer = http.createServer((req, res) => {
    if (!req.url?.startsWith('/ad.js')) return void res.writeHead(404).end();
    requested++;
    const mine = epoch;
    setTimeout(() => {
      if (mine === epoch) served++;
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(AD_JS);
    }, delayMs);
  });
  await new Promise<void>((r) => adServer.listen(0, '127.0.0.1', r));
  adOrigin = `http://127.0.0.1:${(adServer.address() as AddressInfo).port}`;
  const port = productPort() + 7;
  url = `http://127.0.0.1:${port}`;
  const log = path.join(root, `test-results/ads-${port}.log`);
  const db = path.join(root, `test-results/ads-${port}.sqlite`);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(db + suffix, { force: true });
  const out = fs.openSync(log, 'w');
  product = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SQLITE_PATH: db,
      BEANTRAIL_MODE: 'demo',
      DATABASE_URL: '',
      AD_SCRIPT_URL: `${adOrigin}/ad.js`,
    },
    stdio: ['ignore', out, out],
  });
  await healthy(url, product, log);
});

test.afterAll(() => {
  product?.kill('SIGTERM');
  adServer?.close();
});

function resetCounts(): void {
  epoch++;
  requested = 0;
  served = 0;
}

test.beforeEach(() => {
  resetCounts();
  delayMs = 0;
});

/** Signs in on the ads product (its own port), in English. */
const signInThere = (page: Parameters<typeof signIn>[0], userId: string) =>
  signIn(page, userId, DEMO_PASSWORD, `${url}/en`);

test("a USER on data pages: the slot below the page, its script in a sandboxed frame that reaches nothing of the reader's", async ({
  page,
}) => {
  await signInThere(page, 'user');
  const response = await page.goto(`${url}/en/user/usernote/brewingresult`);
  // The page's own policy never lets the ad's origin run script in it; only the frame's page does.
  expect(response!.headers()['content-security-policy']).not.toContain(adOrigin);
  const framePage = await page.request.get(`${url}/ads/frame`);
  expect(framePage.headers()['content-security-policy']).toMatch(
    new RegExp(`script-src ${adOrigin.replace(/[.:/]/g, '\\$&')}`),
  );
  expect(framePage.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  await expect(page.getByTestId('ad-slot')).toBeVisible();
  const frame = page.frameLocator('[data-testid="ad-slot"] iframe');
  await expect(frame.getByTestId('local-ad')).toHaveText('Local ad');
  await expect(page.locator('[data-testid="ad-slot"] iframe')).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-popups allow-popups-to-escape-sandbox',
  );
  await expect(frame.getByTestId('ad-cookie')).toHaveText('cookie-blocked');
  await expect(frame.getByTestId('ad-parent')).toHaveText('parent-blocked');
  await expect(frame.getByTestId('ad-api')).toHaveText(/^api-(blocked|anonymous)$/);
  // Another data page of the application: the slot below it too, with its ad.
  await page.getByTestId('list-row').first().click();
  await expect(page.locator('[data-testid^="entity-detail-"]')).toBeVisible();
  await expect(page.getByTestId('ad-slot')).toBeVisible();
  await expect(frame.getByTestId('local-ad')).toHaveText('Local ad');
  expect(requested).toBeGreaterThanOrEqual(1);
});

test('never on the sign-in, intro, bean story or open information pages', async ({ page }) => {
  await page.goto(`${url}/en/user/signin`);
  await page.goto(`${url}/en/info/intro`);
  // A lot's story, as its QR code opens it.
  const roaster = await request.newContext({ baseURL: url });
  expect(
    (await roaster.post('/api/sign/signin', { data: { user_id: 'roaster', user_pass: DEMO_PASSWORD } })).ok(),
  ).toBe(true);
  const seq = (await (await roaster.post('/api/userAuth/select', { data: { auth: ['roaster'] } })).json()).result
    .roaster_auth[0].auth_seq;
  const lots = (
    await (
      await roaster.post('/api/roaster/blending/result/list', { data: { roaster_seq: seq, list_count: 1 } })
    ).json()
  ).result;
  const lot = (
    await (
      await roaster.post('/api/roaster/blending/result/detail', {
        data: {
          roaster_seq: seq,
          blending_result_year: lots[0].blending_result_year,
          blending_result_seq: lots[0].blending_result_seq,
        },
      })
    ).json()
  ).result;
  await page.goto(`${url}/en/info/beannote/beandetail/${lot.blending_result_uuid_str}`);
  await expect(page.getByTestId('bean-info-name')).toBeVisible();
  await roaster.dispose();
  await signInThere(page, 'user');
  await page.goto(`${url}/en/info/chart/flavorwheel`);
  await expect(page.getByRole('heading', { name: /Flavor wheel/ })).toBeVisible();
  await expect(page.getByTestId('ad-slot')).toHaveCount(0);
  expect(requested).toBe(0);
});

test('hidden for the platform types that pay or run it, and in an organisation whose master data hides ads', async ({
  page,
  browser,
}) => {
  await signInThere(page, 'roaster');
  await page.goto(`${url}/en/roaster/roasting/result`);
  await page.getByTestId('list-row').first().waitFor();
  await expect(page.getByTestId('ad-slot')).toHaveCount(0);
  // Demo Cafe hides ads (set by an administrator): its barista sees none there, but does in their own notes.
  const admin = await browser.newPage();
  await signInThere(admin, 'admin');
  const api = admin.request;
  const cafes = await (
    await api.post(`${url}/api/setting/cafe/list`, { data: { searchTitle: 'Demo Cafe', searchSelect: 'cafe_name' } })
  ).json();
  const cafe = cafes.result[0];
  const edit = await api.post(`${url}/api/setting/cafe/edit`, {
    data: { mode: 'edit', keys: { cafe_seq: cafe.cafe_seq }, edit_at: cafe.edit_at, UPList: { cafe_ads_hide: 1 } },
  });
  expect(edit.ok()).toBe(true);
  const barista = await browser.newPage();
  await signInThere(barista, 'cafe.barista');
  await barista.goto(`${url}/en/cafe/brewing/result`);
  await barista.getByTestId('list-row').first().waitFor();
  await expect(barista.getByTestId('ad-slot')).toHaveCount(0);
  await barista.goto(`${url}/en/user/usernote/brewingresult`);
  await expect(barista.getByTestId('ad-slot')).toBeVisible();
});

test('never holds up the page: a script that takes 8 s to arrive leaves the list drawn meanwhile', async ({ page }) => {
  delayMs = 8000;
  await signInThere(page, 'user');
  // The page the sign-in landed on may ask for the script too, later on a busy machine: leave it
  // for a blank page first, so what is counted from here is the list page's asking alone.
  await page.goto('about:blank');
  resetCounts();
  // Not until `load`: an async script still on its way holds the load event back (not the drawing).
  await page.goto(`${url}/en/user/usernote/brewingresult`, { waitUntil: 'commit' });
  await page.getByTestId('list-row').first().waitFor();
  // The list is there while the script is still on its way (the slot is empty, so of no height yet).
  await expect(page.getByTestId('ad-slot')).toBeAttached();
  await expect.poll(() => requested).toBe(1);
  expect(served).toBe(0);
  const frame = page.frameLocator('[data-testid="ad-slot"] iframe');
  await expect(frame.getByTestId('local-ad')).toHaveCount(0);
  await expect(frame.getByTestId('local-ad')).toHaveText('Local ad', { timeout: 15_000 });
});

test('without AD_SCRIPT_URL (the default start): no slot, no ads in /remotes.json, nothing added to the CSP', async ({
  page,
  baseURL,
}) => {
  const manifest = await (await page.request.get(`${baseURL}/remotes.json`)).json();
  expect(manifest.ads).toBeUndefined();
  // No ad page either: the address is just another unknown page of the shell.
  expect(await (await page.request.get(`${baseURL}/ads/frame`)).text()).not.toContain('bt-ad-slot');
  await signIn(page, 'user');
  const response = await page.goto('/en/user/usernote/brewingresult');
  await page.getByTestId('list-row').first().waitFor();
  await expect(page.getByTestId('ad-slot')).toHaveCount(0);
  expect(response!.headers()['content-security-policy']).not.toContain(adOrigin);
});
