import {
  GOOGLE_CONTINUE_TEXT,
  GOOGLE_MARK_PATHS,
  type Locale,
  messageText,
  pathForLocale,
  SIGNIN_TEXT,
  withReturnPath,
} from '@beantrail/contracts';
import { storyDocument } from '../story/story-document';
import { STORY_TEXT } from '../story/story-text';
import { escapeXml as e } from '../story/svg/svg-text';

export const SIGNIN_PATH = '/user/signin';
/** 002 §2.13 "admin sign-in page": the administrators' own door, landing in Settings. */
export const ADMIN_SIGNIN_PATH = '/setting/signin';
export const ADMIN_HOME = '/setting';

/** What only the administrators' page says (the page the server renders is in no front-end bundle). */
const ADMIN_TEXT: Readonly<Record<Locale, { title: string; intro: string; not_admin: string; to_signin: string }>> = {
  kr: {
    title: '관리자 로그인',
    intro: '관리자 계정으로 로그인하면 설정으로 이동합니다',
    not_admin: '관리자가 아니신가요?',
    to_signin: '일반 로그인',
  },
  en: {
    title: 'Administrator sign-in',
    intro: 'Sign in with an administrator account to open Settings',
    not_admin: 'Not an administrator?',
    to_signin: 'Regular sign-in',
  },
};

/** What only this page says: the form cannot be sent without its script. */
const NO_SCRIPT: Readonly<Record<Locale, string>> = {
  kr: '로그인하려면 브라우저에서 자바스크립트를 켜 주세요.',
  en: 'Please turn on JavaScript in your browser to sign in.',
};

export interface SignInPageContext {
  locale: Locale;
  /** The signed-in user's name; null when signed out. */
  signedIn: { name: string } | null;
  /** The page to go back to afterwards, already checked by safeReturnPath; null for none. */
  from: string | null;
  /** Whether "Continue with Google" is offered (the server's configuration). */
  google: boolean;
  /** The shell build's page-actions script (it sends the form); null when there is no build. */
  script: string | null;
  /** The administrators' page (002 §2.13): only ADMIN and SADMIN are signed in, then Settings opens. */
  admin?: boolean;
}

const googleMark = `<svg viewBox="0 0 48 48" width="18" height="18" aria-hidden="true">${GOOGLE_MARK_PATHS.map(({ fill, d }) => `<path fill="${fill}" d="${d}"/>`).join('')}</svg>`;

/**
 * Spec 000 §2 "/user/signin", §5 (tried only when both fields are non-blank after trimming), §8
 * (a refusal opens the signin_denied dialog): the sign-in page, rendered by the server as a whole
 * document (docs/FRONTEND.md "The sign-in page"), so signing in does not first load the
 * application. The ~2 KB page script sends the form, says why a refusal happened and
 * then opens the application where the user goes next. Signed in, the page only says so.
 */
export function renderSignIn(ctx: SignInPageContext): string {
  const a = ctx.admin ? ADMIN_TEXT[ctx.locale] : null;
  const t = a ? { ...SIGNIN_TEXT[ctx.locale], title: a.title, intro: a.intro } : SIGNIN_TEXT[ctx.locale];
  const path = a ? ADMIN_SIGNIN_PATH : SIGNIN_PATH;
  const lp = (p: string) => pathForLocale(p, ctx.locale);
  const withFrom = (p: string) => withReturnPath(p, ctx.from);
  const m = (key: Parameters<typeof messageText>[0]) => e(messageText(key, ctx.locale));
  // Signed in: who, the way on, and a way out to another account (a shared phone at a cafe).
  const body = ctx.signedIn
    ? `<main id="main"><section class="card narrow" data-testid="signin-already"><h1>${e(t.title)}</h1><p>${m('signin_already')}</p>
<p class="muted" data-testid="signin-who">${e(t.signed_in_as.replace('{{name}}', ctx.signedIn.name))}</p>
<p class="row"><a class="button" href="${e(ctx.from ?? lp(a ? ADMIN_HOME : '/user/home'))}" data-testid="signin-continue">${e(STORY_TEXT[ctx.locale].open_app)}</a>
<button type="button" class="button out" data-signout data-testid="signin-signout" hidden>${e(t.sign_out)}</button></p></section></main>`
    : `<main id="main"><section class="card narrow" data-testid="page-signin">
<h1>${e(t.title)}</h1><p class="muted">${e(t.intro)}</p>
${ctx.from ? `<p class="notice info" data-testid="signin-back-to-link">${e(t.back_to_link)}</p>` : ''}
<form class="fields" method="post" action="${e(withFrom(lp(path)))}" novalidate data-signin data-testid="signin-form"${ctx.from ? ` data-from="${e(ctx.from)}"` : ''}${a ? ` data-admin data-home="${e(lp(ADMIN_HOME))}"` : ''}>
<label for="user_id">${e(t.user_id)}</label>
<input id="user_id" name="user_id" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus />
<label for="user_pass">${e(t.user_pass)}</label>
<input id="user_pass" name="user_pass" type="password" autocomplete="current-password" required />
<button type="submit" class="button wide" aria-describedby="signin-hint" data-testid="signin-submit" disabled>${e(t.submit)}</button>
<p class="muted" id="signin-hint" data-testid="signin-hint">${e(t.fill_both)}</p>
</form>
<noscript><p class="notice info">${e(NO_SCRIPT[ctx.locale])}</p></noscript>
${
  ctx.google && !a
    ? `<button type="button" class="button out wide" data-google data-testid="btn-google" hidden>${googleMark}${e(GOOGLE_CONTINUE_TEXT[ctx.locale])}</button>
<p class="notice error" role="alert" data-google-error data-testid="google-error" hidden></p>`
    : ''
}
<hr />
${
  a
    ? `<p class="row between"><span class="muted">${e(a.not_admin)}</span><a class="button out" href="${e(lp(SIGNIN_PATH))}" data-testid="signin-to-user-signin">${e(a.to_signin)}</a></p>`
    : `<p class="row between"><span class="muted">${e(t.no_account)}</span><a class="button out" href="${e(withFrom(lp('/user/signup')))}" data-testid="signin-to-signup">${e(t.to_signup)}</a></p>`
}
</section>
<dialog aria-labelledby="signin-denied-title" aria-describedby="signin-denied-text" data-denied data-testid="signin-denied-dialog"
 data-denied-title="${m('signin_denied')}" data-denied-text="${m('signin_denied_detail')}" data-throttled="${m('signin_throttled')}" data-error-title="${m('error')}" data-error-text="${m('error_text')}">
<form method="dialog"><h2 id="signin-denied-title"></h2><p id="signin-denied-text"></p>
<p class="row end"><button class="button" autofocus data-testid="signin-denied-close">${e(t.close)}</button></p></form>
</dialog></main>`;
  const tags = `<meta name="description" content="${e(t.intro)}" />\n<meta name="robots" content="noindex" />`;
  return storyDocument(
    body,
    { locale: ctx.locale, path: withFrom(path), signedIn: !!ctx.signedIn },
    { title: t.title, tags, mainId: 'main', script: ctx.script, account: false },
  );
}
