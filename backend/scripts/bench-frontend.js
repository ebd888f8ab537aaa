// Front-end weights for `npm run bench`, from the production build the backend serves,
// in Chromium (/usr/bin/chromium through playwright-core, as the e2e does):
//  - first-load JavaScript per page, gzip (level 9, as the build's .gz copies), split into the
//    shell's files (which carry the shared libraries) and the page's own area's files;
//  - copies of react, react-dom, @mui/material and @emotion per page, from the build's hidden
//    source maps (<app>/sourcemaps/<file>.map): a library module in two loaded files, or the
//    library from two folders, is a second copy. More than one is a FAIL of the bench;
//  - time from navigation to the first list rows on the roaster's roasting results, cold (new
//    browser context, empty cache) and warm (the same page opened again in that context).
const zlib = require('node:zlib');
const { LIBS, origin, copies } = require('./bench-library-copies');
const { demoDeepLinks } = require('./bench-demo-paths');

const SHELL_KB = 250;
const AREA_KB = 100;
const PAGES = [
  // The intro is a page the server renders (backend/src/public/intro): no area, only its small script.
  { name: 'public intro, signed out', path: '/info/intro', area: null },
  { name: 'sign-in page', path: '/user/signin', area: null },
  {
    name: "roaster's roasting results, signed in",
    path: '/roaster/roasting/result',
    area: 'roaster',
    user: 'roaster',
    rows: true,
  },
  { name: 'admin country list, signed in', path: '/setting/map/country', area: 'admin', user: 'admin', rows: true },
];
// The deep links a QR code or a note link opens cold:
// their form pages get the list pages' budget, counted as served (the bytes the browser received,
// brotli or gzip as the server chose), every script until the network is idle.
const DEEP_KB = 300;
const DEEP_FILES = 30;
/** `links`: { cafeLot, userSerial, qcNote } paths of the demo data (bench.js reads them from the database). */
function deepLinkPages(links) {
  return [
    { name: "cafe's receiving QR, signed in", path: links.cafeLot, area: 'cafe', user: 'cafe' },
    { name: "drinker's note from a serial, signed in", path: links.userSerial, area: 'user', user: 'user' },
    { name: "roaster's QC note, signed in", path: links.qcNote, area: 'roaster', user: 'roaster' },
  ].filter((p) => p.path);
}
/** The deep link's form is usable: the detail form drawn, or the QR page's question before it. */
const FORM_READY = '[data-testid^="entity-detail-"][data-mode], [data-testid="qr-register-bean"]';

async function signIn(context, baseUrl, user) {
  const res = await context.request.post(`${baseUrl}/api/sign/signin`, {
    data: { user_id: user, user_pass: 'beantrail' },
  });
  if (!res.ok()) throw new Error(`sign-in of ${user}: ${res.status()}`);
}

/** performance.now() when the first list row appears (relative to the navigation's start). */
const FIRST_ROWS = () => {
  const seen = () => {
    if (document.querySelector('[data-testid="list-row"]')) {
      window.__firstRows = performance.now();
      return true;
    }
    return false;
  };
  new MutationObserver((_, obs) => seen() && obs.disconnect()).observe(document, { childList: true, subtree: true });
};

async function firstRows(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__firstRows !== undefined, null, { timeout: 30_000 });
  return page.evaluate(() => window.__firstRows);
}

async function measurePage(browser, baseUrl, spec) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (spec.user) await signIn(context, baseUrl, spec.user);
    await context.addInitScript(FIRST_ROWS);
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && res.url().startsWith(baseUrl)) scripts.push(res);
    });
    const cold = spec.rows ? await firstRows(page, baseUrl + spec.path) : (await page.goto(baseUrl + spec.path), null);
    await page.waitForLoadState('networkidle');
    const files = [];
    for (const res of scripts) {
      const body = await res.body().catch(() => null);
      if (!body) continue;
      files.push({ url: res.url(), gzip: zlib.gzipSync(body, { level: 9 }).length, ...origin(res.url()) });
    }
    const kb = (xs) => xs.reduce((n, f) => n + f.gzip, 0) / 1024;
    let warm = null;
    if (spec.rows) {
      const again = await context.newPage();
      warm = await firstRows(again, baseUrl + spec.path);
    }
    return {
      ...spec,
      total: kb(files),
      shell: kb(files.filter((f) => f.app === 'shell')),
      own: spec.area ? kb(files.filter((f) => f.area === spec.area)) : 0,
      others: kb(files.filter((f) => f.app !== 'shell' && f.area !== spec.area)),
      files: files.length,
      copies: copies(files),
      cold,
      warm,
    };
  } finally {
    await context.close();
  }
}

/** A deep link opened cold: script files and bytes as transferred, and the time until its form is usable. */
async function measureDeepLink(browser, baseUrl, spec) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    await signIn(context, baseUrl, spec.user);
    const page = await context.newPage();
    const scripts = [];
    page.on('requestfinished', (req) => {
      if (req.resourceType() === 'script' && req.url().startsWith(baseUrl)) scripts.push(req);
    });
    const start = Date.now();
    await page.goto(baseUrl + spec.path, { waitUntil: 'commit' });
    await page.locator(FORM_READY).first().waitFor({ state: 'visible', timeout: 30_000 });
    const ready = Date.now() - start;
    await page.waitForLoadState('networkidle');
    const files = [];
    for (const req of scripts) {
      const sizes = await req.sizes();
      const res = await req.response();
      files.push({
        url: req.url(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        encoding: (await res?.headerValue('content-encoding')) ?? 'none',
        ...origin(req.url()),
      });
    }
    const kb = (xs) => xs.reduce((n, f) => n + f.bytes, 0) / 1024;
    return {
      ...spec,
      deep: true,
      total: kb(files),
      files: files.length,
      encodings: [...new Set(files.map((f) => f.encoding))].join(', '),
      ready,
      list: files,
    };
  } finally {
    await context.close();
  }
}

/** The deep links' section of the text; `deep` holds measureDeepLink results. */
function deepLinkText(deep) {
  const mark = (v, max, fmt) => `${fmt(v)}${v <= max ? '' : ' (over target)'}`;
  return `Deep links opened cold (390 px, a new browser context signed in, empty cache): every script fetched until the network was idle,
KB as transferred (the body as served, brotli or gzip, and its headers). Target: <= ${DEEP_KB} KB in <= ${DEEP_FILES} files. "Usable" is the time
from navigation to the form (or the QR page's first question) drawn.

| deep link | JS files | transferred KB | encodings | usable ms |
|---|---|---|---|---|
${deep.map((r) => `| ${r.name} (\`${r.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, '{uuid}')}\`) | ${mark(r.files, DEEP_FILES, String)} | ${mark(r.total, DEEP_KB, (v) => v.toFixed(1))} | ${r.encodings} | ${r.ready} |`).join('\n')}`;
}

/**
 * Runs the pages; returns { text, results, deep, failed } (failed: a library loaded more than once).
 * `deepLinks` ({ cafeLot, userSerial, qcNote }) adds the deep links' budget (bench.js reads their paths from the demo database).
 */
async function frontendSection(baseUrl, { deepLinks, listPages = true } = {}) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const results = [];
  const deep = [];
  try {
    if (listPages) for (const spec of PAGES) results.push(await measurePage(browser, baseUrl, spec));
    if (deepLinks)
      for (const spec of deepLinkPages(deepLinks)) deep.push(await measureDeepLink(browser, baseUrl, spec));
  } finally {
    await browser.close();
  }
  if (!listPages) return { results, deep, failed: [], text: deepLinkText(deep) };
  const mark = (v, max) => `${v.toFixed(1)}${v <= max ? '' : ' (over target)'}`;
  const failed = results.filter((r) => Object.values(r.copies).some((n) => n > 1));
  const rows = results.map(
    (r) =>
      `| ${r.name} (\`${r.path}\`) | ${r.files} | ${r.total.toFixed(1)} | ${mark(r.shell, SHELL_KB)} | ${r.area ? `${r.area}: ${mark(r.own, AREA_KB)}` : '-'} | ${r.others.toFixed(1)} | ` +
      `${LIBS.map(([lib]) => `${lib} ${r.copies[lib]}`).join(', ')}${Object.values(r.copies).some((n) => n > 1) ? ' **FAIL**' : ''} |`,
  );
  const timed = results.filter((r) => r.rows);
  return {
    results,
    deep,
    failed,
    text: `First-load JavaScript per page (every script the page fetched until the network was idle), gzip -9 KB.
Targets: the shell's files (which also carry the shared libraries) <= ${SHELL_KB} KB; the page's own area's files <= ${AREA_KB} KB;
one copy each of react, react-dom, @mui/material and @emotion (counted from the build's source maps; more is a FAIL).

| page | JS files | total KB | shell KB | own area KB | other areas KB | library copies |
|---|---|---|---|---|---|---|
${rows.join('\n')}

Time from navigation to the first list rows (1280 px, chromium headless; cold = new browser context with an empty cache, warm = the page opened again in it):

| page | cold ms | warm ms |
|---|---|---|
${timed.map((r) => `| ${r.name} | ${Math.round(r.cold)} | ${Math.round(r.warm)} |`).join('\n')}${deep.length ? `\n\n${deepLinkText(deep)}` : ''}`,
  };
}

module.exports = { frontendSection, deepLinkPages, measureDeepLink, demoDeepLinks, DEEP_KB, DEEP_FILES };

// Alone against a running production build: `node backend/scripts/bench-frontend.js http://127.0.0.1:8080`;
// with the demo database's file as a second argument, the deep links too; BENCH_DEEP_ONLY=1 measures only them.
if (require.main === module) {
  const db = process.argv[3];
  frontendSection(process.argv[2] || 'http://127.0.0.1:8080', {
    deepLinks: db ? demoDeepLinks(db) : undefined,
    listPages: !process.env.BENCH_DEEP_ONLY,
  }).then(
    (out) => {
      process.stdout.write(out.text + '\n');
      if (out.failed.length) process.exit(1);
    },
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
