import { ALL_PAGES } from './all-pages';
import { pageFields, pageSublists } from './fields';
import { pageReferences, referenceOf } from './references';

// A field whose value is the key of another record says whose record it must be, once,
// through the lookup its select names.
describe('references of the page declarations', () => {
  const selects = ALL_PAGES.flatMap((page) =>
    [...pageFields(page), ...pageSublists(page).flatMap((s) => s.fields)].map((field) => ({ page: page.id, field })),
  );

  it('every select whose choices are records (an integer key from a lookup) declares what it refers to', () => {
    const unlisted = selects
      .filter(({ field }) => field.source?.dataUrl && field.type === 'integer' && !referenceOf(field))
      .map(({ page, field }) => `${page}.${field.name} (${field.source!.dataUrl})`);
    expect(unlisted).toEqual([]);
  });

  it('the key a lookup offers is the value the field stores', () => {
    for (const { page, field } of selects) {
      const ref = referenceOf(field);
      if (ref)
        expect({ page, field: field.name, offers: field.source!.valueKey }).toEqual({
          page,
          field: field.name,
          offers: ref.key,
        });
    }
  });

  it("an owner's records are referred to only from pages of an owner (a roastery, a cafe, a user)", () => {
    for (const page of ALL_PAGES) {
      for (const { field, reference } of pageReferences(page)) {
        if (reference.owned)
          expect({ page: page.id, field: field.name, owner: page.ownerField ?? null }).toEqual({
            page: page.id,
            field: field.name,
            owner: expect.stringMatching(/^(roaster|cafe|user)_seq$/),
          });
      }
    }
  });

  it("002 §3 equip_auth \"selector labelled select_auth\": a cafe's and a roastery's equipment name one of their members holding a role; a drinker's has none", () => {
    const person = (id: string) =>
      pageReferences(ALL_PAGES.find((p) => p.id === id)!).find((r) => r.field.name === 'equip_auth');
    expect(person('cafeEquip')?.reference).toEqual({
      table: 'cafe_user',
      key: 'user_seq',
      owned: true,
      where: { user_status: 'JOIN' },
    });
    expect(person('roasterEquip')?.reference).toEqual({
      table: 'roaster_user',
      key: 'user_seq',
      owned: true,
      where: { user_status: 'JOIN' },
    });
    expect(pageFields(ALL_PAGES.find((p) => p.id === 'userEquip')!).some((f) => f.name === 'equip_auth')).toBe(false);
  });

  it("002 §2.6: a drinker's brew names a cafe bean and lot their coffee notes name by serial (§3 coffeebean_uuid, §4)", () => {
    const brew = pageReferences(ALL_PAGES.find((p) => p.id === 'userBrewingResult')!);
    expect(
      brew.map((r) => [r.field.name, r.reference.table, r.reference.through?.table, r.reference.through?.match]),
    ).toEqual([
      ['brewing_seq', 'user_brewing_default', undefined, undefined],
      ['coffeebean_seq', 'cafe_coffeebean', 'user_cupnote', 'coffeebean_uuid_str'],
      ['received_seq', 'cafe_received', 'user_cupnote', 'received_uuid_str'],
    ]);
    expect(brew[2].reference.through?.where).toEqual({ cupnote_serial_type: 'CAFEDT' });
  });

  it("finds the ones the roastery's recipe form has: the machine and each row's green bean", () => {
    const recipe = ALL_PAGES.find((p) => p.id === 'roastingDefault')!;
    expect(
      pageReferences(recipe).map((r) => [r.sublist ?? '', r.field.name, r.reference.table, r.reference.owned]),
    ).toEqual([
      ['', 'roasting_machine_seq', 'roaster_equip', true],
      ['greenbean_rows', 'greenbean_roaster_seq', 'greenbean_roaster', true],
    ]);
  });
});
