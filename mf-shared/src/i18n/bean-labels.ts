import type { LabelPairs } from './entity-labels';

/**
 * Labels of a cafe's coffee beans and received lots (002 §2.6, §3) where the cafe's pages and the
 * drinker's show them, [kr, en]. The drinker's words differ on purpose: a coffee note names a cafe
 * bean and lot it was served, not one the user keeps.
 */
export const COFFEEBEAN_NAME_FIELDS: LabelPairs = {
  coffeebean_name_locale: ['원두 이름(한국어)', 'Bean name (Korean)'],
  coffeebean_name: ['원두 이름(영어)', 'Bean name (English)'],
};

/** A cafe bean and its received lot, chosen on the cafe's pages. */
export const CAFE_BEAN_CHOICE: LabelPairs = {
  coffeebean_seq: ['원두', 'Bean'],
  received_seq: ['입고 로트', 'Received lot'],
};

/** The same choice on the drinker's brew (002 §2.6: the cafe beans and lots the coffee notes name, docs/USER.md). */
export const USER_BEAN_CHOICE: LabelPairs = {
  coffeebean_seq: ['원두(커피 노트의 카페 원두)', 'Bean (a cafe bean of your notes)'],
  received_seq: ['로트(원두를 고른 뒤)', 'Lot (after the bean)'],
};

/** Where the beans came from: the cafe's roastery, or the shop or roastery a drinker names. */
export const CAFE_STORE_FIELDS: LabelPairs = {
  store_name_locale: ['로스터리(한국어)', 'Roastery (Korean)'],
  store_name: ['로스터리(영어)', 'Roastery (English)'],
};
export const USER_STORE_FIELDS: LabelPairs = { store_name: ['매장·로스터리', 'Shop or roastery'] };

/** The cafe shows the blend's green beans on a bean's page; the drinker switches on the bean section of a note. */
export const CAFE_BLEND_INFO: LabelPairs = {
  blending_info_use: ['원두 페이지에 블렌드의 생두 정보 표시', "Show the blend's green beans on the bean's page"],
};
export const USER_BEAN_SWITCH: LabelPairs = { blending_info_use: ['원두 정보 기록', 'Record the bean'] };
