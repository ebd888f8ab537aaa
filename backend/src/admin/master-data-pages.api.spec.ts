import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ADMIN_PAGES, type PageDecl } from '@beantrail/contracts';
import { databases, signIn, startApp } from '../testing/test-app';

/** One valid new record per admin page (001 §3 fields, §5 rules), longest allowed texts included. */
const SAMPLES: Record<keyof typeof ADMIN_PAGES, Record<string, unknown>> = {
  country: {
    country_id: 'ZZX',
    country_name: 'Xland',
    country_nick: '엑스랜드',
    country_code2: 'ZX',
    country_code1: '999',
    country_filter: 'CFPRDC',
    country_use: 1,
  },
  region: {
    region_country: 'ETH',
    region_code: 'R1',
    region_name: 'Xregion',
    region_name_locale: '엑스 지역',
    region_desc: '가'.repeat(10000),
    region_use: 1,
  },
  farm: {
    farm_country_code: 'ETH',
    farm_name: 'Xfarm',
    farm_name_locale: '엑스 농장',
    farm_region_etc: 'hill',
    farm_desc: 'd',
    farm_detail: 'x'.repeat(10000),
    farm_use: 1,
  },
  codeGroup: {
    code_group_id: 'ZZGROUP',
    code_group_name: 'Test group',
    code_group_name_kr: '시험 그룹',
    code_group_desc: 'desc',
    code_group_use: 1,
  },
  code: {
    code_group_id: 'BGRD',
    code_id: 'X'.repeat(45),
    code_name: 'Grade X',
    code_name_kr: '등급 X',
    code_order: 50,
    code_filter: 'f'.repeat(3000),
    code_alias1: 'a'.repeat(255),
    code_alias4: 'z',
    code_desc_kr: '설명',
    code_use: 1,
  },
  variety: {
    species_type: 'ARB',
    variety_id: 'XVAR',
    variety_name: 'Xvariety',
    variety_name_kr: '엑스 품종',
    variety_detail: 'x'.repeat(30000),
    variety_disp: 1,
    variety_use: 1,
  },
  company: {
    company_country_code: 'KOR',
    company_type: 'GBD',
    company_name: 'X Trading',
    company_name_locale: '엑스 무역',
    company_site: 'https://x.example',
    company_shop: 'https://shop.x.example',
    company_use: 1,
  },
  roasterAdmin: {
    roaster_country: 'KOR',
    roaster_type: 'PRV',
    roaster_name: 'X Roasters',
    roaster_name_locale: '엑스 로스터스',
    roaster_detail: 'x'.repeat(10000),
    roaster_use: 1,
  },
  cafeAdmin: {
    cafe_country: 'KOR',
    cafe_type: 'PRV',
    cafe_name: 'X Cafe',
    cafe_name_locale: '엑스 카페',
    cafe_detail: 'detail',
    cafe_use: 1,
  },
  equipAdmin: {
    equip_type: 'GRND',
    equip_name: 'X Grinder',
    equip_name_locale: '엑스 그라인더',
    equip_option: 'burr',
    equip_use: 1,
  },
  material: {
    material_type: 'CRMC',
    material_name: 'X Filter',
    material_name_locale: '엑스 필터',
    material_nick: 'Filter',
    material_nick_locale: '필터',
    material_detail: 'd',
    material_use: 1,
  },
};

/** A field each page can change on edit (not a key, not locked). */
const EDITS: Record<keyof typeof ADMIN_PAGES, Record<string, unknown>> = {
  country: { country_nick: '바뀐 이름' },
  region: { region_use: 0 },
  farm: { farm_desc: null },
  codeGroup: { code_group_desc: '바뀜' },
  code: { code_order: 51 },
  variety: { variety_disp: 0 },
  company: { company_etc: 'etc' },
  roasterAdmin: { roaster_detail: null },
  cafeAdmin: { cafe_use: 0 },
  equipAdmin: { equip_detail: '상세' },
  material: { material_detail: null },
};

describe.each(databases())('each admin master-data page end to end on %s (001 §2, §3, §5, §7)', (_name, database) => {
  let app: NestFastifyApplication;
  let sadmin: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await startApp(await database());
    sadmin = await signIn(app, 'sadmin');
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(Object.entries(ADMIN_PAGES) as Array<[keyof typeof ADMIN_PAGES, PageDecl]>)(
    '%s: write, list, detail, edit, remove',
    async (id, page) => {
      const write = await http().post(page.api.edit).set('cookie', sadmin).send({ mode: 'write', UPList: SAMPLES[id] });
      expect({ id, status: write.status, body: write.status === 200 ? 'ok' : write.body }).toEqual({
        id,
        status: 200,
        body: 'ok',
      });
      const keys = Object.fromEntries(page.keys.map((k) => [k, write.body.result[k]]));
      const detail = await http().post(page.api.detail!).set('cookie', sadmin).send({ keys });
      expect(detail.status).toBe(200);
      const expected = Object.fromEntries(Object.entries(SAMPLES[id]).map(([k, v]) => [k, v === 1 ? true : v]));
      expect(detail.body.result).toMatchObject(expected);
      const list = await http()
        .post(page.api.list!)
        .set('cookie', sadmin)
        .send({ list_count: 100, orderType: 'rgst_desc' });
      expect(list.body.result.some((r: Record<string, unknown>) => page.keys.every((k) => r[k] === keys[k]))).toBe(
        true,
      );
      const edit = await http()
        .post(page.api.edit)
        .set('cookie', sadmin)
        .send({ mode: 'edit', keys, edit_at: detail.body.result.edit_at, UPList: EDITS[id] });
      expect({ id, status: edit.status, body: edit.status === 200 ? 'ok' : edit.body }).toEqual({
        id,
        status: 200,
        body: 'ok',
      });
      const after = await http().post(page.api.detail!).set('cookie', sadmin).send({ keys });
      const changed = Object.fromEntries(Object.entries(EDITS[id]).map(([k, v]) => [k, v === 0 ? false : v]));
      expect(after.body.result).toMatchObject(changed);
      const removed = await http()
        .post(page.api.remove!)
        .set('cookie', sadmin)
        .send({ keys, edit_at: after.body.result.edit_at });
      expect(removed.status).toBe(200);
      expect((await http().post(page.api.detail!).set('cookie', sadmin).send({ keys })).status).toBe(404);
    },
  );

  it('001 §5 variety_id and code_group_id are locked on update (refused with 403)', async () => {
    const write = await http()
      .post('/api/variety/edit')
      .set('cookie', sadmin)
      .send({ mode: 'write', UPList: { variety_id: 'LOCKED', variety_name_kr: '잠김', variety_use: 1 } });
    const seq = write.body.result.variety_seq;
    const res = await http()
      .post('/api/variety/edit')
      .set('cookie', sadmin)
      .send({
        mode: 'edit',
        keys: { variety_seq: seq },
        edit_at: write.body.result.edit_at,
        UPList: { variety_id: 'MOVED' },
      });
    expect(res.status).toBe(403);
    expect(res.body.field).toBe('variety_id');
    const group = await http()
      .post('/api/setting/codegroup/edit')
      .set('cookie', sadmin)
      .send({
        mode: 'edit',
        keys: { code_group_id: 'PRCS' },
        edit_at: new Date().toISOString(),
        UPList: { code_group_id: 'PRCX' },
      });
    expect(group.status).toBe(403);
  });

  it('a remove from a stale edit_at is refused with 409, the row stays', async () => {
    const write = await http()
      .post('/api/setting/material/edit')
      .set('cookie', sadmin)
      .send({ mode: 'write', UPList: SAMPLES.material });
    const keys = { material_seq: write.body.result.material_seq };
    const first = await http()
      .post('/api/setting/material/edit')
      .set('cookie', sadmin)
      .send({ mode: 'edit', keys, edit_at: write.body.result.edit_at, UPList: { material_detail: 'new' } });
    expect(first.status).toBe(200);
    const stale = await http()
      .post('/api/setting/material/remove')
      .set('cookie', sadmin)
      .send({ keys, edit_at: write.body.result.edit_at });
    expect(stale.status).toBe(409);
    expect((await http().post('/api/setting/material/detail').set('cookie', sadmin).send({ keys })).status).toBe(200);
  });
});
