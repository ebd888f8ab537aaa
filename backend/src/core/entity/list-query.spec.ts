import { countryPage, regionPage } from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';
import { ListCache } from './list-cache';
import { cursorOf, keysetClause, listQuery, MAX_PAGE, pageNumber, parseListRequest } from './list-query';
import { containsPattern, fromDbTime, toDbTime } from './sql';

const sqlite = { mysql: false, q: (n: string) => `"${n}"` };

describe('list request → SQL (spec 000 §2 list parameters, §9 page sizes and default order)', () => {
  it('defaults: page 1, 10 rows, the first declared order (a master-data list: its name, 001 §3) with the key as tie-break', () => {
    const lq = listQuery(countryPage, parseListRequest({}), sqlite);
    expect(lq).toMatchObject({
      page: 1,
      listCount: 10,
      where: '1=1',
      params: [],
      orderBy: '"country_nick" ASC, "country_seq" ASC',
    });
    expect(listQuery(countryPage, parseListRequest({ orderType: 'rgst_desc' }), sqlite).orderBy).toBe(
      '"rgst_at" DESC, "country_seq" DESC',
    );
  });

  it('page sizes from §9 only (desktop and mobile); anything else falls back to 10', () => {
    expect(listQuery(countryPage, parseListRequest({ list_count: '5' }), sqlite).listCount).toBe(5);
    expect(listQuery(countryPage, parseListRequest({ list_count: 100 }), sqlite).listCount).toBe(100);
    expect(listQuery(countryPage, parseListRequest({ list_count: 1000 }), sqlite).listCount).toBe(10);
    expect(listQuery(countryPage, parseListRequest({ page: -3 }), sqlite).page).toBe(1);
  });

  it('the page: whole numbers (or their digits), at most MAX_PAGE; anything else is 400 naming page (attacker review)', () => {
    expect([undefined, null, '', 0, '0', 1, '1'].map(pageNumber)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect([7, '7', ' 7 ', 50_001].map(pageNumber)).toEqual([7, 7, 7, 50_001]);
    // 1e308 was echoed back as the page, and its offset handed to the database.
    expect([1e308, '99999999999999999999', MAX_PAGE + 1].map(pageNumber)).toEqual([MAX_PAGE, MAX_PAGE, MAX_PAGE]);
    for (const page of [Infinity, 'Infinity', NaN, 2.5, '2.5', '0x2', '1e3', true, [2], {}]) {
      expect(() => pageNumber(page)).toThrow(expect.objectContaining({ key: 'bad_request', field: 'page' }));
    }
  });

  it('an unknown orderType takes the default; a declared one its field', () => {
    expect(listQuery(countryPage, parseListRequest({ orderType: 'user_pass' }), sqlite).order.value).toBe(
      'name_locale_asc',
    );
    expect(listQuery(countryPage, parseListRequest({ orderType: 'name_asc' }), sqlite).orderBy).toBe(
      '"country_name" ASC, "country_seq" ASC',
    );
  });

  it('searchTitle matches every title field unless searchSelect picks one; wildcards are literal', () => {
    const all = listQuery(countryPage, parseListRequest({ searchTitle: '5%_off' }), sqlite);
    expect(all.where).toBe(
      `("country_name" LIKE ? ESCAPE '!' OR "country_nick" LIKE ? ESCAPE '!' OR "country_id" LIKE ? ESCAPE '!')`,
    );
    expect(all.params).toEqual(['%5!%!_off%', '%5!%!_off%', '%5!%!_off%']);
    expect(
      listQuery(countryPage, parseListRequest({ searchSelect: 'country_id', searchTitle: 'KOR' }), sqlite).params,
    ).toEqual(['%KOR%']);
    expect(() =>
      listQuery(countryPage, parseListRequest({ searchSelect: 'user_pass', searchTitle: 'x' }), sqlite),
    ).toThrow(ApiRefusal);
  });

  it('search text is bounded to 200 bytes and must be well-formed (400 naming the parameter, never a 500 from LIKE)', () => {
    const refusal = (raw: Record<string, unknown>) => {
      try {
        listQuery(regionPage, parseListRequest(raw), sqlite);
        return null;
      } catch (e) {
        return [(e as ApiRefusal).getStatus(), (e as ApiRefusal).key, (e as ApiRefusal).field];
      }
    };
    expect(refusal({ searchTitle: 'x'.repeat(200) })).toBeNull();
    expect(refusal({ searchTitle: '가'.repeat(66) })).toBeNull();
    expect(refusal({ searchTitle: 'x'.repeat(50_000) })).toEqual([400, 'field_maxLength', 'searchTitle']);
    expect(refusal({ searchTitle: '가'.repeat(67) })).toEqual([400, 'field_maxLength', 'searchTitle']);
    expect(refusal({ searchType: 'x'.repeat(201) })).toEqual([400, 'field_maxLength', 'searchType']);
    expect(refusal({ search0: 'x'.repeat(201) })).toEqual([400, 'field_maxLength', 'search0']);
    expect(refusal({ searchTitle: 'a\ud800' })).toEqual([400, 'field_text', 'searchTitle']);
  });

  it('the body becomes a ListRequest once: list parameters only, texts trimmed, empties left out; an object or a list is 400 naming it', () => {
    expect(
      parseListRequest({
        page: '3',
        list_count: '20',
        orderType: ' name_asc ',
        searchTitle: ' Kenya ',
        searchType: '',
        search2: 7,
        roaster_seq: 4,
        after: 'abc',
      }),
    ).toEqual({
      page: 3,
      list_count: 20,
      orderType: 'name_asc',
      searchTitle: 'Kenya',
      search2: '7',
      after: 'abc',
    });
    expect(parseListRequest(undefined)).toEqual({ page: 1, list_count: 10 });
    expect(parseListRequest([{ page: 2 }])).toEqual({ page: 1, list_count: 10 });
    for (const param of ['searchTitle', 'searchSelect', 'searchType', 'search0']) {
      expect(() => parseListRequest({ [param]: { $ne: '' } })).toThrow(
        expect.objectContaining({ key: 'bad_request', field: param }),
      );
      expect(() => parseListRequest({ [param]: ['a'] })).toThrow(
        expect.objectContaining({ key: 'bad_request', field: param }),
      );
    }
  });

  it('searchType and search0… filter the declared fields, typed (booleans 1/0, numbers checked)', () => {
    const lq = listQuery(regionPage, parseListRequest({ searchType: 'ETH', search0: 'true' }), sqlite, {
      column: 'owner_seq',
      value: 7,
    });
    expect(lq.where).toBe('"owner_seq" = ? AND "region_country" = ? AND "region_use" = ?');
    expect(lq.params).toEqual([7, 'ETH', 1]);
  });

  it('keyset: a cursor becomes a seekable range condition; a malformed one is ignored', () => {
    const after = cursorOf(['2026-01-01 00:00:00.000', 5]);
    const lq = listQuery(countryPage, parseListRequest({ after, orderType: 'rgst_desc' }), sqlite);
    expect(lq.after).toEqual({
      sql: '("rgst_at" <= ? AND ("rgst_at" < ? OR ("country_seq" < ?)))',
      params: ['2026-01-01 00:00:00.000', '2026-01-01 00:00:00.000', 5],
    });
    expect(listQuery(countryPage, parseListRequest({ after: 'garbage' }), sqlite).after).toBeUndefined();
    expect(keysetClause(['a', 'b', 'c'], [1, 2, 3], 'asc', sqlite).sql).toBe(
      '("a" >= ? AND ("a" > ? OR ("b" >= ? AND ("b" > ? OR ("c" > ?)))))',
    );
  });
});

describe('engine-neutral values', () => {
  it('times: ISO in, the TypeORM SQLite text format out and back', () => {
    expect(toDbTime('2026-11-22T10:00:00.123Z')).toBe('2026-11-22 10:00:00.123');
    expect(fromDbTime('2026-11-22 10:00:00.123')).toBe('2026-11-22T10:00:00.123Z');
    expect(fromDbTime(new Date('2026-11-22T10:00:00.123Z'))).toBe('2026-11-22T10:00:00.123Z');
    // The text fast path agrees with a Date parse, also without milliseconds; other text still parses.
    for (const t of ['2026-01-31 23:59:59.999', '2020-02-29 00:00:00.000', '2026-11-22 10:00:00'])
      expect(fromDbTime(t)).toBe(new Date(t.replace(' ', 'T') + 'Z').toISOString());
    expect(fromDbTime('2026-11-22T10:00:00+09:00')).toBe('2026-11-22T01:00:00.000Z');
    expect(fromDbTime('not a time')).toBe('not a time');
    expect(() => toDbTime('yesterday')).toThrow(RangeError);
  });

  it('contains-pattern escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('a!b%c_d')).toBe('%a!!b!%c!_d%');
  });

  it('list cache: entries expire after the TTL and a write drops its table only', () => {
    const cache = new ListCache<number>(1000);
    cache.set(ListCache.key('country', 'x'), 1, 0);
    cache.set(ListCache.key('region', 'x'), 2, 0);
    expect(cache.get(ListCache.key('country', 'x'), 999)).toBe(1);
    expect(cache.get(ListCache.key('country', 'x'), 1000)).toBeUndefined();
    cache.set(ListCache.key('country', 'x'), 1, 0);
    cache.dropTable('country');
    expect(cache.get(ListCache.key('country', 'x'), 1)).toBeUndefined();
    expect(cache.get(ListCache.key('region', 'x'), 1)).toBe(2);
  });
});
