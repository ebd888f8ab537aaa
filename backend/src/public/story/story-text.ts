import { CUPPING_AXIS_TEXT, type Locale } from '@beantrail/contracts';

/**
 * The bean story page's words, kr and en. The page is rendered by the server (no
 * application code on it), so its texts live here rather than in the public area's bundle.
 */
const KR = {
  kind: {
    beaninfo: '블렌드 정보',
    beandetail: '원두 로트 정보',
    coffeebean: '카페 원두 정보',
    coffeebeandetail: '카페 입고 원두 정보',
  },
  roasted_by: '{name} 로스팅',
  country: '생산국',
  variety: '품종',
  process: '가공 방식',
  loss: '로스팅 손실률 {loss}%',
  write_note: '이 커피의 노트 쓰기',
  serial: '제품 일련번호',
  qr: '이 커피 이야기의 QR 코드',
  register_bean: '우리 카페 원두로 등록',
  register_lot: '우리 카페에 입고 등록',
  origins: '농장에서 온 길',
  roast: '로스팅',
  roasted_on: '{date} 로스팅',
  days_since: (n: number) => `로스팅 후 ${n}일`,
  curve: '로스팅 곡선 · {name}',
  phases: '로스팅 단계',
  cupnote: '로스터의 커핑 노트',
  satisfaction: '만족도 {value}/10',
  flavors: '향미',
  aftertaste: '여운',
  texture: '질감',
  feeling: '느낌',
  cafes: '이 원두를 받은 카페',
  notes_count: (n: number) => `마신 사람들의 노트 ${n}개`,
  names_only: '로스터가 이 커피의 이름과 로스터리만 공개했습니다. 마셔 보셨다면 노트를 남겨 보세요.',
  about: '로스터의 이야기',
  map: '국가 지도',
  wheel: '플레이버 휠',
  wheel_credit: 'SCA · World Coffee Research 커피 테이스터 플레이버 휠(2016)',
  radar: '커핑 점수',
  axes: CUPPING_AXIS_TEXT.kr,
  bt: '원두 온도',
  et: '공기 온도',
  time_axis: '시간(분:초)',
  temp_axis: '온도(°C)',
  sign_in: '로그인',
  sign_up: '회원가입',
  open_app: '빈트레일 열기',
  language: 'English',
  skip: '본문으로 건너뛰기',
  tagline: '빈트레일에서 농장부터 한 잔까지',
  brand: '빈트레일',
  missing:
    '이 QR 코드가 가리키는 원두 정보가 없습니다. 로스터가 정보를 내렸거나 주소가 잘못 입력되었을 수 있습니다. 원두 봉투의 QR 코드를 다시 읽어 보거나 로스터리에 문의해 주세요.',
};

type StoryText = typeof KR;

const EN: StoryText = {
  kind: {
    beaninfo: 'Blend',
    beandetail: 'Coffee lot',
    coffeebean: "Cafe's coffee",
    coffeebeandetail: "Cafe's coffee lot",
  },
  roasted_by: 'Roasted by {name}',
  country: 'Origin',
  variety: 'Variety',
  process: 'Process',
  loss: 'Roast loss {loss}%',
  write_note: 'Write a note of this coffee',
  serial: 'Product serial',
  qr: "QR code of this coffee's story",
  register_bean: "Register as my cafe's bean",
  register_lot: 'Record receiving it at my cafe',
  origins: 'From the farm',
  roast: 'The roast',
  roasted_on: 'Roasted on {date}',
  days_since: (n: number) => `${n} ${n === 1 ? 'day' : 'days'} since roasting`,
  curve: 'Roast curve · {name}',
  phases: 'Roast phases',
  cupnote: "The roaster's cup notes",
  satisfaction: 'satisfaction {value}/10',
  flavors: 'Flavors',
  aftertaste: 'Aftertaste',
  texture: 'Texture',
  feeling: 'Feeling',
  cafes: 'Cafes that received this coffee',
  notes_count: (n: number) => (n === 1 ? "1 drinker's note" : `${n} drinkers' notes`),
  names_only: 'The roaster shares only the name and the roastery of this coffee. Tasted it? Keep a note of it.',
  about: "The roaster's words",
  map: 'Country map',
  wheel: 'Flavor wheel',
  wheel_credit: "SCA · World Coffee Research, Coffee Taster's Flavor Wheel (2016)",
  radar: 'Cupping scores',
  axes: CUPPING_AXIS_TEXT.en,
  bt: 'Bean temp.',
  et: 'Air temp.',
  time_axis: 'Time (mm:ss)',
  temp_axis: 'Temperature (°C)',
  sign_in: 'Sign in',
  sign_up: 'Sign up',
  open_app: 'Open BeanTrail',
  language: '한국어',
  skip: 'Skip to main content',
  tagline: 'Farm to cup on BeanTrail',
  brand: 'BeanTrail',
  missing:
    'There is no coffee behind this QR code: the roaster may have withdrawn its story, or the address was mistyped. Scan the code on the bag again, or ask the roastery.',
};

export const STORY_TEXT: Readonly<Record<Locale, StoryText>> = { kr: KR, en: EN };
export type { StoryText };

/** `{name}`-style placeholders filled from `params` (the caller escapes the result as a whole). */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
