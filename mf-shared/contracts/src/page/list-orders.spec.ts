import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_PAGES } from './all-pages';
import { CAFE_VIEWS } from './cafe';
import { orderOptions } from './fields';
import { cafeRoasterPage } from './link/roaster-cafe';
import type { PageDecl } from './types';

/**
 * The lists docs/ENGINE.md "List default order" names as opening in another order than
 * registration time: page id → order value, read from the table's first two cells.
 */
function documentedOrders(): Map<string, string> {
  const doc = readFileSync(join(__dirname, '../../../../docs/ENGINE.md'), 'utf8');
  const section = doc.split(/^### /m).find((s) => s.startsWith('List default order'));
  if (!section) throw new Error('docs/ENGINE.md has no "### List default order" section');
  const rows = [...section.matchAll(/^\| `(\w+)` \| `(\w+)`/gm)];
  return new Map(rows.map((m) => [m[1], m[2]]));
}

// Pages with a list that ALL_PAGES leaves out (a view of another page's calls, the cafe's side of a link).
const LISTED: readonly PageDecl[] = [...ALL_PAGES, ...Object.values(CAFE_VIEWS), cafeRoasterPage].filter((p) => p.list);

describe('000 §9 "Default order options: registration time descending or ascending": where the document names no order, a list opens in registration order', () => {
  it('every list opens in registration order, or in the order docs/ENGINE.md lists for it with its reason', () => {
    const documented = documentedOrders();
    const other = LISTED.filter((p) => orderOptions(p)[0].field !== 'rgst_at').map((p) => ({
      list: p.id,
      order: orderOptions(p)[0].value,
    }));
    expect(other.filter(({ list, order }) => documented.get(list) !== order)).toEqual([]);
  });

  it('the table names only lists that open in that order (no row outlives its list)', () => {
    const documented = documentedOrders();
    const byId = new Map(LISTED.map((p) => [p.id, p]));
    const stale = [...documented].filter(([list, order]) => {
      const page = byId.get(list);
      return !page || orderOptions(page)[0].value !== order;
    });
    expect(stale).toEqual([]);
    expect(documented.size).toBeGreaterThan(0);
  });
});

describe('001 §3 master data: master-data lists open in name order, not registration order (seeded rows read Z→A)', () => {
  // The administrator's master-data lists of 001 §1's page table: countries, regions, farms, code
  // groups, codes, varieties, companies, roasters, cafes, equipment, materials.
  const MASTER = [
    'country',
    'region',
    'farm',
    'codeGroup',
    'code',
    'variety',
    'company',
    'roasterAdmin',
    'cafeAdmin',
    'equipAdmin',
    'material',
  ];

  it.each(MASTER)('%s opens by its Korean name ascending, its English name the next order', (id) => {
    const page = ALL_PAGES.find((p) => p.id === id);
    expect(page).toBeDefined();
    const [first, second] = orderOptions(page!);
    expect({ value: first.value, dir: first.dir, named: /name|nick/.test(first.field) }).toEqual({
      value: 'name_locale_asc',
      dir: 'asc',
      named: true,
    });
    expect({ value: second.value, dir: second.dir, named: /name/.test(second.field) }).toEqual({
      value: 'name_asc',
      dir: 'asc',
      named: true,
    });
  });
});
