import { mayChangeMember, staffChoices, STAFF_PAGES, staffRank, staffRows } from './staff';
import { findField } from '../fields';

// Spec 002 §2.11 (what each staff list shows) and §4 (what may be set, by whom).
describe('staff pages (002 §2.11, §4)', () => {
  it('§2.11: the three lists split the membership states between them', () => {
    expect(staffRows('cafe', 'user')).toEqual(['BARISTA', 'SAST', 'MNG', 'SMNG', 'OWN']);
    expect(staffRows('roaster', 'signup')).toEqual(['WTSGNP', 'HLD']);
    expect(staffRows('cafe', 'etc')).toEqual(['CNCL', 'RJCT', 'RJN', 'FIRE']);
    expect(STAFF_PAGES.cafeUserSignUp.rows).toEqual({ field: 'user_auth', in: ['WTSGNP', 'HLD'] });
  });

  it('§4: SMNG only for the owner; FIRE for the cafe owner and any roastery manager; never OWN', () => {
    expect(staffChoices('cafe', 'user', 'MNG')).toEqual(['BARISTA', 'SAST', 'MNG']);
    expect(staffChoices('cafe', 'user', 'OWN')).toEqual(['BARISTA', 'SAST', 'MNG', 'SMNG', 'FIRE']);
    expect(staffChoices('roaster', 'user', 'SMNG')).toEqual(['ROASTER', 'SAST', 'MNG', 'FIRE']);
    expect(staffChoices('roaster', 'signup', 'MNG')).toEqual(['ROASTER', 'WTSGNP', 'HLD', 'CNCL', 'RJCT']);
    for (const view of ['user', 'signup', 'etc'] as const)
      expect(staffChoices('cafe', view, 'OWN')).not.toContain('OWN');
  });

  it('the role select offers each caller what the server accepts from them (one function for both)', () => {
    const source = findField(STAFF_PAGES.cafeUser, 'user_auth')!.source!;
    expect(source.codesByRole?.byRole.MNG).toEqual(staffChoices('cafe', 'user', 'MNG'));
    expect(source.codesByRole?.byRole.OWN).toEqual(staffChoices('cafe', 'user', 'OWN'));
    expect(source.codes).toEqual(['BARISTA', 'SAST', 'MNG', 'SMNG', 'FIRE']);
  });

  it('nobody changes a member whose role ranks at or above their own (both scopes)', () => {
    expect(['OWN', 'SMNG', 'MNG', 'SAST', 'ROASTER', 'WTSGNP', 'FIRE'].map((r) => staffRank('roaster', r))).toEqual([
      5, 4, 3, 2, 1, 0, 0,
    ]);
    expect(staffRank('cafe', 'BARISTA')).toBe(1);
    for (const scope of ['cafe', 'roaster'] as const) {
      const base = scope === 'cafe' ? 'BARISTA' : 'ROASTER';
      expect(mayChangeMember(scope, 'MNG', 'SMNG')).toBe(false);
      expect(mayChangeMember(scope, 'MNG', 'MNG')).toBe(false);
      expect(mayChangeMember(scope, 'MNG', 'SAST')).toBe(true);
      expect(mayChangeMember(scope, 'MNG', base)).toBe(true);
      expect(mayChangeMember(scope, 'SMNG', 'SMNG')).toBe(false);
      expect(mayChangeMember(scope, 'SMNG', 'MNG')).toBe(true);
      expect(mayChangeMember(scope, 'OWN', 'SMNG')).toBe(true);
      expect(mayChangeMember(scope, 'OWN', 'OWN')).toBe(false);
      // Applications and former staff rank below every role: any manager looks after them.
      expect(mayChangeMember(scope, 'MNG', 'WTSGNP')).toBe(true);
      expect(mayChangeMember(scope, 'MNG', 'RJN')).toBe(true);
      expect(mayChangeMember(scope, null, base)).toBe(false);
    }
  });
});

describe("002 §2.11: the staff list's role filter", () => {
  it('offers ROASTER/BARISTA, SAST, MNG, SMNG, OWN, whatever the form offers', () => {
    expect(STAFF_PAGES.cafeUser.list?.search?.params?.[0]).toMatchObject({
      field: 'user_auth',
      codes: ['BARISTA', 'SAST', 'MNG', 'SMNG', 'OWN'],
    });
    expect(STAFF_PAGES.roasterUser.list?.search?.params?.[0]).toMatchObject({
      field: 'user_auth',
      codes: ['ROASTER', 'SAST', 'MNG', 'SMNG', 'OWN'],
    });
  });

  it('the sign-up list offers only WTSGNP and HLD, the etc list CNCL, RJCT, RJN and FIRE: the rows each list holds', () => {
    for (const scope of ['cafe', 'roaster'] as const) {
      const filter = (page: keyof typeof STAFF_PAGES) =>
        STAFF_PAGES[page].list?.search?.params?.find((p) => p.field === 'user_auth')?.codes;
      expect(filter(`${scope}UserSignUp`)).toEqual(['WTSGNP', 'HLD']);
      expect(filter(`${scope}UserEtc`)).toEqual(['CNCL', 'RJCT', 'RJN', 'FIRE']);
      // The form still offers what the caller may set there (§4), which is not what the list holds.
      expect(findField(STAFF_PAGES[`${scope}UserSignUp`], 'user_auth')!.source!.codes).toContain(
        scope === 'cafe' ? 'BARISTA' : 'ROASTER',
      );
    }
  });
});
