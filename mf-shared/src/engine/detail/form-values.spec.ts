import { countryPage, regionPage, type FieldDecl, type PageDecl } from '@beantrail/contracts';
import {
  carriedEdits,
  changedFrom,
  clearedValues,
  settledValues,
  copiedValues,
  displayText,
  inputDirectTargets,
  pastedValues,
  shortened,
  writeDefaults,
} from './form-values';

describe('form values (spec 000 §2 write mode, §9 defaults, clipboard buttons)', () => {
  const now = new Date(2026, 0, 5, 7, 8, 9);

  it('spec 000 §9: write mode takes locale defaults from the declaration (KOR, USA in en)', () => {
    const page: PageDecl = {
      ...countryPage,
      sections: [
        {
          id: 's',
          fields: [
            { name: 'c', widget: 'select', default: { byLocale: { kr: 'KOR', en: 'USA' } } },
            { name: 'y', widget: 'number', default: { now: 'year' } },
          ],
        },
      ],
    };
    expect(writeDefaults(page, 'kr', now)).toEqual({ c: 'KOR', y: 2026 });
    expect(writeDefaults(page, 'en', now).c).toBe('USA');
  });

  it('write mode starts from declared defaults; generated and read-only fields are left out', () => {
    const v = writeDefaults(countryPage, 'kr', now);
    expect(v.country_use).toBe(true);
    expect(v.country_name).toBe('');
    expect('country_seq' in v).toBe(false);
    expect('rgst_at' in v).toBe(false);
  });

  it('clear empties the settable fields only; paste copies only settable fields', () => {
    const settable: FieldDecl[] = [
      { name: 'a', widget: 'text' },
      { name: 'b', widget: 'switch', type: 'boolean' },
      { name: 'c', widget: 'multiSelect' },
    ];
    expect(clearedValues(countryPage, { a: 'x', b: true, c: ['1'], k: 9 }, settable)).toEqual({
      a: '',
      b: false,
      c: [],
      k: 9,
    });
    expect(pastedValues({ a: 'x', k: 9 }, { a: 'y', k: 1, z: 2 }, settable)).toEqual({ a: 'y', k: 9 });
    expect(copiedValues({ a: 'x', k: 9, b: false }, settable)).toEqual({ a: 'x', b: false });
  });

  it('spec 000 §4: input-direct targets map the linked text to its select', () => {
    const page: PageDecl = {
      ...regionPage,
      sections: [
        {
          id: 's',
          fields: [
            { name: 'sel', widget: 'select', inputDirect: { field: 'sel_etc' } },
            { name: 'sel_etc', widget: 'text' },
          ],
        },
      ],
    };
    expect(inputDirectTargets(page).get('sel_etc')?.name).toBe('sel');
  });

  it('display text: lists joined, flags as yes/no', () => {
    expect(displayText(['a', 'b'])).toBe('a, b');
    expect(displayText(1, { yes: 'Y', no: 'N' })).toBe('Y');
    expect(displayText('0', { yes: 'Y', no: 'N' })).toBe('N');
    expect(displayText(null)).toBe('');
  });
});

describe('shortened: what the validation dialog quotes of a value (cafe review: 4,000 characters pushed the limit out of view)', () => {
  it('keeps a short value, cuts a long one at 120 characters with an ellipsis, never inside a character', () => {
    expect(shortened('Kenya AA')).toBe('Kenya AA');
    expect(shortened('가'.repeat(4000))).toBe(`${'가'.repeat(120)}…`);
    expect(shortened('☕'.repeat(121), 120)).toBe(`${'☕'.repeat(120)}…`);
    expect(shortened('😀'.repeat(3), 2)).toBe('😀😀…');
  });
});

describe('carriedEdits: a save refused as save_conflict keeps what the user typed (cafe review: Reload dropped it)', () => {
  const fields: FieldDecl[] = ['nick', 'memo', 'tags', 'use'].map((name) => ({ name, widget: 'text' }));
  const before = { nick: 'Kenya', memo: '', tags: ['a'], use: true };

  it("keeps the user's change where the other editor left the field alone, and the other editor's change where the user did", () => {
    const typed = { ...before, memo: 'juicy, blackcurrant' };
    const now = { ...before, nick: 'Kenya AA' };
    expect(carriedEdits(before, typed, now, fields)).toEqual({ values: { memo: 'juicy, blackcurrant' }, overlap: [] });
  });

  it("names a field both changed, differently, and leaves the other editor's value in it; the same change is no conflict", () => {
    const typed = { ...before, nick: 'Kenya Nyeri', tags: ['a', 'b'] };
    const now = { ...before, nick: 'Kenya AA', tags: ['a', 'b'] };
    expect(carriedEdits(before, typed, now, fields)).toEqual({ values: {}, overlap: ['nick'] });
  });

  it('an empty value is empty whatever its form (null, "", [] ), and only settable fields are carried', () => {
    const typed = { ...before, memo: null, tags: [], use: false, edit_at: 'x' };
    expect(carriedEdits(before, typed, before, fields)).toEqual({ values: { tags: [], use: false }, overlap: [] });
  });
});

describe('settledValues / changedFrom: the leave guard asks only about what the user changed (000 §2; phone review)', () => {
  const page: PageDecl = {
    ...countryPage,
    follow: (changed, v) => (changed.has('day') ? { year: String(v.day ?? '').slice(0, 4) } : {}),
    derive: (v) => ({ total: Number(v.a ?? 0) + Number(v.b ?? 0) || '' }),
  };
  const initial = { day: '2026-11-26', year: '', a: 2, b: '', total: '' };

  it('a new record settles its following and derived values: untouched, nothing changed', () => {
    const settled = settledValues(page, initial, 'write');
    expect(settled).toMatchObject({ year: '2026', total: 2 });
    expect(changedFrom(settled, { ...initial, year: '2026', total: 2 })).toBe(false);
  });

  it('a value the user typed is a change; a blank stays blank in any form', () => {
    const settled = settledValues(page, initial, 'write');
    expect(changedFrom(settled, { ...settled, b: 3, total: 5 })).toBe(true);
    expect(changedFrom(settled, { ...settled, b: null })).toBe(false);
  });

  it('edit mode follows nothing until the user types; view mode settles nothing', () => {
    expect(settledValues(page, { ...initial, year: '2020' }, 'edit')).toMatchObject({ year: '2020', total: 2 });
    expect(settledValues(page, initial, 'view')).toEqual(initial);
  });
});
