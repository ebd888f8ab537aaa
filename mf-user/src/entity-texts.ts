import {
  BAG_LOSS_FIELDS,
  BAG_ROAST_DATE,
  BREWING_DEFAULT_FIELDS,
  BREWING_RECIPE_CHOICE,
  BREWING_RESULT_FIELDS,
  BREWING_RESULT_SECTIONS,
  CUPNOTE_FIELDS,
  CUPNOTE_NAME_FIELDS,
  CUPNOTE_SECTIONS,
  DAYS_SINCE_ROASTING,
  entityTextTree,
  EQUIP_FIELDS,
  NOTE_ROAST_DATE,
  type PageLabels,
  RECIPE_FIELDS,
  RECORD_NO,
  signUpPageLabels,
  STEP_FIELDS,
  STEP_SECTION,
  type TextTree,
  USER_BEAN_CHOICE,
  USER_BEAN_SWITCH,
  USER_BREW_SWITCH,
  USER_STORE_FIELDS,
  userBasicInfoLabels,
} from '@beantrail/mf-shared/pure';

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
    fields: { user_equip_seq: RECORD_NO, ...EQUIP_FIELDS },
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
      ...USER_BEAN_CHOICE,
      // The lot's, or typed from the bag when no lot is chosen.
      ...BAG_ROAST_DATE,
      ...DAYS_SINCE_ROASTING,
      ...BAG_LOSS_FIELDS,
    },
    sections: { lot: ['원두 봉투', 'The bag'], ...BREWING_RESULT_SECTIONS },
  },
  userCupnote: {
    title: ['나의 커피 노트', 'My coffee notes'],
    fields: {
      ...CUPNOTE_FIELDS,
      ...CUPNOTE_NAME_FIELDS,
      ...USER_STORE_FIELDS,
      cupnote_place: ['작성 장소', 'Where'],
      cupnote_serial: ['제품 시리얼', 'Product serial'],
      cupnote_serial_type: ['시리얼 유형', 'Serial type'],
      ...USER_BEAN_SWITCH,
      ...USER_BREW_SWITCH,
      ...NOTE_ROAST_DATE,
      ...DAYS_SINCE_ROASTING,
      ...BAG_LOSS_FIELDS,
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
      ...BREWING_RECIPE_CHOICE,
      ...RECIPE_FIELDS,
      ...STEP_FIELDS,
    },
    sections: {
      ...CUPNOTE_SECTIONS,
      switches: ['더 기록하기', 'Record more'],
      blending: ['원두 정보', 'The bean'],
      brewing: ['추출', 'The brew'],
      ...STEP_SECTION,
    },
  },
};

/** The `entity` tree of one language. */
export function entityTexts(locale: 'kr' | 'en'): TextTree {
  return entityTextTree(PAGES, locale);
}
