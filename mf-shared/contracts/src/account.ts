import { ADMIN_TYPES, type Scope, type SessionUser } from './auth';
import { newPasswordProblem } from './password';
import type { MessageKey } from './messages';
import { isWellFormedText } from './page/bytes';

/**
 * Getting an account (issue 16; spec 000 §1 "sign-in by user id and password, or by a third-party
 * account"): self-service sign-up, Google sign-in by OpenID Connect, and where a user lands after
 * signing in. Server-enforced; the browser runs the same functions first (docs/SECURITY.md "Accounts").
 */

/** A user id: 4–30 characters, lowercase letters, digits, `.`, `_`, `-`, starting with a letter or digit. */
export const USER_ID_RULE = { minLength: 4, maxLength: 30, pattern: /^[a-z0-9][a-z0-9._-]*$/ } as const;

/**
 * Ids nobody may take by signing up: they would pass for the platform itself. Accounts made by a
 * third-party sign-in use `google:<sub>`, which the rule above cannot produce (no `:`).
 */
export const RESERVED_USER_IDS: readonly string[] = ['admin', 'administrator', 'sadmin', 'root', 'system', 'beantrail', 'support', 'help', 'google', 'guest', 'null', 'undefined'];

/** The display name a new account gets: 1–50 characters after trimming. */
export const USER_NAME_RULE = { minLength: 1, maxLength: 50 } as const;

export interface SignUpRequest {
  user_id: string;
  user_name: string;
  user_pass: string;
}

export function userIdProblem(userId: string): 'field_required' | 'user_id_rule' | 'user_id_taken' | null {
  if (!userId) return 'field_required';
  if (userId.length < USER_ID_RULE.minLength || userId.length > USER_ID_RULE.maxLength || !USER_ID_RULE.pattern.test(userId)) return 'user_id_rule';
  if (RESERVED_USER_IDS.includes(userId)) return 'user_id_taken';
  return null;
}

export function userNameProblem(name: string): 'field_required' | 'user_name_rule' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'field_required';
  if (!isWellFormedText(trimmed) || [...trimmed].length > USER_NAME_RULE.maxLength) return 'user_name_rule';
  return null;
}

/** The field and message key of the first sign-up rule broken (same order in the form and on the server). */
export function signUpProblem(request: Partial<SignUpRequest>): { field: keyof SignUpRequest; key: MessageKey } | null {
  const idProblem = userIdProblem(request.user_id ?? '');
  if (idProblem) return { field: 'user_id', key: idProblem };
  const nameProblem = userNameProblem(request.user_name ?? '');
  if (nameProblem) return { field: 'user_name', key: nameProblem };
  const pass = request.user_pass ?? '';
  if (pass && !isWellFormedText(pass)) return { field: 'user_pass', key: 'password_rule' };
  // The same rules as a password change (docs/SECURITY.md); a new account has no current password.
  const passProblem = newPasswordProblem('', pass, { userId: request.user_id });
  if (passProblem) return { field: 'user_pass', key: passProblem };
  return null;
}

/**
 * Sign-up throttling per client address (docs/SECURITY.md "Accounts"): every attempt that passes the
 * form's rules counts, created or refused as taken, so ids cannot be harvested quickly and accounts
 * cannot be made in bulk. Starting a third-party sign-in counts the same way, more loosely.
 */
export const SIGNUP_THROTTLE = { windowMs: 600_000, maxPerAddress: 10 } as const;
export const OIDC_START_THROTTLE = { windowMs: 60_000, maxPerAddress: 30 } as const;

/** GET /api/sign/providers: which third-party sign-ins this server offers (buttons show only for these). */
export interface SignInProviders {
  google: boolean;
}

/** POST /api/sign/google/start: where the browser goes next (the provider's authorization page). */
export interface OidcStartRequest {
  /** The page to come back to after signing in (a QR link), a path on this site. */
  return_to?: string | null;
}

export interface OidcStartResult {
  url: string;
}

/**
 * POST /api/sign/callback/google (spec 000 §7: code, ux_mode). Only the redirect mode is offered:
 * the popup mode needs Google's own script on the page. The server verifies the ID token itself
 * and answers with the session, so the token never reaches the browser (docs/SECURITY.md).
 */
export interface OidcCallbackRequest {
  code: string;
  state: string;
  ux_mode?: 'redirect';
  /** The authorization response's `iss`, when the provider sends one (RFC 9207). */
  iss?: string;
}

export interface OidcCallbackResult {
  user: SessionUser;
  /** The page the sign-in started from, or null: then the browser goes to the landing area. */
  return_to: string | null;
  /** True when this sign-in made the account. */
  created: boolean;
}

/** Where the provider sends the browser back to: one path, so one redirect URI to register. */
export const OIDC_CALLBACK_PATH = '/user/signin/google';

const RETURN_MAX = 1000;

/**
 * A path on this site to return to after signing in, or null. Only root-relative paths: no scheme,
 * no `//host` or `/\host` (browsers read both as another site), no control characters, and never
 * the sign-in or sign-up pages themselves.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > RETURN_MAX) return null;
  if (value.startsWith('//') || value.startsWith('/\\') || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  const path = value.split(/[?#]/)[0].replace(/^\/(en|kr)(?=\/|$)/, '');
  if (/^\/user\/sign(in|up)(\/|$)/.test(path)) return null;
  return value;
}

/**
 * A link to the sign-in or sign-up page that brings the user back to `from` afterwards (`?from=`:
 * the sign-in page is a document the server renders, so router state would not reach it).
 */
export function withReturnPath(path: string, from: string | null | undefined): string {
  return from ? `${path}?from=${encodeURIComponent(from)}` : path;
}

/**
 * Where a user lands after signing in with no page to return to (issue 16): the area of their first
 * role — a roastery first, then a cafe — else the administrators' settings, else their own area.
 */
export function landingPath(user: Pick<SessionUser, 'usertype'>, roles: Partial<Record<Scope, readonly unknown[]>>): string {
  if ((roles.roaster?.length ?? 0) > 0) return '/roaster';
  if ((roles.cafe?.length ?? 0) > 0) return '/cafe';
  if (user.usertype.some((t) => ADMIN_TYPES.includes(t))) return '/setting';
  return '/user';
}

/**
 * The links a QR code or a shared address opens that need an account (002 §2.5): a stranger who
 * opens one signed out is told what it is and offered to sign in or sign up in place.
 */
export const ACCOUNT_LINKS = [
  { kind: 'cafe_received', pattern: /^\/cafe\/coffeebean\/qrreceived\/[^/]+\/?$/ },
  { kind: 'cafe_bean', pattern: /^\/cafe\/coffeebean\/qrdefault\/[^/]+\/?$/ },
  { kind: 'coffeenote', pattern: /^\/user\/usernote\/coffeenote\/write\/?$/ },
  { kind: 'cafe_signup', pattern: /^\/user\/link\/cafesignup\/[^/]+\/?$/ },
  { kind: 'roaster_signup', pattern: /^\/user\/link\/roastersignup\/[^/]+\/?$/ },
  { kind: 'roaster_register', pattern: /^\/cafe\/supplier\/roasterregister\/[^/]+\/?$/ },
] as const;

export type AccountLinkKind = (typeof ACCOUNT_LINKS)[number]['kind'];

/** Which account link a path (with or without the locale prefix) is, if any. */
export function accountLinkKind(pathname: string): AccountLinkKind | undefined {
  const path = pathname.replace(/^\/(en|kr)(?=\/|$)/, '') || '/';
  return ACCOUNT_LINKS.find((link) => link.pattern.test(path))?.kind;
}
