import type { AreaHomeReplies, AreaHomePath, CafeHome } from '../index';

// The `@ts-expect-error` lines fail the contracts typecheck (tsconfig.json takes the specs) once the
// shape they refuse compiles; jest itself compiles without types, so the run-time checks beside them.
describe('area landing replies (useAreaHome reads them by path)', () => {
  it('a landing path names its reply; a path no area answers does not compile', () => {
    const setting: AreaHomeReplies['/api/setting/home'] = { code_group_count: 3, code_count: 40, user_count: 7 };
    // @ts-expect-error no area answers /api/admin/home (the admin area answers under /api/setting)
    const unknown: AreaHomePath = '/api/admin/home';
    expect(setting.code_count).toBe(40);
    expect(unknown).toBe('/api/admin/home');
  });

  it("a cafe's landing carries the cafe's key and names, not a roastery's", () => {
    const cafe: CafeHome = {
      cafe_seq: 2,
      cafe_name: 'Bean Corner',
      cafe_name_locale: '빈 코너',
      user_auth: 'OWN',
      // @ts-expect-error a cafe's landing has no roaster_seq
      roaster_seq: 1,
    };
    expect(cafe.cafe_seq).toBe(2);
  });
});
