import { describe, expect, it } from '@jest/globals';
import { MENU_TREE, type MenuNode } from '@beantrail/contracts';
import { PUBLIC_PAGES, PUBLIC_REDIRECTS, SERVER_RENDERED } from './public-routes';
import { translations } from './translations';

/** The menu's leaf paths under `node` ('chart/flavorwheel', …). */
function leaves(node: MenuNode, prefix = ''): string[] {
  const path = prefix ? `${prefix}/${node.name}` : node.name;
  return node.children?.length ? node.children.flatMap((c) => leaves(c, path)) : [path];
}
const menuPaths = MENU_TREE.find((n) => n.name === 'info')!.children!.flatMap((c) => leaves(c));

/** Every leaf of a text tree as [key path, text]. */
function texts(tree: unknown, prefix = ''): [string, unknown][] {
  if (tree === null || typeof tree !== 'object') return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k));
}

describe('the public area (000 §2 info menu, 002 §2.13)', () => {
  it('draws every page of the info menu, or leaves it to the server', () => {
    const drawn = new Set<string>([...PUBLIC_PAGES, ...SERVER_RENDERED]);
    expect(menuPaths.filter((p) => !drawn.has(p))).toEqual([]);
  });

  it("has no page outside the menu but the guide's own sub pages", () => {
    const stray = PUBLIC_PAGES.filter((p) => !menuPaths.includes(p) && !menuPaths.some((m) => p.startsWith(`${m}/`)));
    expect(stray).toEqual([]);
    expect(PUBLIC_PAGES.filter((p) => !menuPaths.includes(p))).toEqual(['guide/barcode', 'guide/coffeebean']);
  });

  it('sends the category and the chart group to pages it draws', () => {
    expect(PUBLIC_PAGES).toContain(PUBLIC_REDIRECTS['']);
    expect(PUBLIC_PAGES).toContain(`chart/${PUBLIC_REDIRECTS.chart}`);
  });

  it('its texts have the same keys in kr and en, each a text that is not empty', () => {
    const kr = texts(translations.kr);
    const en = texts(translations.en);
    expect(en.map(([k]) => k).sort()).toEqual(kr.map(([k]) => k).sort());
    expect([...kr, ...en].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it("each page's title is its own in each language", () => {
    for (const locale of ['kr', 'en'] as const) {
      const titles = texts(translations[locale])
        .filter(([k]) => /^[a-z_]+\.title$/.test(k))
        .map(([, v]) => v);
      expect(titles.length).toBeGreaterThanOrEqual(6);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });
});
