/**
 * The message catalogue of spec 000 §8 in Korean, plus the keys the server adds (throttling,
 * conflicts): the server puts the key in `description` and the text in `message`; the browser loads
 * it as i18next's `message` namespace. One file per language, like the browser's other texts: a
 * page loads only its own language's. messages-en.ts must have every key of this one.
 */
export const MESSAGES_KR = {
  validation_error: '입력값을 확인해 주세요',
  field_required: '필수 입력 항목입니다',
  field_NaN: '숫자를 입력해 주세요',
  field_minValue: '최솟값보다 작습니다',
  field_maxValue: '최댓값보다 큽니다',
  field_minLength: '입력 길이가 너무 짧습니다',
  field_maxLength: '입력 길이가 너무 깁니다',
  // A fraction in a whole-number field (a score of 7.5): checked with 000 §5's number check.
  field_integer: '소수점 없는 정수로 입력해 주세요',
  // 4 (docs/ENGINE.md "Validation"): checked after the six checks of 000 §5.
  field_date: '올바른 날짜나 시각을 입력해 주세요',
  field_text: '저장할 수 없는 문자가 들어 있습니다',
  // An id not of its declared form (FieldDecl.pattern): the box shows an example.
  field_pattern: '형식이 맞지 않습니다. 입력란의 예와 같은 형식으로 입력해 주세요',
  // A year that must be its date's (a roast's year and its roasting date).
  field_year_date: '연도가 날짜의 연도와 다릅니다',
  sublist_minLength: '항목 수가 너무 적습니다',
  sublist_maxLength: '항목 수가 너무 많습니다',
  save_not_changed: '변경된 내용이 없습니다',
  save_ok: '저장되었습니다',
  save_detail: '저장 중 문제가 발생했습니다',
  save_conflict: '다른 사용자가 먼저 수정했습니다. 새로 불러온 뒤 다시 저장해 주세요',
  // The database this process uses cannot be reached or has left its cluster (503, docs/DEPLOY.md).
  db_unavailable: '데이터베이스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해 주세요',
  // Readiness of a process that is stopping: the load balancer sends requests to the others.
  server_stopping: '이 서버는 다시 시작하는 중입니다. 잠시 후 다시 시도해 주세요',
  roasting_greenbean_exist: '이미 추가된 생두입니다',
  roasting_add: '로스팅 추가',
  roasting_exist: '이미 추가된 로스팅입니다',
  // A lot row names a recipe and a roast of another recipe (the row's roast picker offers only the recipe's).
  roasting_not_recipe: '선택한 로스팅 기록은 이 행의 로스팅 레시피로 로스팅한 것이 아닙니다',
  // {{what}}: the row that is short (a green bean and its year, a roast by date, name and batch);
  // {{available}}: what it still holds ("842 g"). A roaster was told only "short" (roaster review).
  stock_short: '재고가 부족합니다: {{what}} (남은 재고 {{available}})',
  // A roast corrected below what its lots already took ({{used}}).
  roasting_mass_used: '로트에서 이미 {{used}}을 썼습니다. 그보다 적게 고칠 수 없습니다',
  roasting_mass_over: '로스팅 후 중량이 투입한 생두 중량보다 큽니다',
  // An array of a request longer than its declared maximum.
  array_too_long: '목록의 항목이 너무 많습니다 (최대 {{max}}개)',
  // A chosen record (a machine, a bean, a lot, a recipe) that is not the caller's own or no longer exists.
  field_not_found: '선택한 항목을 찾을 수 없습니다. 목록에서 다시 골라 주세요',
  save_duplicate: '같은 값의 항목이 이미 있습니다',
  error: '오류',
  error_text: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요',
  signin_denied: '로그인 실패',
  signin_denied_detail: '아이디 또는 비밀번호가 올바르지 않습니다',
  // The administrators' sign-in page refused an account that is no administrator's (002 §2.13).
  signin_admin_only: '관리자 계정만 이 페이지에서 로그인할 수 있습니다. 일반 로그인 페이지를 이용해 주세요',
  signin_throttled: '로그인 시도가 너무 많습니다. 1분 후에 다시 시도해 주세요',
  signin_already: '이미 로그인되어 있습니다',
  signout_ok: '로그아웃되었습니다',
  noauth_text: '로그인이 필요합니다',
  nopermission_text: '이 페이지를 볼 권한이 없습니다',
  nopage_text: '페이지를 찾을 수 없습니다',
  nodata_text: '데이터가 없습니다',
  noroaster_text: '소속된 로스터리가 없습니다. 로스터리를 만들어 보세요',
  nocafe_text: '소속된 카페가 없습니다. 카페를 만들어 보세요',
  // 002 §6 creation caps (server 403; the create page says it before the form).
  create_limit_cafe: '더 이상 카페를 만들 수 없습니다. 소유한 카페 수가 한도에 이르렀습니다',
  create_limit_roaster: '더 이상 로스터리를 만들 수 없습니다. 소유한 로스터리 수가 한도에 이르렀습니다',
  create_ok: '만들었습니다',
  // Password change (docs/SECURITY.md).
  password_rule: '새 비밀번호는 12자 이상 128자 이하로 입력해 주세요',
  password_common: '너무 흔하거나 추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 입력해 주세요',
  // The same refusal naming the part that made it common ({{part}}: "coffee" in "coffee2026!!"), shown by the form.
  password_common_part: '추측하기 쉬운 비밀번호입니다: "{{part}}" 부분이 너무 흔합니다. 다른 비밀번호를 입력해 주세요',
  password_same: '새 비밀번호가 지금 비밀번호와 같습니다',
  password_wrong: '지금 비밀번호가 올바르지 않습니다',
  password_mismatch: '새 비밀번호 확인이 일치하지 않습니다',
  password_changed: '비밀번호를 바꿨습니다. 다른 기기에서는 다시 로그인해야 합니다',
  underconstruction: '준비 중',
  underconstruction_text: '이 페이지는 준비 중입니다',
  copy_ok: '복사되었습니다',
  copy_failed: '복사하지 못했습니다',
  clipboard_paste_failed: '붙여넣지 못했습니다',
  clipboard_trash_failed: '클립보드를 비우지 못했습니다',
  field_copy_ok: '항목이 복사되었습니다',
  delete_ok: '삭제되었습니다',
  code_reload_ok: '코드를 다시 불러왔습니다',
  code_reload_failed: '코드를 다시 불러오지 못했습니다',
  role_not_held: '선택한 권한이 없습니다',
  bad_request: '잘못된 요청입니다',
  // Request hardening (docs/SECURITY.md "Sign-in and the browser").
  content_type_json: 'JSON 형식의 요청만 받습니다',
  origin_refused: '다른 사이트에서 보낸 요청은 받지 않습니다',
  body_too_large: '요청 내용이 너무 큽니다',
  staff_outranks: '나와 같거나 높은 권한의 직원은 바꿀 수 없습니다',
  // Cafe QR registration (002 §4 "Bean already known", §8 dialogs).
  confirm: '확인',
  // 002 §4: OK reloads the registered bean's form from the roastery's bean information (beaninfo).
  confirm_refresh: '이 원두는 이미 등록되어 있습니다. 로스터리의 원두 정보로 다시 불러올까요?',
  confirm_coffeebean_register: '이 로트의 원두가 아직 등록되지 않았습니다. 원두를 먼저 등록할까요?',
  coffeebean_mismatch: '이 로트는 선택한 원두의 로트가 아닙니다',
  // A receipt or a brew dated before its lot was blended (cafe review: "-25 days since blending").
  date_before_blending: '로트를 블렌딩한 날({{date}})보다 이른 날짜입니다',
  register_ok: '등록되었습니다',
  // Events and signing up through an event's QR (002 §2.4, §4 Event, §5, §8).
  save_check_ok: '신청 내용에 동의해 주세요',
  register_check_ok: '등록 신청 내용에 동의해 주세요',
  event_period: '이벤트는 시작한 뒤 31일 안에 끝나야 합니다',
  event_closed: '지금은 이 이벤트로 신청할 수 없습니다. 이벤트 기간을 확인해 주세요',
  signup_member: '이미 이곳의 직원입니다',
  register_member: '이미 이 로스터리와 연결된 카페입니다',
  // 002 §8 "Table definition parse failure: Parsing Error".
  parsing_error: 'Parsing Error: 정의를 읽을 수 없습니다. 이 도구가 만든 정의(JSON)를 붙여 넣어 주세요',
  signup_ok: '가입 신청을 보냈습니다. 관리자가 승인하면 권한이 생깁니다',
  // Roast log import (spec 001 §4, §8).
  roastingfile_upload_label: '로스팅 로그를 불러왔습니다. 단계별 값을 확인한 뒤 저장해 주세요',
  not_checked_file_label: '받을 수 없는 파일 형식입니다 (.alog, .csv, .txt, .tsv)',
  under_construction_text: '준비 중인 기능입니다',
  roastingfile_malformed: '로스팅 로그 파일을 읽을 수 없습니다. 파일 내용을 확인해 주세요',
  roastingfile_one: '파일은 한 번에 하나만 올릴 수 있습니다',
  roastingfile_large: '파일이 너무 큽니다 (최대 2 MB). 로스팅 로그는 보통 수백 KB입니다',
  roastingfile_rows: '기록이 너무 깁니다 (최대 {{max}}행). 한 시간짜리 로스팅 로그는 약 3,600행입니다',
  // The same user's previous file is still being read (one at a time per user).
  upload_busy: '앞서 올린 파일을 아직 읽고 있습니다. 잠시 후 다시 시도해 주세요',
  // Collection: a spreadsheet into a master-data table (002 §6 system settings, docs/TABLE-TOOLS.md).
  collection_file: '파일을 읽을 수 없습니다. 첫 행에 열 이름이 있는 .xlsx 또는 .csv 파일을 올려 주세요',
  collection_large: '파일이 너무 큽니다 (최대 2 MB). 파일을 나누어 올려 주세요',
  collection_rows: '행이 너무 많습니다 (최대 {{max}}행). 파일을 나누어 올려 주세요',
  collection_refused: '{{count}}개 행에 오류가 있어 아무것도 저장하지 않았습니다. 미리보기에서 오류를 확인해 주세요',
  collection_done: '모든 행을 저장했습니다',
  // Roaster QC cup notes (001 §4 "blending results only after a month").
  qc_month_mismatch: '선택한 로트는 선택한 달의 로트가 아닙니다',
  qc_lot_mismatch: '선택한 로트는 선택한 블렌딩의 로트가 아닙니다',
  // A record another one uses is not removed; {{what}} names the user ("blended lot 'House Blend 2026-11-02'").
  record_in_use: '{{what}}에서 사용하고 있어 삭제할 수 없습니다',
  record_in_use_flag: '{{what}}에서 사용하고 있어 삭제할 수 없습니다. 사용 안 함으로 바꿔 주세요',
  area_unavailable: '이 영역을 지금 불러올 수 없습니다',
  area_unavailable_text: '잠시 후 다시 시도해 주세요. 다른 메뉴는 계속 사용할 수 있습니다',
  // An area built against a newer major version of the shared library than this shell provides.
  area_needs_newer: '이 영역은 더 새로운 버전의 BeanTrail이 필요합니다',
  area_needs_newer_text:
    '페이지를 새로 고쳐 주세요. 계속되면 관리자에게 알려 주세요. 다른 메뉴는 계속 사용할 수 있습니다',
  // Getting an account (docs/SECURITY.md "Accounts").
  user_id_rule:
    '아이디는 4~30자의 영문 소문자, 숫자, 마침표(.), 밑줄(_), 하이픈(-)으로 만들고 영문자나 숫자로 시작해 주세요',
  user_id_taken: '이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요',
  user_name_rule: '이름은 50자 이하로 입력해 주세요',
  account_created: '계정을 만들었습니다. 로그인되었습니다',
  signup_throttled: '이 주소에서 가입 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요',
  oidc_unavailable: 'Google 로그인을 지금 사용할 수 없습니다',
  oidc_expired: 'Google 로그인 요청이 만료되었거나 이미 사용되었습니다. 처음부터 다시 시도해 주세요',
  oidc_failed: 'Google 계정을 확인하지 못했습니다. 다시 시도해 주세요',
  oidc_cancelled: 'Google 로그인이 취소되었습니다',
  // A check or copy a field runs (the coffee note's serial check, 002 §2.9, §4): what it still needs ({{fields}}: their labels).
  copy_needs_values: '먼저 입력해 주세요: {{fields}}',
  // The serial check found no bean page for the serial and its type (BNDV).
  serial_not_found: '이 시리얼과 종류에 맞는 커피를 찾지 못했습니다. 시리얼과 종류를 확인해 주세요',
  // 001 §4 "Variety info click with no info", §8: the admin variety table holds nothing on it.
  variety_no_info: '이 품종에 대한 정보가 없습니다',
} as const;

/** A key of the catalogue. */
export type MessageKey = keyof typeof MESSAGES_KR;
