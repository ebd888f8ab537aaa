import type { SignInText } from './signin-text';

/** The sign-in page's words in Korean (signin-text.ts): a file per language, so a page loads its own. */
export const SIGNIN_TEXT_KR: Readonly<SignInText> = {
  title: '로그인',
  intro: '빈트레일 계정으로 로그인하세요',
  user_id: '아이디',
  user_pass: '비밀번호',
  submit: '로그인',
  close: '닫기',
  go_home: '첫 화면으로',
  or: '또는',
  no_account: '아직 계정이 없으신가요?',
  to_signup: '계정 만들기',
  back_to_link: '로그인하면 보던 페이지로 돌아갑니다',
  fill_both: '아이디와 비밀번호를 입력하세요',
  signed_in_as: '{{name}} 님으로 로그인되어 있습니다',
  sign_out: '로그아웃하고 다른 계정으로 로그인',
};
