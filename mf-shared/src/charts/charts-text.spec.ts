import { PROFILE_STAGE_LABELS } from '../i18n/profile-stage-labels';
import { CHART_TEXT, stageLabel } from './charts-text';
import { STAGE_CHART_KEYS, stagesOfForm } from './roast-form';

describe('chart widget texts (both languages complete)', () => {
  it('has the same non-empty keys in kr and en', () => {
    expect(Object.keys(CHART_TEXT.en).sort()).toEqual(Object.keys(CHART_TEXT.kr).sort());
    for (const lang of ['kr', 'en'] as const)
      for (const v of Object.values(CHART_TEXT[lang])) expect(v.trim()).not.toBe('');
  });
});

describe('stage names (one name per stage on the chart and in the stage table, spec 001 §3)', () => {
  it('every chart stage key carries the name of the form stage it stands for, in kr and en', () => {
    for (const [prefix, key] of STAGE_CHART_KEYS) {
      if (key === 'check') continue;
      expect(CHART_TEXT.kr[key]).toBe(PROFILE_STAGE_LABELS[prefix][0]);
      expect(CHART_TEXT.en[key]).toBe(PROFILE_STAGE_LABELS[prefix][1]);
    }
    expect(CHART_TEXT.kr.dry_end).toBe('드라이 엔드');
    expect(CHART_TEXT.en.dry_end).toBe('Dry end');
    expect(Object.values(CHART_TEXT.kr)).not.toContain('옐로우');
  });

  it('a marker from the form is named by its form stage, so checks keep their number', () => {
    const stages = stagesOfForm({ roasting_start_term: 0, roasting_check3_term: 100, roasting_end_term: 400 });
    expect(stages.map((s) => stageLabel(s, 'kr'))).toEqual(['투입', '체크 3', '배출']);
    expect(stages.map((s) => stageLabel(s, 'en'))).toEqual(['Charge', 'Check 3', 'Drop']);
    expect(stageLabel({ key: 'check' }, 'en')).toBe('Check');
  });
});
