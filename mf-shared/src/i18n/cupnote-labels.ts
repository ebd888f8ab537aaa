import { type LabelPairs, RECORD_NO } from './entity-labels';

/** Labels of every cup note's fields (contracts `cupnote-fields.ts`; 002 §3 "Cup note"), [kr, en]. */
export const CUPNOTE_FIELDS: LabelPairs = {
  cupnote_seq: RECORD_NO,
  cupnote_date: ['날짜', 'Date'],
  cupnote_main: ['대표 노트', 'Main note'],
  cupnote_balance_point: ['밸런스', 'Balance'],
  cupnote_aroma_point: ['향', 'Aroma'],
  cupnote_sweetness_point: ['단맛', 'Sweetness'],
  cupnote_body_point: ['바디', 'Body'],
  cupnote_flavor_point: ['풍미', 'Flavor'],
  cupnote_acidity_point: ['산미', 'Acidity'],
  cupnote_satis: ['만족도', 'Satisfaction'],
  cupnote_satis_detail: ['만족도 메모', 'How it was'],
  cupnote_flavor_wheel_use: ['향미 기록', 'Record flavors'],
  cupnote_flavor_list: ['향미(플레이버 휠)', 'Flavors (flavor wheel)'],
  cupnote_aftertaste_list: ['후미', 'Aftertaste'],
  cupnote_texture_list: ['질감', 'Texture'],
  cupnote_feeling_list: ['느낌', 'Feeling'],
};

/** A note's own name (the roastery's QC notes, the drinker's coffee notes). */
export const CUPNOTE_NAME_FIELDS: LabelPairs = {
  cupnote_name_locale: ['노트 이름(한국어)', 'Note name (Korean)'],
  cupnote_name: ['노트 이름(영어)', 'Note name (English)'],
};

/** A cafe's QC note is named by its bean. */
export const CUPNOTE_BEAN_NAME_FIELDS: LabelPairs = {
  cupnote_name_locale: ['원두 이름(한국어)', 'Bean name (Korean)'],
  cupnote_name: ['원두 이름(영어)', 'Bean name (English)'],
};

/** The roastery's QC notes draw the wheel itself (001 §3 "Cupnote"). */
export const QC_FLAVOR_WHEEL_FIELDS: LabelPairs = {
  cupnote_flavor_wheel_use: ['플레이버 휠 사용', 'Use the flavor wheel'],
  cupnote_flavor_list: ['향미', 'Flavors'],
};

export const CUPNOTE_SECTIONS: LabelPairs = { taste: ['맛 평가', 'Tasting'], flavor: ['향미', 'Flavors'] };
