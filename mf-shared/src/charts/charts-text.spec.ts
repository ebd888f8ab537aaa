import { CHART_TEXT } from './charts-text';

describe('chart widget texts (issue 3: both languages complete)', () => {
  it('has the same non-empty keys in kr and en', () => {
    expect(Object.keys(CHART_TEXT.en).sort()).toEqual(Object.keys(CHART_TEXT.kr).sort());
    for (const lang of ['kr', 'en'] as const) for (const v of Object.values(CHART_TEXT[lang])) expect(v.trim()).not.toBe('');
  });
});
