import { BREWING_DEFAULT_FIELDS, BREWING_RESULT_FIELDS, BREWING_RESULT_SECTIONS, entityTextTree, EQUIP_FIELDS, type PageLabels, type TextTree } from '@beantrail/mf-shared';

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
};

/** The `entity` tree of one language. */
export function entityTexts(locale: 'kr' | 'en'): TextTree {
  return entityTextTree(PAGES, locale);
}
