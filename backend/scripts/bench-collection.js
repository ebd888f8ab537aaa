// Collection for `npm run bench` (002 §6; the import time is a benchmark, not a timed test): a 2,000-row
// green-bean sheet made from the demo catalogue (greenbean-sheet.js, the one the API test uses) is
// previewed and then committed on the running build, as the top administrator. The baseline, in the
// same run: the same kind of row saved one at a time through the page's own form save
// (POST …/greenbeandefault/edit), which is what an administrator without Collection would do. The
// ratio is the commit's time per row over the form save's time per row.
const { greenbeanSheet, collectionPage } = require('./greenbean-sheet');
const { collectionColumns } = require('@beantrail/contracts');

const ROWS = Number(process.env.BENCH_COLLECTION_ROWS ?? 2000);
const SINGLE = Number(process.env.BENCH_COLLECTION_SINGLE ?? 200);
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;

function catalogueOf(sqliteFile) {
  const db = new (require('better-sqlite3'))(sqliteFile, { readonly: true });
  try {
    return db.prepare('SELECT * FROM greenbean_default ORDER BY greenbean_default_seq').all();
  } finally {
    db.close();
  }
}

async function send(baseUrl, cookie, step, data) {
  const form = new FormData();
  form.append('page', collectionPage.id);
  form.append('file', new Blob([data]), 'bench-beans.xlsx');
  const start = process.hrtime.bigint();
  const res = await fetch(`${baseUrl}/api/setting/system/collection/${step}`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${step}: ${res.status} ${body.description ?? ''}`);
  return { ms: ms(start), result: body.result };
}

/** One row at a time through the form's save: the baseline. */
async function singleSaves(baseUrl, cookie, catalogue) {
  const fields = collectionColumns(collectionPage).insert.map((f) => f.name);
  const start = process.hrtime.bigint();
  for (let i = 0; i < SINGLE; i++) {
    const base = catalogue[i % catalogue.length];
    const UPList = Object.fromEntries(
      fields.filter((f) => base[f] !== null && base[f] !== undefined).map((f) => [f, base[f]]),
    );
    UPList.greenbean_name = `${base.greenbean_name} single ${i + 1}`;
    if ('greenbean_name_locale' in UPList) UPList.greenbean_name_locale = `${base.greenbean_name_locale} 단건 ${i + 1}`;
    const res = await fetch(`${baseUrl}${collectionPage.api.edit}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'write', UPList }),
    });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`single save: ${res.status} ${body.description ?? ''} ${body.field ?? ''}`);
  }
  return ms(start);
}

/** @returns {Promise<{ text: string, ratio: number | null }>} */
async function collectionSection(baseUrl, cookie, sqliteFile) {
  try {
    const catalogue = catalogueOf(sqliteFile);
    const { data } = await greenbeanSheet(catalogue, ROWS);
    const single = await singleSaves(baseUrl, cookie, catalogue);
    const preview = await send(baseUrl, cookie, 'preview', data);
    const commit = await send(baseUrl, cookie, 'commit', data);
    if (commit.result.inserted !== ROWS) throw new Error(`commit inserted ${commit.result.inserted} of ${ROWS}`);
    const perRow = commit.ms / ROWS;
    const singlePerRow = single / SINGLE;
    const ratio = perRow / singlePerRow;
    const text = `
## Collection

A ${ROWS.toLocaleString('en')}-row green-bean sheet (.xlsx, ${(data.length / 1024).toFixed(0)} KiB) made from the demo catalogue's
columns (backend/scripts/greenbean-sheet.js), sent to the running build as the top administrator:
the preview checks every row and saves nothing; the commit checks and saves them in one
transaction. The baseline, measured in the same run: ${SINGLE} rows of the same kind saved one at a
time through the page's own form save, one request after another.

| step | whole request ms | ms per row | per row / form save |
|---|---|---|---|
| form save, one row per request (baseline) | ${single.toFixed(0)} for ${SINGLE} | ${singlePerRow.toFixed(2)} | 1.00 |
| preview, ${ROWS} rows | ${preview.ms.toFixed(0)} | ${(preview.ms / ROWS).toFixed(2)} | ${(preview.ms / ROWS / singlePerRow).toFixed(2)} |
| commit, ${ROWS} rows | ${commit.ms.toFixed(0)} | ${perRow.toFixed(2)} | ${ratio.toFixed(2)} |
`;
    return { text, ratio };
  } catch (e) {
    return { text: `\n## Collection\n\nNot measured: ${e.message}\n`, ratio: null };
  }
}

module.exports = { collectionSection };
