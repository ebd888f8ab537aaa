import { MENU_TREE, MESSAGES, menuFor, USER_TYPES, CAFE_ROLES, ROASTER_ROLES } from '@beantrail/contracts';
import { commonEn } from './locales/common-en';
import { commonKr } from './locales/common-kr';
import { menuTextKey } from './menu-text';

function lookup(resources: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      resources,
    );
}

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

describe('translations (spec 000 §8: both languages complete)', () => {
  const everyRow = menuFor({ usertype: USER_TYPES, roles: { cafe: CAFE_ROLES, roaster: ROASTER_ROLES } }, MENU_TREE);

  it.each([
    ['kr', commonKr],
    ['en', commonEn],
  ])('spec 000 §2: every menu id has a %s label', (_lng, resources) => {
    for (const row of everyRow) expect(typeof lookup(resources, menuTextKey(row.id))).toBe('string');
  });

  it('spec 000 §8: kr and en common texts have the same keys', () => {
    expect(leafKeys(commonEn).sort()).toEqual(leafKeys(commonKr).sort());
  });

  it('spec 000 §8: every message key has kr and en text', () => {
    for (const text of Object.values(MESSAGES)) {
      expect(text.kr).toBeTruthy();
      expect(text.en).toBeTruthy();
    }
  });

  it('groups get the `._` label key, leaves the plain key', () => {
    expect(menuTextKey('roaster/roasting')).toBe('menu.roaster.roasting._');
    expect(menuTextKey('roaster/roasting/result')).toBe('menu.roaster.roasting.result');
    expect(menuTextKey('info/intro')).toBe('menu.info.intro');
  });
});
