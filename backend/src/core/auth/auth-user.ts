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
