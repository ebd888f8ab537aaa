import fs from 'node:fs';
import path from 'node:path';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';
import { expect, test } from './fixtures';
import { signIn, signOut } from './support';

/**
 * The sources a served script carries code of, from its source map (`<app>/sourcemaps/<file>.map`
 * beside the build; a source with no mapping contributes no code), as `npm run bench` reads them.
 */
function sourcesOf(served: string): string[] {
  const m = /^\/(?:remotes\/([a-z]+)\/)?(.+\.js)$/.exec(served);
  if (!m) return [];
  const file = path.resolve(__dirname, '../..', m[1] ? `mf-${m[1]}` : 'shell', 'sourcemaps', `${m[2]}.map`);
  if (!fs.existsSync(file)) return [];
  const map = new TraceMap(fs.readFileSync(file, 'utf8'));
  const used = new Set<number>();
  for (const line of decodedMappings(map)) for (const seg of line) if (seg.length > 1) used.add(seg[1] as number);
  return map.sources.filter((_, i) => used.has(i)).map(String);
}

test.describe('runtime-federated areas', () => {
  test('each of the five areas renders inside the shell', async ({ page }) => {
    await signIn(page, 'roaster');
    for (const [path, area] of [
      ['/info/guide', 'public'],
      ['/user', 'user'],
      ['/cafe', 'cafe'],
      ['/roaster', 'roaster'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(`area-${area}`)).toBeVisible();
      await expect(page.getByTestId('header-menu')).toBeVisible();
      await expect(page.getByTestId('footer')).toBeVisible();
    }
    await page.goto('/roaster');
    await expect(page.getByTestId('area-landing')).toContainText('Demo Roasters');
    // Role and account type by name, never by code.
    await expect(page.getByTestId('landing-role')).toHaveText('대표(오너)');
    await page.goto('/user');
    await expect(page.getByTestId('landing-usertype')).toHaveText('유료 회원');
    // The roaster account holds no cafe role: the cafe area offers to create one (spec 000 §6).
    await page.goto('/cafe');
    await expect(page.locator('a[href$="/cafe/create"]')).toBeVisible();

    await signOut(page);
    await signIn(page, 'admin');
    await page.goto('/setting');
    await expect(page.getByTestId('area-admin')).toBeVisible();
    await expect(page.getByTestId('menu-setting')).toHaveAttribute('aria-current', 'page');
  });

  test('React is loaded once, from the shell, however many remotes are used', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await signIn(page, 'roaster');
    // The roaster holds no cafe role, so /cafe shows the no-cafe notice: the remote still loads.
    for (const [path, area] of [
      ['/info/guide', 'public'],
      ['/user', 'user'],
      ['/cafe', 'cafe'],
      ['/roaster', 'roaster'],
    ]) {
      await page.goto(path);
      await expect(page.getByTestId(`area-${area}`)).toBeVisible();
    }
    // Response events reach the test on their own schedule (a busy CI machine): wait for the last remote's.
    const remotesUsed = () =>
      [...new Set(scripts.filter((s) => s.startsWith('/remotes/')).map((s) => s.split('/')[2]))].sort();
    await expect.poll(remotesUsed).toEqual(['cafe', 'public', 'roaster', 'user']);
    // Which loaded files carry React's and react-dom's code, read off the build's source maps (file
    // names are numeric chunk ids).
    const carrying = (lib: RegExp) => [...new Set(scripts)].filter((s) => sourcesOf(s).some((src) => lib.test(src)));
    const reactChunks = carrying(/node_modules\/react\/cjs\/react\.production\.js$/);
    expect(reactChunks).toHaveLength(1);
    expect(reactChunks[0].startsWith('/remotes/')).toBe(false);
    const reactDomChunks = carrying(/node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/);
    expect(reactDomChunks).toHaveLength(1);
    expect(reactDomChunks[0].startsWith('/remotes/')).toBe(false);
  });

  test('a remote whose files are unavailable says so; the other areas keep working', async ({ page }) => {
    await page.route('**/remotes/cafe/**', (route) => route.abort());
    await signIn(page, 'cafe');
    await page.goto('/cafe');
    await expect(page.getByTestId('area-unavailable')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('header-menu')).toBeVisible();
    await page.getByTestId('menu-roaster').click();
    await expect(page.getByTestId('area-roaster')).toBeVisible();
    await page.getByTestId('menu-info').click();
    await expect(page.getByTestId('area-public')).toBeVisible();
  });

  test('remotes are found at run time from /remotes.json', async ({ page, request }) => {
    const manifest = await (await request.get('/remotes.json')).json();
    expect(manifest.remotes.map((r: { area: string }) => r.area).sort()).toEqual([
      'admin',
      'cafe',
      'public',
      'roaster',
      'user',
    ]);
    // Point one area somewhere else at run time: the shell follows the manifest, not its build.
    await page.route('**/remotes.json', async (route) => {
      const moved = {
        remotes: manifest.remotes.map((r: { area: string; entry: string }) =>
          r.area === 'public' ? { ...r, entry: '/moved/public/remoteEntry.js' } : r,
        ),
      };
      await route.fulfill({ json: moved });
    });
    const moved: string[] = [];
    await page.route('**/moved/public/**', async (route) => {
      moved.push(route.request().url());
      const real = route.request().url().replace('/moved/public/', '/remotes/public/');
      await route.fulfill({ response: await page.request.get(real) });
    });
    await page.goto('/info/guide');
    await expect(page.getByTestId('area-public')).toBeVisible();
    expect(moved.some((u) => u.endsWith('/moved/public/remoteEntry.js'))).toBe(true);
  });
});
