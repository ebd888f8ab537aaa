import fs from 'node:fs';
import path from 'node:path';
import type { MenuItem } from '@beantrail/contracts';
import { expect, type Page, test } from './fixtures';
import { signIn } from './support';

const ROOT = path.resolve(__dirname, '../..');
const APPS = ['shell', 'mf-public', 'mf-user', 'mf-cafe', 'mf-roaster', 'mf-admin'];

/**
 * Everything the page reports that a CSP or a broken chunk would cause: CSP violations (the DOM
 * event, with the directive and the blocked URL), console errors and uncaught exceptions.
 */
function watch(page: Page): string[] {
  const problems: string[] = [];
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${new URL(page.url()).pathname}: ${error.message}`));
  return problems;
}

/** The menu pages the caller is offered in one category: the leaves of GET /api/menu (spec 000 §2). */
async function menuPages(page: Page, category: string): Promise<string[]> {
  const items = ((await (await page.request.get('/api/menu')).json()) as { result: MenuItem[] }).result.filter(
    (i) => i.category === category && i.display && i.listview,
  );
  return items.filter((i) => !items.some((o) => o.id.startsWith(`${i.id}/`))).map((i) => `/${i.id}`);
}

/** Opens a page and, when it is a list with rows, the first record's detail (QR codes and charts render there). */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const row = page.getByTestId('list-row').first();
  if (await row.count()) {
    await row.click();
    await expect(page.locator('[data-testid^="entity-detail-"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
}

/**
 * Every area works under the Content-Security-Policy — each menu page of each
 * area, with a record's detail, visited by a caller who may see it, with no CSP violation, console
 * error or uncaught exception (the headers themselves: core/http/security-headers.api.spec.ts).
 */
test.describe('every area under the security headers', () => {
  const AREAS = [
    { category: 'info', who: null },
    { category: 'user', who: 'user' },
    { category: 'cafe', who: 'cafe' },
    { category: 'roaster', who: 'roaster' },
    { category: 'setting', who: 'sadmin' },
  ] as const;

  for (const { category, who } of AREAS) {
    test(`${category}${who ? ` as ${who}` : ', signed out'}: every menu page and a record, no CSP violation or console error`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const problems = watch(page);
      if (who) await signIn(page, who);
      const pages = await menuPages(page, category);
      expect(pages.length).toBeGreaterThan(2);
      for (const url of pages) await visit(page, url);
      await visit(page, `/en/${category}`);
      expect(problems).toEqual([]);
    });
  }

  test('the charts: the map (TopoJSON), PNG exports (data: images, blob: downloads) and a QR code', async ({
    page,
  }) => {
    const problems = watch(page);
    await page.goto('/en/info/chart/flavorwheel');
    const [wheel] = await Promise.all([page.waitForEvent('download'), page.getByTestId('wheel-export-png').click()]);
    expect(wheel.suggestedFilename()).toMatch(/\.png$/);
    await page.goto('/info/guide/coffeebean');
    await page.waitForLoadState('networkidle');
    await signIn(page, 'roaster');
    await visit(page, '/roaster/blending/result');
    const qr = page.getByTestId('qr-code').first();
    await expect(qr.locator('canvas')).toBeVisible();
    for (const kind of ['png', 'svg']) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        qr.getByTestId(`qr-download-${kind}`).click(),
      ]);
      // A lot's code is named after the lot and its kind, with the time (000 §9).
      expect(download.suggestedFilename()).toMatch(new RegExp(`_\\d{14}\\.${kind}$`));
    }
    expect(problems).toEqual([]);
  });

  test('the page itself carries the policy: no inline script, no eval, no framing', async ({ page }) => {
    const problems = watch(page);
    const response = await page.goto('/');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    // An inline script injected into the page does not run.
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.head.appendChild(s);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    // ...and the watch the other tests rely on sees the violation.
    await expect.poll(() => problems.join('\n')).toContain('CSP violation: script-src-elem blocked inline');
  });
});

/** The production start served 273 source maps; the built product has none to serve. */
test('no source maps in the production build or from the server', async ({ page, request }) => {
  const inDist = APPS.flatMap((app) =>
    fs.existsSync(path.join(ROOT, app, 'dist'))
      ? fs.readdirSync(path.join(ROOT, app, 'dist'), { recursive: true }).map(String)
      : [],
  );
  expect(inDist.length).toBeGreaterThan(50);
  expect(inDist.filter((f) => f.endsWith('.map'))).toEqual([]);
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/info/guide');
  await expect(page.getByTestId('area-public')).toBeVisible();
  // Response events reach the test on their own schedule: wait for the remote's to arrive.
  await expect.poll(() => scripts.some((s) => s.startsWith('/remotes/public/'))).toBe(true);
  for (const script of scripts) {
    expect({ script, mapped: (await (await request.get(script)).text()).includes('sourceMappingURL') }).toEqual({
      script,
      mapped: false,
    });
    expect({ script, map: (await request.get(`${script}.map`)).status() }).toEqual({ script, map: 404 });
  }
});
