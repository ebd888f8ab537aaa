import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  ALL_PAGES,
  type FieldDecl,
  type PageDecl,
  pageFields,
  pageReferences,
  pageSublists,
  type RecordValues,
  type Reference,
  type Scope,
} from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password';
import { plainRow } from '../../testing/fuzz';
import { databases, demoOrganisations, signIn, startApp } from '../../testing/test-app';
import { dialectOf, fromDbTime, toDbTime } from './sql';

type Row = Record<string, unknown>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sendable = (f: FieldDecl) => f.saveable !== false && !f.readOnly && !f.generated;

/**
 * Generated from the declarations: in every field of every page that refers to
 * another record of its owner (a machine, a green bean, a recipe, a roast, a blend, a lot, a bean —
 * contracts page/references.ts), and in every such sublist row field, a record of another roastery,
 * cafe or user is refused with 400 field_not_found naming the field, exactly as an id that does not
 * exist, and nothing is written.
 */
describe.each(databases())("every reference to an owner's record stays within the owner, on %s", (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let demo: Record<Scope | 'user', number>;
  let rival: Record<Scope | 'user', number>;
  const cookies: Record<string, string> = {};
  const foreign = new Map<string, number>();

  const q = (name: string) => dialectOf(db).q(name);
  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];
  const ownerScope = (page: PageDecl): Scope | 'user' =>
    page.ownerField === 'user_seq' ? 'user' : (page.rights.scope as Scope);
  const post = async (url: string, scope: Scope | 'user', body: Row) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', cookie: cookies[scope] },
      payload: JSON.stringify({ ...(scope === 'user' ? {} : { [`${scope}_seq`]: demo[scope] }), ...body }),
    });
    return {
      status: res.statusCode,
      body: JSON.parse(res.body || 'null') as { description?: string; field?: string; result?: Row },
    };
  };

  /** A copy of one of the demo owner's rows of `table`, owned by the rival: its key is a foreign id. */
  async function foreignId(table: string, key: string, ownerColumn: string, scope: Scope | 'user'): Promise<number> {
    const at = `${table}.${key}`;
    if (foreign.has(at)) return foreign.get(at)!;
    const row = await one(`SELECT * FROM ${q(table)} WHERE ${q(ownerColumn)} = ? ORDER BY ${q(key)} LIMIT 1`, [
      demo[scope],
    ]);
    if (!row) throw new Error(`the demo data has no ${table} row to copy`);
    delete row[key];
    row[ownerColumn] = rival[scope];
    for (const [k, v] of Object.entries(row)) {
      if (typeof v === 'string' && UUID.test(v)) row[k] = randomUUID();
      if (v instanceof Date) row[k] = toDbTime(v);
    }
    const names = Object.keys(row);
    await db.query(
      `INSERT INTO ${q(table)} (${names.map(q).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
      names.map((n) => row[n]),
    );
    const id = Number(
      (await one(`SELECT MAX(${q(key)}) AS k FROM ${q(table)} WHERE ${q(ownerColumn)} = ?`, [rival[scope]])).k,
    );
    foreign.set(at, id);
    return id;
  }

  /**
   * A record of the reference's kind the owner may not name: a copy owned by the rival, or
   * (002 §3 equip_auth) a member of the rival organisation, or (002 §2.6, a drinker's beans) a cafe's
   * record none of the drinker's notes name: the rival cafe's copy.
   */
  async function foreignRecord(reference: Reference, ownerColumn: string, scope: Scope | 'user'): Promise<number> {
    if (reference.through) return foreignId(reference.table, reference.key, 'cafe_seq', 'cafe');
    if (reference.where && (scope === 'cafe' || scope === 'roaster')) {
      const now = toDbTime(new Date());
      const [{ n }] = (await db.query(
        `SELECT COUNT(*) AS n FROM ${q(reference.table)} WHERE ${q(ownerColumn)} = ? AND user_seq = ?`,
        [rival[scope], rival.user],
      )) as Row[];
      if (!Number(n)) {
        await db.query(
          `INSERT INTO ${q(reference.table)} (${q(ownerColumn)}, user_seq, user_auth, user_status, rgst_by, rgst_at, edit_by, edit_at) VALUES (?, ?, 'OWN', 'JOIN', 'test', ?, 'test', ?)`,
          [rival[scope], rival.user, now, now],
        );
      }
      return rival.user;
    }
    return foreignId(reference.table, reference.key, ownerColumn, scope);
  }

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    const orgs = await demoOrganisations(app);
    const seqOf = async (userId: string) =>
      Number((await one(`SELECT user_seq FROM app_user WHERE user_id = ?`, [userId])).user_seq);
    demo = { ...orgs, user: await seqOf('user') };
    const now = toDbTime(new Date());
    const stamp = [null, 'test', now, null, 'test', now];
    await db.query(
      `INSERT INTO roaster (roaster_name, roaster_name_locale, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES ('Rival Roasters', '라이벌', ?, ?, ?, ?, ?, ?)`,
      stamp,
    );
    await db.query(
      `INSERT INTO cafe (cafe_name, cafe_name_locale, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES ('Rival Cafe', '라이벌 카페', ?, ?, ?, ?, ?, ?)`,
      stamp,
    );
    await db.query(
      `INSERT INTO app_user (user_id, user_pass, user_name, user_type, user_use, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES ('rival.drinker', ?, 'Rival', 'USER', 1, ?, ?, ?, ?, ?, ?)`,
      [await hashPassword('beantrail'), ...stamp],
    );
    rival = {
      roaster: Number((await one(`SELECT roaster_seq FROM roaster WHERE roaster_name = 'Rival Roasters'`)).roaster_seq),
      cafe: Number((await one(`SELECT cafe_seq FROM cafe WHERE cafe_name = 'Rival Cafe'`)).cafe_seq),
      user: await seqOf('rival.drinker'),
    };
    cookies.roaster = await signIn(app, 'roaster');
    cookies.cafe = await signIn(app, 'cafe');
    cookies.user = await signIn(app, 'user');
  });
  afterAll(() => app.close());

  /** The newest demo record of a page, as its detail call answers it (stored units, its rows). */
  async function sample(page: PageDecl, scope: Scope | 'user'): Promise<{ keys: RecordValues; detail: Row } | null> {
    const row = await one(
      `SELECT * FROM ${q(page.table!)} WHERE ${q(page.ownerField!)} = ? ORDER BY ${q(page.keys[page.keys.length - 1])} DESC LIMIT 1`,
      [demo[scope]],
    );
    if (!row) return null;
    const keys = Object.fromEntries(page.keys.map((k) => [k, row[k]]));
    const detail = await post(page.api.detail!, scope, keys);
    if (detail.status !== 200) throw new Error(`${page.id} detail: ${detail.status} ${JSON.stringify(detail.body)}`);
    return { keys, detail: detail.body.result! };
  }

  /** The record as a new one: every value a client may send on create, copied from the sample; its rows without their keys. */
  function asNew(
    page: PageDecl,
    detail: Row,
  ): { UPList: Row; sublists: Record<string, { UPList: Row[]; DEList: Row[] }> } {
    const UPList = Object.fromEntries(
      pageFields(page)
        .filter((f) => sendable(f) && f.writable !== false && detail[f.name] !== null && detail[f.name] !== undefined)
        .map((f) => [f.name, detail[f.name]]),
    );
    const sublists = Object.fromEntries(
      pageSublists(page).map((sub) => {
        const rows = ((detail[sub.name] as Row[] | undefined) ?? []).map((r) =>
          Object.fromEntries(
            sub.fields
              .filter(
                (f) => sendable(f) && !sub.rowKeys.includes(f.name) && r[f.name] !== null && r[f.name] !== undefined,
              )
              .map((f) => [f.name, r[f.name]]),
          ),
        );
        return [sub.name, { UPList: rows, DEList: [] }];
      }),
    );
    return { UPList, sublists };
  }

  const cases = ALL_PAGES.flatMap((page) =>
    pageReferences(page)
      .filter((r) => r.reference.owned && sendable(r.field))
      .map((r) => ({ page, ...r })),
  );

  it('finds the references to check: every owner kind, record fields and row fields', () => {
    const seen = new Set(cases.map((c) => `${ownerScope(c.page)}:${c.sublist ? 'row' : 'record'}`));
    expect([...seen].sort()).toEqual(['cafe:record', 'roaster:record', 'roaster:row', 'user:record']);
    expect(cases.length).toBeGreaterThanOrEqual(15);
  });

  it.each(cases.map((c) => [`${c.page.id} ${c.sublist ? `${c.sublist}.` : ''}${c.field.name}`, c] as const))(
    "%s: another owner's record and a missing one are both 400 field_not_found, nothing written",
    async (_title, c) => {
      const scope = ownerScope(c.page);
      const found = await sample(c.page, scope);
      expect({ page: c.page.id, sample: !!found }).toEqual({ page: c.page.id, sample: true });
      const { keys, detail } = found!;
      const before =
        plainRow(await one(`SELECT COUNT(*) AS n FROM ${q(c.page.table!)}`)) +
        plainRow(
          await one(
            `SELECT * FROM ${q(c.page.table!)} WHERE ${c.page.keys.map((k) => `${q(k)} = ?`).join(' AND ')}`,
            Object.values(keys),
          ),
        );
      const ids = { foreign: await foreignRecord(c.reference, c.page.ownerField!, scope), missing: 2_000_000_000 };
      for (const [kind, id] of Object.entries(ids)) {
        const body = asNew(c.page, detail);
        let field = c.field.name;
        if (c.sublist) {
          const rows = body.sublists[c.sublist].UPList;
          if (!rows.length) rows.push({});
          rows[0] = { ...rows[0], [c.field.name]: id };
          field = `${c.sublist}.0.${c.field.name}`;
        } else body.UPList[c.field.name] = id;
        const editable = !c.field.key && !c.field.lockedOnUpdate && c.field.editable !== false;
        // An edit sends only the reference when it may be changed; otherwise the sample as a new record.
        const res =
          editable && !c.sublist
            ? await post(c.page.api.edit!, scope, {
                mode: 'edit',
                keys,
                edit_at: fromDbTime(detail.edit_at),
                UPList: { [c.field.name]: id },
              })
            : await post(c.page.api.edit!, scope, { mode: 'write', ...body });
        expect({ kind, status: res.status, description: res.body.description, field: res.body.field }).toEqual({
          kind,
          status: 400,
          description: 'field_not_found',
          field,
        });
      }
      const after =
        plainRow(await one(`SELECT COUNT(*) AS n FROM ${q(c.page.table!)}`)) +
        plainRow(
          await one(
            `SELECT * FROM ${q(c.page.table!)} WHERE ${c.page.keys.map((k) => `${q(k)} = ?`).join(' AND ')}`,
            Object.values(keys),
          ),
        );
      expect(after).toBe(before);
    },
  );

  it("the case that was found: a new roastery cannot put Demo Roasters' machine into its recipe, and Demo Roasters can still remove the machine", async () => {
    const post2 = (cookie: string, url: string, body: Row) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', cookie },
        payload: JSON.stringify(body),
      });
    const made = await post2(cookies.roaster, '/api/roaster/item/equip/edit', {
      roaster_seq: demo.roaster,
      mode: 'write',
      UPList: { equip_type: 'RSTR', equip_name: 'Spare drum', equip_name_locale: '예비 드럼', equip_use: 1 },
    });
    const machine = Number(JSON.parse(made.body).result.roaster_equip_seq);
    const bean = Number(
      (
        await one(
          `SELECT greenbean_roaster_seq AS k FROM greenbean_roaster WHERE roaster_seq = ? ORDER BY greenbean_roaster_seq LIMIT 1`,
          [demo.roaster],
        )
      ).k,
    );
    const stranger = await signIn(app, 'tester');
    const created = await post2(stranger, '/api/roaster/create', {
      mode: 'write',
      UPList: { roaster_name: 'Stranger Roasting', roaster_name_locale: '낯선 로스팅' },
    });
    expect(created.statusCode).toBe(200);
    const theirs = Number(JSON.parse(created.body).result.roaster_seq);
    const save = await post2(stranger, '/api/roaster/roasting/default/edit', {
      roaster_seq: theirs,
      mode: 'write',
      UPList: {
        roasting_name: 'Borrowed machine',
        roasting_name_locale: '빌린 기계',
        roasting_machine_seq: machine,
        roasting_use: 1,
      },
      sublists: { greenbean_rows: { UPList: [{ greenbean_roaster_seq: bean, greenbean_mass: 1000 }], DEList: [] } },
    });
    expect([save.statusCode, JSON.parse(save.body).description, JSON.parse(save.body).field]).toEqual([
      400,
      'field_not_found',
      'roasting_machine_seq',
    ]);
    expect(Number((await one(`SELECT COUNT(*) AS n FROM roasting_default WHERE roaster_seq = ?`, [theirs])).n)).toBe(0);
    // Nothing of the stranger's holds the machine: its owner removes it.
    const removed = await post2(cookies.roaster, '/api/roaster/item/equip/remove', {
      roaster_seq: demo.roaster,
      keys: { roaster_equip_seq: machine },
    });
    expect([removed.statusCode, JSON.parse(removed.body).status]).toEqual([200, 'OK']);
  });
});
