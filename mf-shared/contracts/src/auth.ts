/** Spec 000 §6: platform user types, most powerful first. GUEST means not signed in. */
export const USER_TYPES = ['SADMIN', 'ADMIN', 'TESTER', 'PAID', 'USER', 'GUEST'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const SIGNED_IN_TYPES: readonly UserType[] = ['SADMIN', 'ADMIN', 'TESTER', 'PAID', 'USER'];
export const ADMIN_TYPES: readonly UserType[] = ['SADMIN', 'ADMIN'];

/** Role scopes: a role is held within one cafe or one roaster. */
export const SCOPES = ['cafe', 'roaster'] as const;
export type Scope = (typeof SCOPES)[number];

/** Cafe roles (code group CAUTH) and roaster roles (RAUTH), spec 000 §6. */
export const CAFE_ROLES = ['OWN', 'SMNG', 'MNG', 'SAST', 'BARISTA'] as const;
export const ROASTER_ROLES = ['OWN', 'SMNG', 'MNG', 'SAST', 'ROASTER'] as const;
export type CafeRole = (typeof CAFE_ROLES)[number];
export type RoasterRole = (typeof ROASTER_ROLES)[number];
export type ScopeRole = CafeRole | RoasterRole;
export const ROLES_BY_SCOPE: Record<Scope, readonly ScopeRole[]> = {
  cafe: CAFE_ROLES,
  roaster: ROASTER_ROLES,
};

export function isScope(value: unknown): value is Scope {
  return typeof value === 'string' && (SCOPES as readonly string[]).includes(value);
}

/** Sign-in payload (spec 000 §3). */
export interface SignInRequest {
  user_id: string;
  user_pass: string;
  /** The administrators' sign-in page (002 §2.13): only ADMIN and SADMIN accounts are signed in. */
  admin?: boolean;
}

/** Spec 000 §5: sign-in is attempted only when both fields are non-blank after trimming. */
export function canAttemptSignIn(request: Partial<SignInRequest>): boolean {
  return !!request.user_id?.trim() && !!request.user_pass?.trim();
}

/** The signed-in user as the browser sees it (spec 000 §3 "User object"). */
export interface SessionUser {
  userseq: number;
  user_id: string;
  name: string;
  /** Platform user types held, most powerful first (a list, as in the spec). */
  usertype: UserType[];
  /** Set when the session should be refreshed by POST /api/sign/refresh. */
  accessChange: boolean;
}

/** One role the user holds in a cafe or roaster (POST /api/userAuth/select). */
export interface UserAuthEntry {
  auth_seq: number;
  user_auth: ScopeRole;
  auth_name: string;
  /** 001 §1: the organisation's master data hides ads from everyone working in it (ads.ts). */
  ads_hidden?: boolean;
}

export interface UserAuthSelectRequest {
  auth: Scope[];
}

export type UserAuthSelectResult = Partial<Record<`${Scope}_auth`, UserAuthEntry[]>>;

/** The selected role per scope travels as `{scope}_seq` (spec 000 §7). */
export function scopeSeqParam(scope: Scope): `${Scope}_seq` {
  return `${scope}_seq`;
}

export function hasUserType(
  user: Pick<SessionUser, 'usertype'> | null | undefined,
  types: readonly UserType[],
): boolean {
  if (!user) return types.includes('GUEST');
  return user.usertype.some((t) => types.includes(t));
}

/** Throttling constants for sign-in (server-enforced; spec "not shown", decided in docs/SECURITY.md). */
export const SIGNIN_THROTTLE = {
  windowMs: 60_000,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
} as const;
