import { type NamedKind, ref, type Reference, usedBy } from './reference';
import { ORGANISATION_REFERENCES } from './organisation-references';

export type { Reference } from './reference';
export { ORGANISATION_REFERENCES } from './organisation-references';

/*
 * Which record uses which, declared once: the remove path reads it to refuse a record in use with
 * 409 `record_in_use` naming the user, and migration `1733500000000-foreign-keys` made each one a
 * FOREIGN KEY … ON DELETE RESTRICT on both engines, so no other path can orphan a row either. A
 * reference added later needs its own migration for its key (like declared-tables).
 */

/** A sublist row, named by its record: the `kind` record whose key column `key` the row holds. */
const rowIn = (kind: NamedKind, key: string) => usedBy(kind, { table: kind, columns: [key], parentColumns: [key] });

/** A sublist row's link to its own record (the remove path deletes the rows first). */
const ownRows = (table: string, columns: string[], references: string): Reference => ({
  ...ref(table, columns, references, usedBy(references as NamedKind)),
  ownRows: true,
});

type QcNoteTable =
  'roaster_qc_blending_result' | 'roaster_qc_blending' | 'roaster_qc_roasting' | 'roaster_qc_greenbean';

/** A QC note's reference: its key came with the QC tables' own migration (1733100000000). */
const qcNote = (table: QcNoteTable, columns: string[], references: string, referencedColumns = columns): Reference =>
  ref(table, columns, references, usedBy(table), referencedColumns, true);

export const REFERENCES: readonly Reference[] = [
  // Roaster (001 §3): a green bean by its year rows and recipes; a year row by the roasts it fed;
  // a recipe by its roasts and blends; a roast by the lots it went into; a blend by its lots; the
  // roastery's machines by recipes and roasts.
  ref('greenbean_roaster_year', ['greenbean_roaster_seq'], 'greenbean_roaster', usedBy('greenbean_roaster_year')),
  ref(
    'roasting_default_greenbean',
    ['greenbean_roaster_seq'],
    'greenbean_roaster',
    rowIn('roasting_default', 'roasting_seq'),
  ),
  ref(
    'roasting_result_greenbean',
    ['greenbean_year', 'greenbean_roaster_seq'],
    'greenbean_roaster_year',
    rowIn('roasting_result', 'roasting_result_seq'),
  ),
  ref('roasting_result', ['roasting_seq'], 'roasting_default', usedBy('roasting_result')),
  ref('blending_default_roasting', ['roasting_seq'], 'roasting_default', rowIn('blending_default', 'blending_seq')),
  ref('blending_result', ['blending_seq'], 'blending_default', usedBy('blending_result')),
  ref(
    'blending_result_roasting',
    ['roasting_result_seq'],
    'roasting_result',
    rowIn('blending_result', 'blending_result_seq'),
  ),
  ref('roasting_default', ['roasting_machine_seq'], 'roaster_equip', usedBy('roasting_default'), ['roaster_equip_seq']),
  ref('roasting_result', ['roasting_machine_seq'], 'roaster_equip', usedBy('roasting_result'), ['roaster_equip_seq']),
  // Sublist rows belong to their record: the remove path deletes them first.
  ownRows('roasting_default_greenbean', ['roasting_seq'], 'roasting_default'),
  ownRows('roasting_result_greenbean', ['roasting_result_seq'], 'roasting_result'),
  ownRows('blending_default_roasting', ['blending_seq'], 'blending_default'),
  ownRows('blending_result_roasting', ['blending_result_seq'], 'blending_result'),
  // The QC notes' keys (migration 1733100000000); listed so a refusal names the note.
  ...(
    ['brewing_machine_seq', 'brewing_grinder_seq', 'brewing_shower', 'brewing_basket', 'brewing_temper'] as const
  ).flatMap((c) => [
    ref(
      'roaster_qc_brewing_default',
      [c],
      'roaster_equip',
      usedBy('roaster_qc_brewing_default'),
      ['roaster_equip_seq'],
      true,
    ),
    qcNote('roaster_qc_blending_result', [c], 'roaster_equip', ['roaster_equip_seq']),
  ]),
  qcNote('roaster_qc_blending_result', ['blending_result_seq'], 'blending_result'),
  qcNote('roaster_qc_blending_result', ['blending_seq'], 'blending_default'),
  qcNote('roaster_qc_blending_result', ['brewing_seq'], 'roaster_qc_brewing_default'),
  qcNote('roaster_qc_blending', ['blending_seq'], 'blending_default'),
  qcNote('roaster_qc_blending', ['blending_result_seq'], 'blending_result'),
  qcNote('roaster_qc_roasting', ['roasting_result_seq'], 'roasting_result'),
  qcNote('roaster_qc_greenbean', ['greenbean_year', 'greenbean_roaster_seq'], 'greenbean_roaster_year'),
  // Cafe (002 §3): a bean by its received lots, brews and cup notes; a lot and a recipe by brews.
  ref('cafe_received', ['coffeebean_seq'], 'cafe_coffeebean', usedBy('cafe_received')),
  ref('cafe_brewing_result', ['coffeebean_seq'], 'cafe_coffeebean', usedBy('cafe_brewing_result')),
  ref('cafe_brewing_result', ['received_seq'], 'cafe_received', usedBy('cafe_brewing_result')),
  ref('cafe_brewing_result', ['brewing_seq'], 'cafe_brewing_default', usedBy('cafe_brewing_result')),
  ref('cafe_cupnote', ['coffeebean_seq'], 'cafe_coffeebean', usedBy('cafe_cupnote')),
  // User (002 §3): a brewing recipe by the user's brews and notes.
  ref('user_brewing_result', ['brewing_seq'], 'user_brewing_default', usedBy('user_brewing_result')),
  ref('user_cupnote', ['brewing_seq'], 'user_brewing_default', usedBy('user_cupnote')),
];

export const ALL_REFERENCES: readonly Reference[] = [...REFERENCES, ...ORGANISATION_REFERENCES];

/** The references a remove of a table's record must look for (not its own sublist rows). */
export function referencesTo(table: string): Reference[] {
  return ALL_REFERENCES.filter((r) => r.references === table && !r.ownRows);
}
