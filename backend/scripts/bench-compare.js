// Roast comparison for `npm run bench` (docs/ROASTER.md "Roast comparison"): six roasts, each
// with a 1 h, 1 Hz log (~3,600 samples, the generated Artisan log the roast-log bench parses, stored
// through the API as an import would store it), compared in Chromium as a roaster does it: the list,
// six ticks, "Compare". Measured from the click to the six roasts' curves drawn, and the bytes the
// page fetched from the click until its network was quiet (scripts and data apart). The baseline, in
// the same run and the same way: one of those roasts opened from the list to its own chart drawn.
// Rounds interleave the two, each in a new browser context (empty cache, signed in, list loaded).
// Alone: BENCH_COMPARE_ONLY=1 npm run bench (only the product server, only this section).
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const ROUNDS = Number(process.env.BENCH_COMPARE_ROUNDS ?? 5);
const ROASTS = 6;
const SECONDS = 3600;
/** The comparison's curves are drawn when each roast's group holds its paths (compare-chart.tsx). */
const COMPARE_DRAWN = (n) => {
  const groups = document.querySelectorAll('[data-testid="compare-curve"]');
  return (
    groups.length === n &&
    [...groups].every((g) => [...g.querySelectorAll('path')].some((p) => (p.getAttribute('d') ?? '').length > 100))
  );
};
/** One roast's chart is drawn when its bean curve has a path and its stage markers are placed. */
const SINGLE_DRAWN = () => {
  const chart = document.querySelector('[data-testid="profile-chart"]');
  const bt = chart?.querySelector('path[data-series="bt"]');
  return (
    !!bt &&
    (bt.getAttribute('d') ?? '').length > 100 &&
    chart.querySelectorAll('[data-testid="stage-marker"]').length > 0
  );
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function api(baseUrl, cookie, p, body) {
  const res = await fetch(`${baseUrl}${p}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.result;
}

/**
 * A recipe named `tag` and six roasts of it, each with its own generated 1 h log (a few seconds
 * apart, so no two curves are the same), saved with the profile fields an import fills (stored units).
 * Answers the number of samples kept in each roast's chart log.
 */
async function seedRoasts(baseUrl, cookie, tag) {
  const contracts = require(path.join(root, 'mf-shared/contracts/dist'));
  const { syntheticAlog } = require(path.join(root, 'mf-shared/contracts/dist/roast-log/synthetic-alog'));
  const roles = await api(baseUrl, cookie, '/api/userAuth/select', { auth: ['roaster'] });
  const roaster_seq = roles?.roaster_auth?.[0]?.auth_seq;
  if (!roaster_seq) throw new Error('the bench user holds no roaster role');
  const post = (p, body) => api(baseUrl, cookie, p, { roaster_seq, ...body });
  const year = new Date().getFullYear();
  const beans = await post('/api/roaster/greenbean/year/code', { greenbean_year: year, check_instock: true });
  const bean = beans.find((b) => b.greenbean_name === 'Haiti Baptiste');
  if (!bean) throw new Error('no demo green bean in stock (BEANTRAIL_MODE=demo)');
  const pages = contracts.ROASTER_PAGES;
  const rows = (list) => ({ greenbean_rows: { UPList: list, DEList: [] } });
  const recipe = await post(pages.roastingDefault.api.edit, {
    mode: 'write',
    UPList: {
      roasting_name: tag,
      roasting_name_locale: tag,
      roasting_batch_auto: 1,
      roasting_use: 1,
      roasting_profile_use: 0,
    },
    sublists: rows([{ greenbean_roaster_seq: bean.greenbean_roaster_seq, greenbean_mass: 1000, greenbean_order: 1 }]),
  });
  const samples = [];
  for (let i = 0; i < ROASTS; i++) {
    const parsed = contracts.parseRoastLog('bench.alog', syntheticAlog(SECONDS - i * 7));
    if (!parsed.ok) throw new Error(`bench log did not parse: ${parsed.detail}`);
    const profile = contracts.recordToStored(pages.roastingResult, contracts.roastLogToProfile(parsed.log));
    samples.push(Object.keys(JSON.parse(profile.roasting_chart_log)).length);
    await post(pages.roastingResult.api.edit, {
      mode: 'write',
      UPList: {
        roasting_seq: recipe.roasting_seq,
        roasting_result_year: year,
        roasting_result_date: new Date().toISOString().slice(0, 10),
        roasting_mass: 850,
        roasting_instock: 1,
        roasting_profile_use: 1,
        ...profile,
      },
      sublists: rows([
        {
          greenbean_year: year,
          greenbean_roaster_seq: bean.greenbean_roaster_seq,
          greenbean_mass: 1000,
          greenbean_order: 1,
        },
      ]),
    });
  }
  return samples;
}

/** Every request the page makes from now on, with its transferred bytes once finished; `quiet()` waits for 500 ms without one in flight. */
function watchNetwork(page, baseUrl) {
  const done = [];
  let inFlight = 0;
  let last = Date.now();
  page.on('request', (req) => {
    if (!req.url().startsWith(baseUrl)) return;
    inFlight++;
    last = Date.now();
  });
  const settle = async (req, ok) => {
    if (!req.url().startsWith(baseUrl)) return;
    inFlight--;
    last = Date.now();
    if (!ok) return;
    const sizes = await req.sizes().catch(() => null);
    if (sizes)
      done.push({
        type: req.resourceType(),
        url: req.url(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      });
  };
  page.on('requestfinished', (req) => void settle(req, true));
  page.on('requestfailed', (req) => void settle(req, false));
  return {
    reset: () => done.splice(0),
    quiet: async () => {
      const start = Date.now();
      while ((inFlight > 0 || Date.now() - last < 500) && Date.now() - start < 15_000)
        await new Promise((r) => setTimeout(r, 50));
    },
    bytes: () => {
      const sum = (xs) => xs.reduce((n, r) => n + r.bytes, 0) / 1024;
      return {
        scripts: sum(done.filter((r) => r.type === 'script')),
        data: sum(done.filter((r) => r.type === 'fetch' || r.type === 'xhr')),
        other: sum(done.filter((r) => !['script', 'fetch', 'xhr'].includes(r.type))),
        files: done.filter((r) => r.type === 'script').length,
      };
    },
  };
}

/** A new context signed in as the demo roaster, on the roasts list with the bench's six rows shown. */
async function listWithRoasts(browser, baseUrl, tag) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const res = await context.request.post(`${baseUrl}/api/sign/signin`, {
    data: { user_id: 'roaster', user_pass: 'beantrail' },
  });
  if (!res.ok()) throw new Error(`sign-in: ${res.status()}`);
  const page = await context.newPage();
  const net = watchNetwork(page, baseUrl);
  await page.goto(`${baseUrl}/roaster/roasting/result`);
  const rows = page.getByTestId('list-row').filter({ hasText: tag });
  await rows.nth(ROASTS - 1).waitFor({ state: 'visible', timeout: 60_000 });
  await net.quiet();
  net.reset();
  return { context, page, net, rows };
}

async function compareOnce(browser, baseUrl, tag) {
  const { context, page, net, rows } = await listWithRoasts(browser, baseUrl, tag);
  try {
    for (let i = 0; i < ROASTS; i++) await rows.nth(i).getByTestId('list-pick').check();
    net.reset();
    const start = Date.now();
    await page.getByTestId('list-compare').click();
    await page.waitForFunction(COMPARE_DRAWN, ROASTS, { polling: 'raf', timeout: 60_000 });
    const ms = Date.now() - start;
    await net.quiet();
    return { ms, ...net.bytes() };
  } finally {
    await context.close();
  }
}

async function singleOnce(browser, baseUrl, tag) {
  const { context, page, net, rows } = await listWithRoasts(browser, baseUrl, tag);
  try {
    const start = Date.now();
    await rows.first().click();
    await page.waitForFunction(SINGLE_DRAWN, null, { polling: 'raf', timeout: 60_000 });
    const ms = Date.now() - start;
    await net.quiet();
    return { ms, ...net.bytes() };
  } finally {
    await context.close();
  }
}

/** Seeds, measures and answers `{ text, ratio }` (ratio: comparison time / one roast's time, medians). */
async function compareSection(baseUrl, cookie) {
  const tag = `BENCH-CMP-${Date.now() % 1_000_000}`;
  const samples = await seedRoasts(baseUrl, cookie, tag);
  const load = () =>
    os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ');
  const loadBefore = load();
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const compare = [];
  const single = [];
  try {
    // One unmeasured pass of each warms the server (its first page renders, the statement caches).
    await singleOnce(browser, baseUrl, tag);
    await compareOnce(browser, baseUrl, tag);
    for (let r = 0; r < ROUNDS; r++) {
      single.push(await singleOnce(browser, baseUrl, tag));
      compare.push(await compareOnce(browser, baseUrl, tag));
    }
  } finally {
    await browser.close();
  }
  const m = (xs, k) => median(xs.map((x) => x[k]));
  const row = (name, xs) =>
    `| ${name} | ${Math.round(m(xs, 'ms'))} | ${m(xs, 'scripts').toFixed(1)} (${m(xs, 'files')}) | ${m(xs, 'data').toFixed(1)} | ${(m(xs, 'scripts') + m(xs, 'data') + m(xs, 'other')).toFixed(1)} |`;
  const ratio = m(compare, 'ms') / m(single, 'ms');
  const bytesRatio =
    (m(compare, 'scripts') + m(compare, 'data') + m(compare, 'other')) /
    (m(single, 'scripts') + m(single, 'data') + m(single, 'other'));
  const text = `
## Roast comparison: six 1-hour logs (item 7)

Six roasts, each saved with a generated 1 h, 1 Hz log (${Math.min(...samples)}–${Math.max(...samples)} samples in each
roast's chart log), compared as a roaster does it in Chromium (headless, 1280 px): the roasts list, six ticks,
**Compare**. Time from the click to the six roasts' curves drawn (every roast's group holds its paths);
KB as transferred (body as served, and headers) from the click until the network was quiet for 500 ms.
The baseline in the same run: one of those roasts opened from the same list to its own chart drawn.
Each of ${ROUNDS} interleaved rounds opens a new browser context (empty cache, signed in, the list
loaded before the click); medians. The server downsamples each curve to 400 points with LTTB, keeping
the stage samples, so the page receives ~2,400 points per curve kind, not ~21,600.

| from the click to a drawn chart | ms | scripts KB (files) | data KB | all KB |
|---|---|---|---|---|
${row('one roast (its detail page and chart)', single)}
${row(`compare ${ROASTS} roasts`, compare)}

Comparison / one roast: time ${ratio.toFixed(2)}x, bytes ${bytesRatio.toFixed(2)}x. Machine load (load average 1 / 5 / 15 min,
${os.cpus().length} cores) before ${loadBefore}, after ${load()}.
`;
  return { text, ratio, bytesRatio };
}

module.exports = { compareSection, seedRoasts };
