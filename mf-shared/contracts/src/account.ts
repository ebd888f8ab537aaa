import { ADMIN_TYPES, type Scope, type SessionUser } from './auth';

/**
 * Getting an account (spec 000 §1 "sign-in by user id and password, or by a third-party
 * account"): self-service sign-up, Google sign-in by OpenID Connect, and where a user lands after
 * signing in. Server-enforced; the browser runs the same functions first (docs/SECURITY.md "Accounts").
 */

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
 * the sign-in or sign-up pages themselves (the administrators' one too).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > RETURN_MAX) return null;
  if (value.startsWith('//') || value.startsWith('/\\') || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  const path = value.split(/[?#]/)[0].replace(/^\/(en|kr)(?=\/|$)/, '');
  if (/^\/(user\/sign(in|up)|setting\/signin)(\/|$)/.test(path)) return null;
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
 * Where a user lands after signing in with no page to return to: the area of their first
 * role — a roastery first, then a cafe — else the administrators' settings, else their own area.
 */
export function landingPath(
  user: Pick<SessionUser, 'usertype'>,
  roles: Partial<Record<Scope, readonly unknown[]>>,
): string {
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
