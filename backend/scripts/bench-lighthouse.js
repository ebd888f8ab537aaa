// Lighthouse for `npm run bench`: the public intro, the sign-in page, a public
// bean page (the page a lot's QR code opens) and the flavor wheel, desktop and mobile presets,
// performance and accessibility, median of BENCH_LH_RUNS runs (default 3) because the
// scores are noisy on a 2-core machine. Uses Debian's chromium (CHROME_PATH, default
// /usr/bin/chromium). Returns a markdown section for docs/PERFORMANCE.md; a failed run is reported
// in the section instead of failing the whole bench.
const { spawn } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const PAGES = [
  ['intro', '/info/intro'],
  ['sign-in', '/user/signin'],
  ['flavor wheel', '/info/chart/flavorwheel'],
];
const PERF_TARGET = 90;
const A11Y_TARGET = 95;
const FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

/** A session cookie of a demo account, for the deep links (Lighthouse sends it with every request). */
async function sessionCookie(baseUrl, user) {
  const res = await fetch(`${baseUrl}/api/sign/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: user, user_pass: 'beantrail' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${user}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function lighthouseOnce(url, preset, cookie) {
  return new Promise((resolve, reject) => {
    const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
    const form = preset === 'desktop' ? ['--preset=desktop'] : ['--form-factor=mobile'];
    const args = [
      cli,
      url,
      ...form,
      '--only-categories=performance,accessibility',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${FLAGS}`,
    ];
    if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code}`);
        const report = JSON.parse(out);
        // A run Lighthouse could not record (NO_NAVSTART, NO_LCP) has no scores: a failed run, not a 0.
        if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.code}`);
        resolve({
          performance: Math.round(report.categories.performance.score * 100),
          accessibility: Math.round(report.categories.accessibility.score * 100),
          lcp: report.audits['largest-contentful-paint'].numericValue,
          tbt: report.audits['total-blocking-time'].numericValue,
        });
      } catch (e) {
        reject(e);
      }
    });
  });
}

/** A path as the table shows it: a uuid changes with every demo database. */
const shown = (p) => p.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, '{uuid}');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

/**
 * Markdown rows per page and preset; `beanPath` adds a public bean page, `deepLinks` (bench-frontend's
 * demoDeepLinks) the three deep links a QR or note link opens, signed in as their account.
 * BENCH_LH_ONLY=deep runs only the deep links, BENCH_LH_PRESETS=mobile only that preset. Returns { text, results }.
 */
async function lighthouseSection(baseUrl, { beanPath, deepLinks, runs = Number(process.env.BENCH_LH_RUNS || 3) } = {}) {
  let pages = beanPath ? [...PAGES.slice(0, 2), ['public bean page', beanPath], ...PAGES.slice(2)] : PAGES;
  if (deepLinks) {
    const deep = [
      ["cafe's receiving QR", deepLinks.cafeLot, 'cafe'],
      ["drinker's note from a serial", deepLinks.userSerial, 'user'],
      ["roaster's QC note", deepLinks.qcNote, 'roaster'],
    ].filter(([, p]) => p);
    pages = process.env.BENCH_LH_ONLY === 'deep' ? deep : [...pages, ...deep];
  }
  const presets = (process.env.BENCH_LH_PRESETS || 'desktop,mobile').split(',');
  const rows = [];
  const results = [];
  for (const [name, pagePath, user] of pages) {
    for (const preset of presets) {
      const runsOf = [];
      let failure = '';
      for (let i = 0; i < runs; i++) {
        try {
          // A fresh session per run: each run is a cold visit of a signed-in account.
          runsOf.push(
            await lighthouseOnce(baseUrl + pagePath, preset, user ? await sessionCookie(baseUrl, user) : undefined),
          );
        } catch (e) {
          failure = e instanceof Error ? e.message : String(e);
        }
      }
      if (runsOf.length === 0) {
        rows.push(`| ${name} (\`${shown(pagePath)}\`) | ${preset} | failed: ${failure} | | | |`);
        results.push({ name, preset, failed: true });
        continue;
      }
      const perf = median(runsOf.map((r) => r.performance));
      const a11y = median(runsOf.map((r) => r.accessibility));
      results.push({ name, preset, perf, a11y });
      const mark = (v, t) => `${v}${v >= t ? '' : ' (below target)'}`;
      rows.push(
        `| ${name} (\`${shown(pagePath)}\`) | ${preset} | ${mark(perf, PERF_TARGET)} | ${mark(a11y, A11Y_TARGET)} | ${Math.round(median(runsOf.map((r) => r.lcp)))} | ${Math.round(median(runsOf.map((r) => r.tbt)))} |`,
      );
    }
  }
  const version = require(path.join(root, 'node_modules/lighthouse/package.json')).version;
  return {
    results,
    text: `Lighthouse ${version}, Debian chromium headless, median of ${runs} runs per page and preset (mobile: Lighthouse's
default throttled phone), signed out (the deep links signed in as their account), production build served by the backend. Targets: performance >= ${PERF_TARGET}, accessibility >= ${A11Y_TARGET}.

| page | preset | performance | accessibility | LCP ms | TBT ms |
|---|---|---|---|---|---|
${rows.join('\n')}`,
  };
}

module.exports = { lighthouseSection };

// Run alone against a running server: `node backend/scripts/bench-lighthouse.js http://127.0.0.1:8080`.
if (require.main === module) {
  // A third argument, the demo database's file, adds the deep links (`BENCH_LH_ONLY=deep` for them alone).
  const db = process.argv[4];
  lighthouseSection(process.argv[2] || 'http://127.0.0.1:8080', {
    beanPath: process.argv[3] || undefined,
    deepLinks: db ? require('./bench-frontend').demoDeepLinks(db) : undefined,
  }).then(
    (out) => process.stdout.write(out.text + '\n'),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
