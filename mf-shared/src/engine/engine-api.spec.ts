import { countryPage, type DetailReply, type ListReply } from '@beantrail/contracts';
import { fetchList, shownDetail, shownList } from './engine-api';

const listReply = (more: Partial<ListReply> = {}): ListReply => ({
  status: 'OK',
  description: '',
  result: [{ country_seq: 1, country_id: 'KOR' }],
  pagination: { page: 2, total_pages: 3, list_count: 10, total_count: 21 },
  paginationMap: { orderType: 'rgst_desc', next: 'cursor-2' },
  write_check: 1,
  ...more,
});

describe('list replies (spec 000 §7, contracts ListReply: rows as an array, pagination, write check, next cursor)', () => {
  it('takes the rows, the page figures, write_check 1 as allowed and the next cursor', () => {
    const shown = shownList(countryPage, listReply());
    expect(shown).toMatchObject({
      pagination: { page: 2, total_pages: 3, list_count: 10, total_count: 21 },
      writeCheck: true,
      next: 'cursor-2',
    });
    expect(shown.rows).toEqual([expect.objectContaining({ country_seq: 1, country_id: 'KOR' })]);
  });

  it('write_check 0 forbids writing; no cursor on the last page', () => {
    expect(
      shownList(countryPage, listReply({ write_check: 0, paginationMap: { orderType: 'rgst_desc', next: null } })),
    ).toMatchObject({ writeCheck: false, next: null });
  });

  it('the list request travels once, in the body: the URL carries no list parameter', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(listReply()), { status: 200 }));
    try {
      await fetchList(countryPage, { page: 2, list_count: 10, searchTitle: 'Korea', searchSelect: 'country_name' });
      const [url, init] = fetch.mock.calls[0];
      expect(url).toBe(countryPage.api.list);
      expect(JSON.parse(String(init?.body))).toEqual({
        page: 2,
        list_count: 10,
        searchTitle: 'Korea',
        searchSelect: 'country_name',
      });
    } finally {
      fetch.mockRestore();
    }
  });
});

describe('detail replies (spec 000 §2 "the record own edit check", contracts DetailReply)', () => {
  const detail = (edit_check: 0 | 1, remove_check: 0 | 1): DetailReply => ({
    status: 'OK',
    description: '',
    result: { country_seq: 1 },
    detail_result: { edit_check, remove_check },
  });

  it('edit_check / remove_check 1 allow, 0 forbid', () => {
    expect(shownDetail(countryPage, detail(0, 1))).toMatchObject({
      record: { country_seq: 1 },
      editable: false,
      removable: true,
    });
    expect(shownDetail(countryPage, detail(1, 0))).toMatchObject({ editable: true, removable: false });
  });
});
