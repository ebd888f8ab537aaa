import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  can,
  cafeRoasterRegisterPage,
  type FieldDecl,
  type PageAction,
  type PageDecl,
  pageFields,
  pageSublists,
  type RecordValues,
  REQUEST_ARRAY_MAX,
  type Scope,
  type ScopeRole,
  SIGNUP_PAGES,
  SUBLIST_ROWS_MAX,
  type UserType,
} from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { BAD_VERSIONS, badShapes, badValues, HUGE_TEXT, LONE_SURROGATE, plainRow } from '../../testing/fuzz';
import { declaredPageRoutes } from '../../testing/routes';
import { databases, demoOrganisations, signIn, startApp } from '../../testing/test-app';
import { dialectOf, fromDbTime } from './sql';

type Row = Record<string, unknown>;

interface Caller {
  userId: string;
  cookie: string;
  seq: number;
  type: UserType;
  roles: Partial<Record<Scope, ScopeRole>>;
}

const saveable = (f: FieldDecl) => f.saveable !== false && !f.readOnly && !f.generated;

/**
 * Every save endpoint — every page declaration's save (admin, roaster with
 * its QC notes, cafe, user, profiles, staff, events, links, the create pages), the QR sign-up and
 * registration forms and the accounts' sign-up and password change — is called with a fixed corpus of
 * bad values (wrong types, numbers past their bounds, impossible dates, lone surrogates, huge text,
 * unknown keys) in each field, as a new record and as an edit of a demo record, and each remove with
 * malformed versions. Every answer must be a 4xx, never a 5xx, and the rows must read back unchanged.
 */
describe.each(databases())('save endpoints × bad values on %s (items 3–8)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let demo: Record<Scope, number>;
  const callers: Caller[] = [];
  let failures: string[] = [];

  const q = (name: string) => dialectOf(db).q(name);
  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];
  const post = async (url: string, caller: Caller | null, body: unknown) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(caller ? { cookie: caller.cookie } : {}) },
      payload: JSON.stringify({ roaster_seq: demo.roaster, cafe_seq: demo.cafe, ...(body as object) }),
    });
    return {
      status: res.statusCode,
      body: JSON.parse(res.body || 'null') as { description?: string; field?: string } | null,
    };
  };
  /** Any answer but a 4xx is a failure, listed with what was sent. */
  const expect4xx = (what: string, res: { status: number; body: { description?: string } | null }) => {
    if (res.status < 400 || res.status >= 500) failures.push(`${what} → ${res.status} ${res.body?.description ?? ''}`);
  };

  beforeEach(() => {
    failures = [];
  });

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    demo = await demoOrganisations(app);
    const roles: Record<string, Caller['roles']> = { roaster: { roaster: 'OWN' }, cafe: { cafe: 'OWN' } };
    for (const userId of ['roaster', 'cafe', 'user', 'sadmin']) {
      const row = await one('SELECT user_seq, user_type FROM app_user WHERE user_id = ?', [userId]);
      callers.push({
        userId,
        cookie: await signIn(app, userId),
        seq: Number(row.user_seq),
        type: row.user_type as UserType,
        roles: roles[userId] ?? {},
      });
    }
  });
  afterAll(() => app.close());

  /** Who saves on this page: the organisation's owner for its pages, the demo user for a user's own, else the first the rights let in. */
  function callerFor(page: PageDecl, action: PageAction): Caller | undefined {
    const scope = page.rights.scope;
    const order =
      page.ownedBy === 'user' || (page.self && !scope) ? ['user', 'sadmin'] : ['roaster', 'cafe', 'user', 'sadmin'];
    return order
      .map((id) => callers.find((c) => c.userId === id)!)
      .find((c) => (!scope || c.roles[scope]) && can({ usertype: [c.type], roles: c.roles }, action, page).can);
  }

  /** A record the caller may edit: its own (profiles, a user's pages) or its organisation's, the newest. */
  async function sampleKeys(
    page: PageDecl,
    caller: Caller,
  ): Promise<{ keys: RecordValues; edit_at: string | null } | null> {
    if (!page.table || page.createOnly) return null;
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, ...values: unknown[]) => {
      where.push(sql);
      params.push(...values);
    };
    if (page.self) add(`${q(page.self.key)} = ?`, caller.seq);
    if (page.ownerField)
      add(`${q(page.ownerField)} = ?`, page.ownedBy === 'user' ? caller.seq : demo[page.rights.scope as Scope]);
    if (page.rows) add(`${q(page.rows.field)} IN (${page.rows.in.map(() => '?').join(', ')})`, ...page.rows.in);
    const row = await one(
      `SELECT * FROM ${q(page.table)}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${q(page.keys[0])} DESC LIMIT 1`,
      params,
    );
    if (!row) return null;
    return {
      keys: Object.fromEntries(page.keys.map((k) => [k, typeof row[k] === 'bigint' ? Number(row[k]) : row[k]])),
      edit_at: fromDbTime(row.edit_at),
    };
  }

  /** What must not change: the record itself, its sublist rows, and how many records the table holds. */
  async function snapshot(page: PageDecl, keys: RecordValues | null): Promise<string> {
    if (!page.table) return '';
    const parts = [plainRow(await one(`SELECT COUNT(*) AS n FROM ${q(page.table)}`))];
    if (keys) {
      const where = Object.keys(keys)
        .map((k) => `${q(k)} = ?`)
        .join(' AND ');
      parts.push(plainRow(await one(`SELECT * FROM ${q(page.table)} WHERE ${where}`, Object.values(keys))));
      for (const sub of pageSublists(page)) {
        const parent = (sub.parentKeys ?? Object.keys(keys)).filter((k) => k in keys);
        parts.push(
          plainRow(
            await one(
              `SELECT COUNT(*) AS n FROM ${q(sub.table!)} WHERE ${parent.map((k) => `${q(k)} = ?`).join(' AND ')}`,
              parent.map((k) => keys[k]),
            ),
          ),
        );
      }
    }
    return parts.join('\n');
  }

  /** One page's save route: every field × its bad values, as a new record and as an edit; bad shapes; then the read-back. */
  async function fuzzSave(page: PageDecl, url: string, writeOnly: boolean): Promise<number> {
    let calls = 0;
    const writer = callerFor(page, 'write');
    const editor = writeOnly ? undefined : callerFor(page, 'edit');
    const sample = editor ? await sampleKeys(page, editor) : null;
    const before = await snapshot(page, sample?.keys ?? null);
    const send = async (what: string, caller: Caller, body: RecordValues) => {
      calls++;
      expect4xx(`${page.id} ${what}`, await post(url, caller, body));
    };
    for (const field of pageFields(page).filter(saveable)) {
      for (const value of badValues(field)) {
        const shown = `${field.name}=${JSON.stringify(value).slice(0, 30)}`;
        // An edit sends only the bad field, so its own check answers (a new record would stop at the first required field).
        if (editor && sample)
          await send(`edit ${shown}`, editor, { mode: 'edit', ...sample, UPList: { [field.name]: value } });
        else if (writer) await send(`write ${shown}`, writer, { mode: 'write', UPList: { [field.name]: value } });
      }
    }
    for (const sub of pageSublists(page)) {
      const rowKey = sub.rowKeys[0];
      const rows: unknown[] = [
        5,
        'x',
        { __fuzz_unknown: 1 },
        ...sub.fields
          .filter((f) => !sub.rowKeys.includes(f.name))
          .flatMap((f) => badValues(f).map((v) => ({ [f.name]: v }))),
      ];
      const deletes: unknown[] = [
        5,
        { [rowKey]: LONE_SURROGATE },
        { [rowKey]: HUGE_TEXT },
        { [rowKey]: 9.9e300 },
        { __fuzz_unknown: 1 },
      ];
      const caller = editor && sample ? editor : writer;
      if (!caller) continue;
      const base = editor && sample ? { mode: 'edit', ...sample } : { mode: 'write' };
      for (const row of rows)
        await send(`${sub.name} row ${JSON.stringify(row).slice(0, 40)}`, caller, {
          ...base,
          UPList: {},
          sublists: { [sub.name]: { UPList: [row], DEList: [] } },
        });
      // More rows than the record may hold, added or deleted, and more than any request's array.
      for (const n of [(sub.maxRows ?? SUBLIST_ROWS_MAX) + 1, REQUEST_ARRAY_MAX + 1]) {
        await send(`${sub.name} ${n} rows`, caller, {
          ...base,
          UPList: {},
          sublists: { [sub.name]: { UPList: Array.from({ length: n }, () => ({})), DEList: [] } },
        });
        await send(`${sub.name} ${n} deletes`, caller, {
          ...base,
          UPList: {},
          sublists: { [sub.name]: { UPList: [], DEList: Array.from({ length: n }, (_, i) => ({ [rowKey]: i + 1 })) } },
        });
      }
      for (const row of deletes)
        await send(`${sub.name} delete ${JSON.stringify(row).slice(0, 40)}`, caller, {
          ...base,
          UPList: {},
          sublists: { [sub.name]: { UPList: [], DEList: [row] } },
        });
    }
    const shaper = editor ?? writer;
    if (shaper)
      for (const shape of badShapes(sample?.keys ?? null))
        await send(
          `shape ${JSON.stringify(shape).slice(0, 60)}`,
          shaper,
          sample ? { ...shape, edit_at: shape.edit_at === undefined ? undefined : sample.edit_at } : shape,
        );
    const after = await snapshot(page, sample?.keys ?? null);
    if (after !== before) failures.push(`${page.id}: rows changed\n${before}\n→\n${after}`);
    return calls;
  }

  it('every page declaration’s save: each field × the corpus, new and edited, answers 4xx and leaves the rows as they were', async () => {
    const routes = declaredPageRoutes(app).filter((r) => r.action === 'save' && r.method === 'POST');
    // The authorization matrix lists them all; a few dozen is every area's pages.
    expect(routes.length).toBeGreaterThan(45);
    let calls = 0;
    for (const route of routes) calls += await fuzzSave(route.page, route.path, !!route.page.createOnly);
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(3000);
    // About 30 s per engine on an idle machine; generous for a loaded CI runner.
  }, 600_000);

  it('the QR sign-up and the cafe registration forms (declarations outside the engine routes), same corpus', async () => {
    for (const scope of ['cafe', 'roaster'] as const)
      await fuzzSave(SIGNUP_PAGES[scope], SIGNUP_PAGES[scope].api.edit, true);
    await fuzzSave(cafeRoasterRegisterPage, cafeRoasterRegisterPage.api.edit, true);
    expect(failures).toEqual([]);
  });

  it('item 6: every remove with a version that is no time answers 400 naming edit_at, and removes nothing', async () => {
    const routes = declaredPageRoutes(app).filter((r) => r.action === 'remove');
    let probed = 0;
    for (const { page, path } of routes) {
      const remover = callerFor(page, 'remove');
      const sample = remover ? await sampleKeys(page, remover) : null;
      if (!remover || !sample) continue;
      const before = await snapshot(page, sample.keys);
      for (const edit_at of BAD_VERSIONS) {
        const res = await post(path, remover, { keys: sample.keys, edit_at });
        if (res.status !== 400 || res.body?.field !== 'edit_at')
          failures.push(
            `${page.id} remove edit_at=${JSON.stringify(edit_at).slice(0, 30)} → ${res.status} ${res.body?.description} ${res.body?.field}`,
          );
      }
      const stale = new Date(Date.parse(sample.edit_at!) - 1000).toISOString();
      expect4xx(
        `${page.id} remove with a stale version`,
        await post(path, remover, { keys: sample.keys, edit_at: stale }),
      );
      if ((await snapshot(page, sample.keys)) !== before) failures.push(`${page.id}: a refused remove changed rows`);
      probed++;
    }
    expect(failures).toEqual([]);
    expect(probed).toBeGreaterThan(30);
  });

  it('accounts: sign-up and the password change take no bad value either', async () => {
    const users = plainRow(await one('SELECT COUNT(*) AS n FROM app_user'));
    const valid = { user_id: 'fuzz.account', user_name: 'Fuzz', user_pass: 'a long enough pass phrase' };
    for (const field of ['user_id', 'user_name', 'user_pass'] as const) {
      for (const value of [
        { fuzz: 1 },
        [1],
        123,
        true,
        LONE_SURROGATE,
        `${LONE_SURROGATE}-and-a-long-enough-tail`,
        HUGE_TEXT,
        '',
      ]) {
        expect4xx(
          `signup ${field}=${JSON.stringify(value).slice(0, 30)}`,
          await post('/api/sign/signup', null, { ...valid, [field]: value }),
        );
      }
    }
    expect(plainRow(await one('SELECT COUNT(*) AS n FROM app_user'))).toBe(users);
    const user = callers.find((c) => c.userId === 'user')!;
    const hash = plainRow(await one('SELECT user_pass FROM app_user WHERE user_seq = ?', [user.seq]));
    for (const value of [{ fuzz: 1 }, [1], 123, LONE_SURROGATE, `roast-curve-lone-${LONE_SURROGATE}`, HUGE_TEXT]) {
      expect4xx(
        `password user_pass_new=${JSON.stringify(value).slice(0, 30)}`,
        await post('/api/user/password', user, { user_pass: 'beantrail', user_pass_new: value }),
      );
    }
    expect(plainRow(await one('SELECT user_pass FROM app_user WHERE user_seq = ?', [user.seq]))).toBe(hash);
    expect(failures).toEqual([]);
  });
});
