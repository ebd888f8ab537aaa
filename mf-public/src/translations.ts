/** Texts of the public area (namespace `public`), both languages complete. */
export const translations = {
  kr: {
    landing: {
      title: '빈트레일에 오신 것을 환영합니다',
      lead: '빈트레일은 로스터리, 카페, 커피를 즐기는 모든 사람이 로스팅 기록, 추출 레시피, 커핑 점수, 생두 정보를 기록하고 나누는 곳입니다.',
      try_title: '로그인 없이 체험해 보세요',
      try_text: '플레이버 휠, 레이더 차트, 추출 기록, 로스팅 프로파일을 바로 사용해 볼 수 있습니다.',
      for_title: '누구를 위한 서비스인가요',
      for_roaster: '로스터리: 로스팅, 블렌딩, 생두, 고객 카페 관리',
      for_cafe: '카페: 원두 입고, 추출 레시피, 장비, 직원 관리',
      for_user: '개인: 나만의 추출 기록과 커피 노트',
      signin_title: '이미 계정이 있으신가요?',
      signin_text: '로그인하면 내 로스터리와 카페, 기록을 볼 수 있습니다.',
    },
  },
  en: {
    landing: {
      title: 'Welcome to BeanTrail',
      lead: 'BeanTrail is where roasters, cafes and coffee lovers record and share roasting logs, brewing recipes, cupping scores and green-bean data.',
      try_title: 'Try it without signing in',
      try_text: 'The flavor wheel, radar chart, brewing record and roasting profile are open to everyone.',
      for_title: 'Who it is for',
      for_roaster: 'Roasters: roasting, blending, green beans and customer cafes',
      for_cafe: 'Cafes: received lots, brewing recipes, equipment and staff',
      for_user: 'Everyone: your own brewing results and coffee notes',
      signin_title: 'Already have an account?',
      signin_text: 'Sign in to see your roastery, your cafe and your records.',
    },
  },
};
