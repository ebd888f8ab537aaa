import type { LookupUrl, LookupRowOf } from '@beantrail/contracts';

/** The route of a declared lookup (contracts LOOKUPS): a URL no select names does not compile. */
export function lookupRoute(url: LookupUrl): string {
  return url;
}

/** What a lookup handler returns: its rows, which the envelope hook wraps into a LookupReply. */
export type LookupRows<U extends LookupUrl> = Promise<LookupRowOf<U>[]>;
