import type { Locale } from './locale';

/** Message keys of getting an account (issue 16; docs/SECURITY.md "Accounts"), part of MESSAGES. */
export const ACCOUNT_MESSAGES = {
  user_id_rule: {
    kr: '아이디는 4~30자의 영문 소문자, 숫자, 마침표(.), 밑줄(_), 하이픈(-)으로 만들고 영문자나 숫자로 시작해 주세요',
    en: 'A user id has 4 to 30 lowercase letters, digits, dots (.), underscores (_) or hyphens (-), and starts with a letter or digit',
  },
  user_id_taken: { kr: '이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요', en: 'This user id is taken. Please choose another' },
  user_name_rule: { kr: '이름은 50자 이하로 입력해 주세요', en: 'The name can have at most 50 characters' },
  account_created: { kr: '계정을 만들었습니다. 로그인되었습니다', en: 'Your account is ready and you are signed in' },
  signup_throttled: {
    kr: '이 주소에서 가입 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요',
    en: 'Too many sign-ups from this address. Please try again later',
  },
  oidc_unavailable: { kr: 'Google 로그인을 지금 사용할 수 없습니다', en: 'Google sign-in is not available right now' },
  oidc_expired: {
    kr: 'Google 로그인 요청이 만료되었거나 이미 사용되었습니다. 처음부터 다시 시도해 주세요',
    en: 'This Google sign-in has expired or was already used. Please start again',
  },
  oidc_failed: { kr: 'Google 계정을 확인하지 못했습니다. 다시 시도해 주세요', en: 'Your Google account could not be verified. Please try again' },
  oidc_cancelled: { kr: 'Google 로그인이 취소되었습니다', en: 'Google sign-in was cancelled' },
} as const satisfies Record<string, Record<Locale, string>>;
