import { Injectable } from '@nestjs/common';
import {
  can,
  type DetailReply,
  inPageRows,
  isMessageKey,
  type ListReply,
  type ListRequest,
  type Locale,
  type PageAction,
  type PageDecl,
  pageSublists,
  type PageViewer,
  type RecordValues,
  type RemoveReply,
  type SaveReply,
} from '@beantrail/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import type { ScopeRoleGrant } from '../auth/role.guard';
import { ApiRefusal } from '../envelope/api-refusal';
import { EntityRepository } from './entity.repository';
import { EntityRecordRepository } from './entity-record.repository';
import { EntityRemover } from './entity-remove';
import { EntitySaver } from './entity-save';
import { columnFields, keyValues, rowWriter } from './entity-rows';
import type { EntityHooks } from './entity-hooks';
import { ListCache } from './list-cache';
import { listPlan } from './list-plan';
import { cursorOf, keysetClause, listQuery } from './list-query';
import { dialectOf, type Dialect, toDbTime } from './sql';

/** A row value as a cursor carries it: times in the stored text format, so they compare in SQL. */
function dbCursorValue(v: unknown): unknown {
  if (v instanceof Date) return toDbTime(v);
  return typeof v === 'bigint' ? Number(v) : v;
}

/** PageDecl.readValues: values worked out from the row as sent (an event's status), added to it. */
function withReadValues(
  page: PageDecl,
  write: (row: RecordValues) => RecordValues,
): (row: RecordValues) => RecordValues {
  const read = page.readValues;
  if (!read) return write;
  const now = Date.now();
  return (row) => {
    const out = write(row);
    return Object.assign(out, read(out, now));
  };
}

/**
 * Counts and deep-page anchors are cached per table + filter for 30 s and dropped on every write
 * through this process: an unfiltered COUNT(*) over a million SQLite rows takes ~30 ms.
 */
const CACHE_TTL_MS = 30_000;
/** From this offset on, a page by number seeks from a keyset anchor instead of walking the OFFSET. */
const DEEP_OFFSET = 5_000;

/** Generic list / detail / save / remove over any declared page (docs/ENGINE.md). */
@Injectable()
export class EntityService {
  private readonly d: Dialect;
  private readonly counts = new ListCache<number>(CACHE_TTL_MS);
  private readonly countsRunning = new Map<string, Promise<number>>();
  private readonly anchors = new ListCache<unknown[] | null>(CACHE_TTL_MS);
  private readonly hooks = new WeakMap<PageDecl, EntityHooks>();
  private readonly saver: EntitySaver;
  private readonly remover: EntityRemover;
  private readonly rows: EntityRepository;
  private readonly records: EntityRecordRepository;

  constructor(private readonly db: DataSource) {
    this.d = dialectOf(db);
    this.rows = new EntityRepository(db);
    this.records = new EntityRecordRepository(db.manager);
    const writes = {
      db,
      d: this.d,
      hooksOf: (page: PageDecl) => this.hooks.get(page),
      written: (table: string) => this.dropCounts(table),
    };
    this.saver = new EntitySaver(writes);
    this.remover = new EntityRemover(writes);
  }

  register(page: PageDecl, hooks: EntityHooks | undefined): void {
    if (hooks) this.hooks.set(page, hooks);
  }

  viewer(user: AuthUser | null, grant?: ScopeRoleGrant): PageViewer {
    return { usertype: user ? [user.user_type] : ['GUEST'], roles: grant ? { [grant.scope]: grant.role } : {} };
  }

  /** can() from contracts, as an HTTP answer: 401 for guests, else 403 with the reason key. */
  assertCan(viewer: PageViewer, action: PageAction, page: PageDecl): void {
    const answer = can(viewer, action, page);
    if (answer.can) return;
    const reason = isMessageKey(answer.reason) ? answer.reason : 'nopermission_text';
    throw new ApiRefusal(reason === 'noauth_text' ? 401 : 403, reason);
  }

  private table(page: PageDecl): string {
    if (!page.table) throw new Error(`page ${page.id} declares no table`);
    return page.table;
  }

  /**
   * Whose rows the caller works on: the selected cafe/roaster's, or on a user page (002 §2.4) the
   * signed-in user's own. Part of every query and every insert, so another owner's row is a 404.
   */
  private owner(page: PageDecl, user: AuthUser | null, grant?: ScopeRoleGrant) {
    if (!page.ownerField) return undefined;
    if (page.ownedBy === 'user') {
      // Rights already refuse guests; never read a user page's rows without an owner.
      if (!user) throw new ApiRefusal(401, 'noauth_text');
      return { column: page.ownerField, value: user.user_seq };
    }
    return grant ? { column: page.ownerField, value: grant.seq } : undefined;
  }

  /** POST {list}: `req` as parseListRequest made it from the body (the controller). */
  async list(page: PageDecl, req: ListRequest, user: AuthUser | null, grant?: ScopeRoleGrant): Promise<ListReply> {
    const viewer = this.viewer(user, grant);
    this.assertCan(viewer, 'listview', page);
    const table = this.table(page);
    const lq = listQuery(page, req, this.d, this.owner(page, user, grant));
    const plan = listPlan(page, lq.orderColumns, lq.orderBy, this.d);
    const total = await this.count(table, lq.where, lq.params);
    const totalPages = Math.max(1, Math.ceil(total / lq.listCount));
    const offset = (lq.page - 1) * lq.listCount;
    // Keyset: the `after` cursor from the previous reply, or for a deep page by number the cached
    // anchor (order values of the row before it), so neither walks an OFFSET.
    let after = lq.after;
    if (!after && offset >= DEEP_OFFSET && total > offset) {
      const anchorKey = ListCache.key(table, lq.where, lq.params, lq.orderBy, offset);
      let anchor = this.anchors.get(anchorKey);
      if (anchor === undefined) {
        const row = await this.rows.orderValuesAt(table, lq, offset - 1);
        anchor = row ? lq.orderColumns.map((c) => dbCursorValue(row[c])) : null;
        this.anchors.set(anchorKey, anchor);
      }
      if (anchor && anchor.every((v) => v !== null && v !== undefined))
        after = keysetClause(lq.orderColumns, anchor, lq.order.dir, this.d);
    }
    const filter = after ? { where: `${lq.where} AND ${after.sql}`, params: [...lq.params, ...after.params] } : lq;
    const rows =
      total > offset || lq.after
        ? await this.rows.page(table, plan, filter, lq.orderBy, lq.listCount, after ? 0 : offset)
        : [];
    const last = rows[rows.length - 1];
    const lastValues = last && rows.length === lq.listCount ? lq.orderColumns.map((c) => dbCursorValue(last[c])) : null;
    // The next page by number can seek from this page's last row.
    if (lastValues && !lq.after)
      this.anchors.set(ListCache.key(table, lq.where, lq.params, lq.orderBy, offset + lq.listCount), lastValues);
    const next = lastValues ? cursorOf(lastValues) : null;
    return {
      status: 'OK',
      description: '',
      result: rows.map(withReadValues(page, rowWriter(plan.cols, viewer))),
      pagination: { page: lq.page, total_pages: totalPages, list_count: lq.listCount, total_count: total },
      paginationMap: { orderType: lq.order.value, next },
      write_check: can(viewer, 'write', page).can ? 1 : 0,
    };
  }

  private async count(table: string, where: string, params: unknown[]): Promise<number> {
    const key = ListCache.key(table, where, params);
    const hit = this.counts.get(key);
    if (hit !== undefined) return hit;
    // One COUNT per key at a time: when the cached figure expires under load, the requests that
    // arrive meanwhile wait for the one running count instead of each scanning the table again
    // (bench: ten at once over a million MariaDB rows took seconds).
    let pending = this.countsRunning.get(key);
    if (!pending) {
      pending = (async () => {
        try {
          const n = await this.rows.count(table, { where, params });
          this.counts.set(key, n);
          return n;
        } finally {
          this.countsRunning.delete(key);
        }
      })();
      this.countsRunning.set(key, pending);
    }
    return pending;
  }

  /**
   * For a caller whose saves ran in its own transaction (saveWithin): the list counts and anchors
   * read while it was open may have been cached again, so they are dropped once it has committed.
   */
  committedWithin(table: string): void {
    this.dropCounts(table);
  }

  private dropCounts(table: string): void {
    this.counts.dropTable(table);
    this.anchors.dropTable(table);
  }

  async detail(
    page: PageDecl,
    rawKeys: RecordValues,
    user: AuthUser | null,
    grant?: ScopeRoleGrant,
  ): Promise<DetailReply> {
    const viewer = this.viewer(user, grant);
    this.assertCan(viewer, 'view', page);
    const keys = keyValues(page, rawKeys);
    const row = await this.records.pageRow(page, keys, this.owner(page, user, grant));
    if (!row || !inPageRows(page, row)) throw new ApiRefusal(404, 'nopage_text');
    const result = withReadValues(page, rowWriter(columnFields(page), viewer))(row);
    // Sublist rows travel with the record, under the sublist's name (000 §3 UPList/DEList).
    for (const sub of pageSublists(page))
      result[sub.name] = (await this.records.sublistRows(sub, keys)).map(rowWriter(sub.fields, viewer));
    return {
      status: 'OK',
      description: '',
      result,
      detail_result: {
        edit_check:
          can(viewer, 'edit', page).can && (this.hooks.get(page)?.editCheck?.(row, { user, viewer }) ?? true) ? 1 : 0,
        remove_check: can(viewer, 'remove', page).can ? 1 : 0,
      },
    };
  }

  async save(
    page: PageDecl,
    body: unknown,
    user: AuthUser,
    locale: Locale,
    grant?: ScopeRoleGrant,
  ): Promise<SaveReply> {
    const viewer = this.viewer(user, grant);
    const result = await this.saver.save(page, body, user, viewer, locale, this.owner(page, user, grant), (action) =>
      this.assertCan(viewer, action, page),
    );
    return { status: 'OK', description: 'save_ok', result };
  }

  /**
   * A save inside a transaction of the caller's (a spreadsheet import: many rows, all or nothing),
   * with every check a form's save has, as a savepoint of it; an organisation's pages are not for this.
   */
  async saveWithin(
    tx: EntityManager,
    page: PageDecl,
    body: unknown,
    user: AuthUser,
    locale: Locale,
  ): Promise<RecordValues> {
    const viewer = this.viewer(user);
    return this.saver.save(
      page,
      body,
      user,
      viewer,
      locale,
      this.owner(page, user),
      (action) => this.assertCan(viewer, action, page),
      tx,
    );
  }

  /** One row of a page by its keys, read inside the caller's transaction (no owner: master data). */
  rowWithin(tx: EntityManager, page: PageDecl, keys: RecordValues): Promise<RecordValues | null> {
    return new EntityRecordRepository(tx).pageRow(page, keys, undefined);
  }

  async remove(page: PageDecl, body: unknown, user: AuthUser, grant?: ScopeRoleGrant): Promise<RemoveReply> {
    const viewer = this.viewer(user, grant);
    this.assertCan(viewer, 'remove', page);
    const result = await this.remover.remove(page, body, user, this.owner(page, user, grant), viewer);
    return { status: 'OK', description: 'delete_ok', result };
  }
}
