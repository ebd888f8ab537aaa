import type { Locale } from './locale';

/**
 * The sign-in page's words (spec 000 §2 "/user/signin"), in both languages. One source for the
 * page the server renders (backend/src/public/signin) and for the application's sign-in form, which
 * a QR link's panel shows in place.
 */
type SignInText = Record<
  'title' | 'intro' | 'user_id' | 'user_pass' | 'submit' | 'close' | 'go_home' | 'or' | 'no_account' | 'to_signup' | 'back_to_link' | 'fill_both' | 'signed_in_as' | 'sign_out',
  string
>;

export const SIGNIN_TEXT: Readonly<Record<Locale, SignInText>> = {
  kr: {
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
  },
  en: {
    title: 'Sign in',
    intro: 'Sign in with your BeanTrail account',
    user_id: 'User id',
    user_pass: 'Password',
    submit: 'Sign in',
    close: 'Close',
    go_home: 'Go to the first page',
    or: 'or',
    no_account: 'No account yet?',
    to_signup: 'Create an account',
    back_to_link: 'Once you sign in, you go back to the page you were on',
    fill_both: 'Enter your user id and password',
    signed_in_as: 'Signed in as {{name}}',
    sign_out: 'Sign out and sign in as someone else',
  },
};

/** "Continue with Google" (issue 16), on the sign-in page and the application's own buttons. */
export const GOOGLE_CONTINUE_TEXT: Readonly<Record<Locale, string>> = { kr: 'Google로 계속하기', en: 'Continue with Google' };
