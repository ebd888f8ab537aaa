// Lighthouse for `npm run bench` (issue 3): the public intro and flavor-wheel pages, desktop
// preset, performance and accessibility, median of BENCH_LH_RUNS runs (default 3) because the
// scores are noisy on a 2-core machine. Uses Debian's chromium (CHROME_PATH, default
// /usr/bin/chromium). Returns a markdown section for docs/PERFORMANCE.md; a failed run is reported
// in the section instead of failing the whole bench.
const { spawn } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const PAGES = [
  ['intro', '/info/intro'],
  ['flavor wheel', '/info/chart/flavorwheel'],
];
const TARGET = 90;
const FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

function lighthouseOnce(url) {
  return new Promise((resolve, reject) => {
    const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
    const args = [cli, url, '--preset=desktop', '--only-categories=performance,accessibility', '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${FLAGS}`];
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code}`);
        const report = JSON.parse(out);
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

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

async function lighthouseSection(baseUrl, runs = Number(process.env.BENCH_LH_RUNS || 3)) {
  const rows = [];
  for (const [name, pagePath] of PAGES) {
    const results = [];
    let failure = '';
    for (let i = 0; i < runs; i++) {
      try {
        results.push(await lighthouseOnce(baseUrl + pagePath));
      } catch (e) {
        failure = e instanceof Error ? e.message : String(e);
      }
    }
    if (results.length === 0) {
      rows.push(`| ${name} (\`${pagePath}\`) | failed: ${failure} | | | |`);
      continue;
    }
    const perf = median(results.map((r) => r.performance));
    const a11y = median(results.map((r) => r.accessibility));
    const mark = (v) => `${v}${v >= TARGET ? '' : ' (below target)'}`;
    rows.push(`| ${name} (\`${pagePath}\`) | ${mark(perf)} | ${mark(a11y)} | ${Math.round(median(results.map((r) => r.lcp)))} | ${Math.round(median(results.map((r) => r.tbt)))} |`);
  }
  return `
## Public pages in Lighthouse (issue 3)

Lighthouse ${require(path.join(root, 'node_modules/lighthouse/package.json')).version}, desktop preset, Debian chromium headless, median of ${runs} runs per page,
signed out, production build served by the backend. Targets: performance >= ${TARGET}, accessibility >= ${TARGET}.
The wheel data and the world atlas are separate chunks, fetched only by the pages that show them
(checked by e2e/tests/public-pages.spec.ts).

| page | performance | accessibility | LCP ms | TBT ms |
|---|---|---|---|---|
${rows.join('\n')}
`;
}

module.exports = { lighthouseSection };

// Run alone against a running server: `node backend/scripts/bench-lighthouse.js http://127.0.0.1:8080`.
if (require.main === module) {
  lighthouseSection(process.argv[2] || 'http://127.0.0.1:8080').then(
    (text) => process.stdout.write(text),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
