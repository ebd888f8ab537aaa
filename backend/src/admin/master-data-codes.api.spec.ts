import { LOOKUPS, type LookupReply, type LookupRowOf } from '@beantrail/contracts';
import { databases } from '../testing/test-app';
import { masterDataFixture } from './master-data.fixture';

// Codes and lookups (001 §7): code groups and codes as an ADMIN keeps them, what /api/code/simple
// sends after a change, and the lookups a select names. Lists: master-data.api.spec.ts.
describe.each(databases())(
  'generic page engine: admin master data on %s (spec 000 §5, §6, §7; 001 §5, §7)',
  (_name, database) => {
    const fixture = masterDataFixture(database);
    const { http } = fixture;
    let admin: string;
    let user: string;
    beforeAll(() => {
      ({ admin, user } = fixture.state);
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
  },
);
