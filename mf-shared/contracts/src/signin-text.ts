import type { Locale } from './locale';
import { SIGNIN_TEXT_EN } from './signin-text-en';
import { SIGNIN_TEXT_KR } from './signin-text-kr';

/**
 * The sign-in page's words (spec 000 §2 "/user/signin"), in both languages. One source for the
 * page the server renders (backend/src/public/signin) and for the application's sign-in form, which
 * a QR link's panel shows in place.
 */
export type SignInText = Record<
  | 'title'
  | 'intro'
  | 'user_id'
  | 'user_pass'
  | 'submit'
  | 'close'
  | 'go_home'
  | 'or'
  | 'no_account'
  | 'to_signup'
  | 'back_to_link'
  | 'fill_both'
  | 'signed_in_as'
  | 'sign_out',
  string
>;

/** Both languages, for the page the server renders; the application's language bundles take one file each. */
export const SIGNIN_TEXT: Readonly<Record<Locale, SignInText>> = { kr: SIGNIN_TEXT_KR, en: SIGNIN_TEXT_EN };

/** "Continue with Google", on the sign-in page and the application's own buttons. */
export const GOOGLE_CONTINUE_TEXT: Readonly<Record<Locale, string>> = {
  kr: 'Google로 계속하기',
  en: 'Continue with Google',
};
