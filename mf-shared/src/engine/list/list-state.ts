import {
  orderOptions,
  PAGE_GROUP,
  PAGE_SIZES,
  resolvePreset,
  type ListRequest,
  type PageDecl,
} from '@beantrail/contracts';

/** The list's state as it lives in the URL query (spec 000 §2 "Generic list"). */
export interface ListState {
  page: number;
  list_count: number;
  orderType: string;
  searchSelect: string;
  searchTitle: string;
  searchType: string;
  /** search0, search1… in declaration order of `list.search.params`. */
  search: string[];
}

export function pageSizes(mobile: boolean): readonly number[] {
  return mobile ? PAGE_SIZES.mobile : PAGE_SIZES.desktop;
}

/**
 * The field the title search looks in by default: every declared one ('' = all) when there are
 * several, so a Korean name is found on a list whose first field is the English one and the other
 * way round ('에티오피아' on the country list); searchSelect narrows it to one field.
 */
export function defaultSearchSelect(page: PageDecl): string {
  const titles = page.list?.search?.title ?? [];
  return titles.length > 1 ? '' : (titles[0] ?? '');
}

/** Spec 000 §9: default page size 10 on desktop, 5 on mobile. */
export function defaultListState(page: PageDecl, mobile: boolean): ListState {
  return {
    page: 1,
    list_count: pageSizes(mobile)[0],
    orderType: orderOptions(page)[0].value,
    searchSelect: defaultSearchSelect(page),
    searchTitle: '',
    searchType: '',
    search: (page.list?.search?.params ?? []).map(() => ''),
  };
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

/**
 * Reads the list state from the URL; anything unknown or malformed falls back to the default
 * (a page size not offered on this screen size, an order the page does not declare).
 */
export function parseListState(query: URLSearchParams, page: PageDecl, mobile: boolean): ListState {
  const d = defaultListState(page, mobile);
  const size = positiveInt(query.get('list_count'));
  const order = query.get('orderType');
  const select = query.get('searchSelect');
  return {
    page: positiveInt(query.get('page')) ?? d.page,
    list_count: size && pageSizes(mobile).includes(size) ? size : d.list_count,
    orderType: order && orderOptions(page).some((o) => o.value === order) ? order : d.orderType,
    searchSelect: select && (page.list?.search?.title ?? []).includes(select) ? select : d.searchSelect,
    searchTitle: query.get('searchTitle') ?? '',
    searchType: query.get('searchType') ?? '',
    search: d.search.map((_, i) => query.get(`search${i}`) ?? ''),
  };
}

/** The URL query of a state: defaults and empty values are left out so links stay short. */
export function listStateToQuery(state: ListState, page: PageDecl, mobile: boolean): URLSearchParams {
  const d = defaultListState(page, mobile);
  const q = new URLSearchParams();
  if (state.page !== d.page) q.set('page', String(state.page));
  if (state.list_count !== d.list_count) q.set('list_count', String(state.list_count));
  if (state.orderType !== d.orderType) q.set('orderType', state.orderType);
  if (state.searchTitle) {
    if (state.searchSelect) q.set('searchSelect', state.searchSelect);
    q.set('searchTitle', state.searchTitle);
  }
  if (state.searchType) q.set('searchType', state.searchType);
  state.search.forEach((v, i) => v && q.set(`search${i}`, v));
  return q;
}

/** The list call's parameters (000 §7; sent once, as the body: docs/ENGINE.md "List calls"), with the page's fixed ones. */
export function listRequest(state: ListState, page?: PageDecl): ListRequest {
  const req: ListRequest = {
    ...resolvePreset(page?.list?.preset),
    page: state.page,
    list_count: state.list_count,
    orderType: state.orderType,
  };
  if (state.searchTitle) {
    if (state.searchSelect) req.searchSelect = state.searchSelect;
    req.searchTitle = state.searchTitle;
  }
  if (state.searchType) req.searchType = state.searchType;
  state.search.forEach((v, i) => {
    if (v) req[`search${i}`] = v;
  });
  return req;
}

export interface PageButtons {
  pages: number[];
  first: number | null;
  prev: number | null;
  next: number | null;
  last: number | null;
}

/**
 * Page-number buttons (000 §2, §9): groups of 10 (5 on mobile); first/last jump to the ends;
 * previous/next go to the neighbouring group (null when there is none).
 */
export function pageButtons(current: number, totalPages: number, mobile: boolean): PageButtons {
  const total = Math.max(1, totalPages);
  const page = Math.min(Math.max(1, current), total);
  const size = mobile ? PAGE_GROUP.mobile : PAGE_GROUP.desktop;
  const start = Math.floor((page - 1) / size) * size + 1;
  const end = Math.min(total, start + size - 1);
  return {
    pages: Array.from({ length: end - start + 1 }, (_, i) => start + i),
    first: page > 1 ? 1 : null,
    prev: start > 1 ? start - 1 : null,
    next: end < total ? end + 1 : null,
    last: page < total ? total : null,
  };
}

/**
 * A list column as a sort control (what react-admin users expect besides the order select): it
 * sorts when the page declares an order on its field; clicking an active column flips the
 * direction, an inactive one starts with its first declared order.
 */
export function columnSort(
  page: PageDecl,
  field: string,
  orderType: string,
): { sortable: boolean; active: boolean; dir: 'asc' | 'desc'; next: string | null } {
  const options = orderOptions(page).filter((o) => o.field === field);
  const current = orderOptions(page).find((o) => o.value === orderType);
  if (!options.length) return { sortable: false, active: false, dir: 'desc', next: null };
  const active = current?.field === field;
  const dir = active ? current!.dir : options[0].dir;
  const flip = active ? options.find((o) => o.dir !== current!.dir) : options[0];
  return { sortable: true, active, dir, next: flip?.value ?? null };
}
