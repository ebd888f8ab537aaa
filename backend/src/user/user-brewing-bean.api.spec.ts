import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { USER_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { databases, demoOrganisations, signIn, startApp } from '../testing/test-app';

type Row = Record<string, unknown>;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Spec 002 §2.6 User brewing result: "coffeebean_seq and received_seq (chosen from the cafe's beans and
 * inventory, the latter filtered by the chosen bean and requiring a bean to be chosen first),
 * blending_result_date, brewing_date_term …, blending_loss and blending_organic_loss". A drinker has no
 * cafe (§6 "usernote and user info"): their beans and lots are the cafe beans and received lots their
 * coffee notes name by serial (§3 cup note coffeebean_uuid, §4 serial check; docs/USER.md).
 */
describe.each(databases())("a drinker's brew of a cafe bean they noted on %s (002 §2.6)", (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let cafe: string;
  let user: string;
  let paid: string;
  let cafeSeq: number;
  let bean: number;
  let lot: { received_seq: number; received_uuid_str: string };
  const http = () => request(app.getHttpServer());
  const post = (cookie: string, path: string, body: Row = {}) => http().post(path).set('cookie', cookie).send(body);
  const asCafe = async (path: string, body: Row) => {
    const res = await post(cafe, path, { cafe_seq: cafeSeq, ...body });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.result as Row;
  };
  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];
  const count = async () => Number((await one(`SELECT COUNT(*) AS n FROM user_brewing_result`)).n);
  const brew = (cookie: string, UPList: Row) =>
    post(cookie, USER_PAGES.userBrewingResult.api.edit, {
      mode: 'write',
      UPList: {
        brewing_result_date: today(),
        brewing_satis: 8,
        brewing_public: false,
        brewing_result_main: false,
        ...UPList,
      },
    });
  const note = (cookie: string, serial: string, type = 'CAFEDT') =>
    post(cookie, USER_PAGES.userCupnote.api.edit, {
      mode: 'write',
      UPList: {
        cupnote_name_locale: '카페에서 산 원두',
        cupnote_place: 'CAFE',
        cupnote_date: today(),
        cupnote_satis: 9,
        cupnote_serial: serial,
        cupnote_serial_type: type,
      },
    });

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    [cafe, user, paid] = [await signIn(app, 'cafe'), await signIn(app, 'user'), await signIn(app, 'paid')];
    cafeSeq = (await demoOrganisations(app)).cafe;
    // The demo cafe registers the House Blend from its QR code, shows its customers the lot's details and receives the lot.
    const lotUuid = String(
      (
        await one(
          `SELECT blending_result_uuid_cafe AS u FROM blending_result WHERE blending_use = 1 ORDER BY blending_result_seq`,
        )
      ).u,
    );
    const detail = await asCafe('/api/cafe/beaninfo/detail', { blending_result_uuid: lotUuid });
    const { registered_seq: _known, ...fields } = await asCafe('/api/cafe/beaninfo/default', {
      blending_uuid: detail.blending_uuid,
    });
    bean = Number(
      (
        await asCafe('/api/cafe/coffeebean/default/edit', {
          mode: 'write',
          UPList: { ...fields, coffeebean_use: true, public_stage_customer: 'DTL' },
        })
      ).coffeebean_seq,
    );
    const receipt = await asCafe('/api/cafe/coffeebean/received/edit', {
      mode: 'write',
      UPList: {
        coffeebean_seq: bean,
        blending_result_uuid: lotUuid,
        received_date: today(),
        received_div: 'BAG-7',
        received_mass: 20000,
        received_instock: true,
      },
    });
    lot = (await one(`SELECT received_seq, received_uuid_str FROM cafe_received WHERE received_seq = ?`, [
      receipt.received_seq,
    ])) as typeof lot;
    expect((await note(user, lot.received_uuid_str)).status).toBe(200);
  });
  afterAll(async () => {
    await app.close();
  });

  it("§3 a note of a cafe serial keeps the cafe bean it names (coffeebean_uuid); a roaster's serial names none", async () => {
    const uuid = (await one(`SELECT coffeebean_uuid_str AS u FROM cafe_coffeebean WHERE coffeebean_seq = ?`, [bean])).u;
    expect(
      (await one(`SELECT coffeebean_uuid FROM user_cupnote WHERE cupnote_serial = ?`, [lot.received_uuid_str]))
        .coffeebean_uuid,
    ).toBe(uuid);
    const roasters = await one(
      `SELECT coffeebean_uuid FROM user_cupnote WHERE cupnote_serial_type = 'RSTRDT' ORDER BY cupnote_seq`,
    );
    expect(roasters.coffeebean_uuid).toBeNull();
  });

  it("the bean select offers the drinker's noted cafe beans only; the lot select nothing before a bean, then that bean's noted lots", async () => {
    const mine = (await post(user, '/api/user/coffeebean/code')).body.result as Row[];
    expect(mine).toEqual([expect.objectContaining({ coffeebean_seq: bean, coffeebean_name: 'BeanTrail House Blend' })]);
    expect((await post(paid, '/api/user/coffeebean/code')).body.result).toEqual([]);
    expect((await post(user, '/api/user/coffeebean/received/code')).body.result).toEqual([]);
    const lots = (await post(user, '/api/user/coffeebean/received/code', { coffeebean_seq: bean })).body
      .result as Row[];
    expect(lots).toEqual([
      expect.objectContaining({ received_seq: lot.received_seq, received_label: `${today()} · BAG-7` }),
    ]);
    expect((await post(paid, '/api/user/coffeebean/received/code', { coffeebean_seq: bean })).body.result).toEqual([]);
    expect((await http().post('/api/user/coffeebean/code').send({})).status).toBe(401);
  });

  it("choosing brings the bean's names and the lot's date and losses (as the bean shows its customers); not for someone else", async () => {
    expect((await post(user, '/api/user/coffeebean/copy', { coffeebean_seq: bean })).body.result).toEqual({
      coffeebean_name: 'BeanTrail House Blend',
      coffeebean_name_locale: '빈트레일 하우스 블렌드',
    });
    expect((await post(paid, '/api/user/coffeebean/copy', { coffeebean_seq: bean })).status).toBe(404);
    const [received] = (await db.query(
      `SELECT blending_result_date, blending_loss, blending_organic_loss FROM cafe_received WHERE received_seq = ?`,
      [lot.received_seq],
    )) as Row[];
    expect(received.blending_loss).not.toBeNull();
    const copied = (await post(user, '/api/user/coffeebean/received/copy', { received_seq: lot.received_seq })).body
      .result as Row;
    expect(copied).toEqual({
      blending_result_date: String(received.blending_result_date).slice(0, 10),
      blending_loss: received.blending_loss,
      blending_organic_loss: received.blending_organic_loss,
    });
    expect((await post(paid, '/api/user/coffeebean/received/copy', { received_seq: lot.received_seq })).status).toBe(
      404,
    );
  });

  it("a brew of the bean and lot: the server copies the names, the lot's date and losses, and counts the days", async () => {
    const saved = await brew(user, {
      coffeebean_seq: bean,
      received_seq: lot.received_seq,
      coffeebean_name: 'typed over',
    });
    expect(saved.status).toBe(200);
    const shown = (
      await http()
        .get(`${USER_PAGES.userBrewingResult.api.detail!}/${saved.body.result.brewing_result_seq}`)
        .set('cookie', user)
    ).body.result as Row;
    const [received] = (await db.query(
      `SELECT blending_result_date, blending_loss, blending_organic_loss FROM cafe_received WHERE received_seq = ?`,
      [lot.received_seq],
    )) as Row[];
    expect(shown).toMatchObject({
      coffeebean_seq: bean,
      received_seq: lot.received_seq,
      coffeebean_name: 'BeanTrail House Blend',
      coffeebean_name_locale: '빈트레일 하우스 블렌드',
      blending_result_date: String(received.blending_result_date).slice(0, 10),
      blending_loss: received.blending_loss,
      blending_organic_loss: received.blending_organic_loss,
    });
    expect(shown.brewing_date_term).toBeGreaterThanOrEqual(0);
    // The losses are the lot's, never the client's.
    const forged = await brew(user, { coffeebean_seq: bean, received_seq: lot.received_seq, blending_loss: 1 });
    expect([forged.status, forged.body.field]).toEqual([403, 'blending_loss']);
  });

  it('below DTL the bean shows no losses or date: the brew keeps the date typed from the bag, without losses', async () => {
    await db.query(`UPDATE cafe_coffeebean SET public_stage_customer = 'NRML' WHERE coffeebean_seq = ?`, [bean]);
    try {
      const saved = await brew(user, {
        coffeebean_seq: bean,
        received_seq: lot.received_seq,
        blending_result_date: '2026-01-02',
      });
      expect(saved.status).toBe(200);
      const shown = (
        await http()
          .get(`${USER_PAGES.userBrewingResult.api.detail!}/${saved.body.result.brewing_result_seq}`)
          .set('cookie', user)
      ).body.result as Row;
      expect(shown).toMatchObject({
        blending_result_date: '2026-01-02',
        blending_loss: null,
        blending_organic_loss: null,
      });
    } finally {
      await db.query(`UPDATE cafe_coffeebean SET public_stage_customer = 'DTL' WHERE coffeebean_seq = ?`, [bean]);
    }
  });

  it('a bean or lot no note of the drinker names is refused (400 field_not_found); a lot of another bean is coffeebean_mismatch; nothing written', async () => {
    const before = await count();
    const theirs = await brew(paid, { coffeebean_seq: bean });
    expect([theirs.status, theirs.body.description, theirs.body.field]).toEqual([
      400,
      'field_not_found',
      'coffeebean_seq',
    ]);
    const unnoted = await brew(paid, { coffeebean_seq: null, received_seq: lot.received_seq });
    expect([unnoted.status, unnoted.body.description, unnoted.body.field]).toEqual([
      400,
      'field_not_found',
      'received_seq',
    ]);
    // The demo cafe's own bag, noted too, is a lot of another bean.
    const other = (await one(
      `SELECT r.received_seq, r.received_uuid_str FROM cafe_received r WHERE r.coffeebean_seq <> ? ORDER BY r.received_seq`,
      [bean],
    )) as typeof lot;
    expect((await note(user, other.received_uuid_str)).status).toBe(200);
    const mismatch = await brew(user, { coffeebean_seq: bean, received_seq: other.received_seq });
    expect([mismatch.status, mismatch.body.description, mismatch.body.field]).toEqual([
      400,
      'coffeebean_mismatch',
      'received_seq',
    ]);
    // A bean the cafe has taken out of use is no longer offered to a drinker who never brewed it: a
    // save naming it is a bad field, not a missing page.
    expect((await note(paid, lot.received_uuid_str)).status).toBe(200);
    await db.query(`UPDATE cafe_coffeebean SET coffeebean_use = 0 WHERE coffeebean_seq = ?`, [bean]);
    try {
      const unused = await brew(paid, { coffeebean_seq: bean });
      expect([unused.status, unused.body.description, unused.body.field]).toEqual([
        400,
        'field_not_found',
        'coffeebean_seq',
      ]);
    } finally {
      await db.query(`UPDATE cafe_coffeebean SET coffeebean_use = 1 WHERE coffeebean_seq = ?`, [bean]);
    }
    expect(await count()).toBe(before);
  });
});
