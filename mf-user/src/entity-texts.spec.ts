import { describe, expect, it } from '@jest/globals';
import { type PageDecl, USER_PAGES } from '@beantrail/contracts';
import { entityTexts } from './entity-texts';
import { COFFEENOTE_ROUTE, USER_PAGE_ROUTES } from './user-pages';

function lookup(tree: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

/** Every label key the engine asks for on one page: title, sections and fields. */
function labelKeys(page: PageDecl): string[][] {
  return [[page.id, 'title'], ...page.sections.flatMap((s) => [[page.id, 'section', s.id], ...s.fields.map((f) => [page.id, 'field', f.name])])];
}

const pages = Object.values(USER_PAGES) as readonly PageDecl[];

describe('user entity texts (spec 002 §2.4, §3; GUIDE §1: labels never live in declarations)', () => {
  it.each(['kr', 'en'] as const)('every title, section and field of the user pages has a %s label', (locale) => {
    const tree = entityTexts(locale);
    const missing = pages.flatMap(labelKeys).filter((key) => {
      const text = lookup(tree, key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing.map((k) => k.join('.'))).toEqual([]);
  });

  it('the two languages differ where a drinker reads them', () => {
    expect(lookup(entityTexts('kr'), ['userBrewingResult', 'field', 'blending_result_date'])).not.toEqual(lookup(entityTexts('en'), ['userBrewingResult', 'field', 'blending_result_date']));
  });

  it('every user page is mounted once, at the menu paths of 002 §2.4', () => {
    const mounted = [...USER_PAGE_ROUTES, COFFEENOTE_ROUTE];
    expect(mounted.map((r) => r.page).sort((a, b) => a.id.localeCompare(b.id))).toEqual([...pages].sort((a, b) => a.id.localeCompare(b.id)));
    expect(mounted.map((r) => r.path)).toEqual(expect.arrayContaining(['usernote/brewingdefault', 'usernote/brewingresult', 'usernote/coffeenote', 'item/equip']));
  });
});
