import { findField } from '../fields';
import { roasterGreenbeanPage } from '../roaster/greenbean';
import { buildSavePayload } from '../payload';
import { firstSaveError } from '../validate';
import { coffeebeanDefaultPage } from './coffeebean';

const bean = {
  coffeebean_name_locale: '케냐 니에리',
  coffeebean_single_origin: true,
  coffeebean_use: true,
  public_stage_cafe: 'DTL',
  public_stage_customer: 'NRML',
  public_stage_normal: 'LST',
};

describe('cafe bean (spec 002 §3 "Cafe bean", §4, §5)', () => {
  it('§5 "Free-text etc fields for region, farm, variety, process: 3-300": region and farm etc texts too', () => {
    for (const name of [
      'coffeebean_region_etc',
      'coffeebean_farm_etc',
      'coffeebean_variety_etc',
      'coffeebean_process_etc',
    ]) {
      expect({ name, ...findField(coffeebeanDefaultPage, name) }).toMatchObject({ name, minBytes: 3, maxBytes: 300 });
      expect(
        firstSaveError(coffeebeanDefaultPage, { ...bean, [name]: 'ab' }, { mode: 'write', locale: 'kr' }),
      ).toMatchObject({ key: 'field_minLength', field: name, limit: 3 });
      expect(
        firstSaveError(coffeebeanDefaultPage, { ...bean, [name]: 'abc' }, { mode: 'write', locale: 'kr' }),
      ).toBeNull();
    }
    // 001 §5 keeps the roaster's green bean at "region and farm etc max 300", with no minimum.
    expect(findField(roasterGreenbeanPage, 'greenbean_region_etc')?.minBytes).toBeUndefined();
  });

  it('§4 "Multiple country selection: exactly one chosen sets the single country code; otherwise it is cleared"', () => {
    const derive = coffeebeanDefaultPage.derive!;
    expect(derive({ coffeebean_country_list: ['ETH'] })).toMatchObject({ coffeebean_country_code: 'ETH' });
    expect(derive({ coffeebean_country_list: ['ETH', 'KEN'], coffeebean_country_code: 'ETH' })).toMatchObject({
      coffeebean_country_code: null,
    });
    expect(derive({ coffeebean_country_list: [], coffeebean_country_code: 'ETH' })).toMatchObject({
      coffeebean_country_code: null,
    });
    // The server sets it from the list on every save (the same function), so the form never sends it.
    const code = findField(coffeebeanDefaultPage, 'coffeebean_country_code')!;
    expect(code.readOnly).toBe(true);
    const payload = buildSavePayload(
      coffeebeanDefaultPage,
      {},
      { ...bean, coffeebean_country_list: ['ETH'], coffeebean_country_code: 'ETH' },
      { mode: 'write' },
    );
    expect(payload?.UPList).not.toHaveProperty('coffeebean_country_code');
  });
});
