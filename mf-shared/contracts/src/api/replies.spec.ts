import {
  ALL_PAGES,
  type FieldDecl,
  isLookupUrl,
  type ListReply,
  LOOKUPS,
  type LookupRowOf,
  pageFields,
  pageSublists,
} from '../index';

// The `@ts-expect-error` lines fail the contracts typecheck (tsconfig.json takes the specs) once the
// shape they refuse compiles; jest itself compiles without types, so the run-time checks beside them.
describe('reply types and lookup URLs (docs/ARCHITECTURE.md "Replies")', () => {
  it('a select names only a declared lookup URL: another one does not compile', () => {
    const declared: FieldDecl = { name: 'region', widget: 'select', source: { dataUrl: '/api/code/region' } };
    // @ts-expect-error a URL LOOKUPS does not declare
    const undeclared: FieldDecl = { name: 'region', widget: 'select', source: { dataUrl: '/api/code/regions' } };
    expect(isLookupUrl(declared.source?.dataUrl)).toBe(true);
    expect(isLookupUrl(undeclared.source?.dataUrl)).toBe(false);
    expect(isLookupUrl('toString')).toBe(false);
  });

  it('every select of every declared page (and of its sublists) names a declared lookup, also at run time', () => {
    const named = ALL_PAGES.flatMap((page) => [...pageFields(page), ...pageSublists(page).flatMap((s) => s.fields)])
      .map((f) => f.source?.dataUrl)
      .filter((url): url is NonNullable<typeof url> => url !== undefined);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((url) => !isLookupUrl(url))).toEqual([]);
    expect(Object.keys(LOOKUPS)).toEqual(expect.arrayContaining([...new Set(named)]));
  });

  it('a list reply carries its rows as an array only; a master lookup row its declared columns', () => {
    const base = {
      status: 'OK',
      description: '',
      pagination: { page: 1, total_pages: 1, list_count: 10, total_count: 0 },
      paginationMap: { orderType: 'rgst_desc', next: null },
      write_check: 1,
    } as const;
    const rows: ListReply = { ...base, result: [] };
    // @ts-expect-error a named result ({ list: [...] }) is no list reply
    const named: ListReply = { ...base, result: { list: [] } };
    expect([rows.result, named.result].map(Array.isArray)).toEqual([true, false]);
    const region: LookupRowOf<'/api/code/region'> = {
      region_seq: 1,
      region_country: 'KEN',
      region_parent_seq: null,
      region_name: 'Nyeri',
      region_name_locale: '니에리',
      // @ts-expect-error a region row has no region_code
      region_code: 'x',
    };
    expect(region.region_seq).toBe(1);
  });

  it("an owner's lookup row has its declared columns as well, not any option's (lookup-rows.ts)", () => {
    const member: LookupRowOf<'/api/roaster/user/code'> = {
      user_seq: 3,
      user_nick: 'Mina',
      user_auth: 'MNG',
      // @ts-expect-error a member row carries no password
      user_pass: 'x',
    };
    const recipe: LookupRowOf<'/api/cafe/brewing/default/code'> = {
      brewing_seq: 1,
      brewing_type: 'PO',
      brewing_name: 'V60',
      brewing_name_locale: null,
      // @ts-expect-error a recipe row has no brewing_time (the copy call sends that)
      brewing_time: 120,
    };
    expect([member.user_seq, recipe.brewing_seq]).toEqual([3, 1]);
  });
});
