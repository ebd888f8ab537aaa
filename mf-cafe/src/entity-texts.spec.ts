import { describe, expect, it } from '@jest/globals';
import { CAFE_PAGES, CAFE_VIEWS, type PageDecl } from '@beantrail/contracts';
import { entityTexts } from './entity-texts';
import { translations } from './translations';

type Tree = ReturnType<typeof entityTexts>;

function lookup(tree: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

/** Every label key the engine asks for on one page: title, sections and fields. */
function labelKeys(page: PageDecl): string[][] {
  return [[page.id, 'title'], ...page.sections.flatMap((s) => [[page.id, 'section', s.id], ...s.fields.map((f) => [page.id, 'field', f.name])])];
}

const pages = [...Object.values(CAFE_PAGES), ...Object.values(CAFE_VIEWS)] as readonly PageDecl[];

describe('cafe entity texts (spec 002 §3, GUIDE §1: labels never live in declarations)', () => {
  it.each(['kr', 'en'] as const)('spec 002 §3: every title, section and field of the cafe bean pages has a %s label', (locale) => {
    const tree: Tree = entityTexts(locale);
    const missing = pages.flatMap(labelKeys).filter((key) => {
      const text = lookup(tree, key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing.map((k) => k.join('.'))).toEqual([]);
  });

  it('the QR registration texts exist in both languages with the same keys', () => {
    const keys = (o: unknown): string[] => (o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [k] : keys(v).map((x) => `${k}.${x}`))) : []);
    expect(keys(translations.kr.qr).sort()).toEqual(keys(translations.en.qr).sort());
    expect(keys(translations.kr.qr)).toEqual(expect.arrayContaining(['open', 'register', 'default.lead', 'received.lead', 'received.before']));
    expect(translations.kr.qr.received.lead).not.toEqual(translations.en.qr.received.lead);
  });
});
