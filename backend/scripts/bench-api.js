// The API figures of `npm run bench` (bench.js): the health check, a session lookup and the generic
// list endpoint against bare Fastify, and the like-for-like engines (bench-like.js), measured in
// interleaved rounds; then their targets and sections of docs/PERFORMANCE.md as medians of ratios.
const os = require('node:os');
const { run } = require('./bench-load');
const { likeRows } = require('./bench-like');
const { hasTaskset } = require('./bench-servers');
const { targetsTable, verdict } = require('./bench-report');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function load(url, headers = {}) {
  return (await run(url, headers)).rps;
}

/**
 * `rounds` interleaved rounds of every target; the series of results by target.
 * `base`, `tuned`, `app`: the bare Fastify servers' and the product's URLs; `cookie` the roaster's session, `admin` the admin's.
 */
async function apiRounds({ base, tuned, app, cookie, admin, engines, deepPage, after, rounds }) {
  const listUrl = `${app}/api/setting/country/region/list`;
  const series = {
    baseline: [],
    health: [],
    me: [],
    base2: [],
    post: [],
    postTuned: [],
    first: [],
    deep: [],
    keyset: [],
    deep1: [],
  };
  for (let r = 0; r < rounds; r++) {
    console.info(`round ${r + 1} of ${rounds}`);
    for (const e of engines) await e.round();
    series.baseline.push(await load(`${base}/health`));
    series.health.push(await load(`${app}/api/public/health`));
    series.me.push(await load(`${app}/api/sign/me`, { cookie }));
    series.base2.push(await run(`${base}/health`));
    // The ceiling: bare Fastify doing nothing but take the list's POST body (as shipped, and with
    // the server's process tuning).
    series.post.push(await run(`${base}/list`, {}, { page: 1, list_count: 10 }));
    series.postTuned.push(await run(`${tuned}/list`, {}, { page: 1, list_count: 10 }));
    series.first.push(await run(listUrl, { cookie: admin }, { page: 1, list_count: 10 }));
    series.deep.push(await run(listUrl, { cookie: admin }, { page: deepPage, list_count: 10 }));
    series.keyset.push(await run(listUrl, { cookie: admin }, { page: deepPage, list_count: 10, after }));
    // One connection: the handler's own latency, without queueing behind nine other requests.
    series.deep1.push(await run(listUrl, { cookie: admin }, { page: deepPage, list_count: 10 }, 1));
  }
  return series;
}

/** The API's targets and sections (header, targets, like, api, list) from the rounds' series. */
function apiReport({ series, engines, deepPage, seedSeconds, rounds, seconds }) {
  const like = engines.flatMap((e) => likeRows(e.engine, e.series));
  const b = median(series.baseline);
  const health = median(series.health) / b;
  const me = median(series.me) / b;
  const fast = { rps: median(series.base2.map((x) => x.rps)), p99: median(series.base2.map((x) => x.p99)) };
  const ceiling = (xs) => ({
    rps: median(xs.map((x) => x.rps)) / fast.rps,
    p99: Math.max(1, median(xs.map((x) => x.p99))) / Math.max(1, fast.p99),
  });
  const postShipped = ceiling(series.post);
  const postTuned = ceiling(series.postTuned);
  const listOfGet = ceiling(series.first);
  const list = [
    ['bare Fastify GET /health', series.base2],
    ['bare Fastify POST with the list body, doing nothing', series.post],
    ['the same, with the server process tuning', series.postTuned],
    ['list, first page', series.first],
    [`list, page ${deepPage} by page number (offset ${(deepPage - 1) * 10})`, series.deep],
    [`list, page ${deepPage} by keyset cursor`, series.keyset],
    [`list, page ${deepPage} by page number, 1 connection`, series.deep1],
  ].map(([name, xs]) => {
    const rps = median(xs.map((x) => x.rps));
    const p99 = median(xs.map((x) => x.p99));
    return `| ${name} | ${Math.round(rps)} | ${p99} | ${(rps / fast.rps).toFixed(2)} | ${(Math.max(1, p99) / Math.max(1, fast.p99)).toFixed(1)} |`;
  });
  const date = new Date().toISOString().slice(0, 10);
  const deepP99 = median(series.deep.map((x) => x.p99));
  const targets = [
    ...like.flatMap((r) =>
      r.name.startsWith('save')
        ? [[`${r.engine}: ${r.name}, req/s / hand-made`, '>= 0.50', r.rps.toFixed(2), verdict(r.rps >= 0.5)]]
        : [
            [`${r.engine}: ${r.name}, req/s / hand-made`, '>= 0.50', r.rps.toFixed(2), verdict(r.rps >= 0.5)],
            [`${r.engine}: ${r.name}, p99 / hand-made`, '<= 2.0x', `${r.p99.toFixed(1)}x`, verdict(r.p99 <= 2)],
          ],
    ),
    ['SQLite: deep page (offset 500,000) p99, 10 connections', '<= 20 ms', `${deepP99} ms`, verdict(deepP99 <= 20)],
    ...like
      .filter((r) => r.engine === 'MariaDB' && r.name.includes('500,000'))
      .map((r) => [
        'MariaDB: deep page p99, 10 connections',
        '<= 20 ms',
        `${r.productP99} ms`,
        verdict(r.productP99 <= 20),
      ]),
    [
      'list, first page, req/s / bare Fastify GET (kept for history)',
      '(was >= 0.40)',
      listOfGet.rps.toFixed(2),
      'history',
    ],
  ];
  const sections = {
    header: `Measured by \`npm run bench\` on ${date}: ${os.cpus().length} cores${process.env.BENCH_SHARED ? `, ${process.env.BENCH_SHARED}` : ''}; ${rounds} interleaved rounds of ${seconds} s,
10 connections, every server pinned to core 0${hasTaskset ? '' : ' (taskset missing: not pinned)'}, the load generator in the bench process; Node ${process.version}.
Every server-side figure is a ratio against a baseline measured in the same run, so the noise of a shared machine cancels out as far as it can.`,
    targets: targetsTable(targets),
    like: `| engine | target | hand-made req/s | hand-made p99 ms | product req/s | product p99 ms | req/s ratio | p99 ratio |
|---|---|---|---|---|---|---|---|
${like.map((r) => r.line).join('\n')}`,
    api: `| target | throughput / bare Fastify GET |\n|---|---|\n| GET /api/public/health (Nest, envelope) | ${health.toFixed(2)} |\n| GET /api/sign/me with a session (DB lookup) | ${me.toFixed(2)} |`,
    list: `Seeding took ${seedSeconds.toFixed(1)} s. The do-nothing POST reaches ${postShipped.rps.toFixed(2)} of the bare GET (p99 ${postShipped.p99.toFixed(1)}x), ${postTuned.rps.toFixed(2)} (${postTuned.p99.toFixed(1)}x) with the server's process tuning.

| target | req/s | p99 ms | req/s / GET | p99 / GET |
|---|---|---|---|---|
${list.join('\n')}`,
  };
  return { targets, sections };
}

module.exports = { apiRounds, apiReport };
