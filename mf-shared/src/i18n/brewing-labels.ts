import type { LabelPairs } from './entity-labels';

/** Labels of the recipe values (contracts `recipeFields`; 002 §2.6, §2.7), [kr, en]. */
export const RECIPE_FIELDS: LabelPairs = {
  brewing_grinder_point: ['분쇄도', 'Grinder setting'],
  brewing_bean_mass: ['원두량', 'Coffee dose'],
  brewing_water_temp: ['물 온도', 'Water temperature'],
  brewing_mass: ['추출량', 'Beverage mass'],
  brewing_time: ['추출 시간', 'Brew time'],
};

/** A brewing default (recipe) of a cafe or a user (contracts `brewingDefaultSections`). */
export const BREWING_DEFAULT_FIELDS: LabelPairs = {
  brewing_seq: ['번호', 'No.'],
  brewing_type: ['추출 방식', 'Brewing method'],
  brewing_name_locale: ['레시피 이름(한국어)', 'Recipe name (Korean)'],
  brewing_name: ['레시피 이름(영어)', 'Recipe name (English)'],
  brewing_public: ['공개', 'Public'],
  brewing_use: ['사용', 'In use'],
  brewing_default_memo: ['메모', 'Notes'],
  ...RECIPE_FIELDS,
};

/** What every brewing result holds (contracts `brewingResultHead`, `brewingResultFlags`, `brewingResultTail`). */
export const BREWING_RESULT_FIELDS: LabelPairs = {
  brewing_result_seq: ['번호', 'No.'],
  brewing_result_date: ['추출일', 'Brewed on'],
  brewing_seq: ['추출 레시피', 'Brewing recipe'],
  coffeebean_name_locale: ['원두 이름(한국어)', 'Bean name (Korean)'],
  coffeebean_name: ['원두 이름(영어)', 'Bean name (English)'],
  brewing_date_term: ['블렌딩 후 경과일', 'Days since blending'],
  brewing_satis: ['만족도', 'Satisfaction'],
  brewing_public: ['공개', 'Public'],
  brewing_result_main: ['대표 기록', 'Main brew'],
  ...RECIPE_FIELDS,
  outside_air: ['실외 기온', 'Outside air temp.'],
  outside_hum: ['실외 습도', 'Outside humidity'],
  inside_air: ['실내 기온', 'Inside air temp.'],
  inside_hum: ['실내 습도', 'Inside humidity'],
  brewing_result_memo: ['메모', 'Notes'],
};

export const BREWING_RESULT_SECTIONS: LabelPairs = { recipe: ['레시피', 'Recipe'], environment: ['환경', 'Environment'], memo: ['메모', 'Notes'] };
