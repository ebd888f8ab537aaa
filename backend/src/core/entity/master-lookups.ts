import { LOOKUPS } from '@beantrail/contracts';

/**
 * The master-data lists a select loads from (`source.dataUrl`) and the table behind each, so a
 * save takes only a value the list could have offered (docs/SECURITY.md "A select takes only what
 * the browser could offer"). Before, an equipment's maker 999999 or -1 was stored (attacker review).
 * Declared with every other lookup in contracts (page/references.ts); the code tables
 * (`codeGroup`) are checked beside these, an owner's own records by core/entity/reference-check.ts.
 */
export interface MasterLookup {
  table: string;
  /** The column the select's value is (its `valueKey`). */
  column: string;
  /** A fixed request parameter of the select → the column it filters (a maker is a company of type EQD). */
  staticColumns?: Readonly<Record<string, string>>;
}

export const MASTER_LOOKUPS: Readonly<Record<string, MasterLookup>> = Object.fromEntries(
  Object.entries(LOOKUPS)
    .filter(([, lookup]) => !lookup.owned)
    .map(([url, lookup]) => [
      url,
      {
        table: lookup.table,
        column: lookup.key,
        ...(lookup.staticColumns ? { staticColumns: lookup.staticColumns } : {}),
      },
    ]),
);
