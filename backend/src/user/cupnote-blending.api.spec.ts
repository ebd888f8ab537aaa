import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { USER_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { databases, signIn, startApp } from '../testing/test-app';
import { describeAddedColumns } from '../testing/added-columns';
import {
  BREW_BEAN_COLUMNS,
  NOTE_BLENDING_COLUMNS,
  NoteBeans1734200000000,
} from '../core/database/migrations/1734200000000-note-beans';

type Row = Record<string, unknown>;

/**
 * Spec 002 §3 "Blending info fields (on notes): country, country code, region, farm, variety, grade,
 * grade detail, process, each with an etc free text" and "Cup note: … blending_loss,
 * blending_organic_loss"; §4 "Serial check: … loads bean info and fills the note (names, dates, loss
 * values, blending info)"; §5 "Free-text etc fields for region, farm, variety, process: 3-300".
 */
describe.each(databases())("the coffee note's blending information on %s (002 §2.9, §3, §4)", (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let paid: string;
  const http = () => request(app.getHttpServer());
  const post = (cookie: string, path: string, body: Row = {}) => http().post(path).set('cookie', cookie).send(body);
  const lotSerial = async () =>
    String(
      (
        (await db.query(
          `SELECT blending_result_uuid_str FROM blending_result WHERE blending_use = 1 ORDER BY blending_result_seq`,
        )) as Row[]
      )[0].blending_result_uuid_str,
    );
  const blendSerial = async () =>
    String(
      (
        (await db.query(
          `SELECT blending_uuid_str FROM blending_default WHERE blending_use = 1 ORDER BY blending_seq`,
        )) as Row[]
      )[0].blending_uuid_str,
    );

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    paid = await signIn(app, 'paid');
  });
  afterAll(async () => {
    await app.close();
  });

  it('a lot serial fills region, farm, grade, grade detail, the typed texts and the organic loss besides country, variety and process (the demo lot shows DTL)', async () => {
    const serial = await lotSerial();
    const res = await post(paid, '/api/user/beaninfo/check', { cupnote_serial_type: 'RSTRDT', cupnote_serial: serial });
    expect(res.status).toBe(200);
    const note = res.body.result as Row;
    // Haiti and Ethiopia: two countries, so no single country code, and their places as typed text in the reader's language.
    expect((note.cupnote_country_list as string[]).sort()).toEqual(['ETH', 'HTI']);
    expect(note).toMatchObject({ cupnote_region_seq: null, cupnote_farm_seq: null });
    expect(note.cupnote_region_etc).toEqual(expect.stringContaining('Thiotte'));
    expect(note.cupnote_region_etc).toEqual(expect.stringContaining('예가체프'));
    expect(note.cupnote_farm_etc).toEqual(expect.stringContaining('Kochere washing station'));
    expect((note.cupnote_grade_list as string[]).length).toBeGreaterThan(0);
    // The grade details and the typed variety and process texts come from the lot as stored.
    const [before] = (await db.query(
      `SELECT blending_grade_detail_list AS g, blending_variety_etc AS v, blending_process_etc AS p FROM blending_result WHERE blending_result_uuid_str = ?`,
      [serial],
    )) as Row[];
    await db.query(
      `UPDATE blending_result SET blending_grade_detail_list = 'AA,PB', blending_variety_etc = 'Wild landrace', blending_process_etc = 'Double soak' WHERE blending_result_uuid_str = ?`,
      [serial],
    );
    try {
      const typed = (
        await post(paid, '/api/user/beaninfo/check', { cupnote_serial_type: 'RSTRDT', cupnote_serial: serial })
      ).body.result as Row;
      expect(typed).toMatchObject({
        cupnote_grade_detail_list: ['AA', 'PB'],
        cupnote_variety_etc: 'Wild landrace',
        cupnote_process_etc: 'Double soak',
      });
    } finally {
      await db.query(
        `UPDATE blending_result SET blending_grade_detail_list = ?, blending_variety_etc = ?, blending_process_etc = ? WHERE blending_result_uuid_str = ?`,
        [before.g, before.v, before.p, serial],
      );
    }
    // The lot's losses as stored: the loss ×10, the organic loss ×100 (two decimals, 001 §5).
    const [lot] = (await db.query(
      `SELECT blending_loss, blending_organic_loss FROM blending_result WHERE blending_result_uuid_str = ?`,
      [serial],
    )) as Row[];
    expect([lot.blending_loss, lot.blending_organic_loss].every((v) => v !== null)).toBe(true);
    expect(note).toMatchObject({
      blending_loss: lot.blending_loss,
      blending_organic_loss: lot.blending_organic_loss,
      blending_info_use: true,
    });
    const english = await post(paid, '/api/user/beaninfo/check', {
      cupnote_serial_type: 'RSTRDT',
      cupnote_serial: serial,
    }).set('x-locale', 'en');
    expect(english.body.result.cupnote_region_etc).toEqual(expect.stringContaining('Yirgacheffe'));
  });

  it("a blend serial brings its recipes' grades too, and no dates or losses (a blend has no lot)", async () => {
    const res = await post(paid, '/api/user/beaninfo/check', {
      cupnote_serial_type: 'RSTRDF',
      cupnote_serial: await blendSerial(),
    });
    expect(res.status).toBe(200);
    expect((res.body.result.cupnote_grade_list as string[]).length).toBeGreaterThan(0);
    expect(res.body.result).toMatchObject({
      blending_result_date: null,
      blending_loss: null,
      blending_organic_loss: null,
    });
  });

  it('the note keeps what the check filled: the server sets the single country code from the list (002 §4) and checks the etc texts (3–300 bytes, §5)', async () => {
    // The check's single country code is for the form (it keeps the region and farm chosen in it); the save sets it.
    const { cupnote_country_code: code, ...check } = (
      await post(paid, '/api/user/beaninfo/check', { cupnote_serial_type: 'RSTRDT', cupnote_serial: await lotSerial() })
    ).body.result as Row;
    expect(code).toBeNull();
    const base = {
      cupnote_name_locale: '블렌딩 정보',
      cupnote_place: 'HOME',
      cupnote_date: '2026-11-28',
      cupnote_satis: 8,
    };
    const saved = await post(paid, USER_PAGES.userCupnote.api.edit, { mode: 'write', UPList: { ...base, ...check } });
    expect(saved.status).toBe(200);
    const shown = (
      await http().get(`${USER_PAGES.userCupnote.api.detail!}/${saved.body.result.cupnote_seq}`).set('cookie', paid)
    ).body.result as Row;
    expect(shown).toMatchObject({
      cupnote_region_etc: check.cupnote_region_etc,
      cupnote_farm_etc: check.cupnote_farm_etc,
      cupnote_grade_list: check.cupnote_grade_list,
      blending_organic_loss: check.blending_organic_loss,
      cupnote_country_code: null,
    });
    const one = await post(paid, USER_PAGES.userCupnote.api.edit, {
      mode: 'write',
      UPList: { ...base, blending_info_use: true, cupnote_country_list: ['KEN'], cupnote_region_etc: 'Nyeri' },
    });
    expect(one.status).toBe(200);
    const kenya = (
      await http().get(`${USER_PAGES.userCupnote.api.detail!}/${one.body.result.cupnote_seq}`).set('cookie', paid)
    ).body.result as Row;
    expect(kenya).toMatchObject({ cupnote_country_code: 'KEN', cupnote_region_etc: 'Nyeri' });
    // The code is the server's: a client's is refused.
    const forged = await post(paid, USER_PAGES.userCupnote.api.edit, {
      mode: 'write',
      UPList: { ...base, cupnote_country_code: 'KEN' },
    });
    expect([forged.status, forged.body.field]).toEqual([403, 'cupnote_country_code']);
    const short = await post(paid, USER_PAGES.userCupnote.api.edit, {
      mode: 'write',
      UPList: { ...base, blending_info_use: true, cupnote_farm_etc: 'ab' },
    });
    expect([short.status, short.body.description, short.body.field]).toEqual([
      400,
      'field_minLength',
      'cupnote_farm_etc',
    ]);
  });

  it('an unknown serial is said as such (serial_not_found, translated), naming the serial', async () => {
    const res = await post(paid, '/api/user/beaninfo/check', {
      cupnote_serial_type: 'RSTRDT',
      cupnote_serial: '00000000-0000-4000-8000-000000000000',
    }).set('x-locale', 'en');
    expect([res.status, res.body.description, res.body.field]).toEqual([404, 'serial_not_found', 'cupnote_serial']);
    expect(res.body.message).toBe('No coffee matches this serial and type. Please check the serial and its type');
  });
});

// A database made before the note's blending information and the brew's bean and lot gets their columns.
describeAddedColumns(
  "the coffee note's blending information columns",
  'user_cupnote',
  NOTE_BLENDING_COLUMNS,
  () => new NoteBeans1734200000000(),
);
describeAddedColumns(
  "the drinker's brew bean and lot columns",
  'user_brewing_result',
  BREW_BEAN_COLUMNS,
  () => new NoteBeans1734200000000(),
);
