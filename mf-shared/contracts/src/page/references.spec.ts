import { ALL_PAGES } from './all-pages';
import { pageFields, pageSublists } from './fields';
import { pageReferences, referenceOf } from './references';

// Issue 32: a field whose value is the key of another record says whose record it must be, once,
// through the lookup its select names.
describe('references of the page declarations', () => {
  const selects = ALL_PAGES.flatMap((page) => [...pageFields(page), ...pageSublists(page).flatMap((s) => s.fields)].map((field) => ({ page: page.id, field })));

  it('every select whose choices are records (an integer key from a lookup) declares what it refers to', () => {
    const unlisted = selects.filter(({ field }) => field.source?.dataUrl && field.type === 'integer' && !referenceOf(field)).map(({ page, field }) => `${page}.${field.name} (${field.source!.dataUrl})`);
    expect(unlisted).toEqual([]);
  });

  it('the key a lookup offers is the value the field stores', () => {
    for (const { page, field } of selects) {
      const ref = referenceOf(field);
      if (ref) expect({ page, field: field.name, offers: field.source!.valueKey }).toEqual({ page, field: field.name, offers: ref.key });
    }
  });

  it('an owner\'s records are referred to only from pages of an owner (a roastery, a cafe, a user)', () => {
    for (const page of ALL_PAGES) {
      for (const { field, reference } of pageReferences(page)) {
        if (reference.owned) expect({ page: page.id, field: field.name, owner: page.ownerField ?? null }).toEqual({ page: page.id, field: field.name, owner: expect.stringMatching(/^(roaster|cafe|user)_seq$/) });
      }
    }
  });

  it('finds the ones the roastery\'s recipe form has: the machine and each row\'s green bean', () => {
    const recipe = ALL_PAGES.find((p) => p.id === 'roastingDefault')!;
    expect(pageReferences(recipe).map((r) => [r.sublist ?? '', r.field.name, r.reference.table, r.reference.owned])).toEqual([
      ['', 'roasting_machine_seq', 'roaster_equip', true],
      ['greenbean_rows', 'greenbean_roaster_seq', 'greenbean_roaster', true],
    ]);
  });
});
