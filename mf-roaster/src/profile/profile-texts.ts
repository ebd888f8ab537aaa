import { PROFILE_STAGE_LABELS, type LabelPair as Pair } from '@beantrail/mf-shared/pure';

/**
 * Texts of the roasting profile section (namespace `roaster`, key `profile`), each once as [kr, en].
 * The stage and reading names also make the stage fields' labels (entity-texts.ts). Stage names are
 * mf-shared's PROFILE_STAGE_LABELS, the table the timeline chart's markers read too.
 */
export const STAGE_LABELS: Record<string, Pair> = PROFILE_STAGE_LABELS;

export const PART_LABELS: Record<string, Pair> = {
  term: ['시간(초)', 'Time (s)'],
  bean: ['원두 °C', 'Bean °C'],
  air: ['공기 °C', 'Air °C'],
  etc1: ['화력', 'Gas'],
  etc2: ['풍량', 'Airflow'],
  etc3: ['드럼 속도', 'Drum speed'],
};

const OTHER: Record<string, Pair> = {
  upload: ['로그 파일 불러오기', 'Import roast log'],
  uploading: ['불러오는 중…', 'Importing…'],
  accept: ['Artisan .alog, .csv, .txt (탭 구분)', 'Artisan .alog, .csv, .txt (tab-separated)'],
  // 001 §6: log import is for SADMIN, ADMIN, TESTER and PAID accounts; others are told why it is missing.
  upload_paid: [
    '로그 파일 불러오기는 유료 계정에서 쓸 수 있습니다. 단계 시간은 직접 입력하세요.',
    'Importing a roast log needs a paid account. Enter the stage times by hand.',
  ],
  timer: ['로스팅 경과', 'Roast time'],
  preheat_timer: ['예열 경과', 'Pre-heat time'],
  now: ['지금', 'Now'],
  start: ['투입 시작', 'Start roast'],
  preheat: ['예열 시작', 'Start pre-heat'],
  chart: ['로스팅 프로파일', 'Roast profile'],
  stages: ['단계', 'Stage'],
  // Stage times are typed and read as m:ss; the record keeps seconds.
  term_mmss: ['시간 (분:초)', 'Time (m:ss)'],
  empty: [
    '단계 시간을 입력하거나 로그를 불러오면 그래프가 그려집니다',
    'Enter stage times or import a log to draw the curve',
  ],
  log_points: ['로그 {{count}}개 지점', '{{count}} log points'],
  // The roast recipe's target profile behind the roast's curves (docs/ROASTER.md "Against the recipe").
  recipe_curve: ['레시피 곡선', 'Recipe curve'],
  recipe_none: ['이 로스팅 레시피에는 프로파일이 없습니다.', 'This roast recipe keeps no profile.'],
  recipe_failed: ['로스팅 레시피를 불러오지 못했습니다.', 'The roast recipe could not be loaded.'],
  // The log's day becomes the roast date; a scheduled roast is offered the move to done.
  date_set: ['로스팅 날짜를 로그의 날짜({{date}})로 바꿨습니다.', 'The roast date is now the log’s date ({{date}}).'],
  date_locked: [
    '로그의 날짜는 {{date}}입니다. 저장된 로스팅의 날짜는 바꿀 수 없습니다.',
    'The log is dated {{date}}; a saved roast’s date cannot be changed.',
  ],
  step_title: ['로스팅 단계', 'Roast stage'],
  step_offer: [
    '로그를 불러왔습니다. 로스팅 단계가 ‘{{from}}’입니다. ‘{{to}}’ 단계로 옮길까요?',
    'The log is imported. The roast stage is “{{from}}”. Move it to “{{to}}”?',
  ],
  step_move: ['옮기기', 'Move'],
  step_keep: ['그대로 두기', 'Keep'],
};

const pick = (map: Record<string, Pair>, i: 0 | 1) =>
  Object.fromEntries(Object.entries(map).map(([k, v]) => [k, v[i]]));

export function profileTexts(locale: 'kr' | 'en') {
  const i = locale === 'kr' ? 0 : 1;
  return { ...pick(OTHER, i), stage: pick(STAGE_LABELS, i), part: pick(PART_LABELS, i) };
}
