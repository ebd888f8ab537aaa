import { BREWING_DEFAULT_FIELDS, BREWING_RESULT_FIELDS, BREWING_RESULT_SECTIONS, CUPNOTE_FIELDS, CUPNOTE_SECTIONS, entityTextTree, EQUIP_FIELDS, type PageLabels, RECIPE_FIELDS, signUpPageLabels, STEP_FIELDS, STEP_SECTION, type TextTree, userBasicInfoLabels } from '@beantrail/mf-shared/pure';

/**
 * Labels of the user pages (namespace `user`, keys `entity.<page>.…`, GUIDE §1; meaning from spec
 * 002 §2.4, §2.6, §2.7, §3). Each label is written once as [kr, en].
 */
const PAGES: Record<string, PageLabels> = {
  cafeSignUp: signUpPageLabels('cafe'),
  userBasicInfo: userBasicInfoLabels(),
  roasterSignUp: signUpPageLabels('roaster'),
  userEquip: {
    title: ['나의 장비', 'My equipment'],
    fields: { user_equip_seq: ['번호', 'No.'], ...EQUIP_FIELDS },
  },
  userBrewingDefault: {
    title: ['나의 추출 레시피', 'My brew recipes'],
    fields: BREWING_DEFAULT_FIELDS,
    sections: { recipe: ['레시피', 'Recipe'] },
  },
  userBrewingResult: {
    title: ['나의 추출 기록', 'My brews'],
    fields: {
      ...BREWING_RESULT_FIELDS,
      // 002 §2.6: the cafe beans and lots the drinker's coffee notes name by serial (docs/USER.md).
      coffeebean_seq: ['원두(커피 노트의 카페 원두)', 'Bean (a cafe bean of your notes)'],
      received_seq: ['로트(원두를 고른 뒤)', 'Lot (after the bean)'],
      // The lot's, or typed from the bag when no lot is chosen.
      blending_result_date: ['로스팅 날짜(봉투 표기)', 'Roast date (on the bag)'],
      brewing_date_term: ['로스팅 후 경과일', 'Days since roasting'],
      blending_loss: ['로스팅 손실률', 'Roast loss'],
      blending_organic_loss: ['유기물 손실률', 'Organic loss'],
    },
    sections: { lot: ['원두 봉투', 'The bag'], ...BREWING_RESULT_SECTIONS },
  },
  userCupnote: {
    title: ['나의 커피 노트', 'My coffee notes'],
    fields: {
      ...CUPNOTE_FIELDS,
      cupnote_name: ['노트 이름(영어)', 'Note name (English)'],
      cupnote_name_locale: ['노트 이름(한국어)', 'Note name (Korean)'],
      store_name: ['매장·로스터리', 'Shop or roastery'],
      cupnote_place: ['작성 장소', 'Where'],
      cupnote_serial: ['제품 시리얼', 'Product serial'],
      cupnote_serial_type: ['시리얼 유형', 'Serial type'],
      blending_info_use: ['원두 정보 기록', 'Record the bean'],
      brewing_result_use: ['추출 기록', 'Record the brew'],
      blending_result_date: ['로스팅 날짜', 'Roast date'],
      brewing_date_term: ['로스팅 후 경과일', 'Days since roasting'],
      blending_loss: ['로스팅 손실률', 'Roast loss'],
      blending_organic_loss: ['유기물 손실률', 'Organic loss'],
      cupnote_country_list: ['생산국', 'Origin'],
      cupnote_country_code: ['생산국(하나일 때)', 'Country (when one)'],
      cupnote_region_seq: ['지역', 'Region'],
      cupnote_region_etc: ['지역(직접 입력)', 'Region (typed)'],
      cupnote_farm_seq: ['농장', 'Farm'],
      cupnote_farm_etc: ['농장(직접 입력)', 'Farm (typed)'],
      cupnote_variety_list: ['품종', 'Variety'],
      cupnote_variety_etc: ['품종(직접 입력)', 'Variety (typed)'],
      cupnote_process_list: ['가공 방식', 'Process'],
      cupnote_process_etc: ['가공 방식(직접 입력)', 'Process (typed)'],
      cupnote_grade_list: ['등급', 'Grade'],
      cupnote_grade_detail_list: ['세부 등급', 'Grade detail'],
      coffeebean_uuid: ['카페 원두', 'Cafe bean'],
      brewing_seq: ['추출 레시피', 'Brewing recipe'],
      ...RECIPE_FIELDS,
      ...STEP_FIELDS,
    },
    sections: {
      ...CUPNOTE_SECTIONS, switches: ['더 기록하기', 'Record more'],
      blending: ['원두 정보', 'The bean'], brewing: ['추출', 'The brew'], ...STEP_SECTION,
    },
  },
};

/** The `entity` tree of one language. */
export function entityTexts(locale: 'kr' | 'en'): TextTree {
  return entityTextTree(PAGES, locale);
}
