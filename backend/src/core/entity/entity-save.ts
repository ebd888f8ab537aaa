import {
  type FieldDecl,
  inPageRows,
  isDateText,
  type Locale,
  type PageAction,
  type PageDecl,
  pageFields,
  pageSublists,
  type PageViewer,
  type RecordValues,
  resolveDefault,
  type SavePayload,
  toStored,
} from '@beantrail/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { ApiRefusal } from '../envelope/api-refusal';
import { foreignKeyViolation } from '../envelope/foreign-key';
import type { HookContext } from './entity-hooks';
import { EntityRecordRepository, type Owner } from './entity-record.repository';
import { dbValue, fieldsByName, keyValues } from './entity-rows';
import type { EntityWrites } from './entity-writes';
import { assertReferences } from './reference-check';
import { checkChoices, checkFieldRights, checkSaveRules, checkSchema, parseSavePayload } from './save-check';
import { checkCodes } from './save-code-check';
import { applyRows, checkUnique, saveRows } from './sublist-save';
import { fromDbTime, toDbTime } from './sql';

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

/** Defaults the caller left out of a new record (write only), in stored units. */
function writeDefaults(fields: readonly FieldDecl[], payload: SavePayload, locale: Locale): RecordValues {
  const defaults: RecordValues = {};
  if (payload.mode !== 'write') return defaults;
  for (const f of fields) {
    const v = resolveDefault(f, locale);
    if (v !== undefined && !(f.name in payload.UPList) && !f.generated && f.saveable !== false && !f.readOnly)
      defaults[f.name] = toStored(f, v);
  }
  return defaults;
}

/** The write side of the generic handlers: checks in order, then one transaction. */
export class EntitySaver {
  constructor(private readonly w: EntityWrites) {}

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
    const { db, d } = this.w;
    const m = within ?? db.manager;
    const records = new EntityRecordRepository(m);
    const payload = parseSavePayload(body);
    assertCan(payload.mode);
    checkFieldRights(page, payload, viewer);
    checkChoices(page, payload, viewer);
    await checkCodes(page, payload, m);
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
      before = await records.pageRow(page, keys, owner);
      if (!before || !inPageRows(page, before)) throw new ApiRefusal(404, 'nopage_text');
    }
    const defaults = writeDefaults(fields, payload, locale);
    const merged: RecordValues = { ...(before ?? {}), ...defaults, ...payload.UPList };
    const beforeRows: Record<string, RecordValues[]> = {};
    for (const sub of pageSublists(page)) {
      const existing = before ? await records.sublistRows(sub, keys) : [];
      beforeRows[sub.name] = existing;
      merged[sub.name] = applyRows(sub, existing, payload.sublists?.[sub.name]);
    }
    checkSaveRules(page, merged, payload, viewer, locale);
    for (const sub of pageSublists(page)) checkUnique(sub, merged[sub.name] as RecordValues[]);
    checkSchema(page, payload);

    const values: RecordValues = { ...defaults, ...payload.UPList };
    const prevIso = fromDbTime(before?.edit_at);
    // edit_at must move even within one millisecond, or a second save could pass the check.
    const now = toDbTime(new Date(Math.max(Date.now(), prevIso ? Date.parse(prevIso) + 1 : 0)));
    const transaction = <T>(work: (tx: EntityManager) => Promise<T>) =>
      within ? within.transaction(work) : db.transaction(work);
    try {
      await transaction(async (tx) => {
        const ctx: HookContext = {
          page,
          tx,
          d,
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
        await assertReferences(tx, d, page, payload, owner);
        await this.w.hooksOf(page)?.beforeSave?.(ctx);
        const written = new EntityRecordRepository(tx);
        keys = payload.mode === 'write' ? await this.insert(written, ctx) : await this.update(written, ctx, oldEditAt);
        ctx.keys = keys;
        for (const sub of pageSublists(page)) {
          const changes = payload.sublists?.[sub.name];
          if (changes) await saveRows(written, sub, keys, changes);
        }
        await this.w.hooksOf(page)?.afterSave?.(ctx);
      });
    } catch (error) {
      if (isDuplicate(error)) throw new ApiRefusal(409, 'save_duplicate');
      // A record the save names was removed meanwhile (the FOREIGN KEY refused the row): as if never there.
      if (foreignKeyViolation(error)) throw new ApiRefusal(404, 'nopage_text');
      throw error;
    }
    this.w.written(page.table!);
    return { ...keys, edit_at: new Date(now.replace(' ', 'T') + 'Z').toISOString() };
  }

  /** A new record with its audit columns and owner: its keys (the generated one as the database made it). */
  private async insert(records: EntityRecordRepository, ctx: HookContext): Promise<RecordValues> {
    const { page, user, now, owner } = ctx;
    const row: RecordValues = {
      ...ctx.changes,
      rgst_user: user.user_seq,
      rgst_by: user.user_id,
      rgst_at: now,
      edit_user: user.user_seq,
      edit_by: user.user_id,
      edit_at: now,
    };
    if (owner) row[owner.column] = owner.value;
    const fields = pageFields(page);
    const byName = fieldsByName(fields);
    const id = await records.insert(
      page.table!,
      Object.fromEntries(Object.keys(row).map((n) => [n, dbValue(byName.get(n), row[n])])),
    );
    const generated = fields.find((f) => f.key && f.generated);
    return Object.fromEntries(page.keys.map((k) => [k, k === generated?.name ? id : row[k]]));
  }

  /** The changed columns and the audit ones, only over the version the form loaded (else 409 save_conflict). */
  private async update(records: EntityRecordRepository, ctx: HookContext, version: string): Promise<RecordValues> {
    const { page, user, now, changes } = ctx;
    const byName = fieldsByName(pageFields(page));
    const set = [
      ...Object.keys(changes).map((n) => [n, dbValue(byName.get(n), changes[n])] as const),
      ['edit_user', user.user_seq] as const,
      ['edit_by', user.user_id] as const,
      ['edit_at', now] as const,
    ];
    const affected = await records.update(page.table!, set, ctx.keys, ctx.owner, version);
    if (affected === 0) throw new ApiRefusal(409, 'save_conflict');
    return ctx.keys;
  }
}
