import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  can,
  type FieldDecl,
  type PageAction,
  type PageDecl,
  pageFields,
  pageSublists,
  type RecordValues,
  REQUEST_ARRAY_MAX,
  type Scope,
  type ScopeRole,
  SUBLIST_ROWS_MAX,
  type UserType,
} from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { badShapes, badValues, HUGE_TEXT, LONE_SURROGATE, plainRow } from '../../testing/fuzz';
import { type databases, demoOrganisations, signIn, startApp } from '../../testing/test-app';
import { dialectOf, fromDbTime } from './sql';

type Row = Record<string, unknown>;

export interface Caller {
  userId: string;
  cookie: string;
  seq: number;
  type: UserType;
  roles: Partial<Record<Scope, ScopeRole>>;
}

export interface SaveFuzzState {
  app: NestFastifyApplication;
  db: DataSource;
  demo: Record<Scope, number>;
}

const saveable = (f: FieldDecl) => f.saveable !== false && !f.readOnly && !f.generated;

/**
 * The save fuzz's app and machinery (docs/TESTING.md "Save fuzz"): the demo seed signed in as an owner
 * of each organisation, the demo user and a SADMIN; who saves on a page, a record to edit, what must not
 * change, and one page's save called with the corpus. Every answer but a 4xx lands in `failures`,
 * emptied before each test. Registers its hooks in the calling describe; `state` and `callers` are
 * filled once beforeAll has run.
 */
export function saveFuzzFixture(database: ReturnType<typeof databases>[number][1]) {
  const state = {} as SaveFuzzState;
  const callers: Caller[] = [];
  const failures: string[] = [];

  const q = (name: string) => dialectOf(state.db).q(name);
  const one = async (sql: string, params: unknown[] = []) => ((await state.db.query(sql, params)) as Row[])[0];
  const post = async (url: string, caller: Caller | null, body: unknown) => {
    const res = await state.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(caller ? { cookie: caller.cookie } : {}) },
      payload: JSON.stringify({ roaster_seq: state.demo.roaster, cafe_seq: state.demo.cafe, ...(body as object) }),
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
    failures.length = 0;
  });

  beforeAll(async () => {
    state.app = await startApp(await database());
    state.db = state.app.get(DataSource);
    state.demo = await demoOrganisations(state.app);
    const roles: Record<string, Caller['roles']> = { roaster: { roaster: 'OWN' }, cafe: { cafe: 'OWN' } };
    for (const userId of ['roaster', 'cafe', 'user', 'sadmin']) {
      const row = await one('SELECT user_seq, user_type FROM app_user WHERE user_id = ?', [userId]);
      callers.push({
        userId,
        cookie: await signIn(state.app, userId),
        seq: Number(row.user_seq),
        type: row.user_type as UserType,
        roles: roles[userId] ?? {},
      });
    }
  });
  afterAll(() => state.app.close());

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
      add(`${q(page.ownerField)} = ?`, page.ownedBy === 'user' ? caller.seq : state.demo[page.rights.scope as Scope]);
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

  return { state, callers, failures, one, post, expect4xx, callerFor, sampleKeys, snapshot, fuzzSave };
}
