import { describe, expect, it } from '@jest/globals';
import { ADMIN_PAGES, GREENBEAN_ADMIN_PAGES, MENU_TREE, type MenuNode } from '@beantrail/contracts';
import { missingEntityLabels } from '@beantrail/mf-shared/pure';
import { ADMIN_PAGE_ROUTES } from './admin-pages';
import { entityTexts } from './entity-texts';
import { translations } from './translations';

/** The menu's leaf paths under `node` ('map/country', …). */
function leaves(node: MenuNode, prefix = ''): string[] {
  const path = prefix ? `${prefix}/${node.name}` : node.name;
  return node.children?.length ? node.children.flatMap((c) => leaves(c, path)) : [path];
}
const setting = MENU_TREE.find((n) => n.name === 'setting')!;
const menuPaths = setting.children!.flatMap((c) => leaves(c));

/** Every key path of a text tree whose leaf is a string ('landing.title', …). */
function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('the admin area (001 §2 master data, §3 pages)', () => {
  it('mounts each master-data page at a path of the setting menu, each path and page once', () => {
    const paths = ADMIN_PAGE_ROUTES.map((r) => r.path);
    expect(paths.filter((p) => !menuPaths.includes(p))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(ADMIN_PAGE_ROUTES.map((r) => r.page.id)).size).toBe(paths.length);
  });

  it('mounts every page the contracts declare for the administrator', () => {
    const declared = [...Object.values(ADMIN_PAGES), ...Object.values(GREENBEAN_ADMIN_PAGES)].map((p) => p.id).sort();
    expect(ADMIN_PAGE_ROUTES.map((r) => r.page.id).sort()).toEqual(declared);
  });

  it.each(['kr', 'en'] as const)(
    'every title, section, field and sublist of a mounted page has a %s label',
    (locale) => {
      expect(
        missingEntityLabels(
          ADMIN_PAGE_ROUTES.map((r) => r.page),
          entityTexts(locale),
        ),
      ).toEqual([]);
    },
  );

  it('its texts have the same keys in kr and en, none empty, and the page titles differ', () => {
    expect(keys(translations.en)).toEqual(keys(translations.kr));
    const empty = (tree: unknown): string[] =>
      keys(tree).filter((k) => k.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], tree) === '');
    expect([...empty(translations.kr), ...empty(translations.en)]).toEqual([]);
    for (const { page } of ADMIN_PAGE_ROUTES) {
      const title = (locale: 'kr' | 'en') =>
        (entityTexts(locale) as Record<string, { title?: string }>)[page.id]?.title;
      expect(title('kr')).not.toEqual(title('en'));
    }
  });
});
