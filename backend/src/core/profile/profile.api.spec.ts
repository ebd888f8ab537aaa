import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { PROFILE_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { databases, demoOrganisations, signIn, startApp } from '../../testing/test-app';

type Row = Record<string, unknown>;

describe.each(databases())(
  'own profiles and the remaining calls on %s (spec 001 §2 profiles, §5, §6, §7; 000 §7)',
  (_name, database) => {
    let app: NestFastifyApplication;
    let db: DataSource;
    let org: { cafe: number; roaster: number };
    let c: Record<'roaster' | 'staff' | 'cafe' | 'barista' | 'user' | 'sadmin' | 'admin', string>;
    const http = () => request(app.getHttpServer());
    const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];

    beforeAll(async () => {
      app = await startApp(await database());
      db = app.get(DataSource);
      org = await demoOrganisations(app);
      c = {
        roaster: await signIn(app, 'roaster'),
        staff: await signIn(app, 'roaster.staff'),
        cafe: await signIn(app, 'cafe'),
        barista: await signIn(app, 'cafe.barista'),
        user: await signIn(app, 'user'),
        sadmin: await signIn(app, 'sadmin'),
        admin: await signIn(app, 'admin'),
      };
    });
    afterAll(async () => {
      await app.close();
    });

    const roasterInfo = PROFILE_PAGES.roasterUserInfo;
    const cafeInfo = PROFILE_PAGES.cafeUserInfo;
    const read = (cookie: string, path: string, query = '') => http().get(`${path}${query}`).set('cookie', cookie);
    const save = (cookie: string, path: string, body: Row) => http().post(path).set('cookie', cookie).send(body);

    it('001 §7 /api/roaster/userinfo: one’s own membership — nick and description editable, authority (RAUTH) read-only', async () => {
      const mine = await read(c.staff, roasterInfo.api.detail!, `?roaster_seq=${org.roaster}`);
      expect(mine.status).toBe(200);
      expect(mine.body.result).toMatchObject({ user_auth: 'ROASTER' });
      expect(mine.body.detail_result).toEqual({ edit_check: 1, remove_check: 0 });
      const saved = await save(c.staff, roasterInfo.api.edit, {
        roaster_seq: org.roaster,
        mode: 'edit',
        edit_at: mine.body.result.edit_at,
        UPList: { roaster_user_nick: 'Beans on fire', roaster_user_desc: 'Morning shift' },
      });
      expect(saved.status).toBe(200);
      // The staff list shows the new nick (002 §3: read only there).
      const staffSeq = Number((await one(`SELECT user_seq FROM app_user WHERE user_id = 'roaster.staff'`)).user_seq);
      expect(
        await one(
          `SELECT roaster_user_nick AS nick, roaster_user_desc AS descr FROM roaster_user WHERE roaster_seq = ? AND user_seq = ?`,
          [org.roaster, staffSeq],
        ),
      ).toEqual({ nick: 'Beans on fire', descr: 'Morning shift' });
      const after = await read(c.staff, roasterInfo.api.detail!, `?roaster_seq=${org.roaster}`);
      // 001 §6: the authority is read-only on the profile — refused, not dropped.
      const promote = await save(c.staff, roasterInfo.api.edit, {
        roaster_seq: org.roaster,
        mode: 'edit',
        edit_at: after.body.result.edit_at,
        UPList: { user_auth: 'OWN' },
      });
      expect([promote.status, promote.body.field]).toEqual([403, 'user_auth']);
      expect((await read(c.staff, roasterInfo.api.detail!, `?roaster_seq=${org.roaster}`)).body.result.user_auth).toBe(
        'ROASTER',
      );
    });

    it('§5: nick 3–100 bytes, description at most 3000; a stale version is 409; nothing changes', async () => {
      const mine = (await read(c.barista, cafeInfo.api.detail!, `?cafe_seq=${org.cafe}`)).body.result;
      const refused = async (UPList: Row, description: string, field: string) => {
        const res = await save(c.barista, cafeInfo.api.edit, {
          cafe_seq: org.cafe,
          mode: 'edit',
          edit_at: mine.edit_at,
          UPList,
        });
        expect([res.status, res.body.description, res.body.field]).toEqual([400, description, field]);
      };
      await refused({ cafe_user_nick: 'ab' }, 'field_minLength', 'cafe_user_nick');
      await refused({ cafe_user_nick: '가'.repeat(34) }, 'field_maxLength', 'cafe_user_nick');
      await refused({ cafe_user_nick: '' }, 'field_required', 'cafe_user_nick');
      await refused({ cafe_user_desc: 'x'.repeat(3001) }, 'field_maxLength', 'cafe_user_desc');
      const stale = await save(c.barista, cafeInfo.api.edit, {
        cafe_seq: org.cafe,
        mode: 'edit',
        edit_at: '2000-01-01T00:00:00.000Z',
        UPList: { cafe_user_nick: 'Latte art' },
      });
      expect(stale.status).toBe(409);
      expect((await read(c.barista, cafeInfo.api.detail!, `?cafe_seq=${org.cafe}`)).body.result.cafe_user_nick).toBe(
        mine.cafe_user_nick,
      );
    });

    it('a profile is always one’s own: another member’s key is a 404; no list, write or remove; no role in the scope is refused', async () => {
      const owner = Number((await one(`SELECT user_seq FROM app_user WHERE user_id = 'roaster'`)).user_seq);
      const mine = (await read(c.staff, roasterInfo.api.detail!, `?roaster_seq=${org.roaster}`)).body.result;
      const theirs = await save(c.staff, roasterInfo.api.edit, {
        roaster_seq: org.roaster,
        mode: 'edit',
        keys: { user_seq: owner },
        edit_at: mine.edit_at,
        UPList: { roaster_user_nick: 'Not mine' },
      });
      expect(theirs.status).toBe(404);
      const write = await save(c.staff, roasterInfo.api.edit, {
        roaster_seq: org.roaster,
        mode: 'write',
        UPList: { roaster_user_nick: 'Second me' },
      });
      expect(write.status).toBe(403);
      for (const path of ['/api/roaster/userinfo/list', '/api/roaster/userinfo/remove'])
        expect([path, (await save(c.staff, path, { roaster_seq: org.roaster })).status]).toEqual([path, 404]);
      // A cafe user holds no role in the roastery; a guest is not signed in.
      expect((await read(c.cafe, roasterInfo.api.detail!, `?roaster_seq=${org.roaster}`)).status).toBe(403);
      expect((await http().get(`${roasterInfo.api.detail}?roaster_seq=${org.roaster}`)).status).toBe(401);
      expect((await read(c.roaster, cafeInfo.api.detail!, `?cafe_seq=${org.cafe}`)).status).toBe(403);
    });

    it('001 §7 /api/userinfo: one’s basic profile — name editable, id and type read-only, user_use for SADMIN only', async () => {
      const mine = await read(c.user, '/api/userinfo');
      expect(mine.status).toBe(200);
      expect(mine.body.result).toMatchObject({ user_id: 'user', user_type: 'USER' });
      expect(mine.body.result).not.toHaveProperty('user_use');
      expect(mine.body.result).not.toHaveProperty('user_pass');
      const renamed = await save(c.user, '/api/userinfo', {
        mode: 'edit',
        edit_at: mine.body.result.edit_at,
        UPList: { user_name: 'Coffee Drinker' },
      });
      expect(renamed.status).toBe(200);
      expect((await read(c.user, '/api/userinfo')).body.result.user_name).toBe('Coffee Drinker');
      const edit_at = renamed.body.result.edit_at;
      for (const [UPList, status, field] of [
        [{ user_use: 0 }, 403, 'user_use'],
        [{ user_type: 'SADMIN' }, 403, 'user_type'],
        [{ user_id: 'taken' }, 403, 'user_id'],
        [{ user_pass: 'x' }, 400, 'user_pass'],
      ] as const) {
        const res = await save(c.user, '/api/userinfo', { mode: 'edit', edit_at, UPList });
        expect([res.status, res.body.field]).toEqual([status, field]);
      }
      expect(await one(`SELECT user_type, user_use FROM app_user WHERE user_id = 'user'`)).toMatchObject({
        user_type: 'USER',
      });
      const sadmin = await read(c.sadmin, '/api/userinfo');
      expect(sadmin.body.result).toHaveProperty('user_use', true);
      const admin = await read(c.admin, '/api/userinfo');
      expect(admin.body.result).not.toHaveProperty('user_use');
      expect((await http().get('/api/userinfo')).status).toBe(401);
    });

    it("001 §3 User basic info: an id-and-password account shows provider local, its uuid and serial, no e-mail or picture; none of them is the user's to set", async () => {
      const mine = (await read(c.user, '/api/userinfo')).body.result;
      expect(mine).toMatchObject({ user_provider: 'local', user_email: null, user_img: null });
      expect(mine.user_uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      // The serial is the uuid's 128 bits in base64url (22 characters, no padding).
      expect(mine.user_serial).toBe(Buffer.from(mine.user_uuid.replace(/-/g, ''), 'hex').toString('base64url'));
      expect((await read(c.sadmin, '/api/userinfo')).body.result.user_uuid).not.toBe(mine.user_uuid);
      for (const field of ['user_uuid', 'user_serial', 'user_provider', 'user_img']) {
        const res = await save(c.user, '/api/userinfo', {
          mode: 'edit',
          edit_at: mine.edit_at,
          UPList: { [field]: 'x' },
        });
        expect([field, res.status, res.body.field]).toEqual([field, 403, field]);
      }
      expect((await read(c.user, '/api/userinfo')).body.result.user_uuid).toBe(mine.user_uuid);
    });

    it('000 §7 GET /api/{type}/item/equip/code for roaster, cafe and user: the owner’s equipment in use, by type', async () => {
      const roaster = await read(
        c.staff,
        '/api/roaster/item/equip/code',
        `?roaster_seq=${org.roaster}&equip_type=RSTR`,
      );
      expect(roaster.body.result).toEqual([
        expect.objectContaining({ equip_type: 'RSTR', equip_name: 'Drum roaster 1 kg' }),
      ]);
      const cafe = await read(c.barista, '/api/cafe/item/equip/code', `?cafe_seq=${org.cafe}`);
      expect(cafe.body.result.map((r: Row) => r.equip_type).sort()).toEqual(['ESP', 'GRND']);
      const grinders = await read(c.user, '/api/user/item/equip/code', '?equip_type=GRND');
      expect(grinders.body.result).toEqual([expect.objectContaining({ equip_type: 'GRND' })]);
      // Another user sees only their own; another scope's members are refused.
      expect((await read(c.cafe, '/api/user/item/equip/code')).body.result).toEqual([]);
      expect((await read(c.roaster, '/api/cafe/item/equip/code', `?cafe_seq=${org.cafe}`)).status).toBe(403);
      expect((await http().get('/api/user/item/equip/code')).status).toBe(401);
    });

    it('001 §7 GET /api/variety/{id}: the variety page’s detail, with its rights', async () => {
      const typica = await one(`SELECT variety_seq FROM variety WHERE variety_id = 'TYP'`);
      const res = await read(c.admin, `/api/variety/${typica.variety_seq}`);
      expect([res.status, res.body.result.variety_id]).toEqual([200, 'TYP']);
      expect((await read(c.admin, '/api/variety/999999')).status).toBe(404);
      expect((await read(c.user, `/api/variety/${typica.variety_seq}`)).status).toBe(403);
    });
  },
);
