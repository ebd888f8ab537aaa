import {
  BREWING_DEFAULT_FIELDS, BREWING_RESULT_FIELDS, BREWING_RESULT_SECTIONS, entityTextTree, EQUIP_FIELDS, type PageLabels, RECIPE_FIELDS, type TextTree,
} from '@beantrail/mf-shared';

/**
 * Labels of the user pages (namespace `user`, keys `entity.<page>.…`, GUIDE §1; meaning from spec
 * 002 §2.4, §2.6, §2.7, §3). Each label is written once as [kr, en].
 */
const PAGES: Record<string, PageLabels> = {
  userEquip: {
    title: ['나의 장비', 'My equipment'],
    fields: { user_equip_seq: ['번호', 'No.'], ...EQUIP_FIELDS },
  },
  userBrewingDefault: {
    title: ['나의 추출 레시피', 'My brewing recipes'],
    fields: BREWING_DEFAULT_FIELDS,
    sections: { recipe: ['레시피', 'Recipe'] },
  },
  userBrewingResult: {
    title: ['나의 추출 기록', 'My brewing results'],
    fields: {
      ...BREWING_RESULT_FIELDS,
      // A drinker types the roast date printed on the bag.
      blending_result_date: ['로스팅 날짜(봉투 표기)', 'Roast date (on the bag)'],
      brewing_date_term: ['로스팅 후 경과일', 'Days since roasting'],
    },
    sections: { lot: ['원두 봉투', 'The bag'], ...BREWING_RESULT_SECTIONS },
  },
  userCupnote: {
    title: ['나의 커피 노트', 'My coffee notes'],
    fields: {
      cupnote_seq: ['번호', 'No.'],
      cupnote_name: ['노트 이름', 'Note name'],
      cupnote_name_locale: ['노트 이름(한국어)', 'Note name (Korean)'],
      store_name: ['매장·로스터리', 'Shop or roastery'],
      cupnote_place: ['작성 장소', 'Where'],
      cupnote_date: ['날짜', 'Date'],
      cupnote_main: ['대표 노트', 'Main note'],
      cupnote_serial: ['제품 시리얼', 'Product serial'],
      cupnote_serial_type: ['시리얼 유형(선택하면 확인)', 'Serial type (choosing it checks)'],
      cupnote_balance_point: ['균형', 'Balance'],
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
      blending_info_use: ['원두 정보 기록', 'Record the bean'],
      brewing_result_use: ['추출 기록', 'Record the brew'],
      blending_result_date: ['로스팅 날짜', 'Roast date'],
      brewing_date_term: ['로스팅 후 경과일', 'Days since roasting'],
      blending_loss: ['로스팅 손실률', 'Roast loss'],
      cupnote_country_list: ['생산국', 'Origin'],
      cupnote_variety_list: ['품종', 'Variety'],
      cupnote_process_list: ['가공 방식', 'Process'],
      brewing_seq: ['추출 레시피', 'Brewing recipe'],
      ...RECIPE_FIELDS,
    },
    sections: {
      taste: ['맛 평가', 'Tasting'], flavor: ['향미', 'Flavors'], switches: ['더 기록하기', 'Record more'],
      blending: ['원두 정보', 'The bean'], brewing: ['추출', 'The brew'],
    },
  },
};

/** The `entity` tree of one language. */
export function entityTexts(locale: 'kr' | 'en'): TextTree {
  return entityTextTree(PAGES, locale);
}
