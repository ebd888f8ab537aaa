import request from 'supertest';
import type { ListReply } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { dialectOf, toDbTime } from '../core/entity/sql';
import { databases } from '../testing/test-app';
import { masterDataFixture, type MasterDataState } from './master-data.fixture';

// Lists of master data through the generic handlers: the envelope, paging by number and by keyset,
// search. Saves: master-data-save.api.spec.ts; the save checks: master-data-checks.api.spec.ts;
// codes and lookups: master-data-codes.api.spec.ts.
describe.each(databases())(
  'generic page engine: admin master data on %s (spec 000 §5, §6, §7; 001 §5, §7)',
  (_name, database) => {
    const fixture = masterDataFixture(database);
    const { http, countries } = fixture;
    let app: MasterDataState['app'];
    let admin: string;
    beforeAll(() => {
      ({ app, admin } = fixture.state);
    });

    it('§7 list: envelope with pagination, write_check, order registration time desc (000 §9)', async () => {
      const res = await countries({ page: 2, list_count: 10, orderType: 'rgst_desc' });
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
      const first = await countries({ list_count: 50, orderType: 'name_asc' });
      const pages = first.body.pagination.total_pages;
      for (let p = 1; p <= pages; p++) {
        const res = await countries({ page: p, list_count: 50, orderType: 'name_asc' });
        for (const r of res.body.result) seen.add(r.country_seq);
      }
      expect(seen.size).toBe(first.body.pagination.total_count);
      const beyond = await countries({ page: pages + 1, list_count: 50 });
      expect(beyond.body.result).toEqual([]);
    });

    it('deep pages by keyset: following paginationMap.next gives the same rows as page numbers, both orders', async () => {
      for (const orderType of ['rgst_desc', 'name_asc']) {
        const byOffset: number[] = [];
        const byCursor: number[] = [];
        let after: string | null = null;
        for (let p = 1; p <= 6; p++) {
          const off = await countries({ page: p, list_count: 20, orderType });
          byOffset.push(...off.body.result.map((r: { country_seq: number }) => r.country_seq));
          const cur: request.Response = await countries({
            page: p,
            list_count: 20,
            orderType,
            ...(after ? { after } : {}),
          });
          byCursor.push(...cur.body.result.map((r: { country_seq: number }) => r.country_seq));
          after = cur.body.paginationMap.next;
          expect(typeof after).toBe('string');
        }
        expect(byCursor).toEqual(byOffset);
        expect(new Set(byCursor).size).toBe(120);
      }
      const garbage = await countries({ page: 2, list_count: 10, after: 'not-a-cursor' });
      expect(garbage.body.result).toHaveLength(10);
    });

    it('§2 search: searchSelect + searchTitle (LIKE, wildcards literal), searchType, search0', async () => {
      const kor = await countries({ searchSelect: 'country_id', searchTitle: 'KOR' });
      expect(kor.body.result.map((r: { country_id: string }) => r.country_id)).toEqual(['KOR']);
      const pct = await countries({ searchTitle: '%' });
      expect(pct.body.pagination.total_count).toBe(0);
      const producers = await countries({ searchType: 'CFPRDC', list_count: 100 });
      expect(producers.body.pagination.total_count).toBeGreaterThan(50);
      expect(producers.body.result.every((r: { country_filter: string }) => r.country_filter === 'CFPRDC')).toBe(true);
      // Without searchSelect the text is looked for in every title field, Korean names (CLDR spelling) too.
      for (const [text, id] of [
        ['에티오피아', 'ETH'],
        ['포르투갈', 'PRT'],
        ['Ethiopia', 'ETH'],
      ]) {
        const found = await countries({ searchTitle: text });
        expect(found.body.result.map((r: { country_id: string }) => r.country_id)).toEqual([id]);
      }
      const bad = await countries({ searchSelect: 'user_pass', searchTitle: 'x' });
      expect(bad.status).toBe(400);
      const regions = await http()
        .post('/api/setting/country/region/list')
        .set('cookie', admin)
        .send({ searchType: 'ETH', search0: '1', list_count: 100 });
      expect(regions.body.result.length).toBe(10);
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
