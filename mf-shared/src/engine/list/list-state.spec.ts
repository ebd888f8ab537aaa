import {
  cafeBrewingResultPage,
  cafeBrewingTodayPage,
  countryPage,
  orderOptions,
  regionPage,
  resolvePreset,
  roastingResultPage,
} from '@beantrail/contracts';
import {
  columnSort,
  defaultListState,
  defaultSearchSelect,
  listRequest,
  listStateToQuery,
  pageButtons,
  pageSizes,
  parseListState,
} from './list-state';

describe('list state in the URL (spec 000 §2 Generic list, §9 page sizes)', () => {
  it('spec 000 §9: defaults are page 1, 10 rows on desktop and 5 on mobile, the first order', () => {
    // A master-data list's first order is its name (001 §3); registration time is the others' (000 §9).
    expect(defaultListState(countryPage, false)).toMatchObject({
      page: 1,
      list_count: 10,
      orderType: 'name_locale_asc',
      searchSelect: '',
    });
    expect(defaultListState(countryPage, true).list_count).toBe(5);
    expect(pageSizes(false)).toEqual([10, 20, 30, 50, 100]);
    expect(pageSizes(true)).toEqual([5, 10, 20, 30, 50]);
  });

  it('spec 000 §2: reads page, list_count, orderType, searchSelect, searchTitle, searchType and search0…', () => {
    const q = new URLSearchParams(
      'page=3&list_count=20&orderType=name_asc&searchSelect=country_id&searchTitle=KO&searchType=CFPRDC&search0=1',
    );
    expect(parseListState(q, countryPage, false)).toEqual({
      page: 3,
      list_count: 20,
      orderType: 'name_asc',
      searchSelect: 'country_id',
      searchTitle: 'KO',
      searchType: 'CFPRDC',
      search: ['1'],
    });
  });

  it('falls back to defaults for sizes not offered on this screen, unknown orders and bad pages', () => {
    const q = new URLSearchParams('page=-2&list_count=100&orderType=nope&searchSelect=evil');
    const mobile = parseListState(q, countryPage, true);
    expect(mobile).toMatchObject({ page: 1, list_count: 5, orderType: 'name_locale_asc', searchSelect: '' });
    expect(parseListState(q, countryPage, false).list_count).toBe(100);
  });

  it('writes only what differs from the default, and reads back the same state', () => {
    const state = {
      ...defaultListState(regionPage, false),
      page: 4,
      searchSelect: 'region_name_locale',
      searchTitle: '안티구아',
      searchType: 'GTM',
      search: ['0'],
    };
    const q = listStateToQuery(state, regionPage, false);
    expect(q.toString()).toBe(
      'page=4&searchSelect=region_name_locale&searchTitle=%EC%95%88%ED%8B%B0%EA%B5%AC%EC%95%84&searchType=GTM&search0=0',
    );
    expect(parseListState(q, regionPage, false)).toEqual(state);
    expect(listStateToQuery(defaultListState(regionPage, false), regionPage, false).toString()).toBe('');
  });

  it('spec 000 §7: the list request carries page, list_count, orderType and only the search values given', () => {
    const req = listRequest({ ...defaultListState(countryPage, false), searchType: 'CFPRDC' });
    expect(req).toEqual({ page: 1, list_count: 10, orderType: 'name_locale_asc', searchType: 'CFPRDC' });
  });

  it('spec 002 §2.2: a view sends its preset filters with every list call, and they stay out of the URL', () => {
    const state = defaultListState(cafeBrewingTodayPage, false);
    const d = new Date();
    const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(listRequest(state, cafeBrewingTodayPage)).toEqual({
      search1: today,
      page: 1,
      list_count: 10,
      orderType: 'main_desc',
    });
    expect(listStateToQuery(state, cafeBrewingTodayPage, false).toString()).toBe('');
  });

  it("spec 002 §2.2: Today's brewing lists the brews of the reader's today, main ones first and marked, not main brews of any day", () => {
    expect(resolvePreset(cafeBrewingTodayPage.list?.preset, new Date(2026, 10, 28, 23, 30))).toEqual({
      search1: '2026-11-28',
    });
    expect(orderOptions(cafeBrewingTodayPage)[0]).toEqual({
      value: 'main_desc',
      field: 'brewing_result_main',
      dir: 'desc',
    });
    expect(cafeBrewingTodayPage.list?.columns.map((c) => c.field)).toContain('brewing_result_main');
    // The date filter is the result page's own, so the server's list call (CafeBrewingResult) reads it.
    expect(cafeBrewingResultPage.list?.search?.params?.[1].field).toBe('brewing_result_date');
    expect(cafeBrewingResultPage.list?.orders?.map((o) => o.value)).toContain('main_desc');
  });
});

describe('page-number buttons (spec 000 §2, §9: groups of 10 on desktop, 5 on mobile)', () => {
  it('desktop: page 12 of 30 shows 11–20, previous group ends at 10, next starts at 21', () => {
    expect(pageButtons(12, 30, false)).toEqual({
      pages: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      first: 1,
      prev: 10,
      next: 21,
      last: 30,
    });
  });

  it('mobile: page 12 of 30 shows 11–15', () => {
    expect(pageButtons(12, 30, true)).toEqual({ pages: [11, 12, 13, 14, 15], first: 1, prev: 10, next: 16, last: 30 });
  });

  it('first page of a short list has no first/previous/next, only last', () => {
    expect(pageButtons(1, 3, false)).toEqual({ pages: [1, 2, 3], first: null, prev: null, next: null, last: 3 });
    expect(pageButtons(3, 3, false)).toMatchObject({ first: 1, last: null });
  });

  it('an empty list still has page 1, and a page past the end is clamped', () => {
    expect(pageButtons(1, 0, false).pages).toEqual([1]);
    expect(pageButtons(99, 7, true)).toMatchObject({ pages: [6, 7], next: null, last: null });
  });
});

describe('column headers as sort controls (000 §2 order options; 000 §9 default orders)', () => {
  it('a column sorts when an order is declared on its field; clicking flips the direction', () => {
    expect(columnSort(roastingResultPage, 'roasting_result_date', 'date_desc')).toEqual({
      sortable: true,
      active: true,
      dir: 'desc',
      next: 'date_asc',
    });
    expect(columnSort(roastingResultPage, 'roasting_result_date', 'date_asc')).toEqual({
      sortable: true,
      active: true,
      dir: 'asc',
      next: 'date_desc',
    });
    expect(columnSort(roastingResultPage, 'roasting_result_date', 'rgst_desc')).toEqual({
      sortable: true,
      active: false,
      dir: 'desc',
      next: 'date_desc',
    });
    expect(columnSort(roastingResultPage, 'roasting_mass', 'date_desc').sortable).toBe(false);
    expect(columnSort(roastingResultPage, 'roasting_instock', 'rgst_desc').sortable).toBe(false);
  });
});

describe('the default title search looks in every title field (both name columns)', () => {
  it("is '' (all) where a page declares several, the one field where it declares one", () => {
    expect(defaultSearchSelect(countryPage)).toBe('');
    expect(defaultSearchSelect(regionPage)).toBe('');
    // The default is not written into the URL, and reading it back gives the same state.
    const state = { ...defaultListState(countryPage, false), searchTitle: '에티오피아' };
    const q = listStateToQuery(state, countryPage, false);
    expect(q.has('searchSelect')).toBe(false);
    expect(parseListState(q, countryPage, false)).toEqual(state);
    // The list call leaves searchSelect out, which the server reads as every title field.
    expect(listRequest(state)).not.toHaveProperty('searchSelect');
    expect(listRequest({ ...state, searchSelect: 'country_id' }).searchSelect).toBe('country_id');
  });
});
