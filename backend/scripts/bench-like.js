// The like-for-like comparison: the product's list and save against bench-handmade.js
// (bare Fastify + the driver doing the same work by hand), per engine, interleaved in rounds.
const { run, runSaves } = require('./bench-load');
const { FARM_EDIT_AT } = require('./bench-seed');

const LIST = '/api/setting/country/region/list';
const EDIT = '/api/setting/country/farm/edit';
const FARMS_PER_RUN = 20;

/** Both servers must answer the same bytes for the same list request, or the comparison is void. */
async function assertSameList(engine, productUrl, handUrl, cookie, body) {
  const get = async (base) => {
    const res = await fetch(base + LIST, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${engine} ${base}${LIST}: ${res.status} ${await res.text()}`);
    return res.text();
  };
  const [product, hand] = [await get(productUrl), await get(handUrl)];
  if (product !== hand)
    throw new Error(
      `${engine}: the baseline's list differs from the product's for ${JSON.stringify(body)}:\n${product.slice(0, 600)}\n${hand.slice(0, 600)}`,
    );
}

/**
 * One engine's targets: `{ engine, productUrl, handUrl, cookie, deepPage, farmSeqs, country }`.
 * Returns per-target series to fill one round at a time (so engines interleave too).
 */
function likeForLike(t) {
  const series = { handFirst: [], first: [], handDeep: [], deep: [], handSave: [], save: [] };
  let farmAt = 0;
  const farms = () => t.farmSeqs.slice(farmAt, (farmAt += FARMS_PER_RUN));
  const first = { page: 1, list_count: 10 };
  const deep = { page: t.deepPage, list_count: 10 };
  return {
    engine: t.engine,
    series,
    check: async () => {
      await assertSameList(t.engine, t.productUrl, t.handUrl, t.cookie, first);
      await assertSameList(t.engine, t.productUrl, t.handUrl, t.cookie, deep);
    },
    round: async () => {
      series.handFirst.push(await run(t.handUrl + LIST, { cookie: t.cookie }, first));
      series.first.push(await run(t.productUrl + LIST, { cookie: t.cookie }, first));
      series.handDeep.push(await run(t.handUrl + LIST, { cookie: t.cookie }, deep));
      series.deep.push(await run(t.productUrl + LIST, { cookie: t.cookie }, deep));
      series.handSave.push(await runSaves(t.handUrl + EDIT, t.cookie, farms(), t.country, FARM_EDIT_AT));
      series.save.push(await runSaves(t.productUrl + EDIT, t.cookie, farms(), t.country, FARM_EDIT_AT));
    },
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const med = (xs, k) => median(xs.map((x) => x[k]));
// autocannon reports whole milliseconds: a p99 under 1 ms counts as 1 in a ratio.
const ms = (v) => Math.max(1, v);

/** Table rows (product vs hand-made, per target) and a summary per engine for the top table. */
function likeRows(engine, s) {
  const pairs = [
    ['list, first page', s.handFirst, s.first],
    ['list, offset 500,000', s.handDeep, s.deep],
    ['save, 10 fields, one transaction', s.handSave, s.save],
  ];
  return pairs.map(([name, hand, product]) => {
    const rps = med(product, 'rps') / med(hand, 'rps');
    const p99 = ms(med(product, 'p99')) / ms(med(hand, 'p99'));
    return {
      name,
      engine,
      rps,
      p99,
      productP99: med(product, 'p99'),
      line: `| ${engine} | ${name} | ${Math.round(med(hand, 'rps'))} | ${med(hand, 'p99')} | ${Math.round(med(product, 'rps'))} | ${med(product, 'p99')} | ${rps.toFixed(2)} | ${p99.toFixed(1)} |`,
    };
  });
}

module.exports = { likeForLike, likeRows };
