import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { CAFE_PAGES, ROASTER_PAGES, type Scope } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options';
import { EquipPerson1734300000000 } from '../database/migrations/1734300000000-equip-person';
import { databases, demoOrganisations, signIn, startApp } from '../../testing/test-app';
import { toDbTime } from '../entity/sql';

type Row = Record<string, unknown>;

/**
 * Spec 002 §3 "Equipment (cafe and user): … equip_auth (cafe only; selector labelled select_auth)",
 * 001 §3 Roaster equipment equip_auth: the person in charge is one of the organisation's members,
 * chosen from `/api/{scope}/user/code`, and the server accepts only a member holding a role there
 * now (contracts LOOKUPS, core/entity/reference-check.ts).
 */
describe.each(databases())('the person in charge of equipment on %s (002 §3, 001 §3)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let orgs: Record<Scope, number>;
  const cookies: Record<string, string> = {};
  const http = () => request(app.getHttpServer());
  const post = (who: string, path: string, body: Row) => http().post(path).set('cookie', cookies[who]).send(body);
  const seqOf = async (userId: string) =>
    Number(((await db.query(`SELECT user_seq FROM app_user WHERE user_id = ?`, [userId])) as Row[])[0].user_seq);
  const count = async (table: string) => Number(((await db.query(`SELECT COUNT(*) AS n FROM ${table}`)) as Row[])[0].n);
  const equip = { equip_type: 'GRND', equip_name: 'Bar grinder', equip_name_locale: '바 그라인더', equip_use: true };

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    orgs = await demoOrganisations(app);
    for (const id of ['cafe', 'cafe.barista', 'roaster', 'roaster.staff']) cookies[id] = await signIn(app, id);
  });
  afterAll(async () => {
    await app.close();
  });

  it("the cafe's members holding a role are offered, by their nick, to any of its roles; not the applicant waiting", async () => {
    const res = await post('cafe.barista', '/api/cafe/user/code', { cafe_seq: orgs.cafe });
    expect(res.status).toBe(200);
    expect((res.body.result as Row[]).map((m) => m.user_nick).sort()).toEqual(['Barista', 'Cafe Owner']);
    const roastery = await post('roaster.staff', '/api/roaster/user/code', { roaster_seq: orgs.roaster });
    expect((roastery.body.result as Row[]).map((m) => m.user_nick).sort()).toEqual([
      'Roaster',
      'Roastery Manager',
      'Roastery Owner',
    ]);
    // A roaster holds no cafe role.
    expect((await post('roaster', '/api/cafe/user/code', { cafe_seq: orgs.cafe })).status).toBe(403);
  });

  it('a member is saved as the person in charge; the applicant, someone of another organisation or nobody is 400 field_not_found, nothing written', async () => {
    const before = await count('cafe_equip');
    for (const userId of ['paid', 'roaster.staff']) {
      const refused = await post('cafe', CAFE_PAGES.cafeEquip.api.edit, {
        cafe_seq: orgs.cafe,
        mode: 'write',
        UPList: { ...equip, equip_auth: await seqOf(userId) },
      });
      expect([userId, refused.status, refused.body.description, refused.body.field]).toEqual([
        userId,
        400,
        'field_not_found',
        'equip_auth',
      ]);
    }
    const text = await post('cafe', CAFE_PAGES.cafeEquip.api.edit, {
      cafe_seq: orgs.cafe,
      mode: 'write',
      UPList: { ...equip, equip_auth: 'Mina' },
    });
    expect(text.status).toBe(400);
    expect(await count('cafe_equip')).toBe(before);
    const barista = await seqOf('cafe.barista');
    const saved = await post('cafe', CAFE_PAGES.cafeEquip.api.edit, {
      cafe_seq: orgs.cafe,
      mode: 'write',
      UPList: { ...equip, equip_auth: barista },
    });
    expect(saved.status).toBe(200);
    const shown = await http()
      .get(`${CAFE_PAGES.cafeEquip.api.detail!}/${saved.body.result.cafe_equip_seq}?cafe_seq=${orgs.cafe}`)
      .set('cookie', cookies.cafe);
    expect(shown.body.result.equip_auth).toBe(barista);
    const roaster = await post('roaster', ROASTER_PAGES.roasterEquip.api.edit, {
      roaster_seq: orgs.roaster,
      mode: 'write',
      UPList: { ...equip, equip_auth: await seqOf('roaster.staff') },
    });
    expect(roaster.status).toBe(200);
    const foreign = await post('roaster', ROASTER_PAGES.roasterEquip.api.edit, {
      roaster_seq: orgs.roaster,
      mode: 'write',
      UPList: { ...equip, equip_auth: barista },
    });
    expect([foreign.status, foreign.body.field]).toEqual([400, 'equip_auth']);
  });

  it('a member who left is no longer offered nor accepted, but the equipment naming them still reads their name', async () => {
    const barista = await seqOf('cafe.barista');
    const [machine] = (await db.query(`SELECT cafe_equip_seq FROM cafe_equip WHERE cafe_seq = ? AND equip_auth = ?`, [
      orgs.cafe,
      barista,
    ])) as Row[];
    await db.query(`UPDATE cafe_user SET user_auth = 'FIRE', user_status = 'OUT' WHERE cafe_seq = ? AND user_seq = ?`, [
      orgs.cafe,
      barista,
    ]);
    try {
      expect(
        ((await post('cafe', '/api/cafe/user/code', { cafe_seq: orgs.cafe })).body.result as Row[]).map(
          (m) => m.user_seq,
        ),
      ).not.toContain(barista);
      const kept = (await post('cafe', '/api/cafe/user/code', { cafe_seq: orgs.cafe, include_seq: barista })).body
        .result as Row[];
      expect(kept.find((m) => m.user_seq === barista)).toMatchObject({ user_nick: 'Barista' });
      const again = await post('cafe', CAFE_PAGES.cafeEquip.api.edit, {
        cafe_seq: orgs.cafe,
        mode: 'write',
        UPList: { ...equip, equip_auth: barista },
      });
      expect([again.status, again.body.field]).toEqual([400, 'equip_auth']);
      // The grinder still names them, and saving another of its fields does not send the person again.
      const shown = (
        await http()
          .get(`${CAFE_PAGES.cafeEquip.api.detail!}/${machine.cafe_equip_seq}?cafe_seq=${orgs.cafe}`)
          .set('cookie', cookies.cafe)
      ).body.result as Row;
      expect(shown.equip_auth).toBe(barista);
      const renamed = await post('cafe', CAFE_PAGES.cafeEquip.api.edit, {
        cafe_seq: orgs.cafe,
        mode: 'edit',
        keys: { cafe_equip_seq: machine.cafe_equip_seq },
        edit_at: shown.edit_at,
        UPList: { equip_name: 'Renamed grinder' },
      });
      expect(renamed.status).toBe(200);
    } finally {
      await db.query(
        `UPDATE cafe_user SET user_auth = 'BARISTA', user_status = 'JOIN' WHERE cafe_seq = ? AND user_seq = ?`,
        [orgs.cafe, barista],
      );
    }
  });
});

/**
 * A database from before: the person in charge was typed text. The migration keeps what was typed in
 * the detail and makes the column a member's number; a new database is left as it is.
 */
describe.each(databases())('the person in charge migration on %s', (_name, database) => {
  let db: DataSource;
  beforeAll(async () => {
    db = await new DataSource(dataSourceOptions(await database())).initialize();
    await db.runMigrations({ transaction: 'each' });
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('a new database has a member number already, and the migration changes nothing there', async () => {
    const q = db.createQueryRunner();
    expect((await q.getTable('cafe_equip'))!.findColumnByName('equip_auth')!.type).toMatch(/int/i);
    await new EquipPerson1734300000000().up(q);
    expect((await q.getTable('cafe_equip'))!.findColumnByName('equip_auth')!.type).toMatch(/int/i);
    await q.release();
  });

  it("typed names move to the detail and the column takes members' numbers", async () => {
    const q = db.createQueryRunner();
    const mysql = db.options.type === 'mysql';
    for (const table of ['cafe_equip', 'roaster_equip']) {
      if (mysql) await q.query(`ALTER TABLE \`${table}\` MODIFY \`equip_auth\` varchar(45) NULL`);
      else {
        const { TableColumn } = await import('typeorm');
        await q.changeColumn(
          table,
          'equip_auth',
          new TableColumn({ name: 'equip_auth', type: 'varchar', length: '45', isNullable: true }),
        );
      }
    }
    const now = toDbTime(new Date());
    await db.query(
      `INSERT INTO cafe (cafe_name, rgst_by, rgst_at, edit_by, edit_at) VALUES ('Migration Cafe', 'test', ?, 'test', ?)`,
      [now, now],
    );
    const [org] = (await db.query(`SELECT cafe_seq FROM cafe WHERE cafe_name = 'Migration Cafe'`)) as Row[];
    await db.query(
      `INSERT INTO cafe_equip (cafe_seq, equip_type, equip_name, equip_use, equip_auth, equip_detail, rgst_at, edit_at) VALUES (?, 'GRND', 'Typed grinder', 1, 'Mina Kim', 'Burrs changed in May', ?, ?)`,
      [org.cafe_seq, now, now],
    );
    await db.query(
      `INSERT INTO cafe_equip (cafe_seq, equip_type, equip_name, equip_use, equip_auth, rgst_at, edit_at) VALUES (?, 'GRND', 'Nobody''s grinder', 1, NULL, ?, ?)`,
      [org.cafe_seq, now, now],
    );
    await new EquipPerson1734300000000().up(q);
    expect((await q.getTable('cafe_equip'))!.findColumnByName('equip_auth')!.type).toMatch(/int/i);
    expect((await q.getTable('roaster_equip'))!.findColumnByName('equip_auth')!.type).toMatch(/int/i);
    await q.release();
    const rows = (await db.query(
      `SELECT equip_name, equip_auth, equip_detail FROM cafe_equip WHERE equip_name IN ('Typed grinder', 'Nobody''s grinder') ORDER BY equip_name`,
    )) as Row[];
    expect(rows).toEqual([
      { equip_name: "Nobody's grinder", equip_auth: null, equip_detail: null },
      {
        equip_name: 'Typed grinder',
        equip_auth: null,
        equip_detail: 'Burrs changed in May\n담당자 / Person in charge: Mina Kim',
      },
    ]);
  });
});
