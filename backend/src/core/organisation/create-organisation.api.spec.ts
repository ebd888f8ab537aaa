import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { cafeCreatePage, roasterCreatePage } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { databases, signIn, startApp } from '../../testing/test-app';

type Row = Record<string, unknown>;

// Spec 002 §2.1 (creation pages), §3 (fields), §5 (validation), §6 (caps), §9 (defaults).
describe.each(databases())('creating a cafe or roastery on %s (spec 002 §2.1, §6)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  const http = () => request(app.getHttpServer());
  const create = (cookie: string, path: string, UPList: Row, mode = 'write') =>
    http().post(path).set('cookie', cookie).set('accept-language', 'en').send({ mode, UPList });
  const cafe = (name: string): Row => ({ cafe_name: name, cafe_name_locale: `${name} 카페` });
  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];
  const count = async (sql: string, params: unknown[] = []) => Number((await one(sql, params)).n);
  const owned = (userId: string, scope: 'cafe' | 'roaster') =>
    count(
      `SELECT COUNT(*) AS n FROM ${scope}_user m JOIN app_user u ON u.user_seq = m.user_seq WHERE u.user_id = ? AND m.user_auth = 'OWN' AND m.user_status = 'JOIN'`,
      [userId],
    );

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
  });
  afterAll(() => app.close());

  it('creates the cafe with the declared defaults and makes the creator its OWN, in the role list at once', async () => {
    const user = await signIn(app, 'user');
    const res = await create(user, cafeCreatePage.api.edit, { ...cafe('Corner Brew'), cafe_detail: 'Open from 8' });
    expect(res.status).toBe(200);
    const seq = Number(res.body.result.cafe_seq);
    const row = await one(
      'SELECT cafe_name, cafe_name_locale, cafe_type, cafe_country, cafe_detail, rgst_by FROM cafe WHERE cafe_seq = ?',
      [seq],
    );
    // §9: cafe_type PRV and country KOR when not given; audit stamps from the server.
    expect(row).toMatchObject({
      cafe_name: 'Corner Brew',
      cafe_name_locale: 'Corner Brew 카페',
      cafe_type: 'PRV',
      cafe_country: 'KOR',
      cafe_detail: 'Open from 8',
      rgst_by: 'user',
    });
    const roles = await http()
      .post('/api/userAuth/select')
      .set('cookie', user)
      .send({ auth: ['cafe'] });
    expect(roles.body.result.cafe_auth).toEqual([expect.objectContaining({ auth_seq: seq, user_auth: 'OWN' })]);
    // The new owner can use the cafe's pages straight away.
    expect((await http().get(`/api/cafe/home?cafe_seq=${seq}`).set('cookie', user)).status).toBe(200);
  });

  it('refuses the fourth cafe of a USER with create_limit_cafe and leaves no cafe behind; PAID may own five', async () => {
    const user = await signIn(app, 'user');
    while ((await owned('user', 'cafe')) < 3)
      expect(
        (await create(user, cafeCreatePage.api.edit, cafe(`Cap Cafe ${await owned('user', 'cafe')}`))).status,
      ).toBe(200);
    const cafes = await count('SELECT COUNT(*) AS n FROM cafe');
    const refused = await create(user, cafeCreatePage.api.edit, cafe('One Too Many'));
    expect(refused.status).toBe(403);
    expect(refused.body.description).toBe('create_limit_cafe');
    expect(refused.body.message).toBe('You cannot create another cafe: you already own as many as allowed');
    expect(await count('SELECT COUNT(*) AS n FROM cafe')).toBe(cafes);
    expect(await owned('user', 'cafe')).toBe(3);

    const paid = await signIn(app, 'paid');
    for (let i = 0; i < 5; i++)
      expect((await create(paid, cafeCreatePage.api.edit, cafe(`Paid Cafe ${i}`))).status).toBe(200);
    expect((await create(paid, cafeCreatePage.api.edit, cafe('Paid Cafe 6'))).body.description).toBe(
      'create_limit_cafe',
    );
    expect(await owned('paid', 'cafe')).toBe(5);
  });

  it('counts concurrent creations against the cap: two at once for the last place give one cafe', async () => {
    const tester = await signIn(app, 'tester');
    for (let i = 0; i < 4; i++)
      expect((await create(tester, cafeCreatePage.api.edit, cafe(`Race Cafe ${i}`))).status).toBe(200);
    const both = await Promise.all([
      create(tester, cafeCreatePage.api.edit, cafe('Race A')),
      create(tester, cafeCreatePage.api.edit, cafe('Race B')),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(await owned('tester', 'cafe')).toBe(5);
  });

  it('allows one roastery: the demo roaster owner (already OWN) is refused, a new one is not', async () => {
    const roaster = await signIn(app, 'roaster');
    const before = await count('SELECT COUNT(*) AS n FROM roaster');
    const refused = await create(roaster, roasterCreatePage.api.edit, {
      roaster_name: 'Second Roast',
      roaster_name_locale: '두 번째 로스터리',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.description).toBe('create_limit_roaster');
    expect(await count('SELECT COUNT(*) AS n FROM roaster')).toBe(before);

    const cafeOwner = await signIn(app, 'cafe');
    const res = await create(cafeOwner, roasterCreatePage.api.edit, {
      roaster_name: 'Cafe Roasts',
      roaster_name_locale: '카페 로스팅',
      roaster_country: 'ETH',
      roaster_type: 'PRV',
    });
    expect(res.status).toBe(200);
    const row = await one('SELECT roaster_name, roaster_country, roaster_type FROM roaster WHERE roaster_seq = ?', [
      res.body.result.roaster_seq,
    ]);
    expect(row).toMatchObject({ roaster_name: 'Cafe Roasts', roaster_country: 'ETH', roaster_type: 'PRV' });
    expect(await owned('cafe', 'roaster')).toBe(1);
  });

  it('checks the fields as the page does (§5: both names 3–300, type and country required) and writes nothing', async () => {
    const user = await signIn(app, 'admin');
    const cafes = await count('SELECT COUNT(*) AS n FROM cafe');
    const missing = await create(user, cafeCreatePage.api.edit, { cafe_name: 'Only English' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ description: 'field_required', field: 'cafe_name_locale' });
    const short = await create(user, cafeCreatePage.api.edit, { cafe_name: 'ab', cafe_name_locale: '가나다' });
    expect(short.body).toMatchObject({ status: '400', description: 'field_minLength', field: 'cafe_name' });
    const cleared = await create(user, cafeCreatePage.api.edit, { ...cafe('No Type'), cafe_type: '' });
    expect(cleared.body).toMatchObject({ status: '400', description: 'field_required', field: 'cafe_type' });
    // Mass assignment: an undeclared column is refused, not written.
    const extra = await create(user, cafeCreatePage.api.edit, { ...cafe('Sneaky'), cafe_use: 0 });
    expect(extra.body).toMatchObject({ status: '400', field: 'cafe_use' });
    expect(await count('SELECT COUNT(*) AS n FROM cafe')).toBe(cafes);
  });

  it('is write only and signed in only: edit mode 403, guests 401, no list or detail call', async () => {
    const user = await signIn(app, 'admin');
    const edit = await http()
      .post(cafeCreatePage.api.edit)
      .set('cookie', user)
      .send({
        mode: 'edit',
        keys: { cafe_seq: 1 },
        edit_at: new Date().toISOString(),
        UPList: { cafe_name: 'Taken Over' },
      });
    expect(edit.status).toBe(403);
    expect((await one('SELECT cafe_name FROM cafe WHERE cafe_seq = 1')).cafe_name).not.toBe('Taken Over');
    expect(
      (
        await http()
          .post(cafeCreatePage.api.edit)
          .send({ mode: 'write', UPList: cafe('Guest Cafe') })
      ).status,
    ).toBe(401);
    expect((await http().post('/api/cafe/create/list').set('cookie', user).send({})).status).toBe(404);
  });
});
