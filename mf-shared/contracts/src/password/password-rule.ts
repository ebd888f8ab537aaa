import { isWellFormedText } from '../page/bytes';
import { COMMON_PASSWORDS, COMMON_WORDS } from './common-passwords';

/**
 * New passwords (server-enforced, and checked by the browser with this same function;
 * docs/SECURITY.md): OWASP ASVS 5.0 level 2 — at least 12 characters (6.2.1), up to 128
 * (6.2.9), any characters and no composition rules (6.2.5), not a common password (6.2.4) nor one
 * built from context words (6.2.11), not the current one. Counted in characters, not bytes.
 */
export const PASSWORD_RULE = { minLength: 12, maxLength: 128 } as const;

export interface PasswordChangeRequest {
  user_pass: string;
  user_pass_new: string;
}

export type NewPasswordProblem = 'field_required' | 'password_rule' | 'password_same' | 'password_common';

const COMMON = new Set(COMMON_PASSWORDS);

/** Rows and columns of a keyboard (and the digit row): a password inside one, either way, is a walk. */
const KEYBOARD_RUNS = [
  '1234567890',
  'qwertyuiopasdfghjklzxcvbnm',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  'qazwsxedcrfvtgbyhnujmikolp',
  'zaq1xsw2cde3vfr4bgt5nhy6mju7ki8lo9p0',
];

/** Words anyone would guess for this product, beside the user's own id. */
const CONTEXT_WORDS = [
  'beantrail',
  '빈트레일',
  'coffee',
  '커피',
  'espresso',
  'americano',
  'cappuccino',
  'barista',
  'roastery',
  'roaster',
  'latte',
  'password',
];

/** Every step the same: +1 or −1 in letters, or in digits going round (…8 9 0 1…). */
function isRun(p: string): boolean {
  const codes = [...p].map((c) => c.charCodeAt(0));
  const digits = /^\d+$/.test(p);
  const step = (i: number) => (digits ? (codes[i + 1] - codes[i] + 10) % 10 : codes[i + 1] - codes[i]);
  const first = step(0);
  if (!(first === 1 || first === (digits ? 9 : -1))) return false;
  return codes.slice(0, -1).every((_, i) => step(i) === first);
}

/** Common (the list), or a pattern no list holds: one character repeated, a short unit repeated, a run, a keyboard walk. */
export function isCommonPassword(password: string): boolean {
  const p = password.normalize('NFKC').toLowerCase();
  if (COMMON.has(p)) return true;
  if (/^(.{1,6})\1+$/u.test(p)) return true;
  if (isRun(p)) return true;
  const reversed = [...p].reverse().join('');
  return KEYBOARD_RUNS.some((row) => row.includes(p) || row.includes(reversed));
}

/** Built from guessable words: what is left without them is under 8 characters, or common itself. */
function isContextPassword(password: string, userId?: string): boolean {
  const words = [...CONTEXT_WORDS, ...(userId && userId.trim().length >= 3 ? [userId.trim().toLowerCase()] : [])].sort(
    (a, b) => b.length - a.length,
  );
  let rest = password.normalize('NFKC').toLowerCase();
  const before = rest;
  for (const w of words) rest = rest.split(w).join('');
  if (rest === before) return false;
  return [...rest].length < 8 || isCommonPassword(rest);
}

/** Longest first: "coffeelover" names the part better than "love" inside it. */
const NAMED_WORDS = [...new Set([...CONTEXT_WORDS, ...COMMON_WORDS])].sort((a, b) => b.length - a.length);

/**
 * The part of a refused password that made it common, to name in the refusal ("coffee" in
 * "coffee2026!!"): a guessable word it is built from (the user's id, a product or coffee word, a
 * breach list's word), else the unit it repeats, else the whole password (a run, a keyboard walk, a
 * listed one). Shown back as typed, in its own case. Null when the password is not refused as common.
 */
export function commonPasswordPart(password: string, context: { userId?: string } = {}): string | null {
  if (!isCommonPassword(password) && !isContextPassword(password, context.userId)) return null;
  const typed = password.normalize('NFKC');
  const p = typed.toLowerCase();
  const id = context.userId?.trim().toLowerCase();
  const words = id && id.length >= 3 ? [id, ...NAMED_WORDS] : NAMED_WORDS;
  const word = words.find((w) => p.includes(w));
  // Lowercasing keeps the length of these (ASCII and Hangul) words, so the index points into `typed`.
  if (word && p.length === typed.length) return typed.slice(p.indexOf(word), p.indexOf(word) + word.length);
  if (word) return word;
  // Lazy: the shortest unit ("xyz", not "xyzxyz").
  const unit = /^(.{1,6}?)\1+$/u.exec(p);
  return unit ? [...typed].slice(0, [...unit[1]].length).join('') : typed;
}

/** The message key of the first rule a new password breaks, or null (the browser and the server ask this one function). */
export function newPasswordProblem(
  current: string,
  next: string,
  context: { userId?: string } = {},
): NewPasswordProblem | null {
  if (!next) return 'field_required';
  const length = [...next].length;
  // Text that is not well-formed Unicode (a lone surrogate) could never be typed again.
  if (
    next.trim() === '' ||
    length < PASSWORD_RULE.minLength ||
    length > PASSWORD_RULE.maxLength ||
    !isWellFormedText(next)
  )
    return 'password_rule';
  if (next === current) return 'password_same';
  if (isCommonPassword(next) || isContextPassword(next, context.userId)) return 'password_common';
  return null;
}

/**
 * The message for a refused new password: `password_common` becomes `password_common_part` naming
 * the part ({{part}}), so a person knows what to change; any other key stays as it is. The server
 * answers `password_common` (a key, no echo of the password); the form, which holds what was typed,
 * says the part.
 */
export function passwordMessage(
  key: string,
  password: string,
  context: { userId?: string } = {},
): { key: string; params?: { part: string } } {
  if (key !== 'password_common') return { key };
  const part = commonPasswordPart(password, context);
  return part ? { key: 'password_common_part', params: { part } } : { key };
}
