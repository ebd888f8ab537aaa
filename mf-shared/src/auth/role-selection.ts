import type { Scope, UserAuthEntry } from '@beantrail/contracts';

/** sessionStorage key of the selected role of a scope (a tab keeps its own choice). */
export function roleStorageKey(scope: Scope): string {
  return `bt.role.${scope}`;
}

/**
 * Spec 000 §6: a user with several roles in a scope has one selected. Keep the stored choice
 * while it is still held, otherwise take the first role; none when no role is held.
 */
export function pickSelectedRole(
  entries: readonly UserAuthEntry[],
  stored: string | null | undefined,
): number | undefined {
  const wanted = stored ? Number(stored) : NaN;
  const kept = entries.find((e) => e.auth_seq === wanted);
  return (kept ?? entries[0])?.auth_seq;
}
