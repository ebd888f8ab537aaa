import type { SignInText } from './signin-text';

/** The sign-in page's words in English (signin-text.ts). */
export const SIGNIN_TEXT_EN: Readonly<SignInText> = {
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
};
