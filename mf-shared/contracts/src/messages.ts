import type { Locale } from './locale';
import { MESSAGES_EN } from './messages-en';
import { MESSAGES_KR, type MessageKey } from './messages-kr';

/**
 * The message catalogue of spec 000 §8, by key and language: the server answers with the key in
 * `description` and the text in `message`; the browser loads one language's file as i18next's
 * `message` namespace (messages-kr.ts holds the notes on each key).
 */
export const MESSAGES = Object.fromEntries(
  (Object.keys(MESSAGES_KR) as MessageKey[]).map((key) => [key, { kr: MESSAGES_KR[key], en: MESSAGES_EN[key] }]),
) as Record<MessageKey, Record<Locale, string>>;

export type { MessageKey };

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

/** A message's text; `{{name}}` placeholders take `params` (i18next's syntax, so the browser fills the same text). */
export function messageText(key: MessageKey, locale: Locale, params?: Record<string, string>): string {
  const text: string = MESSAGES[key][locale];
  return params ? text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => params[name] ?? all) : text;
}

/**
 * What the record-in-use messages call the record that uses another, by its
 * table; `another` when the database refused a delete the server had not foreseen.
 */
export const USED_BY_KINDS = {
  another: { kr: '다른 기록', en: 'another record' },
  greenbean_roaster_year: { kr: '연도별 생두', en: 'green bean year' },
  roasting_default: { kr: '로스팅 레시피', en: 'roast recipe' },
  roasting_result: { kr: '로스팅 기록', en: 'roast' },
  blending_default: { kr: '블렌드', en: 'blend' },
  blending_result: { kr: '블렌드 로트', en: 'lot' },
  roaster_qc_brewing_default: { kr: 'QC 추출 레시피', en: 'QC brewing recipe' },
  roaster_qc_blending_result: { kr: 'QC 추출 노트', en: 'QC brewing cup note' },
  roaster_qc_blending: { kr: 'QC 블렌딩 노트', en: 'QC blending note' },
  roaster_qc_roasting: { kr: 'QC 로스팅 노트', en: 'QC roasting note' },
  roaster_qc_greenbean: { kr: 'QC 생두 노트', en: 'QC green bean note' },
  cafe_received: { kr: '입고 원두', en: 'received lot' },
  cafe_brewing_result: { kr: '추출 기록', en: 'brew' },
  cafe_cupnote: { kr: '커핑 노트', en: 'cup note' },
  user_brewing_result: { kr: '추출 기록', en: 'brew' },
  user_cupnote: { kr: '커피 노트', en: 'coffee note' },
  // Master data in use: what a code, region, farm, company or catalogue row is used by.
  greenbean_roaster: { kr: '생두', en: 'green bean' },
  greenbean_default: { kr: '생두 카탈로그', en: 'catalogue green bean' },
  region: { kr: '지역', en: 'region' },
  farm: { kr: '농장', en: 'farm' },
  equip: { kr: '장비 카탈로그', en: 'catalogue equipment' },
  cafe_equip: { kr: '카페 장비', en: "cafe's equipment" },
  user_equip: { kr: '내 장비', en: "user's equipment" },
  roaster_equip: { kr: '로스터리 장비', en: "roastery's equipment" },
  cafe_coffeebean: { kr: '카페 원두', en: "cafe's bean" },
  // What a cafe or roastery removed in administration still holds.
  cafe_brewing_default: { kr: '추출 레시피', en: 'brewing recipe' },
  roaster_event: { kr: '로스터리 이벤트', en: "roastery's event" },
  cafe_event: { kr: '카페 이벤트', en: "cafe's event" },
  roaster_cafe: { kr: '거래 카페', en: 'customer cafe' },
  cafe_roaster: { kr: '거래 로스터리', en: 'supplying roastery' },
  form: { kr: '제품의 입력 화면', en: 'a form of the product' },
} as const satisfies Record<string, Record<Locale, string>>;

export type UsedByKind = keyof typeof USED_BY_KINDS;

/** The catalogue of one language, for i18next. */
export function messageResources(locale: Locale): Record<MessageKey, string> {
  return locale === 'kr' ? MESSAGES_KR : MESSAGES_EN;
}
