import { regionPage, STAFF_PAGES } from '@beantrail/contracts';
import { listPlan } from './list-plan';
import { listQuery } from './list-query';

const sqlite = { mysql: false, q: (n: string) => `"${n}"` };

describe('list plan (docs/ENGINE.md deferred join; 002 §1 name pairs travel together)', () => {
  it('selects the listed columns, their name pairs, keys and order columns, joined back by the key', () => {
    const lq = listQuery(regionPage, { orderType: 'rgst_desc' }, sqlite);
    const plan = listPlan(regionPage, lq.orderColumns, lq.orderBy, sqlite);
    const names = plan.cols.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining(['region_seq', 'region_name', 'region_name_locale', 'rgst_at', 'edit_at']),
    );
    // Not listed, so not read: the long description stays in the detail.
    expect(names).not.toContain('region_desc');
    expect(plan.keys).toBe('"region_seq"');
    expect(plan.on).toBe('t."region_seq" = k."region_seq"');
    expect(plan.outerOrder).toBe('t."rgst_at" DESC, t."region_seq" DESC');
    expect(plan.select.split(', ')).toEqual(expect.arrayContaining(['t."region_seq"', 't."rgst_at"']));
  });

  it('is worked out once per page and order', () => {
    const desc = listQuery(regionPage, {}, sqlite);
    const asc = listQuery(regionPage, { orderType: 'rgst_asc' }, sqlite);
    expect(listPlan(regionPage, desc.orderColumns, desc.orderBy, sqlite)).toBe(
      listPlan(regionPage, desc.orderColumns, desc.orderBy, sqlite),
    );
    const ascPlan = listPlan(regionPage, asc.orderColumns, asc.orderBy, sqlite);
    expect(ascPlan.outerOrder).toBe('t."rgst_at" ASC, t."region_seq" ASC');
  });

  it("joins an owned page back by owner and key: a member's key is unique only within one cafe", () => {
    const page = STAFF_PAGES.cafeUser;
    const lq = listQuery(page, {}, sqlite, { column: 'cafe_seq', value: 1 });
    const plan = listPlan(page, lq.orderColumns, lq.orderBy, sqlite);
    expect(plan.keys).toBe('"cafe_seq", "user_seq"');
    expect(plan.on).toBe('t."cafe_seq" = k."cafe_seq" AND t."user_seq" = k."user_seq"');
  });
});
