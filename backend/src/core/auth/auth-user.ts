import type { SessionUser, UserType } from '@beantrail/contracts';

/** The signed-in caller as the server keeps it on the request. */
export interface AuthUser {
  user_seq: number;
  user_id: string;
  user_name: string;
  user_type: Exclude<UserType, 'GUEST'>;
  session_id: string;
  session_created: number;
  session_expires: number;
}

/** The browser's view of the caller (spec 000 §3 "User object"). */
export function toSessionUser(user: AuthUser, ttlMs: number, now = Date.now()): SessionUser {
  return {
    userseq: user.user_seq,
    user_id: user.user_id,
    name: user.user_name,
    usertype: [user.user_type],
    // Past half its life a session should be refreshed (spec 000 §4 "token refresh").
    accessChange: now - user.session_created > ttlMs / 2,
  };
}

/** The browser's view of a session just created or rotated for `user` (sign-in, sign-up, refresh). */
export function newSessionUser(
  user: Pick<AuthUser, 'user_seq' | 'user_id' | 'user_name' | 'user_type'>,
  sessionId: string,
  ttlMs: number,
  now = Date.now(),
): SessionUser {
  const session: AuthUser = {
    user_seq: user.user_seq,
    user_id: user.user_id,
    user_name: user.user_name,
    user_type: user.user_type,
    session_id: sessionId,
    session_created: now,
    session_expires: now + ttlMs,
  };
  return toSessionUser(session, ttlMs, now);
}
