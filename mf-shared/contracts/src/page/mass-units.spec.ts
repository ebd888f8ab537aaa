import { formatMass, formatNumber, gramsIn, gramsOf, isMassChoice, massUnitOf, shownUnitOf } from './mass-units';
import { buildSavePayload } from './payload';
import { recordToDisplay, toStored } from './scale';
import { ROASTER_PAGES } from './roaster';
import { saveChecks } from './validate';
import { findField, pageSublists } from './fields';

// Masses are stored in one unit (g ×10) and shown in the user's unit (000 §9 g/Kg/t/oz/lb).
describe('mass units (000 §9)', () => {
  const year = ROASTER_PAGES.roasterGreenbeanYear;
  const purchase = findField(year, 'greenbean_purchase_mass')!;
  const roastRow = pageSublists(ROASTER_PAGES.roastingResult)
    .flatMap((s) => s.fields)
    .find((f) => f.name === 'greenbean_mass')!;

  it('shows a field in its declared unit by default, else in the unit the user chose', () => {
    expect(massUnitOf(purchase, 'auto')).toBe('Kg');
    expect(massUnitOf(roastRow, 'auto')).toBe('g');
    expect(massUnitOf(purchase, 'lb')).toBe('lb');
    expect(massUnitOf(roastRow, 'Kg')).toBe('Kg');
    expect(massUnitOf({}, 'auto')).toBe('g');
    expect(shownUnitOf(purchase, 't')).toBe('t');
    expect(shownUnitOf({ unit: '%' }, 't')).toBe('%');
    expect(isMassChoice('Kg')).toBe(true);
    expect(isMassChoice('kg')).toBe(false);
  });

  it('converts grams to the shown unit and what is typed back to grams', () => {
    expect(gramsIn('Kg', 29600)).toBe(29.6);
    expect(gramsIn('t', 29600)).toBe(0.0296);
    expect(gramsIn('lb', 453.6)).toBe(1);
    expect(gramsIn('oz', 28.3)).toBe(0.998);
    // A user in Kg typing 30 holds 30000 g, stored 300000 (tenths of a gram).
    expect(gramsOf('Kg', 30)).toBe(30000);
    expect(toStored(purchase, gramsOf('Kg', 30))).toBe(300000);
    expect(gramsOf('lb', 1)).toBe(453.6);
    expect(gramsOf('oz', 16)).toBe(453.6);
    expect(gramsOf('t', 1.5)).toBe(1500000);
    expect(gramsOf('Kg', 0.0004)).toBe(0.4);
  });

  it('formats with thousands separators in kr and en', () => {
    for (const locale of ['kr', 'en'] as const) {
      expect(formatMass(29600, 'Kg', locale)).toBe('29.6 Kg');
      expect(formatMass(30000000, 'Kg', locale)).toBe('30,000 Kg');
      expect(formatMass(1234567.5, 'g', locale)).toBe('1,234,567.5 g');
      expect(formatMass(400, 'g', locale)).toBe('400 g');
      expect(formatMass(29600, 'lb', locale)).toBe('65.2568 lb');
      expect(formatNumber(1234.5678, locale, 2)).toBe('1,234.57');
    }
  });

  it('the year page holds grams: the stored row shows 30000 g and its checks use bounds in grams', () => {
    const shown = recordToDisplay(year, { greenbean_purchase_mass: 300000, greenbean_stock_mass: 296000 });
    expect(shown).toMatchObject({ greenbean_purchase_mass: 30000, greenbean_stock_mass: 29600 });
    const base = { greenbean_year: 2026, greenbean_roaster_seq: 1, greenbean_instock: true, greenbean_use: true };
    const checks = (grams: number) =>
      saveChecks(year, { ...base, greenbean_purchase_mass: grams }, { mode: 'write', locale: 'en' }).map((e) => e.key);
    expect(checks(200_000_000)).toEqual([]);
    expect(checks(200_000_001)).toEqual(['field_maxValue']);
    // The payload carries tenths of a gram, within a 32-bit column at the bound (200 t).
    const payload = buildSavePayload(year, null, { ...base, greenbean_purchase_mass: 200_000_000 }, { mode: 'write' });
    expect(payload?.UPList.greenbean_purchase_mass).toBe(2_000_000_000);
    expect(2_000_000_000).toBeLessThan(2 ** 31);
  });
});
