import { type NamedKind, type Reference, usedBy } from './reference';

/**
 * Every record of a roastery or a cafe names it by a FOREIGN KEY … ON DELETE RESTRICT,
 * so removing the organisation in administration is refused while it has records (409 naming the
 * first, with "turn it off instead": its use flag), and no path can orphan one. A link between a
 * cafe and a roastery holds both. Memberships (`cafe_user`, `roaster_user`) are the organisation's
 * own and go with it (their keys cascade since the first migration). The QC tables had theirs.
 */
const ORGANISATION_RECORDS: ReadonlyArray<[table: NamedKind, org: 'roaster' | 'cafe', existing?: true]> = [
  ['greenbean_roaster', 'roaster'],
  ['greenbean_roaster_year', 'roaster'],
  ['roasting_default', 'roaster'],
  ['roasting_result', 'roaster'],
  ['blending_default', 'roaster'],
  ['blending_result', 'roaster'],
  ['roaster_equip', 'roaster'],
  ['roaster_event', 'roaster'],
  ['roaster_cafe', 'roaster'],
  ['roaster_qc_brewing_default', 'roaster', true],
  ['roaster_qc_blending_result', 'roaster', true],
  ['roaster_qc_blending', 'roaster', true],
  ['roaster_qc_roasting', 'roaster', true],
  ['roaster_qc_greenbean', 'roaster', true],
  ['cafe_coffeebean', 'cafe'],
  ['cafe_received', 'cafe'],
  ['cafe_equip', 'cafe'],
  ['cafe_brewing_default', 'cafe'],
  ['cafe_brewing_result', 'cafe'],
  ['cafe_cupnote', 'cafe'],
  ['cafe_event', 'cafe'],
  ['cafe_roaster', 'cafe'],
  // The other side of each link.
  ['roaster_cafe', 'cafe'],
  ['cafe_roaster', 'roaster'],
];

export const ORGANISATION_REFERENCES: readonly Reference[] = ORGANISATION_RECORDS.map(([table, org, existing]) => ({
  table,
  columns: [`${org}_seq`],
  references: org,
  referencedColumns: [`${org}_seq`],
  usedBy: usedBy(table),
  ...(existing ? { existingKey: true as const } : { keyedBy: 'organisation' as const }),
}));
