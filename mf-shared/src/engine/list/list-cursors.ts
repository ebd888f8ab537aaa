import type { ListRequest } from '@beantrail/contracts';

/** The list request without its position: page and cursor (the same search, order and size). */
function queryKey(req: ListRequest): string {
  const { page: _page, after: _after, ...rest } = req;
  return JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Keyset cursors the server hands out with each page (`paginationMap.next`, docs/ENGINE.md
 * "Paging"): the next page of the same search is asked for `after` the previous page's last row,
 * so the server seeks instead of counting rows (and a row added meanwhile does not shift the page).
 * Page numbers stay in the URL; a page reached any other way goes by number.
 */
export class ListCursors {
  private readonly next = new Map<string, string>();

  /** Remembers the cursor that follows this page. */
  remember(req: ListRequest, next: string | null | undefined): void {
    const key = `${queryKey(req)}#${req.page ?? 1}`;
    if (next) this.next.set(key, next);
    else this.next.delete(key);
  }

  /** The request to send: with `after` when the previous page of the same search gave a cursor. */
  request(req: ListRequest): ListRequest {
    const page = req.page ?? 1;
    const after = page > 1 ? this.next.get(`${queryKey(req)}#${page - 1}`) : undefined;
    return after ? { ...req, after } : req;
  }

  /** Rows changed (a save or a reload): cursors may point past rows that moved. */
  clear(): void {
    this.next.clear();
  }
}
