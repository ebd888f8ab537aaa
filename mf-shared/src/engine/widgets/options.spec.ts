import type { CodeEntry, OptionSource } from '@beantrail/contracts';
import {
  codeLabel,
  codeOptions,
  dataCacheKey,
  dataOptions,
  dataParams,
  dependenciesMet,
  optionLabels,
} from './options';

const entry = (
  code_id: string,
  code_name: string,
  code_name_kr: string,
  code_order = 0,
  code_filter: string | null = null,
): CodeEntry => ({
  code_id,
  code_name,
  code_name_kr,
  code_alias1: null,
  code_filter,
  code_order,
});

describe('select options (spec 000 §3 code groups, §7 data URLs, §9 sorting)', () => {
  const entries = [
    entry('KOR', 'Korea', '대한민국', 2),
    entry('BRA', 'Brazil', '브라질', 1, 'CFPRDC'),
    entry('ETH', 'Ethiopia', '에티오피아', 3, 'CFPRDC'),
  ];

  it('the label is the Korean name in kr and the English name in en, the other as a sub-label', () => {
    expect(codeLabel(entries[0], 'kr')).toBe('대한민국');
    expect(codeLabel(entries[0], 'en')).toBe('Korea');
    expect(codeOptions('EQUIP', entries, 'kr')[0]).toEqual({ value: 'BRA', label: '브라질', secondary: 'Brazil' });
  });

  it('spec 000 §9: CNTR is sorted by name in the current language; other groups by code_order', () => {
    expect(codeOptions('CNTR', entries, 'kr').map((o) => o.value)).toEqual(['KOR', 'BRA', 'ETH']);
    expect(codeOptions('CNTR', entries, 'en').map((o) => o.value)).toEqual(['BRA', 'ETH', 'KOR']);
    expect(codeOptions('EQUIP', entries, 'en').map((o) => o.value)).toEqual(['BRA', 'KOR', 'ETH']);
  });

  it('spec 000 §3: a code filter keeps only matching entries (CNTR + CFPRDC producers)', () => {
    expect(codeOptions('CNTR', entries, 'en', 'CFPRDC').map((o) => o.value)).toEqual(['BRA', 'ETH']);
  });

  it('002 §4: `codes` limits the choices, but a stored value outside them keeps its label', () => {
    expect(codeOptions('EQUIP', entries, 'en', undefined, ['KOR', 'ETH']).map((o) => o.value)).toEqual(['KOR', 'ETH']);
    expect(codeOptions('EQUIP', entries, 'en', undefined, ['ETH'], 'BRA').map((o) => o.label)).toEqual([
      'Brazil',
      'Ethiopia',
    ]);
    expect(codeOptions('EQUIP', entries, 'en', undefined, ['ETH'], ['KOR']).map((o) => o.value)).toEqual([
      'KOR',
      'ETH',
    ]);
  });

  it('data-URL items: value and label keys, the _locale label in Korean', () => {
    const items = [{ region_seq: 3, region_name: 'Antigua', region_name_locale: '안티구아' }];
    const source: OptionSource = { dataUrl: '/api/code/region', valueKey: 'region_seq', labelKey: 'region_name' };
    expect(dataOptions(items, source, 'kr')).toEqual([{ value: '3', label: '안티구아' }]);
    expect(dataOptions(items, source, 'en')).toEqual([{ value: '3', label: 'Antigua' }]);
    // Named in one language only: that name in both, never the number.
    const recipes = [
      { brewing_seq: 2, brewing_name: '', brewing_name_locale: '오후 에어로프레스' },
      { brewing_seq: 3, brewing_name: 'Morning pour-over', brewing_name_locale: null },
      { brewing_seq: 4 },
    ];
    const recipe: OptionSource = {
      dataUrl: '/api/user/brewing/default/code',
      valueKey: 'brewing_seq',
      labelKey: 'brewing_name',
    };
    expect(dataOptions(recipes, recipe, 'en').map((o) => o.label)).toEqual([
      '오후 에어로프레스',
      'Morning pour-over',
      '4',
    ]);
    expect(dataOptions(recipes, recipe, 'kr').map((o) => o.label)).toEqual([
      '오후 에어로프레스',
      'Morning pour-over',
      '4',
    ]);
  });

  it('dependent selects: fixed params plus field values; they wait for the first dependency', () => {
    const source: OptionSource = {
      dataUrl: '/api/code/region',
      dataParams: { region_country: 'farm_country_code', farm_region_seq: 'farm_region_seq' },
      staticParams: { is_parent: true },
    };
    expect(dataParams(source, { farm_country_code: 'GTM' })).toEqual({ is_parent: true, region_country: 'GTM' });
    expect(dependenciesMet(source, {})).toBe(false);
    expect(dependenciesMet(source, { farm_country_code: 'GTM' })).toBe(true);
    expect(dependenciesMet({ dataUrl: '/api/code/company' }, {})).toBe(true);
  });

  it("a stock-filtered list also asks for the field's own value (currentParam), so a used-up roast is still named", () => {
    const source: OptionSource = {
      dataUrl: '/api/roaster/roasting/result/code',
      dataParams: { roasting_result_year: 'roasting_result_year' },
      staticParams: { check_instock: true },
      currentParam: 'include_seq',
    };
    expect(dataParams(source, { roasting_result_year: 2026 }, 41)).toEqual({
      check_instock: true,
      roasting_result_year: 2026,
      include_seq: 41,
    });
    // A new row has no value yet: nothing extra.
    expect(dataParams(source, { roasting_result_year: 2026 }, null)).toEqual({
      check_instock: true,
      roasting_result_year: 2026,
    });
    // Without the declaration the value is never sent.
    expect(dataParams({ ...source, currentParam: undefined }, { roasting_result_year: 2026 }, 41)).toEqual({
      check_instock: true,
      roasting_result_year: 2026,
    });
  });

  it('spec 000 §7: the 1-hour cache key is url + params (order-free) + user', () => {
    expect(dataCacheKey('/u', { b: 2, a: 1 }, 7)).toEqual(dataCacheKey('/u', { a: 1, b: 2 }, 7));
    expect(dataCacheKey('/u', { a: 1 }, 7)).not.toEqual(dataCacheKey('/u', { a: 1 }, 8));
    expect(dataCacheKey('/u', {}, undefined)[3]).toBe('guest');
  });

  it('stored values read as their labels; a value without an option keeps its code and marks the labels incomplete', () => {
    const options = codeOptions('EQUIP', entries, 'en');
    expect(optionLabels(options, ['ETH', 'BRA'])).toEqual({ text: 'Ethiopia, Brazil', complete: true });
    expect(optionLabels(options, ['ETH', 'XXX'])).toEqual({ text: 'Ethiopia, XXX', complete: false });
    expect(optionLabels([], ['2'])).toEqual({ text: '2', complete: false });
    expect(optionLabels([], [])).toEqual({ text: '', complete: true });
  });
});
