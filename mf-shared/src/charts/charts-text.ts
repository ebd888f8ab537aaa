import { useTranslation } from 'react-i18next';
import { CUPPING_AXIS_TEXT } from '@beantrail/contracts';
import { PROFILE_CHECK_LABEL, PROFILE_STAGE_LABELS } from '../i18n/profile-stage-labels';
import { STAGE_CHART_KEYS } from './roast-form';
import type { RoastStage, RoastStageKey } from './roast-profile';

/**
 * The chart's stage names are the roaster's stage-table names (one table, spec 001 §3):
 * each chart key takes the name of the form stage it stands for.
 */
function stageNames(i: 0 | 1): Record<RoastStageKey, string> {
  const names = Object.fromEntries(
    STAGE_CHART_KEYS.filter(([, key]) => key !== 'check').map(([prefix, key]) => [
      key,
      PROFILE_STAGE_LABELS[prefix][i],
    ]),
  );
  return { ...names, check: PROFILE_CHECK_LABEL[i] } as Record<RoastStageKey, string>;
}

// Texts of the chart widgets. Kept beside the widgets (not in the common bundle) so the widgets'
// chunks carry their own words; both languages are checked complete by charts-text.spec.ts.
const kr = {
  loading: '불러오는 중...',
  load_failed: '데이터를 불러오지 못했습니다.',
  ...CUPPING_AXIS_TEXT.kr,
  bt: '원두 온도',
  et: '공기 온도',
  ror: '온도 상승률(°C/분)',
  temp_axis: '온도(°C)',
  time_axis: '시간(분:초)',
  temp_scale: '온도 범위(°C)',
  development: '발현 시간',
  development_ratio: '발현 비율',
  // The roast recipe's target profile drawn behind the roast's own curves (docs/ROASTER.md "Against the recipe").
  recipe_bt: '레시피 원두 온도',
  recipe_et: '레시피 공기 온도',
  ...stageNames(0),
  wheel: '플레이버 휠',
  wheel_mode: '휠 모양',
  mode_full: '전체',
  mode_simple: '간단히',
  mode_reverse: '반대로',
  rotation: '회전',
  selected: '선택한 향미',
  none_selected: '선택한 향미가 없습니다.',
  export_png: 'PNG로 저장',
  deselect: '선택 해제',
  wheel_credit: 'SCA · World Coffee Research 커피 테이스터 플레이버 휠(2016)',
  wheel_search: '향미 찾기',
  wheel_search_none: '맞는 향미가 없습니다.',
  wheel_back: '뒤로',
  wheel_categories: '향미 분류',
  map: '국가 지도',
  zoom_in: '확대',
  zoom_out: '축소',
  only_listed: '목록의 국가만 보기',
  zoom: '배율',
  qr: 'QR 코드',
  qr_png: 'PNG 저장',
  qr_svg: 'SVG 저장',
  qr_print: '인쇄',
  qr_copy_link: '링크 복사',
  qr_link_copied: '링크를 복사했습니다.',
  qr_copy_failed: '링크를 복사하지 못했습니다.',
};
export type ChartText = typeof kr;
const en: ChartText = {
  loading: 'Loading...',
  load_failed: 'The data could not be loaded.',
  ...CUPPING_AXIS_TEXT.en,
  bt: 'Bean temp.',
  et: 'Air temp.',
  ror: 'Rate of rise (°C/min)',
  temp_axis: 'Temperature (°C)',
  time_axis: 'Time (mm:ss)',
  temp_scale: 'Temperature scale (°C)',
  development: 'Development time',
  development_ratio: 'Development ratio',
  recipe_bt: 'Recipe bean temp.',
  recipe_et: 'Recipe air temp.',
  ...stageNames(1),
  wheel: 'Flavor wheel',
  wheel_mode: 'Wheel style',
  mode_full: 'Full',
  mode_simple: 'Simple',
  mode_reverse: 'Reverse',
  rotation: 'Rotation',
  selected: 'Selected flavors',
  none_selected: 'No flavor selected yet.',
  export_png: 'Save as PNG',
  deselect: 'Remove',
  wheel_credit: "SCA · World Coffee Research, Coffee Taster's Flavor Wheel (2016)",
  wheel_search: 'Find a flavor',
  wheel_search_none: 'No flavor matches.',
  wheel_back: 'Back',
  wheel_categories: 'Flavor categories',
  map: 'Country map',
  zoom_in: 'Zoom in',
  zoom_out: 'Zoom out',
  only_listed: 'Listed countries only',
  zoom: 'Zoom',
  qr: 'QR code',
  qr_png: 'Save PNG',
  qr_svg: 'Save SVG',
  qr_print: 'Print',
  qr_copy_link: 'Copy link',
  qr_link_copied: 'Link copied.',
  qr_copy_failed: 'The link could not be copied.',
};

export const CHART_TEXT = { kr, en } as const;
export type ChartTextKey = keyof ChartText;

/** A stage's name: its form stage's name when known (so checks are numbered), else its key's. */
export function stageLabel(stage: Pick<RoastStage, 'key' | 'prefix'>, lang: 'kr' | 'en'): string {
  const pair = stage.prefix ? PROFILE_STAGE_LABELS[stage.prefix] : undefined;
  return pair ? pair[lang === 'kr' ? 0 : 1] : CHART_TEXT[lang][stage.key];
}

/** The chart texts and the active language ('kr' | 'en'). */
export function useChartText(): { c: ChartText; lang: 'kr' | 'en' } {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'kr';
  return { c: CHART_TEXT[lang], lang };
}
