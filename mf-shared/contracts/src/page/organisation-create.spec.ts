import { resolveDefault } from './defaults';
import { canCreateOrganisation, cafeCreatePage, createCap, roasterCreatePage } from './organisation-create';
import { firstSaveError } from './validate';
import { findField } from './fields';

describe('creation pages (spec 002 §2.1, §5, §6, §9)', () => {
  it('§6: a cafe while fewer than 3 OWN cafe roles are held, 5 for SADMIN/ADMIN/TESTER/PAID', () => {
    expect(createCap('cafe', ['USER'])).toBe(3);
    for (const t of ['SADMIN', 'ADMIN', 'TESTER', 'PAID'] as const) expect(createCap('cafe', [t])).toBe(5);
    expect(canCreateOrganisation('cafe', ['USER'], ['OWN', 'OWN'])).toBe(true);
    expect(canCreateOrganisation('cafe', ['USER'], ['OWN', 'OWN', 'OWN'])).toBe(false);
    // Only OWN roles count: a barista in five cafes may still open one.
    expect(canCreateOrganisation('cafe', ['USER'], ['BARISTA', 'BARISTA', 'MNG', 'SMNG', 'SAST'])).toBe(true);
    expect(canCreateOrganisation('cafe', ['PAID'], ['OWN', 'OWN', 'OWN', 'OWN'])).toBe(true);
    expect(canCreateOrganisation('cafe', ['GUEST'], [])).toBe(false);
  });

  it('§6: a roastery while no OWN roaster role is held, whatever the user type', () => {
    expect(createCap('roaster', ['USER'])).toBe(1);
    expect(createCap('roaster', ['SADMIN'])).toBe(1);
    expect(canCreateOrganisation('roaster', ['PAID'], ['MNG'])).toBe(true);
    expect(canCreateOrganisation('roaster', ['SADMIN'], ['OWN'])).toBe(false);
  });

  it('§9: type PRV and country KOR by default; §5: both names required, 3–300 bytes', () => {
    for (const page of [cafeCreatePage, roasterCreatePage]) {
      const scope = page.id === 'cafeCreate' ? 'cafe' : 'roaster';
      expect(resolveDefault(findField(page, `${scope}_type`)!, 'en')).toBe('PRV');
      expect(resolveDefault(findField(page, `${scope}_country`)!, 'kr')).toBe('KOR');
      const ok = {
        [`${scope}_type`]: 'PRV',
        [`${scope}_country`]: 'KOR',
        [`${scope}_name`]: 'Good Name',
        [`${scope}_name_locale`]: '좋은 이름',
      };
      expect(firstSaveError(page, ok, { mode: 'write', locale: 'en' })).toBeNull();
      expect(
        firstSaveError(page, { ...ok, [`${scope}_name_locale`]: '' }, { mode: 'write', locale: 'en' }),
      ).toMatchObject({ key: 'field_required', field: `${scope}_name_locale` });
      expect(firstSaveError(page, { ...ok, [`${scope}_name`]: '' }, { mode: 'write', locale: 'kr' })).toMatchObject({
        key: 'field_required',
        field: `${scope}_name`,
      });
      expect(firstSaveError(page, { ...ok, [`${scope}_name`]: 'ab' }, { mode: 'write', locale: 'kr' })).toMatchObject({
        key: 'field_minLength',
        field: `${scope}_name`,
      });
      expect(
        firstSaveError(page, { ...ok, [`${scope}_name_locale`]: '가'.repeat(101) }, { mode: 'write', locale: 'kr' }),
      ).toMatchObject({ key: 'field_maxLength' });
    }
  });

  it('§2.1: write mode only — no list, detail or remove call, and only write rights', () => {
    for (const page of [cafeCreatePage, roasterCreatePage]) {
      expect(page.createOnly).toBe(true);
      expect(page.api).toEqual({ edit: `/api/${page.table}/create` });
      expect(Object.keys(page.rights.userTypes)).toEqual(['write']);
    }
  });
});
