import {
  recordToDisplay,
  type ApiEnvelope,
  type ListRequest,
  type Pagination,
  type PageDecl,
  type RecordValues,
  type RemovePayload,
  type SavePayload,
} from '@beantrail/contracts';
import { apiRequest } from '../api/api-client';

export interface ListReply {
  rows: RecordValues[];
  pagination: Pagination;
  /** Spec 000 §7: the server's write check (1 means writing is allowed). */
  writeCheck: boolean;
  /** Keyset cursor of the page after this one (`paginationMap.next`), when there is one. */
  next: string | null;
}

/** The rows of a reply: an array, or a named result (`{ list: [...] }`). */
export function rowsOf(result: unknown): RecordValues[] {
  if (Array.isArray(result)) return result as RecordValues[];
  if (result && typeof result === 'object') {
    const list = Object.values(result).find(Array.isArray);
    if (list) return list as RecordValues[];
  }
  return [];
}

export function listReply(page: PageDecl, envelope: ApiEnvelope<unknown>, req: ListRequest): ListReply {
  const rows = rowsOf(envelope.result).map((r) => recordToDisplay(page, r));
  const pagination = envelope.pagination ?? { page: req.page ?? 1, total_pages: 1, list_count: req.list_count ?? rows.length, total_count: rows.length };
  const next = (envelope.paginationMap as { next?: unknown } | undefined)?.next;
  return { rows, pagination, writeCheck: envelope.write_check === 1, next: typeof next === 'string' && next ? next : null };
}

/** A call path the declaration must have for this view (create-only pages have no list or detail). */
function path(page: PageDecl, call: 'list' | 'detail'): string {
  const p = page.api[call];
  if (!p) throw new Error(`page ${page.id} declares no ${call} call`);
  return p;
}

/** POST list path; the query string and the body both carry the parameters (000 §7). */
export async function fetchList(page: PageDecl, req: ListRequest, signal?: AbortSignal): Promise<ListReply> {
  const query = Object.fromEntries(Object.entries(req).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
  const envelope = await apiRequest<unknown>(path(page, 'list'), { method: 'POST', query, body: req, signal });
  return listReply(page, envelope, req);
}

/** The record in the reply: `result`, or `detail_result` when result is empty (001 §7). */
export function recordOf(envelope: Pick<ApiEnvelope<unknown>, 'result' | 'detail_result'>): RecordValues | null {
  const r = (envelope.result ?? envelope.detail_result) as unknown;
  if (Array.isArray(r)) return (r[0] as RecordValues) ?? null;
  return r && typeof r === 'object' ? (r as RecordValues) : null;
}

export interface DetailReply {
  /** The record in shown units. */
  record: RecordValues | null;
  /** The record's own edit and remove checks (detail_result.edit_check / remove_check; absent = allowed). */
  editable: boolean;
  removable: boolean;
}

/** The record's own checks from `detail_result` (000 §2 "the record's own edit check"). */
export function recordChecks(detailResult: unknown): { editable: boolean; removable: boolean } {
  const d = (detailResult && typeof detailResult === 'object' ? detailResult : {}) as Record<string, unknown>;
  return { editable: d.edit_check === undefined || d.edit_check === 1, removable: d.remove_check === undefined || d.remove_check === 1 };
}

/**
 * GET {detail}/{id} for one key, POST {detail} with the key fields for composite keys (000 §7);
 * an own-profile page (PageDecl.self) reads GET {detail} without an id.
 * The record comes back in shown units.
 */
export async function fetchDetail(page: PageDecl, keys: RecordValues, mode: 'view' | 'edit', signal?: AbortSignal): Promise<DetailReply> {
  const query = mode === 'edit' ? { mode: 'edit' } : undefined;
  const envelope = page.self
    ? await apiRequest<unknown>(path(page, 'detail'), { query, signal })
    : page.keys.length === 1
      ? await apiRequest<unknown>(`${path(page, 'detail')}/${encodeURIComponent(String(keys[page.keys[0]]))}`, { query, signal })
      : await apiRequest<unknown>(path(page, 'detail'), { method: 'POST', query, body: keys, signal });
  const record = recordOf(envelope);
  return { record: record ? recordToDisplay(page, record) : null, ...recordChecks(envelope.detail_result) };
}

export async function saveRecord(page: PageDecl, payload: SavePayload): Promise<ApiEnvelope<unknown>> {
  return apiRequest<unknown>(page.api.edit, { method: 'POST', body: payload });
}

export async function removeRecord(page: PageDecl, payload: RemovePayload): Promise<ApiEnvelope<unknown>> {
  return apiRequest<unknown>(page.api.remove ?? page.api.edit, { method: 'POST', body: page.api.remove ? payload : { mode: 'remove', ...payload } });
}
