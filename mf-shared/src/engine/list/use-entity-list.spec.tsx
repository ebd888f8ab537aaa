/** @jest-environment jsdom */
import { countryPage } from '@beantrail/contracts';
import { act, waitFor } from '@testing-library/react';
import { setLanguage } from '../../i18n/i18n';
import { fakeServer, renderEngineHook, signIn, type SentCall } from '../../testing/engine-harness';
import { useEntityList } from './use-entity-list';

const row = (seq: number) => ({
  country_seq: seq,
  country_id: `C${seq}`,
  country_name: `Country ${seq}`,
  country_use: true,
});

/** A country list of `total` rows, `size` a page, with a keyset cursor after every page but the last. */
function countryServer(total: number) {
  return fakeServer((call: SentCall) => {
    const page = Number(call.body?.page ?? 1);
    const size = Number(call.body?.list_count ?? 10);
    const pages = Math.max(1, Math.ceil(total / size));
    const from = (page - 1) * size;
    const rows = page > pages ? [] : Array.from({ length: Math.min(size, total - from) }, (_, i) => row(from + i + 1));
    return {
      envelope: {
        result: rows,
        pagination: { page, total_pages: pages, list_count: size, total_count: total },
        paginationMap: page < pages ? { next: `cursor-${page}` } : {},
        write_check: 1,
      },
    };
  });
}

const listCalls = (calls: SentCall[]) => calls.filter((c) => c.path === countryPage.api.list);

beforeAll(() => setLanguage('en'));
beforeEach(() => signIn(['ADMIN']));

describe('useEntityList (000 §2 list state, 001 §2 paging)', () => {
  it('a new search starts again at page 1, as a history entry of its own', async () => {
    const calls = countryServer(95);
    const { result } = renderEngineHook(() => useEntityList(countryPage), '/setting/map/country?page=3');
    await waitFor(() => expect(result.current.value.rows).toHaveLength(10));
    expect(result.current.value.state.page).toBe(3);

    act(() =>
      result.current.value.search({
        searchSelect: result.current.value.state.searchSelect,
        searchTitle: 'Ken',
        searchType: '',
        search: result.current.value.state.search,
      }),
    );

    await waitFor(() => expect(result.current.value.state.searchTitle).toBe('Ken'));
    expect(result.current.value.state.page).toBe(1);
    expect(new URLSearchParams(result.current.location.search).get('page')).toBeNull();
    expect(result.current.navigation).toBe('PUSH');
    await waitFor(() => expect(listCalls(calls).at(-1)?.body).toMatchObject({ page: 1, searchTitle: 'Ken' }));
  });

  it('a new order or page size starts again at page 1 too; a page change keeps the search', async () => {
    countryServer(95);
    const { result } = renderEngineHook(() => useEntityList(countryPage), '/setting/map/country?page=4&searchTitle=a');
    await waitFor(() => expect(result.current.value.pagination?.total_pages).toBe(10));
    act(() => result.current.value.setSize(20));
    await waitFor(() =>
      expect(result.current.value.state).toMatchObject({ page: 1, list_count: 20, searchTitle: 'a' }),
    );
    act(() => result.current.value.setPage(2));
    await waitFor(() =>
      expect(result.current.value.state).toMatchObject({ page: 2, list_count: 20, searchTitle: 'a' }),
    );
  });

  it('a page past the last one (an old link, rows removed since) goes to the last page, in place', async () => {
    const calls = countryServer(25);
    const { result } = renderEngineHook(() => useEntityList(countryPage), '/setting/map/country?page=9');
    await waitFor(() => expect(result.current.value.state.page).toBe(3));
    expect(result.current.location.search).toBe('?page=3');
    expect(result.current.navigation).toBe('REPLACE');
    await waitFor(() => expect(result.current.value.rows).toHaveLength(5));
    expect(listCalls(calls).map((c) => c.body?.page)).toEqual([9, 3]);
  });

  it('an empty list stays on its page (nothing to go back to)', async () => {
    const calls = countryServer(0);
    const { result } = renderEngineHook(() => useEntityList(countryPage), '/setting/map/country');
    await waitFor(() => expect(result.current.value.pagination?.total_count).toBe(0));
    expect(result.current.value.state.page).toBe(1);
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('the next page of the same search is asked after the cursor the previous page gave; a reload forgets the cursors', async () => {
    const calls = countryServer(35);
    const { result } = renderEngineHook(() => useEntityList(countryPage), '/setting/map/country');
    await waitFor(() => expect(result.current.value.rows).toHaveLength(10));
    expect(listCalls(calls)[0].body?.after).toBeUndefined();

    act(() => result.current.value.setPage(2));
    await waitFor(() => expect(result.current.value.state.page).toBe(2));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(listCalls(calls)[1].body).toMatchObject({ page: 2, after: 'cursor-1' });

    // The page is fetched again without one: rows may have moved since the cursor was handed out.
    await act(() => result.current.value.reload());
    await waitFor(() => expect(listCalls(calls)).toHaveLength(3));
    expect(listCalls(calls)[2].body).toMatchObject({ page: 2 });
    expect(listCalls(calls)[2].body?.after).toBeUndefined();

    // A jump (page 4 from page 2) has no cursor: it goes by number.
    act(() => result.current.value.setPage(4));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(4));
    expect(listCalls(calls)[3].body).toMatchObject({ page: 4 });
    expect(listCalls(calls)[3].body?.after).toBeUndefined();
  });

  it('writing shows with the write right and the server write check', async () => {
    countryServer(3);
    const { result } = renderEngineHook(() => useEntityList(countryPage), '/setting/map/country');
    await waitFor(() => expect(result.current.value.rows).toHaveLength(3));
    expect(result.current.value.canWrite).toBe(true);
  });
});
