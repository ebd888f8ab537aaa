import { safeReturnPath } from '@beantrail/contracts';

/** Where a path from navigation state or the server may send the user: a path on this site, or undefined. */
export function returnPathOf(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return safeReturnPath(from) ?? undefined;
}
