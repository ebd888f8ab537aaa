import { firstSaveError } from '../validate';
import { cafeAdminPage, roasterAdminPage } from './organisations';

describe("001 §5 Names on the roaster and cafe master data: only the active locale's name is required", () => {
  const cases = [
    {
      page: roasterAdminPage,
      base: { roaster_country: 'KOR', roaster_type: 'PRV', roaster_use: 1 },
      kr: 'roaster_name_locale',
      en: 'roaster_name',
    },
    {
      page: cafeAdminPage,
      base: { cafe_country: 'KOR', cafe_type: 'PRV', cafe_use: 1 },
      kr: 'cafe_name_locale',
      en: 'cafe_name',
    },
  ];

  it.each(cases)(
    '$page.id: "Roaster: names 3 to 300 (active-locale one required)"; the cafe alike',
    ({ page, base, kr, en }) => {
      // Korean: the Korean name alone is enough, and missing it is the refusal.
      expect(firstSaveError(page, { ...base, [kr]: '한국 이름' }, { mode: 'write', locale: 'kr' })).toBeNull();
      expect(firstSaveError(page, { ...base, [en]: 'English Name' }, { mode: 'write', locale: 'kr' })).toMatchObject({
        key: 'field_required',
        field: kr,
      });
      // English: the other way round.
      expect(firstSaveError(page, { ...base, [en]: 'English Name' }, { mode: 'write', locale: 'en' })).toBeNull();
      expect(firstSaveError(page, { ...base, [kr]: '한국 이름' }, { mode: 'write', locale: 'en' })).toMatchObject({
        key: 'field_required',
        field: en,
      });
      // The other language's name, when given, is still 3 to 300 bytes.
      expect(
        firstSaveError(page, { ...base, [kr]: '한국 이름', [en]: 'ab' }, { mode: 'write', locale: 'kr' }),
      ).toMatchObject({ key: 'field_minLength', field: en });
    },
  );
});
