import type { Locale } from './locale';
import { ACCOUNT_MESSAGES } from './messages-account';

/**
 * The message catalogue of spec 000 §8 plus the keys the server adds (throttling, conflicts).
 * Both sides use it: the server puts the key in `description` and the translated text in
 * `message`; the browser loads it as i18next's `message` namespace.
 */
export const MESSAGES = {
  validation_error: { kr: '입력값을 확인해 주세요', en: 'Please check the input' },
  field_required: { kr: '필수 입력 항목입니다', en: 'This field is required' },
  field_NaN: { kr: '숫자를 입력해 주세요', en: 'Please enter a number' },
  field_minValue: { kr: '최솟값보다 작습니다', en: 'The value is below the minimum' },
  field_maxValue: { kr: '최댓값보다 큽니다', en: 'The value is above the maximum' },
  field_minLength: { kr: '입력 길이가 너무 짧습니다', en: 'The text is too short' },
  field_maxLength: { kr: '입력 길이가 너무 깁니다', en: 'The text is too long' },
  // A fraction in a whole-number field (a score of 7.5): checked with 000 §5's number check.
  field_integer: { kr: '소수점 없는 정수로 입력해 주세요', en: 'Please enter a whole number' },
  // Issue 14 items 3, 4 (docs/ENGINE.md "Validation"): checked after the six checks of 000 §5.
  field_date: { kr: '올바른 날짜나 시각을 입력해 주세요', en: 'Please enter a valid date or time' },
  field_text: { kr: '저장할 수 없는 문자가 들어 있습니다', en: 'The text contains characters that cannot be stored' },
  // An id not of its declared form (FieldDecl.pattern): the box shows an example.
  field_pattern: { kr: '형식이 맞지 않습니다. 입력란의 예와 같은 형식으로 입력해 주세요', en: 'The value is not in the expected form: see the example in the box' },
  // A year that must be its date's (a roast's year and its roasting date).
  field_year_date: { kr: '연도가 날짜의 연도와 다릅니다', en: 'The year is not the year of the date' },
  sublist_minLength: { kr: '항목 수가 너무 적습니다', en: 'Too few rows' },
  sublist_maxLength: { kr: '항목 수가 너무 많습니다', en: 'Too many rows' },
  save_not_changed: { kr: '변경된 내용이 없습니다', en: 'Nothing has changed' },
  save_ok: { kr: '저장되었습니다', en: 'Saved' },
  save_detail: { kr: '저장 중 문제가 발생했습니다', en: 'The record could not be saved' },
  save_conflict: {
    kr: '다른 사용자가 먼저 수정했습니다. 새로 불러온 뒤 다시 저장해 주세요',
    en: 'Someone else changed this record first. Reload it, then save again',
  },
  roasting_greenbean_exist: { kr: '이미 추가된 생두입니다', en: 'This green bean is already in the list' },
  roasting_add: { kr: '로스팅 추가', en: 'Add roasting' },
  roasting_exist: { kr: '이미 추가된 로스팅입니다', en: 'This roasting is already in the blend' },
  // {{available}}: what the row still holds ("842 g"); a roaster was told only "short" (roaster review).
  stock_short: { kr: '재고가 부족합니다 (남은 재고 {{available}})', en: 'Not enough in stock ({{available}} left)' },
  // A roast corrected below what its lots already took ({{used}}).
  roasting_mass_used: { kr: '로트에서 이미 {{used}}을 썼습니다. 그보다 적게 고칠 수 없습니다', en: 'Lots already took {{used}} of this roast: it cannot be less than that' },
  roasting_mass_over: { kr: '로스팅 후 중량이 투입한 생두 중량보다 큽니다', en: 'The roasted mass is more than the green beans put in' },
  save_duplicate: { kr: '같은 값의 항목이 이미 있습니다', en: 'A record with this value already exists' },
  error: { kr: '오류', en: 'Error' },
  error_text: { kr: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요', en: 'The request failed. Please try again shortly' },
  signin_denied: { kr: '로그인 실패', en: 'Sign-in failed' },
  signin_denied_detail: { kr: '아이디 또는 비밀번호가 올바르지 않습니다', en: 'The user id or password is not correct' },
  signin_throttled: {
    kr: '로그인 시도가 너무 많습니다. 1분 후에 다시 시도해 주세요',
    en: 'Too many sign-in attempts. Please try again in a minute',
  },
  signin_already: { kr: '이미 로그인되어 있습니다', en: 'You are already signed in' },
  signout_ok: { kr: '로그아웃되었습니다', en: 'Signed out' },
  noauth_text: { kr: '로그인이 필요합니다', en: 'Please sign in to see this page' },
  nopermission_text: { kr: '이 페이지를 볼 권한이 없습니다', en: 'You do not have permission to see this page' },
  nopage_text: { kr: '페이지를 찾을 수 없습니다', en: 'Page not found' },
  nodata_text: { kr: '데이터가 없습니다', en: 'No data' },
  noroaster_text: { kr: '소속된 로스터리가 없습니다. 로스터리를 만들어 보세요', en: 'You have no roastery yet. Create one to begin' },
  nocafe_text: { kr: '소속된 카페가 없습니다. 카페를 만들어 보세요', en: 'You have no cafe yet. Create one to begin' },
  // 002 §6 creation caps (server 403; the create page says it before the form).
  create_limit_cafe: {
    kr: '더 이상 카페를 만들 수 없습니다. 소유한 카페 수가 한도에 이르렀습니다',
    en: 'You cannot create another cafe: you already own as many as allowed',
  },
  create_limit_roaster: {
    kr: '더 이상 로스터리를 만들 수 없습니다. 소유한 로스터리 수가 한도에 이르렀습니다',
    en: 'You cannot create another roastery: you already own as many as allowed',
  },
  create_ok: { kr: '만들었습니다', en: 'Created' },
  // Password change (docs/SECURITY.md).
  password_rule: { kr: '새 비밀번호는 12자 이상 128자 이하로 입력해 주세요', en: 'The new password needs 12 to 128 characters' },
  password_common: {
    kr: '너무 흔하거나 추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 입력해 주세요',
    en: 'This password is too common or too easy to guess. Choose another one',
  },
  password_same: { kr: '새 비밀번호가 지금 비밀번호와 같습니다', en: 'The new password is the same as the current one' },
  password_wrong: { kr: '지금 비밀번호가 올바르지 않습니다', en: 'The current password is not correct' },
  password_mismatch: { kr: '새 비밀번호 확인이 일치하지 않습니다', en: 'The two new passwords do not match' },
  password_changed: {
    kr: '비밀번호를 바꿨습니다. 다른 기기에서는 다시 로그인해야 합니다',
    en: 'Password changed. Other devices need to sign in again',
  },
  underconstruction: { kr: '준비 중', en: 'Under construction' },
  underconstruction_text: { kr: '이 페이지는 준비 중입니다', en: 'This page is being built' },
  copy_ok: { kr: '복사되었습니다', en: 'Copied' },
  copy_failed: { kr: '복사하지 못했습니다', en: 'Could not copy' },
  clipboard_paste_failed: { kr: '붙여넣지 못했습니다', en: 'Could not paste' },
  clipboard_trash_failed: { kr: '클립보드를 비우지 못했습니다', en: 'Could not clear the clipboard' },
  field_copy_ok: { kr: '항목이 복사되었습니다', en: 'Field copied' },
  delete_ok: { kr: '삭제되었습니다', en: 'Deleted' },
  code_reload_ok: { kr: '코드를 다시 불러왔습니다', en: 'Codes reloaded' },
  code_reload_failed: { kr: '코드를 다시 불러오지 못했습니다', en: 'Codes could not be reloaded' },
  role_not_held: { kr: '선택한 권한이 없습니다', en: 'You do not hold the selected role' },
  bad_request: { kr: '잘못된 요청입니다', en: 'Bad request' },
  // Request hardening (issue 14 items 11, 14; docs/SECURITY.md "Sign-in and the browser").
  content_type_json: { kr: 'JSON 형식의 요청만 받습니다', en: 'Only JSON requests are accepted' },
  origin_refused: { kr: '다른 사이트에서 보낸 요청은 받지 않습니다', en: 'Requests sent from another site are refused' },
  body_too_large: { kr: '요청 내용이 너무 큽니다', en: 'The request is too large' },
  staff_outranks: { kr: '나와 같거나 높은 권한의 직원은 바꿀 수 없습니다', en: 'You cannot change a member whose role is the same as or above yours' },
  // Cafe QR registration (002 §4 "Bean already known", §8 dialogs).
  confirm: { kr: '확인', en: 'Confirm' },
  confirm_refresh: {
    kr: '이 원두는 이미 등록되어 있습니다. 등록된 정보를 불러올까요?',
    en: 'This bean is already registered. Open the registered bean?',
  },
  confirm_coffeebean_register: {
    kr: '이 로트의 원두가 아직 등록되지 않았습니다. 원두를 먼저 등록할까요?',
    en: 'The bean of this lot is not registered yet. Register the bean first?',
  },
  coffeebean_mismatch: { kr: '이 로트는 선택한 원두의 로트가 아닙니다', en: 'This lot does not belong to the chosen bean' },
  // A receipt or a brew dated before its lot was blended (cafe review: "-25 days since blending").
  date_before_blending: { kr: '로트를 블렌딩한 날({{date}})보다 이른 날짜입니다', en: 'This date is before the lot was blended ({{date}})' },
  register_ok: { kr: '등록되었습니다', en: 'Registered' },
  // Events and signing up through an event's QR (002 §2.4, §4 Event, §5, §8).
  save_check_ok: { kr: '신청 내용에 동의해 주세요', en: 'Please tick the box to agree before you apply' },
  register_check_ok: { kr: '등록 신청 내용에 동의해 주세요', en: 'Please tick the box to agree before you register' },
  event_period: { kr: '이벤트는 시작한 뒤 31일 안에 끝나야 합니다', en: 'An event ends after it starts, within 31 days' },
  event_closed: { kr: '지금은 이 이벤트로 신청할 수 없습니다. 이벤트 기간을 확인해 주세요', en: 'This event is not open for applications now. Check its dates' },
  signup_member: { kr: '이미 이곳의 직원입니다', en: 'You are already on the staff here' },
  register_member: { kr: '이미 이 로스터리와 연결된 카페입니다', en: 'This cafe is already linked with this roastery' },
  // 002 §8 "Table definition parse failure: Parsing Error".
  parsing_error: { kr: 'Parsing Error: 정의를 읽을 수 없습니다. 이 도구가 만든 정의(JSON)를 붙여 넣어 주세요', en: 'Parsing Error: the definition could not be read. Paste a definition (JSON) this tool wrote' },
  signup_ok: { kr: '가입 신청을 보냈습니다. 관리자가 승인하면 권한이 생깁니다', en: 'Application sent. You get your role once a manager accepts it' },
  // Roast log import (spec 001 §4, §8).
  roastingfile_upload_label: {
    kr: '로스팅 로그를 불러왔습니다. 단계별 값을 확인한 뒤 저장해 주세요',
    en: 'The roast log was imported; check the stages and save',
  },
  not_checked_file_label: {
    kr: '받을 수 없는 파일 형식입니다 (.alog, .csv, .txt, .tsv)',
    en: 'This file type is not accepted (.alog, .csv, .txt, .tsv)',
  },
  under_construction_text: { kr: '준비 중인 기능입니다', en: 'This feature is under construction' },
  roastingfile_malformed: {
    kr: '로스팅 로그 파일을 읽을 수 없습니다. 파일 내용을 확인해 주세요',
    en: 'The roast log file could not be read. Please check its content',
  },
  roastingfile_one: { kr: '파일은 한 번에 하나만 올릴 수 있습니다', en: 'Only one file can be uploaded at a time' },
  roastingfile_large: { kr: '파일이 너무 큽니다 (최대 5 MB)', en: 'The file is too large (at most 5 MB)' },
  // Roaster QC cup notes (001 §4 "blending results only after a month").
  qc_month_mismatch: { kr: '선택한 로트는 선택한 달의 로트가 아닙니다', en: 'The chosen lot is not a lot of the chosen month' },
  qc_lot_mismatch: { kr: '선택한 로트는 선택한 블렌딩의 로트가 아닙니다', en: 'The chosen lot is not a lot of the chosen blend' },
  // Issue 14 item 2: a record another one uses is not removed; {{what}} names the user ("blended lot 'House Blend 2026-11-02'").
  record_in_use: {
    kr: '{{what}}에서 사용하고 있어 삭제할 수 없습니다',
    en: 'This record cannot be removed: {{what}} uses it',
  },
  record_in_use_flag: {
    kr: '{{what}}에서 사용하고 있어 삭제할 수 없습니다. 사용 안 함으로 바꿔 주세요',
    en: 'This record cannot be removed: {{what}} uses it. Turn "in use" off instead',
  },
  area_unavailable: { kr: '이 영역을 지금 불러올 수 없습니다', en: 'This area cannot be loaded right now' },
  area_unavailable_text: {
    kr: '잠시 후 다시 시도해 주세요. 다른 메뉴는 계속 사용할 수 있습니다',
    en: 'Please try again shortly. The other areas keep working',
  },
  ...ACCOUNT_MESSAGES,
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

/** A message's text; `{{name}}` placeholders take `params` (i18next's syntax, so the browser fills the same text). */
export function messageText(key: MessageKey, locale: Locale, params?: Record<string, string>): string {
  const text: string = MESSAGES[key][locale];
  return params ? text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => params[name] ?? all) : text;
}

/**
 * What the record-in-use messages call the record that uses another (issue 14 item 2), by its
 * table; `another` when the database refused a delete the server had not foreseen.
 */
export const USED_BY_KINDS = {
  another: { kr: '다른 기록', en: 'another record' },
  greenbean_roaster_year: { kr: '연도별 생두', en: 'green bean year' },
  roasting_default: { kr: '로스팅 레시피', en: 'roasting recipe' },
  roasting_result: { kr: '로스팅 결과', en: 'roasting result' },
  blending_default: { kr: '블렌딩', en: 'blend' },
  blending_result: { kr: '블렌딩 결과', en: 'blended lot' },
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
  // Master data in use (admin review, 2026-11-26): what a code, region, farm, company or catalogue row is used by.
  greenbean_roaster: { kr: '생두', en: 'green bean' },
  greenbean_default: { kr: '생두 카탈로그', en: 'catalogue green bean' },
  region: { kr: '지역', en: 'region' },
  farm: { kr: '농장', en: 'farm' },
  equip: { kr: '장비 카탈로그', en: 'catalogue equipment' },
  cafe_equip: { kr: '카페 장비', en: "cafe's equipment" },
  user_equip: { kr: '내 장비', en: "user's equipment" },
  roaster_equip: { kr: '로스터리 장비', en: "roastery's equipment" },
  cafe_coffeebean: { kr: '카페 원두', en: "cafe's bean" },
  form: { kr: '제품의 입력 화면', en: 'a form of the product' },
} as const satisfies Record<string, Record<Locale, string>>;

export type UsedByKind = keyof typeof USED_BY_KINDS;

/** The catalogue as one flat resource object per locale, for i18next. */
export function messageResources(locale: Locale): Record<MessageKey, string> {
  const out = {} as Record<MessageKey, string>;
  for (const key of Object.keys(MESSAGES) as MessageKey[]) out[key] = MESSAGES[key][locale];
  return out;
}
