/**
 * The master-data lists a select loads from (`source.dataUrl`) and the table behind each, so a
 * save takes only a value the list could have offered (docs/SECURITY.md "A select takes only what
 * the browser could offer"). Before, an equipment's maker 999999 or -1 was stored (attacker review,
 * 2026-11-26). The code tables (`codeGroup`) are checked beside these; lists of a cafe's or a
 * roaster's own records are checked by their area's hooks, which know the owner.
 */
export interface MasterLookup {
  table: string;
  /** The column the select's value is (its `valueKey`). */
  column: string;
  /** A fixed request parameter of the select → the column it filters (a maker is a company of type EQD). */
  staticColumns?: Record<string, string>;
}

export const MASTER_LOOKUPS: Readonly<Record<string, MasterLookup>> = {
  '/api/code/company': { table: 'company', column: 'company_seq', staticColumns: { company_type: 'company_type' } },
  '/api/code/region': { table: 'region', column: 'region_seq' },
  '/api/code/farm': { table: 'farm', column: 'farm_seq' },
  '/api/code/greenbean/default': { table: 'greenbean_default', column: 'greenbean_default_seq' },
  '/api/code/product/equip': { table: 'equip', column: 'equip_seq' },
  '/api/codegroup/simple': { table: 'code_group', column: 'code_group_id' },
};
