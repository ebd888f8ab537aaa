import type { MessageKey } from './messages';
import { isWellFormedText } from './page/bytes';
import { newPasswordProblem } from './password';

// Self-service sign-up's rules, apart from account.ts: the shell's first page needs
// account.ts (where a user lands), and this file brings the password rules and the common-password
// list, which only the sign-up form and the server need.

/** A user id: 4–30 characters, lowercase letters, digits, `.`, `_`, `-`, starting with a letter or digit. */
export const USER_ID_RULE = { minLength: 4, maxLength: 30, pattern: /^[a-z0-9][a-z0-9._-]*$/ } as const;

/**
 * Ids nobody may take by signing up: they would pass for the platform itself, or share a name with
 * what every JavaScript object has (`constructor`, `prototype`, … as the rule above writes them), so
 * no code that ever looks an id up on a plain object can find something that is no account (issue
 * 32). Accounts made by a third-party sign-in use `google:<sub>`, which the rule cannot produce (no `:`).
 */
export const RESERVED_USER_IDS: readonly string[] = [
  'admin',
  'administrator',
  'sadmin',
  'root',
  'system',
  'beantrail',
  'support',
  'help',
  'google',
  'guest',
  'null',
  'undefined',
  'prototype',
  ...Object.getOwnPropertyNames(Object.prototype).map((name) => name.toLowerCase()),
];

/** The display name a new account gets: 1–50 characters after trimming. */
export const USER_NAME_RULE = { minLength: 1, maxLength: 50 } as const;

export interface SignUpRequest {
  user_id: string;
  user_name: string;
  user_pass: string;
}

export function userIdProblem(userId: string): 'field_required' | 'user_id_rule' | 'user_id_taken' | null {
  if (!userId) return 'field_required';
  if (
    userId.length < USER_ID_RULE.minLength ||
    userId.length > USER_ID_RULE.maxLength ||
    !USER_ID_RULE.pattern.test(userId)
  )
    return 'user_id_rule';
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
