import type { PageDecl } from '@beantrail/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuthStore } from '../../auth/auth-store';
import { useIsMobile } from '../../ui/use-is-mobile';
import { fetchList } from '../engine-api';
import { ListCursors } from './list-cursors';
import { listRequest, listStateToQuery, pageButtons, pageSizes, parseListState, type ListState } from './list-state';
import { pageRights, usePageViewer } from '../viewer';

/** Query-key prefix of a page's lists: saving or removing a record invalidates it (list reloaded). */
export function listQueryPrefix(page: Pick<PageDecl, 'id'>) {
  return ['entity-list', page.id] as const;
}

/**
 * The logic of a generic list (000 §2, 001 §2), without any rendering: the state in the URL
 * query, a history entry per change, the list call through react-query, rights and paging.
 */
export function useEntityList(page: PageDecl) {
  const mobile = useIsMobile();
  const [query, setQuery] = useSearchParams();
  const viewer = usePageViewer();
  const rights = useMemo(() => pageRights(viewer, page), [viewer, page]);
  const selected = useAuthStore((s) => s.selected);
  const { i18n } = useTranslation();
  const state = useMemo(() => parseListState(query, page, mobile), [query, page, mobile]);
  const request = useMemo(() => listRequest(state, page), [state, page]);
  const client = useQueryClient();

  // The URL query the rows belong to; while the previous rows stay on screen during a load, the
  // view marks them with it (data-query), so a reader (or a test) can tell old rows from new.
  const shownQuery = useMemo(() => listStateToQuery(state, page, mobile).toString(), [state, page, mobile]);
  const cursors = useRef(new ListCursors());
  const list = useQuery({
    queryKey: [...listQueryPrefix(page), request, viewer?.usertype.join(',') ?? 'guest', selected, i18n.language],
    queryFn: async ({ signal }) => {
      const reply = await fetchList(page, cursors.current.request(request), signal);
      cursors.current.remember(request, reply.next);
      return { ...reply, query: shownQuery };
    },
    enabled: rights.listview,
    placeholderData: keepPreviousData,
  });

  /** Changes the state; every change is a history entry (000 §2 "changing page adds a history entry"). */
  const update = useCallback(
    (patch: Partial<ListState>) => {
      // A new search, order or page size starts again at page 1.
      const next: ListState = { ...state, ...patch, page: patch.page ?? 1 };
      setQuery(listStateToQuery(next, page, mobile));
    },
    [state, page, mobile, setQuery],
  );

  const totalPages = list.data?.pagination.total_pages ?? 1;
  // A page past the end (an old link, rows removed since, ?page=999) goes to the last page, in place
  // of the history entry, rather than showing "672 in total" over an empty table.
  const pastEnd =
    list.data?.query === shownQuery &&
    list.data.rows.length === 0 &&
    totalPages >= 1 &&
    state.page > totalPages &&
    (list.data.pagination.total_count ?? 0) > 0;
  useEffect(() => {
    if (pastEnd) setQuery(listStateToQuery({ ...state, page: totalPages }, page, mobile), { replace: true });
  }, [pastEnd, state, totalPages, page, mobile, setQuery]);
  return {
    page,
    mobile,
    state,
    request,
    rights,
    list,
    rows: list.data?.rows ?? [],
    pagination: list.data?.pagination,
    /** The write button shows with the write right and the server's write check (000 §2). */
    canWrite: rights.write && !!list.data?.writeCheck,
    buttons: pageButtons(state.page, totalPages, mobile),
    sizes: pageSizes(mobile),
    setPage: (p: number) => update({ page: p }),
    setSize: (n: number) => update({ list_count: n }),
    setOrder: (o: string) => update({ orderType: o }),
    search: (s: Pick<ListState, 'searchSelect' | 'searchTitle' | 'searchType' | 'search'>) => update(s),
    reload: () => {
      cursors.current.clear();
      return client.invalidateQueries({ queryKey: listQueryPrefix(page) });
    },
    /** The query string of the current list, kept when opening a detail so "list" returns here. */
    listQuery: query.toString(),
  };
}

export type EntityListModel = ReturnType<typeof useEntityList>;
