import { countryPage, type ApiEnvelope } from '@beantrail/contracts';
import { listReply, recordChecks, recordOf, rowsOf } from './engine-api';

describe('list and detail replies (spec 000 §7: result array or named result, pagination, write check)', () => {
  it('rows come from an array result or the first array of a named result', () => {
    expect(rowsOf([{ a: 1 }])).toEqual([{ a: 1 }]);
    expect(rowsOf({ list: [{ a: 2 }] })).toEqual([{ a: 2 }]);
    expect(rowsOf(null)).toEqual([]);
  });

  it('write_check 1 allows writing; missing pagination is derived from the rows', () => {
    const env = { status: 'OK', description: '', result: [{ country_seq: 1 }], write_check: 1 } as ApiEnvelope<unknown>;
    const reply = listReply(countryPage, env, { page: 2, list_count: 10 });
    expect(reply.writeCheck).toBe(true);
    expect(reply.pagination).toEqual({ page: 2, total_pages: 1, list_count: 10, total_count: 1 });
    expect(listReply(countryPage, { ...env, write_check: 0 }, {}).writeCheck).toBe(false);
  });

  it('001 §7: the record is in result or detail_result', () => {
    expect(recordOf({ result: { a: 1 } })).toEqual({ a: 1 });
    expect(recordOf({ result: undefined, detail_result: { b: 2 } })).toEqual({ b: 2 });
    expect(recordOf({ result: [{ c: 3 }] })).toEqual({ c: 3 });
    expect(recordOf({ result: null })).toBeNull();
  });
});

describe('the record checks of a detail reply (spec 000 §2: edit needs the record own edit check)', () => {
  it('edit_check / remove_check 0 forbid; absent means allowed', () => {
    expect(recordChecks({ edit_check: 0, remove_check: 1 })).toEqual({ editable: false, removable: true });
    expect(recordChecks(undefined)).toEqual({ editable: true, removable: true });
  });
});
