import { ADMIN_PAGES } from '@beantrail/contracts';
import { databases } from '../testing/test-app';
import { masterDataFixture } from './master-data.fixture';

// Saving master data (000 §7): the write → view → edit → remove round trip, what a caller may not
// send, lost updates, duplicates and who may call at all (§6). Lists: master-data.api.spec.ts.
describe.each(databases())(
  'generic page engine: admin master data on %s (spec 000 §5, §6, §7; 001 §5, §7)',
  (_name, database) => {
    const fixture = masterDataFixture(database);
    const { http, saveCountry, countryCount, countryDetail, korea } = fixture;
    let admin: string;
    let sadmin: string;
    let user: string;
    beforeAll(() => {
      ({ admin, sadmin, user } = fixture.state);
    });

    it('§7 detail by id and write → view → edit → remove round trip, audit set by the server', async () => {
      const write = await saveCountry({
        mode: 'write',
        UPList: { country_id: 'ZZA', country_name: 'Zedland', country_use: 1 },
      });
      expect(write.status).toBe(200);
      expect(write.body).toMatchObject({ status: 'OK', description: 'save_ok' });
      const seq = write.body.result.country_seq;
      expect(typeof seq).toBe('number');
      const detail = await countryDetail(seq);
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
      const edit = await saveCountry({
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
      expect((await countryDetail(seq)).status).toBe(404);
    });

    it('mass assignment: undeclared fields → 400 naming them; audit / generated key / locked fields → 403 (refused, not dropped)', async () => {
      const n = await countryCount();
      const extra = await saveCountry({
        mode: 'write',
        UPList: { country_id: 'ZZD', country_name: 'Dland', country_use: 1, user_type: 'SADMIN' },
      });
      expect(extra.status).toBe(400);
      expect(extra.body).toMatchObject({ description: 'bad_request', field: 'user_type' });
      const audit = await saveCountry({
        mode: 'write',
        UPList: { country_id: 'ZZD', country_name: 'Dland', country_use: 1, rgst_by: 'someone' },
      });
      expect(audit.status).toBe(403);
      expect(audit.body).toMatchObject({ description: 'nopermission_text', field: 'rgst_by' });
      const key = await saveCountry({
        mode: 'write',
        UPList: { country_seq: 1, country_id: 'ZZD', country_name: 'Dland', country_use: 1 },
      });
      expect(key.status).toBe(403);
      const kor = await korea();
      const locked = await saveCountry({
        mode: 'edit',
        keys: { country_seq: kor.country_seq },
        edit_at: kor.edit_at,
        UPList: { country_id: 'KOO' },
      });
      expect(locked.status).toBe(403);
      expect(locked.body.field).toBe('country_id');
      expect(await countryCount()).toBe(n);
    });

    it('no lost updates: a save from a stale edit_at gets 409 save_conflict and changes nothing', async () => {
      const kor = await korea();
      const first = await saveCountry({
        mode: 'edit',
        keys: { country_seq: kor.country_seq },
        edit_at: kor.edit_at,
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
          edit_at: kor.edit_at,
          UPList: { country_nick: '대한민국 2' },
        });
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ status: '409', description: 'save_conflict' });
      expect(second.body.message).toMatch(/Someone else changed/);
      const now = (await countryDetail(kor.country_seq)).body.result;
      expect(now.country_nick).toBe('대한민국 1');
      const nothing = await saveCountry({
        mode: 'edit',
        keys: { country_seq: kor.country_seq },
        edit_at: now.edit_at,
        UPList: {},
      });
      expect(nothing.status).toBe(400);
      expect(nothing.body.description).toBe('save_not_changed');
      const missing = await saveCountry({
        mode: 'edit',
        keys: { country_seq: kor.country_seq },
        UPList: { country_nick: 'x' },
      });
      expect(missing.status).toBe(400);
      expect(missing.body.field).toBe('edit_at');
    });

    it('duplicates (unique country_id) → 409 save_duplicate', async () => {
      const res = await saveCountry({
        mode: 'write',
        UPList: { country_id: 'KOR', country_name: 'Korea again', country_use: 1 },
      });
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
  },
);
