import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ADMIN_PAGES, type ListReply, LOOKUPS, type LookupReply, type LookupRowOf } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { dialectOf, toDbTime } from '../core/entity/sql';
import { databases, signIn, startApp } from '../testing/test-app';

describe.each(databases())(
  'generic page engine: admin master data on %s (spec 000 §5, §6, §7; 001 §5, §7)',
  (_name, database) => {
    let app: NestFastifyApplication;
    let admin: string;
    let sadmin: string;
    let user: string;
    const http = () => request(app.getHttpServer());
    const countryCount = async () =>
      (await http().post('/api/setting/country/list').set('cookie', admin).send({ list_count: 5 })).body.pagination
        .total_count as number;

    beforeAll(async () => {
      app = await startApp(await database());
      [admin, sadmin, user] = [await signIn(app, 'admin'), await signIn(app, 'sadmin'), await signIn(app, 'user')];
    });
    afterAll(async () => {
      await app.close();
    });

    it('§7 list: envelope with pagination, write_check, order registration time desc (000 §9)', async () => {
      const res = await http()
        .post('/api/setting/country/list')
        .set('cookie', admin)
        .send({ page: 2, list_count: 10, orderType: 'rgst_desc' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'OK',
        write_check: 1,
        pagination: { page: 2, list_count: 10 },
        paginationMap: { orderType: 'rgst_desc' },
      });
      const reply: ListReply = res.body;
      expect(Array.isArray(reply.result)).toBe(true);
      expect(typeof reply.paginationMap.next).toBe('string');
      // The body is the list parameters' only carrier: the same ones in the query string are not read.
      const queryOnly = await http()
        .post('/api/setting/country/list?page=2&list_count=20&orderType=rgst_desc&searchTitle=KOR')
        .set('cookie', admin)
        .send({});
      expect(queryOnly.body).toMatchObject({
        pagination: { page: 1, list_count: 10, total_count: res.body.pagination.total_count },
        paginationMap: { orderType: 'name_locale_asc' },
      });
      expect(res.body.pagination.total_count).toBeGreaterThanOrEqual(249);
      expect(res.body.pagination.total_pages).toBe(Math.ceil(res.body.pagination.total_count / 10));
      expect(res.body.result).toHaveLength(10);
      const times = res.body.result.map((r: { rgst_at: string }) => r.rgst_at);
      expect([...times].sort().reverse()).toEqual(times);
      expect(Object.keys(res.body.result[0])).toEqual(
        expect.arrayContaining(['country_seq', 'country_id', 'country_name', 'country_use']),
      );
    });

    it('demo seed: varieties from code group VRT with their species (SPC), regions with Korean names', async () => {
      const varieties = await http()
        .post('/api/variety/list')
        .set('cookie', admin)
        .send({ searchSelect: 'variety_id', searchTitle: 'TYP' });
      expect(varieties.body.result[0]).toMatchObject({
        variety_id: 'TYP',
        variety_name: 'Typica',
        variety_name_kr: '티피카',
        species_type: 'ARB',
      });
      const regions = await http()
        .post('/api/setting/country/region/list')
        .set('cookie', admin)
        .send({ searchSelect: 'region_name', searchTitle: 'Yirgacheffe' });
      expect(regions.body.result[0]).toMatchObject({ region_country: 'ETH', region_name_locale: '예가체프' });
    });

    it('§2 paging through 250 seeded countries: every row once, last page partial, out-of-range page empty', async () => {
      const seen = new Set<number>();
      const first = await http()
        .post('/api/setting/country/list')
        .set('cookie', admin)
        .send({ list_count: 50, orderType: 'name_asc' });
      const pages = first.body.pagination.total_pages;
      for (let p = 1; p <= pages; p++) {
        const res = await http()
          .post('/api/setting/country/list')
          .set('cookie', admin)
          .send({ page: p, list_count: 50, orderType: 'name_asc' });
        for (const r of res.body.result) seen.add(r.country_seq);
      }
      expect(seen.size).toBe(first.body.pagination.total_count);
      const beyond = await http()
        .post('/api/setting/country/list')
        .set('cookie', admin)
        .send({ page: pages + 1, list_count: 50 });
      expect(beyond.body.result).toEqual([]);
    });

    it('deep pages by keyset: following paginationMap.next gives the same rows as page numbers, both orders', async () => {
      for (const orderType of ['rgst_desc', 'name_asc']) {
        const byOffset: number[] = [];
        const byCursor: number[] = [];
        let after: string | null = null;
        for (let p = 1; p <= 6; p++) {
          const off = await http()
            .post('/api/setting/country/list')
            .set('cookie', admin)
            .send({ page: p, list_count: 20, orderType });
          byOffset.push(...off.body.result.map((r: { country_seq: number }) => r.country_seq));
          const cur: request.Response = await http()
            .post('/api/setting/country/list')
            .set('cookie', admin)
            .send({ page: p, list_count: 20, orderType, ...(after ? { after } : {}) });
          byCursor.push(...cur.body.result.map((r: { country_seq: number }) => r.country_seq));
          after = cur.body.paginationMap.next;
          expect(typeof after).toBe('string');
        }
        expect(byCursor).toEqual(byOffset);
        expect(new Set(byCursor).size).toBe(120);
      }
      const garbage = await http()
        .post('/api/setting/country/list')
        .set('cookie', admin)
        .send({ page: 2, list_count: 10, after: 'not-a-cursor' });
      expect(garbage.body.result).toHaveLength(10);
    });

    it('§2 search: searchSelect + searchTitle (LIKE, wildcards literal), searchType, search0', async () => {
      const kor = await http()
        .post('/api/setting/country/list')
        .set('cookie', admin)
        .send({ searchSelect: 'country_id', searchTitle: 'KOR' });
      expect(kor.body.result.map((r: { country_id: string }) => r.country_id)).toEqual(['KOR']);
      const pct = await http().post('/api/setting/country/list').set('cookie', admin).send({ searchTitle: '%' });
      expect(pct.body.pagination.total_count).toBe(0);
      const producers = await http()
        .post('/api/setting/country/list')
        .set('cookie', admin)
        .send({ searchType: 'CFPRDC', list_count: 100 });
      expect(producers.body.pagination.total_count).toBeGreaterThan(50);
      expect(producers.body.result.every((r: { country_filter: string }) => r.country_filter === 'CFPRDC')).toBe(true);
      // Without searchSelect the text is looked for in every title field, Korean names (CLDR spelling) too.
      for (const [text, id] of [
        ['에티오피아', 'ETH'],
        ['포르투갈', 'PRT'],
        ['Ethiopia', 'ETH'],
      ]) {
        const found = await http().post('/api/setting/country/list').set('cookie', admin).send({ searchTitle: text });
        expect(found.body.result.map((r: { country_id: string }) => r.country_id)).toEqual([id]);
      }
      const bad = await http()
        .post('/api/setting/country/list')
        .set('cookie', admin)
        .send({ searchSelect: 'user_pass', searchTitle: 'x' });
      expect(bad.status).toBe(400);
      const regions = await http()
        .post('/api/setting/country/region/list')
        .set('cookie', admin)
        .send({ searchType: 'ETH', search0: '1', list_count: 100 });
      expect(regions.body.result.length).toBe(10);
    });

    it('§7 detail by id and write → view → edit → remove round trip, audit set by the server', async () => {
      const write = await http()
        .post('/api/setting/country/edit')
        .set('cookie', admin)
        .send({ mode: 'write', UPList: { country_id: 'ZZA', country_name: 'Zedland', country_use: 1 } });
      expect(write.status).toBe(200);
      expect(write.body).toMatchObject({ status: 'OK', description: 'save_ok' });
      const seq = write.body.result.country_seq;
      expect(typeof seq).toBe('number');
      const detail = await http().get(`/api/setting/country/detail/${seq}`).set('cookie', admin);
      expect(detail.body.result).toMatchObject({
        country_id: 'ZZA',
        country_name: 'Zedland',
        country_use: true,
        rgst_by: 'admin',
        edit_by: 'admin',
      });
      expect(detail.body.result.rgst_user).toBeUndefined(); // admin variant: SADMIN only (000 §3)
      expect(detail.body.detail_result).toEqual({ edit_check: 1, remove_check: 1 });
      const asSadmin = await http().get(`/api/setting/country/detail/${seq}`).set('cookie', sadmin);
      expect(typeof asSadmin.body.result.rgst_user).toBe('number');
      const edit = await http()
        .post('/api/setting/country/edit')
        .set('cookie', admin)
        .send({
          mode: 'edit',
          keys: { country_seq: seq },
          edit_at: detail.body.result.edit_at,
          UPList: { country_nick: '제드랜드', country_use: 0 },
        });
      expect(edit.status).toBe(200);
      const after = await http()
        .post('/api/setting/country/detail')
        .set('cookie', admin)
        .send({ keys: { country_seq: seq } });
      expect(after.body.result).toMatchObject({ country_nick: '제드랜드', country_use: false });
      expect(after.body.result.edit_at).toBe(edit.body.result.edit_at);
      const removed = await http()
        .post('/api/setting/country/remove')
        .set('cookie', admin)
        .send({ keys: { country_seq: seq }, edit_at: after.body.result.edit_at });
      expect(removed.body).toMatchObject({ status: 'OK', description: 'delete_ok' });
      expect((await http().get(`/api/setting/country/detail/${seq}`).set('cookie', admin)).status).toBe(404);
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

    it('mass assignment: undeclared fields → 400 naming them; audit / generated key / locked fields → 403 (refused, not dropped)', async () => {
      const n = await countryCount();
      const extra = await http()
        .post('/api/setting/country/edit')
        .set('cookie', admin)
        .send({
          mode: 'write',
          UPList: { country_id: 'ZZD', country_name: 'Dland', country_use: 1, user_type: 'SADMIN' },
        });
      expect(extra.status).toBe(400);
      expect(extra.body).toMatchObject({ description: 'bad_request', field: 'user_type' });
      const audit = await http()
        .post('/api/setting/country/edit')
        .set('cookie', admin)
        .send({
          mode: 'write',
          UPList: { country_id: 'ZZD', country_name: 'Dland', country_use: 1, rgst_by: 'someone' },
        });
      expect(audit.status).toBe(403);
      expect(audit.body).toMatchObject({ description: 'nopermission_text', field: 'rgst_by' });
      const key = await http()
        .post('/api/setting/country/edit')
        .set('cookie', admin)
        .send({ mode: 'write', UPList: { country_seq: 1, country_id: 'ZZD', country_name: 'Dland', country_use: 1 } });
      expect(key.status).toBe(403);
      const kor = (
        await http()
          .post('/api/setting/country/list')
          .set('cookie', admin)
          .send({ searchSelect: 'country_id', searchTitle: 'KOR' })
      ).body.result[0];
      const detail = (await http().get(`/api/setting/country/detail/${kor.country_seq}`).set('cookie', admin)).body
        .result;
      const locked = await http()
        .post('/api/setting/country/edit')
        .set('cookie', admin)
        .send({
          mode: 'edit',
          keys: { country_seq: kor.country_seq },
          edit_at: detail.edit_at,
          UPList: { country_id: 'KOO' },
        });
      expect(locked.status).toBe(403);
      expect(locked.body.field).toBe('country_id');
      expect(await countryCount()).toBe(n);
    });

    it('no lost updates: a save from a stale edit_at gets 409 save_conflict and changes nothing', async () => {
      const kor = (
        await http()
          .post('/api/setting/country/list')
          .set('cookie', admin)
          .send({ searchSelect: 'country_id', searchTitle: 'KOR' })
      ).body.result[0];
      const loaded = (await http().get(`/api/setting/country/detail/${kor.country_seq}`).set('cookie', admin)).body
        .result;
      const first = await http()
        .post('/api/setting/country/edit')
        .set('cookie', admin)
        .send({
          mode: 'edit',
          keys: { country_seq: kor.country_seq },
          edit_at: loaded.edit_at,
          UPList: { country_nick: '대한민국 1' },
        });
      expect(first.status).toBe(200);
      const second = await http()
        .post('/api/setting/country/edit')
        .set('cookie', sadmin)
        .set('x-locale', 'en')
        .send({
          mode: 'edit',
          keys: { country_seq: kor.country_seq },
          edit_at: loaded.edit_at,
          UPList: { country_nick: '대한민국 2' },
        });
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ status: '409', description: 'save_conflict' });
      expect(second.body.message).toMatch(/Someone else changed/);
      const now = (await http().get(`/api/setting/country/detail/${kor.country_seq}`).set('cookie', admin)).body.result;
      expect(now.country_nick).toBe('대한민국 1');
      const nothing = await http()
        .post('/api/setting/country/edit')
        .set('cookie', admin)
        .send({ mode: 'edit', keys: { country_seq: kor.country_seq }, edit_at: now.edit_at, UPList: {} });
      expect(nothing.status).toBe(400);
      expect(nothing.body.description).toBe('save_not_changed');
      const missing = await http()
        .post('/api/setting/country/edit')
        .set('cookie', admin)
        .send({ mode: 'edit', keys: { country_seq: kor.country_seq }, UPList: { country_nick: 'x' } });
      expect(missing.status).toBe(400);
      expect(missing.body.field).toBe('edit_at');
    });

    it('duplicates (unique country_id) → 409 save_duplicate', async () => {
      const res = await http()
        .post('/api/setting/country/edit')
        .set('cookie', admin)
        .send({ mode: 'write', UPList: { country_id: 'KOR', country_name: 'Korea again', country_use: 1 } });
      expect(res.status).toBe(409);
      expect(res.body.description).toBe('save_duplicate');
    });

    it('§6 a USER gets 403 on every admin call; a guest 401', async () => {
      for (const page of Object.values(ADMIN_PAGES)) {
        const calls = [
          http().post(page.api.list!).set('cookie', user).send({}),
          http().get(`${page.api.detail!}/1`).set('cookie', user),
          http().post(page.api.detail!).set('cookie', user).send({ keys: {} }),
          http().post(page.api.edit).set('cookie', user).send({ mode: 'write', UPList: {} }),
          http().post(page.api.remove!).set('cookie', user).send({ keys: {} }),
        ];
        for (const res of await Promise.all(calls))
          expect({ page: page.id, status: res.status }).toEqual({ page: page.id, status: 403 });
        expect((await http().post(page.api.list!).send({})).status).toBe(401);
      }
    });

    it('002 §6 "Code … settings: SADMIN and ADMIN": an ADMIN writes, edits and removes a code group', async () => {
      const list = await http().post('/api/setting/codegroup/list').set('cookie', admin).send({});
      expect(list.body.write_check).toBe(1);
      const written = await http()
        .post('/api/setting/codegroup/edit')
        .set('cookie', admin)
        .send({
          mode: 'write',
          UPList: { code_group_id: 'ZZADM', code_group_name: 'Z', code_group_name_kr: '지', code_group_use: 1 },
        });
      expect([written.status, written.body.description]).toEqual([200, 'save_ok']);
      const detail = await http().get('/api/setting/codegroup/detail/ZZADM').set('cookie', admin);
      expect(detail.body.detail_result).toEqual({ edit_check: 1, remove_check: 1 });
      const edited = await http()
        .post('/api/setting/codegroup/edit')
        .set('cookie', admin)
        .send({
          mode: 'edit',
          keys: { code_group_id: 'ZZADM' },
          edit_at: detail.body.result.edit_at,
          UPList: { code_group_name: 'Zed' },
        });
      expect(edited.status).toBe(200);
      const removed = await http()
        .post('/api/setting/codegroup/remove')
        .set('cookie', admin)
        .send({ keys: { code_group_id: 'ZZADM' }, edit_at: edited.body.result.edit_at });
      expect(removed.body).toMatchObject({ status: 'OK', description: 'delete_ok' });
      // Still no one else's: a USER is refused like on every admin page.
      const asUser = await http()
        .post('/api/setting/codegroup/edit')
        .set('cookie', user)
        .send({
          mode: 'write',
          UPList: { code_group_id: 'ZZUSR', code_group_name: 'Z', code_group_name_kr: '지', code_group_use: 1 },
        });
      expect(asUser.status).toBe(403);
    });

    it('001 §7 composite keys (code group + code id) and code edits move the group edit_at so /api/code/simple returns it', async () => {
      const cached = (
        await http()
          .post('/api/code/simple')
          .send({ code_group: ['PRCS'] })
      ).body.result.PRCS;
      const unchanged = await http()
        .post('/api/code/simple')
        .send({ code_group: [{ id: 'PRCS', edit_at: cached.edit_at }] });
      expect(unchanged.body.result).toEqual({});
      const write = await http()
        .post('/api/setting/codelist/edit')
        .set('cookie', admin)
        .send({
          mode: 'write',
          UPList: {
            code_group_id: 'PRCS',
            code_id: 'ZTEST',
            code_name: 'Test process',
            code_name_kr: '시험 가공',
            code_order: 99,
            code_use: 1,
          },
        });
      expect(write.status).toBe(200);
      expect(write.body.result).toMatchObject({ code_group_id: 'PRCS', code_id: 'ZTEST' });
      const changed = await http()
        .post('/api/code/simple')
        .send({ code_group: [{ id: 'PRCS', edit_at: cached.edit_at }] });
      expect(changed.body.result.PRCS.list.map((c: { code_id: string }) => c.code_id)).toContain('ZTEST');
      const detail = await http()
        .get('/api/setting/codelist/detail?code_group_id=PRCS&code_id=ZTEST')
        .set('cookie', admin);
      expect(detail.body.result).toMatchObject({ code_name_kr: '시험 가공', code_order: 99 });
      expect((await http().get('/api/setting/codelist/detail/ZTEST').set('cookie', admin)).status).toBe(400);
    });

    it('every lookup URL a select may name (contracts LOOKUPS) is a route; a master-data one sends the rows MasterLookupRows declares', async () => {
      for (const url of Object.keys(LOOKUPS))
        expect({ url, status: (await http().post(url).set('cookie', user).send({})).status }).not.toMatchObject({
          status: 404,
        });
      const company: LookupReply<LookupRowOf<'/api/code/company'>> = (
        await http().post('/api/code/company').set('cookie', user).send({})
      ).body;
      expect(Object.keys(company.result[0]).sort()).toEqual([
        'company_name',
        'company_name_locale',
        'company_seq',
        'company_shop',
        'company_type',
      ]);
    });

    it('001 §7 dependent lookups: regions after a country, farms after country and region', async () => {
      const regions = await http().post('/api/code/region').set('cookie', user).send({ region_country: 'KEN' });
      expect(regions.body.result.length).toBe(8);
      const region = regions.body.result[0].region_seq;
      const farm = await http()
        .post('/api/setting/country/farm/edit')
        .set('cookie', admin)
        .send({
          mode: 'write',
          UPList: {
            farm_name_locale: '기치 농장',
            farm_name: 'Gichi Farm',
            farm_country_code: 'KEN',
            farm_region_seq: region,
            farm_use: 1,
          },
        });
      expect(farm.status).toBe(200);
      const farms = await http()
        .post('/api/code/farm')
        .set('cookie', user)
        .send({ region_country: 'KEN', farm_region_seq: region });
      expect(farms.body.result.map((f: { farm_name: string }) => f.farm_name)).toEqual(['Gichi Farm']);
      expect(
        (await http().post('/api/code/farm').set('cookie', user).send({ region_country: 'ETH' })).body.result,
      ).toEqual([]);
    });

    it('deep pages by number (offset >= 5,000) seek from a keyset anchor and return exactly the OFFSET rows', async () => {
      const db = app.get(DataSource);
      const { q } = dialectOf(db);
      const base = Date.parse('2019-01-01T00:00:00Z');
      // A producing country of its own (code group CNTR, filter CFPRDC), so these rows are the only ones it filters to.
      await db.query(
        `INSERT INTO ${q('code')} (code_group_id, code_id, code_name, code_name_kr, code_filter, code_order, code_use, edit_at) VALUES ('CNTR', 'ZZB', 'Testland', '테스트국', 'CFPRDC', 0, 1, ?)`,
        [toDbTime(new Date())],
      );
      for (let chunk = 0; chunk < 6; chunk++) {
        const rows = Array.from({ length: 1000 }, (_, i) => chunk * 1000 + i);
        const t = (i: number) => toDbTime(new Date(base + Math.floor(i / 3) * 1000)); // ties on rgst_at: the key decides
        await db.query(
          `INSERT INTO ${q('region')} (region_country, region_name, region_name_locale, region_use, rgst_by, rgst_at, edit_by, edit_at) VALUES ` +
            rows.map(() => '(?, ?, ?, 1, ?, ?, ?, ?)').join(', '),
          rows.flatMap((i) => ['ZZB', `Deep ${i}`, `깊은 ${i}`, 'test', t(i), 'test', t(i)]),
        );
      }
      const expected = async (offset: number, dir: 'ASC' | 'DESC') =>
        (
          await db.query(
            `SELECT region_seq FROM ${q('region')} WHERE region_country = ? ORDER BY rgst_at ${dir}, region_seq ${dir} LIMIT 10 OFFSET ${offset}`,
            ['ZZB'],
          )
        ).map((r: { region_seq: number }) => Number(r.region_seq));
      for (const [orderType, dir] of [
        ['rgst_desc', 'DESC'],
        ['rgst_asc', 'ASC'],
      ] as const) {
        for (const page of [501, 502, 560]) {
          const res = await http()
            .post('/api/setting/country/region/list')
            .set('cookie', admin)
            .send({ searchType: 'ZZB', page, list_count: 10, orderType });
          expect({ orderType, page, rows: res.body.result.map((r: { region_seq: number }) => r.region_seq) }).toEqual({
            orderType,
            page,
            rows: await expected((page - 1) * 10, dir),
          });
        }
      }
      // A write through the engine drops the anchors: a new newest row shifts every page by one.
      const write = await http()
        .post('/api/setting/country/region/edit')
        .set('cookie', admin)
        .send({ mode: 'write', UPList: { region_country: 'ZZB', region_name_locale: '새 지역', region_use: 1 } });
      expect(write.status).toBe(200);
      const shifted = await http()
        .post('/api/setting/country/region/list')
        .set('cookie', admin)
        .send({ searchType: 'ZZB', page: 501, list_count: 10, orderType: 'rgst_desc' });
      expect(shifted.body.result.map((r: { region_seq: number }) => r.region_seq)).toEqual(
        await expected(5000, 'DESC'),
      );
      expect(shifted.body.pagination.total_count).toBe(6001);
    });
  },
);
