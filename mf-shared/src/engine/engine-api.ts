import {
  recordToDisplay,
  type DetailReply,
  type ListReply,
  type ListRequest,
  type Pagination,
  type PageDecl,
  type RecordValues,
  type RemovePayload,
  type RemoveReply,
  type SavePayload,
  type SaveReply,
} from '@beantrail/contracts';
import { apiReply } from '../api/api-client';

/** A list reply as the list view uses it: rows in shown units (spec 000 §7, contracts ListReply). */
export interface ShownList {
  rows: RecordValues[];
  pagination: Pagination;
  /** Spec 000 §7: the server's write check (1 means writing is allowed). */
  writeCheck: boolean;
  /** Keyset cursor of the page after this one (`paginationMap.next`), when there is one. */
  next: string | null;
}

export function shownList(page: PageDecl, reply: ListReply): ShownList {
  return {
    rows: reply.result.map((r) => recordToDisplay(page, r)),
    pagination: reply.pagination,
    writeCheck: reply.write_check === 1,
    next: reply.paginationMap.next || null,
  };
}

/** A call path the declaration must have for this view (create-only pages have no list or detail). */
function path(page: PageDecl, call: 'list' | 'detail'): string {
  const p = page.api[call];
  if (!p) throw new Error(`page ${page.id} declares no ${call} call`);
  return p;
}

/** POST list path with the ListRequest as the body, its only carrier (docs/ENGINE.md "List calls"). */
export async function fetchList(page: PageDecl, req: ListRequest, signal?: AbortSignal): Promise<ShownList> {
  const reply = await apiReply<ListReply>(path(page, 'list'), { method: 'POST', body: req, signal });
  return shownList(page, reply);
}

/** A detail reply as the form uses it (contracts DetailReply). */
export interface ShownDetail {
  /** The record in shown units. */
  record: RecordValues;
  /** The record's own edit and remove checks (detail_result.edit_check / remove_check). */
  editable: boolean;
  removable: boolean;
}

export function shownDetail(page: PageDecl, reply: DetailReply): ShownDetail {
  return {
    record: recordToDisplay(page, reply.result),
    editable: reply.detail_result.edit_check === 1,
    removable: reply.detail_result.remove_check === 1,
  };
}

/**
 * GET {detail}/{id} for one key, POST {detail} with the key fields for composite keys (000 §7);
 * an own-profile page (PageDecl.self) reads GET {detail} without an id.
 * The record comes back in shown units.
 */
export async function fetchDetail(
  page: PageDecl,
  keys: RecordValues,
  mode: 'view' | 'edit',
  signal?: AbortSignal,
): Promise<ShownDetail> {
  const query = mode === 'edit' ? { mode: 'edit' } : undefined;
  const reply = page.self
    ? await apiReply<DetailReply>(path(page, 'detail'), { query, signal })
    : page.keys.length === 1
      ? await apiReply<DetailReply>(`${path(page, 'detail')}/${encodeURIComponent(String(keys[page.keys[0]]))}`, {
          query,
          signal,
        })
      : await apiReply<DetailReply>(path(page, 'detail'), { method: 'POST', query, body: keys, signal });
  return shownDetail(page, reply);
}

export async function saveRecord(page: PageDecl, payload: SavePayload): Promise<SaveReply> {
  return apiReply<SaveReply>(page.api.edit, { method: 'POST', body: payload });
}

export async function removeRecord(page: PageDecl, payload: RemovePayload): Promise<RemoveReply> {
  return apiReply<RemoveReply>(page.api.remove ?? page.api.edit, {
    method: 'POST',
    body: page.api.remove ? payload : { mode: 'remove', ...payload },
  });
}
