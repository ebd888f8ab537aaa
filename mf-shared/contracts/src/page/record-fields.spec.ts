import { describe, expect, it } from '@jest/globals';
import { ALL_PAGES } from './all-pages';
import { pageFields, pageSublists } from './fields';
import { generatedKey, recordDate, yearField } from './record-fields';
import type { FieldDecl } from './types';

/** Every field of every page, sublist rows included, with the page it is on. */
const everyField: [string, FieldDecl][] = ALL_PAGES.flatMap((page) =>
  [...pageFields(page), ...pageSublists(page).flatMap((s) => s.fields)].map((f): [string, FieldDecl] => [page.id, f]),
);
const bounds = (f: FieldDecl) => ({ min: f.minValue, max: f.maxValue, default: f.default });

describe('record-fields: the shapes many records share, one bound each', () => {
  it('every required year of every page is 2000 to 2100, this year by default', () => {
    const years = everyField.filter(([, f]) => f.name.endsWith('_year') && f.widget === 'number' && f.required);
    expect(years.length).toBeGreaterThanOrEqual(8);
    for (const [, f] of years) expect(bounds(f)).toEqual({ min: 2000, max: 2100, default: { now: 'year' } });
  });

  it('every required mass of beans weighed in grams is 0.1 g to 1 t', () => {
    const masses = everyField.filter(([, f]) => f.scale === 'mass' && f.unit === 'g' && f.required);
    expect(new Set(masses.map(([, f]) => f.name))).toEqual(
      new Set(['greenbean_mass', 'roasting_mass', 'received_mass']),
    );
    for (const [, f] of masses) expect(bounds(f)).toEqual({ min: 0.1, max: 1000000, default: undefined });
  });

  it('a record date is required, today by default and fixed once saved; a key is generated and read-only', () => {
    expect(recordDate('cupnote_date')).toMatchObject({
      required: true,
      lockedOnUpdate: true,
      default: { now: 'date' },
    });
    expect(generatedKey('cupnote_seq')).toMatchObject({
      key: true,
      generated: true,
      readOnly: true,
      hiddenOnCreate: true,
    });
  });

  it('yearField adds what a page gives it to the shared bounds', () => {
    expect(yearField('greenbean_year', { key: true, lockedOnUpdate: true })).toEqual({
      ...yearField('greenbean_year'),
      key: true,
      lockedOnUpdate: true,
    });
  });
});
