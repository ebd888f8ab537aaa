import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, healthy, productPort, test } from './fixtures';

// docs/DEPLOY.md "Deploying one area": a team builds its area from its own changed source and puts
// the build in place of the served copy while the product runs. The shell and the other areas are
// not rebuilt; an open tab whose area entry names chunks that are gone loads the new entry once;
// an area built against another major version of the shared library is refused with a message.
const root = path.resolve(__dirname, '../..');
const work = path.join(root, 'test-results/area-deploy');
const served = path.join(work, 'served');
const AREAS = ['admin', 'cafe', 'public', 'roaster', 'user'];

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let server: ChildProcess | undefined;
let url = '';

/** Every file under `dir` with the SHA-256 of its content. */
function digest(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return out;
}

/**
 * The public area as a team's checkout of it: its sources and package.json copied, `change` applied,
 * built with the workspace's build configuration into its own dist.
 */
function buildPublicArea(name: string, change: (copy: string) => void): string {
  const copy = path.join(work, name, 'mf-public');
  fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  fs.mkdirSync(copy, { recursive: true });
  fs.cpSync(path.join(root, 'mf-public/src'), path.join(copy, 'src'), { recursive: true });
  fs.copyFileSync(path.join(root, 'mf-public/package.json'), path.join(copy, 'package.json'));
  fs.writeFileSync(
    path.join(copy, 'webpack.config.js'),
    `module.exports = require(${JSON.stringify(path.join(root, 'mf-shared/build/webpack-app.js'))}).createAppConfig({ dirname: __dirname, name: 'mf_public', kind: 'remote' });\n`,
  );
  change(copy);
  const built = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '-c', 'webpack.config.js'],
    { cwd: copy, encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`the area's build failed:\n${built.stdout}\n${built.stderr}`);
  return path.join(copy, 'dist');
}

/** What a deploy does: the new build replaces the served folder (the old build's chunks are gone). */
function deployPublic(dist: string): void {
  const target = path.join(served, 'mf-public/dist');
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(dist, target, { recursive: true });
}

const edit = (file: string, from: string, to: string) => {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${from} is not in ${file}`);
  fs.writeFileSync(file, text.replace(from, to));
};

test.beforeAll(async () => {
  fs.rmSync(work, { recursive: true, force: true });
  // The product serves its own copy of the front end (STATIC_ROOT), so a deploy here touches no other test.
  fs.cpSync(path.join(root, 'shell/dist'), path.join(served, 'shell/dist'), { recursive: true });
  for (const area of AREAS)
    fs.cpSync(path.join(root, `mf-${area}/dist`), path.join(served, `mf-${area}/dist`), { recursive: true });
  const port = productPort() + 6;
  url = `http://127.0.0.1:${port}`;
  const log = path.join(work, 'server.log');
  const out = fs.openSync(log, 'w');
  server = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      STATIC_ROOT: served,
      SQLITE_PATH: path.join(work, 'db.sqlite'),
      BEANTRAIL_MODE: 'demo',
      DATABASE_URL: '',
    },
    stdio: ['ignore', out, out],
  });
  await healthy(url, server, log);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('a team ships its area while the product and an open tab run: the tab loads the new build once, the rest is untouched', async ({
  page,
}) => {
  const others = Object.fromEntries(
    ['shell', ...AREAS.filter((a) => a !== 'public').map((a) => `mf-${a}`)].map((d) => [
      d,
      digest(path.join(served, d, 'dist')),
    ]),
  );
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto(`${url}/en/info/guide`);
  await expect(page.getByRole('heading', { name: 'Guide', exact: true })).toBeVisible();

  const dist = buildPublicArea('team-build', (copy) => {
    const texts = path.join(copy, 'src/translations.ts');
    edit(texts, "title: 'Guide',", "title: 'Guide, team build 2',");
    edit(texts, "title: 'Flavor wheel',", "title: 'Flavor wheel, team build 2',");
  });
  deployPublic(dist);

  // The open tab still runs yesterday's entry; the flavor wheel's chunk it names is gone now.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/en/info/chart/flavorwheel');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Flavor wheel, team build 2' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
  await expect(page.getByTestId('load-failed')).toHaveCount(0);

  await page.goto(`${url}/en/info/guide`);
  await expect(page.getByRole('heading', { name: 'Guide, team build 2' })).toBeVisible();
  expect(errors).toEqual([]);
  // Neither the shell nor another area was rebuilt or touched.
  for (const [name, files] of Object.entries(others))
    expect({ name, files: digest(path.join(served, name, 'dist')) }).toEqual({ name, files });
});

test('an area built against another major version of the shared library is refused with a translated message; the rest works', async ({
  page,
}) => {
  const dist = buildPublicArea('major-2', (copy) => {
    const pkg = path.join(copy, 'package.json');
    const json = JSON.parse(fs.readFileSync(pkg, 'utf8'));
    json.dependencies['@beantrail/mf-shared'] = '^2.0.0';
    fs.writeFileSync(pkg, JSON.stringify(json, null, 2));
  });
  deployPublic(dist);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto(`${url}/en/info/guide`);
  const notice = page.getByTestId('area-needs-newer');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('This area needs a newer version of BeanTrail');
  await expect(notice.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await page.goto(`${url}/info/guide`);
  await expect(page.getByTestId('area-needs-newer')).toContainText('이 영역은 더 새로운 버전의 BeanTrail이 필요합니다');
  // The shell and the other areas keep working.
  await page.goto(`${url}/en/user`);
  await expect(page.getByTestId('area-needs-newer')).toHaveCount(0);
  await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
  await expect(page.locator('main')).not.toBeEmpty();
  expect(errors).toEqual([]);
});
