import { databases } from '../testing/test-app';
import { masterDataFixture } from './master-data.fixture';

// 000 §5 save checks on the admin master-data pages: each refusal names the browser's message key
// and the field, and nothing is written. Lists: master-data.api.spec.ts.
describe.each(databases())(
  'generic page engine: admin master data on %s (spec 000 §5, §6, §7; 001 §5, §7)',
  (_name, database) => {
    const fixture = masterDataFixture(database);
    const { http } = fixture;
    let sadmin: string;
    beforeAll(() => {
      ({ sadmin } = fixture.state);
    });

    describe("§5 save checks answer 400 with the browser's key and field, and write nothing", () => {
      const cases: Array<[string, string, Record<string, unknown>, string, string, string?]> = [
        [
          '§5.1 required',
          '/api/setting/country/edit',
          { country_name: 'Nowhere', country_use: 1 },
          'field_required',
          'country_id',
        ],
        [
          '§5.6 min bytes',
          '/api/setting/country/edit',
          { country_id: 'ZZB', country_name: 'Ab', country_use: 1 },
          'field_minLength',
          'country_name',
        ],
        [
          '§5.6 max bytes: 101 Hangul = 303 bytes > 300',
          '/api/setting/country/edit',
          { country_id: 'ZZC', country_name: '가'.repeat(101), country_use: 1 },
          'field_maxLength',
          'country_name',
        ],
        [
          '001 §5 Names: kr needs the Korean name',
          '/api/setting/country/region/edit',
          { region_country: 'ETH', region_name: 'Somewhere', region_use: 1 },
          'field_required',
          'region_name_locale',
        ],
        [
          '001 §5 Names: en needs the English name',
          '/api/setting/country/region/edit',
          { region_country: 'ETH', region_name_locale: '어딘가', region_use: 1 },
          'field_required',
          'region_name',
          'en',
        ],
        [
          '001 §5 region desc max 30000',
          '/api/setting/country/region/edit',
          { region_country: 'ETH', region_name_locale: '어딘가', region_desc: 'x'.repeat(30001), region_use: 1 },
          'field_maxLength',
          'region_desc',
        ],
        [
          '001 §5 code_id 1–45',
          '/api/setting/codelist/edit',
          {
            code_group_id: 'CNTR',
            code_id: 'x'.repeat(46),
            code_name: 'Name',
            code_name_kr: '이름',
            code_order: 1,
            code_use: 1,
          },
          'field_maxLength',
          'code_id',
        ],
        [
          '001 §5 code names 3–255',
          '/api/setting/codelist/edit',
          { code_group_id: 'CNTR', code_id: 'ZZZ', code_name: 'Na', code_name_kr: '이름', code_order: 1, code_use: 1 },
          'field_minLength',
          'code_name',
        ],
        [
          '§5.5 code_order not numeric',
          '/api/setting/codelist/edit',
          {
            code_group_id: 'CNTR',
            code_id: 'ZZZ',
            code_name: 'Name',
            code_name_kr: '이름',
            code_order: 'first',
            code_use: 1,
          },
          'field_NaN',
          'code_order',
        ],
        // Ids have their form (FieldDecl.pattern, admin review): a comma would split every list holding the code.
        [
          'a code id with a comma',
          '/api/setting/codelist/edit',
          {
            code_group_id: 'CNTR',
            code_id: 'A,B',
            code_name: 'Name',
            code_name_kr: '이름',
            code_order: 1,
            code_use: 1,
          },
          'field_pattern',
          'code_id',
        ],
        [
          'a code id in small letters',
          '/api/setting/codelist/edit',
          {
            code_group_id: 'NTPLC',
            code_id: 'park',
            code_name: 'Park',
            code_name_kr: '공원',
            code_order: 1,
            code_use: 1,
          },
          'field_pattern',
          'code_id',
        ],
        [
          'a country id that is not ISO alpha-3',
          '/api/setting/country/edit',
          { country_id: 'k1!', country_name: 'Nowhere', country_use: 1 },
          'field_pattern',
          'country_id',
        ],
        [
          'an alpha-2 code with a digit',
          '/api/setting/country/edit',
          { country_id: 'ZZD', country_name: 'Nowhere', country_code2: 'Z9', country_use: 1 },
          'field_pattern',
          'country_code2',
        ],
        [
          'a numeric code with a letter',
          '/api/setting/country/edit',
          { country_id: 'ZZE', country_name: 'Nowhere', country_code1: '41O', country_use: 1 },
          'field_pattern',
          'country_code1',
        ],
      ];
      it.each(cases)('%s', async (_label, path, UPList, key, field, locale = 'kr') => {
        const listPath = path.replace(/edit$/, 'list');
        const before = (await http().post(listPath).set('cookie', sadmin).send({ list_count: 5 })).body.pagination
          .total_count;
        const res = await http()
          .post(path)
          .set('cookie', sadmin)
          .set('x-locale', locale)
          .send({ mode: 'write', UPList });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ status: '400', description: key, field });
        expect(res.body.message.length).toBeGreaterThan(0);
        await new Promise((r) => setTimeout(r, 0));
        const after = (await http().post(listPath).set('cookie', sadmin).send({ list_count: 5, searchTitle: '' })).body
          .pagination.total_count;
        expect(after).toBe(before);
      });
    });
  },
);
