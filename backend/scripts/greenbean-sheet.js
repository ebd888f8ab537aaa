// A green-bean sheet for Collection (002 §6), made from the demo catalogue's columns, shared by the
// API test (admin/collection/collection.api.spec.ts) and `npm run bench`: the catalogue's rows over
// and over, each with its own name, in the units a person types (grams, %, moisture as 11.5: 000 §9),
// as .xlsx or .csv.
const ExcelJS = require('exceljs');
const { GREENBEAN_ADMIN_PAGES, collectionColumns, toDisplay } = require('@beantrail/contracts');

const page = GREENBEAN_ADMIN_PAGES.greenbeanDefaultAdmin;

/**
 * @param {Array<Record<string, unknown>>} catalogue rows of greenbean_default as stored
 * @param {number} count rows to write
 * @param {{ format?: 'xlsx' | 'csv', edit?: (row: Record<string, unknown>, index: number) => void }} [options]
 *   `edit` may change a row (in shown units) before it is written: a bad cell for a test.
 * @returns {Promise<{ data: Buffer, headers: string[], names: string[] }>}
 */
async function greenbeanSheet(catalogue, count, options = {}) {
  const columns = collectionColumns(page).insert.filter((f) =>
    catalogue.some((row) => row[f.name] !== null && row[f.name] !== undefined),
  );
  const headers = columns.map((f) => f.name);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('greenbean');
  sheet.addRow(headers);
  const names = [];
  for (let i = 0; i < count; i++) {
    const base = catalogue[i % catalogue.length];
    const row = Object.fromEntries(columns.map((f) => [f.name, toDisplay(f, base[f.name])]));
    row.greenbean_name = `${base.greenbean_name} lot ${i + 1}`;
    if ('greenbean_name_locale' in row) row.greenbean_name_locale = `${base.greenbean_name_locale} ${i + 1}`;
    options.edit?.(row, i);
    names.push(row.greenbean_name);
    sheet.addRow(headers.map((h) => row[h] ?? null));
  }
  const data = options.format === 'csv' ? await workbook.csv.writeBuffer() : await workbook.xlsx.writeBuffer();
  return { data: Buffer.from(data), headers, names };
}

module.exports = { greenbeanSheet, collectionPage: page };
