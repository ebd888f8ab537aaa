import {
  inPageRows,
  isDateText,
  type Locale,
  type MessageKey,
  type PageAction,
  type PageDecl,
  pageFields,
  pageSublists,
  type PageViewer,
  type RecordValues,
  resolveDefault,
  type SublistChanges,
  type SublistDecl,
  toStored,
  USED_BY_KINDS,
} from '@beantrail/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { ApiRefusal } from '../envelope/api-refusal';
import { foreignKeyViolation } from '../envelope/foreign-key';
import type { EntityHooks, HookContext } from './entity-hooks';
import { assertReferences } from './reference-check';
import { assertNotInUse } from './in-use';
import { columnFields, dbValue, fieldsByName, keyValues, rowKeyValues } from './entity-rows';
import { checkChoices, checkFieldRights, checkSaveRules, checkSchema, parseSavePayload } from './save-check';
import { checkCodes } from './save-code-check';
import { type Dialect, fromDbTime, toDbTime } from './sql';

type Owner = { column: string; value: unknown } | undefined;

/** A unique-key clash on either engine (→ 409 save_duplicate). */
export function isDuplicate(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string }; message?: string };
  const code = e.driverError?.code ?? e.code ?? '';
  return (
    code === 'ER_DUP_ENTRY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint failed/.test(e.message ?? '')
  );
}

/** The write side of the generic handlers: checks in order, then one transaction. */
export class EntitySaver {
  constructor(
    private readonly db: DataSource,
    private readonly d: Dialect,
    private readonly hooksOf: (page: PageDecl) => EntityHooks | undefined,
    private readonly written: (table: string) => void,
  ) {}

  private where(keys: RecordValues, owner: Owner, alias = ''): { sql: string; params: unknown[] } {
    const parts = Object.keys(keys).map((k) => `${alias}${this.d.q(k)} = ?`);
    const params = Object.values(keys);
    if (owner) {
      parts.push(`${alias}${this.d.q(owner.column)} = ?`);
      params.push(owner.value);
    }
    return { sql: parts.join(' AND '), params };
  }

  /** One row by key; ownership by the selected cafe/roaster is part of the query (GUIDE §3). */
  async loadRow(m: EntityManager, page: PageDecl, keys: RecordValues, owner: Owner): Promise<RecordValues | null> {
    const w = this.where(keys, owner);
    const cols = columnFields(page)
      .map((f) => this.d.q(f.name))
      .join(', ');
    const rows: RecordValues[] = await m.query(`SELECT ${cols} FROM ${this.d.q(page.table!)} WHERE ${w.sql}`, w.params);
    return rows[0] ?? null;
  }

  /** A record's sublist rows in key order (the order they were added). */
  async loadRows(m: EntityManager, sub: SublistDecl, parent: RecordValues): Promise<RecordValues[]> {
    const w = this.where(this.parentOf(sub, parent), undefined);
    const order = sub.rowKeys.map((k) => this.d.q(k)).join(', ');
    return m.query(
      `SELECT ${sub.fields.map((f) => this.d.q(f.name)).join(', ')} FROM ${this.d.q(sub.table!)} WHERE ${w.sql} ORDER BY ${order}`,
      w.params,
    );
  }

  /** 001 §4: a bean or roasting already in the rows cannot be added again (400 with the declared key). */
  private checkUnique(sub: SublistDecl, rows: RecordValues[]): void {
    if (!sub.unique) return;
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const id = sub.unique!.fields.map((f) => String(row[f] ?? '')).join('|');
      if (seen.has(id))
        throw new ApiRefusal(400, sub.unique!.message as MessageKey, `${sub.name}.${i}.${sub.unique!.fields[0]}`);
      seen.add(id);
    });
  }

  private parentOf(sub: SublistDecl, keys: RecordValues): RecordValues {
    return Object.fromEntries((sub.parentKeys ?? Object.keys(keys)).map((k) => [k, keys[k]]));
  }

  private async run(m: EntityManager, sql: string, params: unknown[]): Promise<{ raw: unknown; affected: number }> {
    const r = await m.queryRunner!.query(sql, params, true);
    return { raw: r.raw, affected: r.affected ?? 0 };
  }

  /**
   * One save of the page engine. `within`: a transaction of the caller's (a spreadsheet import's,
   * many rows all or nothing), which this save then reads through and writes in as a savepoint of;
   * otherwise the save is a transaction of its own.
   */
  async save(
    page: PageDecl,
    body: unknown,
    user: AuthUser,
    viewer: PageViewer,
    locale: Locale,
    owner: Owner,
    assertCan: (a: PageAction) => void,
    within?: EntityManager,
  ): Promise<RecordValues> {
    const m = within ?? this.db.manager;
    const payload = parseSavePayload(body);
    assertCan(payload.mode);
    checkFieldRights(page, payload, viewer);
    checkChoices(page, payload, viewer);
    await checkCodes(this.d, page, payload, m);
    // The owning cafe/roaster comes from the checked role, never from the body.
    if (owner && owner.column in payload.UPList) throw new ApiRefusal(403, 'nopermission_text', owner.column);
    const hasRows = Object.values(payload.sublists ?? {}).some((c) => c.UPList.length || c.DEList.length);
    if (payload.mode === 'edit' && !Object.keys(payload.UPList).length && !hasRows)
      throw new ApiRefusal(400, 'save_not_changed');
    const fields = pageFields(page);
    let keys: RecordValues = {};
    let before: RecordValues | null = null;
    let oldEditAt = '';
    if (payload.mode === 'edit') {
      keys = keyValues(page, payload.keys);
      if (typeof payload.edit_at !== 'string' || !isDateText(payload.edit_at, 'datetime'))
        throw new ApiRefusal(400, 'bad_request', 'edit_at');
      oldEditAt = toDbTime(payload.edit_at);
      before = await this.loadRow(m, page, keys, owner);
      if (!before || !inPageRows(page, before)) throw new ApiRefusal(404, 'nopage_text');
    }
    // Defaults the caller left out (write only), in stored units.
    const defaults: RecordValues = {};
    if (payload.mode === 'write') {
      for (const f of fields) {
        const v = resolveDefault(f, locale);
        if (v !== undefined && !(f.name in payload.UPList) && !f.generated && f.saveable !== false && !f.readOnly)
          defaults[f.name] = toStored(f, v);
      }
    }
    const merged: RecordValues = { ...(before ?? {}), ...defaults, ...payload.UPList };
    const beforeRows: Record<string, RecordValues[]> = {};
    for (const sub of pageSublists(page)) {
      const existing = before ? await this.loadRows(m, sub, keys) : [];
      beforeRows[sub.name] = existing;
      merged[sub.name] = this.applyRows(sub, existing, payload.sublists?.[sub.name]);
    }
    checkSaveRules(page, merged, payload, viewer, locale);
    for (const sub of pageSublists(page)) this.checkUnique(sub, merged[sub.name] as RecordValues[]);
    checkSchema(page, payload);

    const byName = fieldsByName(fields);
    const values: RecordValues = { ...defaults, ...payload.UPList };
    const prevIso = fromDbTime(before?.edit_at);
    // edit_at must move even within one millisecond, or a second save could pass the check.
    const now = toDbTime(new Date(Math.max(Date.now(), prevIso ? Date.parse(prevIso) + 1 : 0)));
    const table = page.table!;
    const { q } = this.d;
    const transaction = <T>(work: (tx: EntityManager) => Promise<T>) =>
      within ? within.transaction(work) : this.db.transaction(work);
    try {
      await transaction(async (tx) => {
        const ctx: HookContext = {
          page,
          tx,
          d: this.d,
          mode: payload.mode,
          keys,
          before,
          changes: values,
          user,
          viewer,
          now,
          owner,
          beforeRows,
        };
        // Every id the save names, of the record and of its rows, is this owner's or master data.
        await assertReferences(tx, this.d, page, payload, owner);
        await this.hooksOf(page)?.beforeSave?.(ctx);
        if (payload.mode === 'write') {
          const row: RecordValues = {
            ...values,
            rgst_user: user.user_seq,
            rgst_by: user.user_id,
            rgst_at: now,
            edit_user: user.user_seq,
            edit_by: user.user_id,
            edit_at: now,
          };
          if (owner) row[owner.column] = owner.value;
          const names = Object.keys(row);
          const r = await this.run(
            tx,
            `INSERT INTO ${q(table)} (${names.map(q).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
            names.map((n) => dbValue(byName.get(n), row[n])),
          );
          const generated = fields.find((f) => f.key && f.generated);
          keys = Object.fromEntries(
            page.keys.map((k) => [
              k,
              k === generated?.name ? Number(this.d.mysql ? (r.raw as { insertId: number }).insertId : r.raw) : row[k],
            ]),
          );
        } else {
          const names = Object.keys(values);
          const sets = [
            ...names.map((n) => `${q(n)} = ?`),
            `${q('edit_user')} = ?`,
            `${q('edit_by')} = ?`,
            `${q('edit_at')} = ?`,
          ];
          const w = this.where(keys, owner);
          // The lost-update check lives in the UPDATE itself: it matches only the version the form loaded.
          const r = await this.run(
            tx,
            `UPDATE ${q(table)} SET ${sets.join(', ')} WHERE ${w.sql} AND ${q('edit_at')} = ?`,
            [
              ...names.map((n) => dbValue(byName.get(n), values[n])),
              user.user_seq,
              user.user_id,
              now,
              ...w.params,
              oldEditAt,
            ],
          );
          if (r.affected === 0) throw new ApiRefusal(409, 'save_conflict');
        }
        ctx.keys = keys;
        for (const sub of pageSublists(page)) {
          const changes = payload.sublists?.[sub.name];
          if (changes) await this.saveRows(tx, sub, keys, changes);
        }
        await this.hooksOf(page)?.afterSave?.(ctx);
      });
    } catch (error) {
      if (isDuplicate(error)) throw new ApiRefusal(409, 'save_duplicate');
      // A record the save names was removed meanwhile (the FOREIGN KEY refused the row): as if never there.
      if (foreignKeyViolation(error)) throw new ApiRefusal(404, 'nopage_text');
      throw error;
    }
    this.written(table);
    return { ...keys, edit_at: new Date(now.replace(' ', 'T') + 'Z').toISOString() };
  }

  /** The sublist rows as they would be after the save, for the row checks of 000 §5. */
  private applyRows(sub: SublistDecl, existing: RecordValues[], changes: SublistChanges | undefined): RecordValues[] {
    if (!changes) return existing;
    const same = (a: RecordValues, b: RecordValues) => sub.rowKeys.every((k) => String(a[k]) === String(b[k]));
    let rows = existing.filter((r) => !changes.DEList.some((k) => same(r, k)));
    for (const up of changes.UPList) {
      const hasKey = sub.rowKeys.every((k) => up[k] !== undefined && up[k] !== null && up[k] !== '');
      const i = hasKey ? rows.findIndex((r) => same(r, up)) : -1;
      if (i >= 0) rows = rows.map((r, j) => (j === i ? { ...r, ...up } : r));
      else rows = [...rows, up];
    }
    return rows;
  }

  private async saveRows(
    tx: EntityManager,
    sub: SublistDecl,
    parentKeys: RecordValues,
    changes: { UPList: RecordValues[]; DEList: RecordValues[] },
  ): Promise<void> {
    const { q } = this.d;
    const parent = this.parentOf(sub, parentKeys);
    const byName = fieldsByName(sub.fields);
    for (const del of changes.DEList) {
      const w = this.where({ ...parent, ...rowKeyValues(sub, del) }, undefined);
      await this.run(tx, `DELETE FROM ${q(sub.table!)} WHERE ${w.sql}`, w.params);
    }
    for (const up of changes.UPList) {
      const hasKey = sub.rowKeys.every((k) => up[k] !== undefined && up[k] !== null && up[k] !== '');
      const data = Object.fromEntries(Object.entries(up).filter(([k]) => !sub.rowKeys.includes(k)));
      if (hasKey) {
        const names = Object.keys(data);
        if (!names.length) continue;
        const w = this.where({ ...parent, ...rowKeyValues(sub, up) }, undefined);
        const r = await this.run(
          tx,
          `UPDATE ${q(sub.table!)} SET ${names.map((n) => `${q(n)} = ?`).join(', ')} WHERE ${w.sql}`,
          [...names.map((n) => dbValue(byName.get(n), data[n])), ...w.params],
        );
        if (r.affected === 0) throw new ApiRefusal(409, 'save_conflict');
      } else {
        const row = { ...data, ...parent };
        const names = Object.keys(row);
        await this.run(
          tx,
          `INSERT INTO ${q(sub.table!)} (${names.map(q).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
          names.map((n) => dbValue(byName.get(n), row[n])),
        );
      }
    }
  }

  async remove(page: PageDecl, body: unknown, user: AuthUser, owner: Owner, viewer: PageViewer): Promise<RecordValues> {
    const b = (body && typeof body === 'object' ? body : {}) as { keys?: RecordValues; edit_at?: unknown };
    const keys = keyValues(page, b.keys);
    // The version is checked like an edit's: when sent, it must be a time (else
    // 400, never ignored), and a stale one is 409 below. Without it the remove is unconditional.
    let version: string | null = null;
    if (b.edit_at !== undefined && b.edit_at !== null) {
      if (typeof b.edit_at !== 'string' || !b.edit_at || !isDateText(b.edit_at, 'datetime'))
        throw new ApiRefusal(400, 'bad_request', 'edit_at');
      version = toDbTime(b.edit_at);
    }
    const before = await this.loadRow(this.db.manager, page, keys, owner);
    if (!before || !inPageRows(page, before)) throw new ApiRefusal(404, 'nopage_text');
    const { q } = this.d;
    const remove = () =>
      this.db.transaction(async (tx) => {
        // A record another one uses stays: 409 naming the user, before any hook moves stock.
        await assertNotInUse(tx, this.d, page.table!, before, !!page.useFlag);
        const beforeRows: Record<string, RecordValues[]> = {};
        for (const sub of pageSublists(page)) beforeRows[sub.name] = await this.loadRows(tx, sub, keys);
        const ctx: HookContext = {
          page,
          tx,
          d: this.d,
          mode: 'remove',
          keys,
          before,
          changes: {},
          user,
          viewer,
          now: toDbTime(new Date()),
          owner,
          beforeRows,
        };
        await this.hooksOf(page)?.beforeRemove?.(ctx);
        for (const sub of pageSublists(page)) {
          const w = this.where(this.parentOf(sub, keys), undefined);
          await this.run(tx, `DELETE FROM ${q(sub.table!)} WHERE ${w.sql}`, w.params);
        }
        const w = this.where(keys, owner);
        let sql = `DELETE FROM ${q(page.table!)} WHERE ${w.sql}`;
        const params = [...w.params];
        if (version) {
          sql += ` AND ${q('edit_at')} = ?`;
          params.push(version);
        }
        const r = await this.run(tx, sql, params);
        if (r.affected === 0) throw new ApiRefusal(409, 'save_conflict');
        await this.hooksOf(page)?.afterRemove?.(ctx);
      });
    try {
      await remove();
    } catch (error) {
      // The database's FOREIGN KEY refused it (a use added meanwhile, or one the check does not know):
      // the same 409, naming the user when it can be found now.
      if (foreignKeyViolation(error) !== 'delete') throw error;
      await assertNotInUse(this.db.manager, this.d, page.table!, before, !!page.useFlag);
      throw new ApiRefusal(409, page.useFlag ? 'record_in_use_flag' : 'record_in_use', undefined, {
        what: USED_BY_KINDS.another,
      });
    }
    this.written(page.table!);
    return keys;
  }
}
