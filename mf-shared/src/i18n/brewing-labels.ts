import { COFFEEBEAN_NAME_FIELDS } from './bean-labels';
import { type LabelPairs, RECORD_NO } from './entity-labels';

/**
 * Labels of the brewing fields (contracts `recipeFields`, `brewingResult*`, the QC brewing record;
 * 001 §3, 002 §2.6, §2.7), [kr, en]: the home of every `brewing_*` label, the QC pages' included.
 */

/** What every brewing record weighs and grinds (the recipe's and the QC record's). */
export const BREW_AMOUNT_FIELDS: LabelPairs = {
  brewing_grinder_point: ['분쇄도', 'Grinder setting'],
  brewing_bean_mass: ['원두량', 'Coffee dose'],
  brewing_mass: ['추출량', 'Beverage mass'],
};

/** Labels of the recipe values (contracts `recipeFields`; 002 §2.6, §2.7). */
export const RECIPE_FIELDS: LabelPairs = {
  ...BREW_AMOUNT_FIELDS,
  brewing_water_temp: ['물 온도', 'Water temperature'],
  brewing_time: ['추출 시간', 'Brew time'],
};

export const BREWING_PUBLIC: LabelPairs = { brewing_public: ['공개', 'Public'] };

/** A recipe's own fields, a cafe's, a user's or the roastery's QC recipe. */
export const RECIPE_HEAD_FIELDS: LabelPairs = {
  brewing_seq: RECORD_NO,
  brewing_type: ['추출 방식', 'Brewing method'],
  brewing_name_locale: ['레시피 이름(한국어)', 'Recipe name (Korean)'],
  brewing_name: ['레시피 이름(영어)', 'Recipe name (English)'],
  ...BREWING_PUBLIC,
  brewing_use: ['사용', 'In use'],
  brewing_default_memo: ['메모', 'Notes'],
};

/** A brewing default (recipe) of a cafe or a user (contracts `brewingDefaultSections`). */
export const BREWING_DEFAULT_FIELDS: LabelPairs = { ...RECIPE_HEAD_FIELDS, ...RECIPE_FIELDS };

/** The QC recipe's view of its last cup note (001 §3 "QC brewing recipe"). */
export const QC_RECIPE_LAST_FIELDS: LabelPairs = {
  brewing_result_date: ['마지막 커핑 날짜', 'Last cupped on'],
  brewing_result_main: ['마지막 노트가 대표 노트', 'Last note is a main note'],
  brewing_satis: ['마지막 만족도', 'Last satisfaction'],
};

/** The recipe a brew or a note is made with: any recipe, or the roastery's QC recipes. */
export const BREWING_RECIPE_CHOICE: LabelPairs = { brewing_seq: ['추출 레시피', 'Brewing recipe'] };
export const QC_RECIPE_CHOICE: LabelPairs = { brewing_seq: ['QC 추출 레시피', 'QC brewing recipe'] };

/** The switch that opens a note's brewing record: the QC note's, and the drinker's among "record more". */
export const QC_BREW_SWITCH: LabelPairs = { brewing_result_use: ['추출 기록 사용', 'Record the brew'] };
export const USER_BREW_SWITCH: LabelPairs = { brewing_result_use: ['추출 기록', 'Record the brew'] };

/** How old the beans were: a lot's since its blending, a roast's or a bag's since roasting. */
export const DAYS_SINCE_BLENDING: LabelPairs = { brewing_date_term: ['블렌딩 후 경과일', 'Days since blending'] };
export const DAYS_SINCE_ROASTING: LabelPairs = { brewing_date_term: ['로스팅 후 경과일', 'Days since roasting'] };

/** The room and the weather of a brew or a note. */
export const BREWING_ENVIRONMENT_FIELDS: LabelPairs = {
  outside_air: ['실외 기온', 'Outside air temp.'],
  outside_hum: ['실외 습도', 'Outside humidity'],
  inside_air: ['실내 기온', 'Inside air temp.'],
  inside_hum: ['실내 습도', 'Inside humidity'],
};

/** What every brewing result holds (contracts `brewingResultHead`, `brewingResultFlags`, `brewingResultTail`). */
export const BREWING_RESULT_FIELDS: LabelPairs = {
  brewing_result_seq: RECORD_NO,
  brewing_result_date: ['추출일', 'Brewed on'],
  ...BREWING_RECIPE_CHOICE,
  ...COFFEEBEAN_NAME_FIELDS,
  ...DAYS_SINCE_BLENDING,
  brewing_satis: ['만족도', 'Satisfaction'],
  ...BREWING_PUBLIC,
  brewing_result_main: ['대표 기록', 'Main brew'],
  ...RECIPE_FIELDS,
  ...BREWING_ENVIRONMENT_FIELDS,
  brewing_result_memo: ['메모', 'Notes'],
};

export const BREWING_RESULT_SECTIONS: LabelPairs = {
  recipe: ['레시피', 'Recipe'],
  environment: ['환경', 'Environment'],
  memo: ['메모', 'Notes'],
};
