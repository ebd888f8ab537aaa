import type { PageDecl, RecordValues } from '@beantrail/contracts';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { detailLink } from '../detail/detail-mode';
import type { DetailLocationState } from '../detail/use-entity-detail';

/** What a list opened last, per page id: a row's key, or WRITE for the New button. */
type CameFrom = Map<string, string>;

const WRITE = '\u0000write';

/** A row's identity on screen (data-row-key) and in CameFrom: its key values joined. */
export const rowKey = (page: Pick<PageDecl, 'keys'>, row: RecordValues) =>
  page.keys.map((k) => String(row[k])).join('|');

/**
 * Where a list's "opened from" survives while the detail is on screen in its place: EntityPage
 * holds one for its list and details (the list unmounts while a record is open). Without it a list
 * remembers only while it stays mounted.
 */
const ListFocusContext = createContext<CameFrom | null>(null);

export function ListFocusProvider({ children }: { children: ReactNode }) {
  const [cameFrom] = useState<CameFrom>(() => new Map());
  return <ListFocusContext.Provider value={cameFrom}>{children}</ListFocusContext.Provider>;
}

/**
 * Opening a record or a new one from the list, and the way back: on the list again from a record
 * (Back, the List button, Cancel), the focus goes to the row that was opened, or to New, rather
 * than the page's top: a keyboard user had to Tab through the whole page again (keyboard review).
 * Only when the focus is nowhere (on the body). The list query travels with the detail, so "list"
 * returns to the same page.
 */
export function useListOpen(
  page: PageDecl,
  basePath: string,
  listQuery: string,
  container: RefObject<HTMLElement | null>,
  rows: readonly RecordValues[],
) {
  const navigate = useNavigate();
  const shared = useContext(ListFocusContext);
  const own = useRef<CameFrom>(null);
  own.current ??= new Map();
  const cameFrom = shared ?? own.current;

  useEffect(() => {
    const key = cameFrom.get(page.id);
    if (key === undefined || !container.current) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    const target =
      key === WRITE
        ? container.current.querySelector<HTMLElement>('[data-testid="list-write"]')
        : [...container.current.querySelectorAll<HTMLElement>('[data-row-key]')].find(
            (el) => el.dataset.rowKey === key,
          );
    if (!target) return;
    cameFrom.delete(page.id);
    target.focus();
  }, [cameFrom, page.id, container, rows]);

  const open = useCallback(
    (row: RecordValues) => {
      cameFrom.set(page.id, rowKey(page, row));
      navigate(`${basePath}/${detailLink(page, row)}`, { state: { listQuery } satisfies DetailLocationState });
    },
    [cameFrom, page, basePath, listQuery, navigate],
  );
  const write = useCallback(() => {
    cameFrom.set(page.id, WRITE);
    navigate(`${basePath}/write`, { state: { listQuery } satisfies DetailLocationState });
  }, [cameFrom, page.id, basePath, listQuery, navigate]);
  return { open, write };
}

/**
 * The rows ticked to compare (ListDecl.compare), kept across pages and searches in ticking order,
 * at most `compare.max`; `compareLink` opens the comparison of the ticked rows.
 */
export function useListPicks(page: PageDecl, basePath: string) {
  const compare = page.list?.compare;
  const navigate = useNavigate();
  const [picked, setPicked] = useState<string[]>([]);
  const toggle = useCallback(
    (key: string) =>
      setPicked((p) =>
        p.includes(key) ? p.filter((k) => k !== key) : compare && p.length >= compare.max ? p : [...p, key],
      ),
    [compare],
  );
  const openCompare = useCallback(
    () => compare && navigate(`${basePath}/${compare.path}?ids=${picked.map(encodeURIComponent).join(',')}`),
    [compare, navigate, basePath, picked],
  );
  return { compare, picked, toggle, openCompare };
}
export type ListPicks = ReturnType<typeof useListPicks>;
