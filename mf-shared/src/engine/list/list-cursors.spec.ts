import { ListCursors } from './list-cursors';

describe('keyset cursors between list pages (000 §2 paging; docs/ENGINE.md "Paging")', () => {
  it("the next page of the same search goes after the previous page's cursor", () => {
    const c = new ListCursors();
    const p1 = { page: 1, list_count: 10, orderType: 'rgst_desc' };
    c.remember(p1, 'CUR1');
    expect(c.request({ ...p1, page: 2 })).toEqual({ ...p1, page: 2, after: 'CUR1' });
    // Another page, search, order or size goes by number.
    expect(c.request({ ...p1, page: 3 })).toEqual({ ...p1, page: 3 });
    expect(c.request({ ...p1, page: 2, orderType: 'rgst_asc' })).toEqual({ ...p1, page: 2, orderType: 'rgst_asc' });
    expect(c.request({ ...p1, page: 2, list_count: 20 }).after).toBeUndefined();
    expect(c.request({ ...p1, page: 2, searchTitle: 'x' }).after).toBeUndefined();
  });

  it('a last page without a cursor, or a clear after a save, falls back to page numbers', () => {
    const c = new ListCursors();
    const p1 = { page: 1, list_count: 10 };
    c.remember(p1, 'CUR1');
    c.remember(p1, null);
    expect(c.request({ ...p1, page: 2 }).after).toBeUndefined();
    c.remember(p1, 'CUR1');
    c.clear();
    expect(c.request({ ...p1, page: 2 }).after).toBeUndefined();
  });
});
