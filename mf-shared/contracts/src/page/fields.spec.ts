import { describe, expect, it } from '@jest/globals';
import { cafeEquipPage } from './cafe';
import { pageFields } from './fields';
import type { PageDecl } from './types';

describe('pageFields (GUIDE §1: one declaration, read by every layer)', () => {
  it('lists the section fields in declaration order, once per declaration, frozen', () => {
    const fields = pageFields(cafeEquipPage);
    expect(fields.map((f) => f.name)).toEqual(cafeEquipPage.sections.flatMap((s) => s.fields.map((f) => f.name)));
    expect(pageFields(cafeEquipPage)).toBe(fields);
    expect(Object.isFrozen(fields)).toBe(true);
  });

  it('a page built from another one with new sections gets its own list', () => {
    const trimmed: PageDecl = { ...cafeEquipPage, sections: cafeEquipPage.sections.slice(0, 1) };
    expect(pageFields(trimmed)).toHaveLength(cafeEquipPage.sections[0].fields.length);
    expect(pageFields(trimmed)).not.toBe(pageFields(cafeEquipPage));
  });
});
