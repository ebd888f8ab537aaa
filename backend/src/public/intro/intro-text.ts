import type { Locale } from '@beantrail/contracts';

/**
 * The intro page's words, kr and en (002 §2.13). The page is rendered by the server (a stranger's
 * first page loads no application), so its texts live here; the chart and guide names are the
 * menu's and the guides' titles, as the application shows them. The frame's words (copy, save as
 * image, sign in) are contracts' PAGE_FRAME_TEXT, shared with the public area.
 */
const KR = {
  title: '빈트레일에 오신 것을 환영합니다',
  lead: '빈트레일은 로스터리, 카페, 커피를 즐기는 모든 사람이 로스팅 기록, 추출 레시피, 커핑 점수, 생두 정보를 기록하고 나누는 곳입니다.',
  try_title: '로그인 없이 체험해 보세요',
  try_text: '플레이버 휠, 레이더 차트, 추출 기록, 로스팅 프로파일, 커핑 노트를 바로 사용해 볼 수 있습니다.',
  guides_title: '안내',
  for_title: '누구를 위한 서비스인가요',
  for_roaster: '로스터리: 로스팅, 블렌딩, 생두, 고객 카페 관리',
  for_cafe: '카페: 원두 입고, 추출 레시피, 장비, 직원 관리',
  for_user: '개인: 나만의 추출 기록과 커피 노트',
  qr_title: '휴대폰으로 이 페이지 열기',
  qr: 'QR 코드',
  qr_png: 'PNG 저장',
  qr_svg: 'SVG 저장',
  this_page: '이 페이지',
  pages: {
    flavorwheel: '플레이버 휠',
    radarchart: '레이더 차트',
    brewingrecord: '추출 기록',
    roastingprofile: '로스팅 프로파일',
    beannote: '커핑 노트 체험',
    guide: '이용 안내',
    barcode: '바코드 안내',
    coffeebean: '커피콩 안내',
  },
  sign_in: '로그인하기',
  create_account: '계정 만들기',
};

export type IntroText = typeof KR;

const EN: IntroText = {
  title: 'Welcome to BeanTrail',
  lead: 'BeanTrail is where roasters, cafes and coffee lovers record and share roasting logs, brewing recipes, cupping scores and green-bean data.',
  try_title: 'Try it without signing in',
  try_text: 'The flavor wheel, radar chart, brewing record, roasting profile and cup note are open to everyone.',
  guides_title: 'Guides',
  for_title: 'Who it is for',
  for_roaster: 'Roasters: roasting, blending, green beans and customer cafes',
  for_cafe: 'Cafes: received lots, brewing recipes, equipment and staff',
  for_user: 'Everyone: your own brews and coffee notes',
  qr_title: 'Open this page on your phone',
  qr: 'QR code',
  qr_png: 'Save PNG',
  qr_svg: 'Save SVG',
  this_page: 'This page',
  pages: {
    flavorwheel: 'Flavor wheel',
    radarchart: 'Radar chart',
    brewingrecord: 'Brewing record',
    roastingprofile: 'Roasting profile',
    beannote: 'Cup note try-out',
    guide: 'Guide',
    barcode: 'Barcode guide',
    coffeebean: 'About coffee beans',
  },
  sign_in: 'Sign in',
  create_account: 'Create an account',
};

export const INTRO_TEXT: Record<Locale, IntroText> = { kr: KR, en: EN };
