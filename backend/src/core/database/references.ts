import type { UsedByKind } from '@beantrail/contracts';

/**
 * Which record uses which, declared once: the remove path reads it to refuse a
 * record in use with 409 `record_in_use` naming the user, and migration `1733500000000-foreign-keys`
 * made each one a FOREIGN KEY … ON DELETE RESTRICT on both engines, so no other path can orphan a
 * row either. A reference added later needs its own migration for its key (like declared-tables).
 */
export interface Reference {
  /** The table holding the reference and its columns, in the order of `referencedColumns`. */
  table: string;
  columns: readonly string[];
  /** The record used: a primary key (or unique columns). */
  references: string;
  referencedColumns: readonly string[];
  /** What the message names: the row itself, or for a sublist row the record it belongs to. */
  usedBy: {
    kind: UsedByKind;
    /** For a sublist row: its record's table and the row's columns that are that record's key. */
    parent?: { table: string; columns: readonly string[]; parentColumns: readonly string[] };
    /** Columns of the named record joined into its name: [Korean, English] name pairs and plain values. */
    name: ReadonlyArray<string | readonly [string, string]>;
  };
  /** The key came with the table's own migration (the QC tables, 1733100000000). */
  existingKey?: true;
  /** A sublist row's link to its own record: the remove path deletes the rows first, so it is only a key. */
  ownRows?: true;
  /** The migration that made this one a key, when not 1733500000000 (which makes the others). */
  keyedBy?: 'organisation';
}

const ref = (
  table: string,
  columns: string[],
  references: string,
  usedBy: Reference['usedBy'],
  referencedColumns = columns,
  existingKey?: true,
): Reference => ({
  table,
  columns,
  references,
  referencedColumns,
  usedBy,
  ...(existingKey ? { existingKey } : {}),
});
const rowOf = (table: string, columns: string[], parentColumns = columns) => ({ table, columns, parentColumns });

const GREENBEAN_YEAR = ['greenbean_year', ['greenbean_name_locale', 'greenbean_name']] as const;
const RECIPE = [['roasting_name_locale', 'roasting_name']] as const;
const ROAST = [['roasting_name_locale', 'roasting_name'], 'roasting_result_date', 'roasting_batch_no'] as const;
const BLEND = [['blending_name_locale', 'blending_name']] as const;
const LOT = [['blending_name_locale', 'blending_name'], 'blending_result_date'] as const;
const QC_NOTE = [['cupnote_name_locale', 'cupnote_name'], 'cupnote_date'] as const;

export const REFERENCES: readonly Reference[] = [
  // Roaster (001 §3): a green bean by its year rows and recipes; a year row by the roasts it fed;
  // a recipe by its roasts and blends; a roast by the lots it went into; a blend by its lots; the
  // roastery's machines by recipes and roasts.
  ref('greenbean_roaster_year', ['greenbean_roaster_seq'], 'greenbean_roaster', {
    kind: 'greenbean_roaster_year',
    name: GREENBEAN_YEAR,
  }),
  ref('roasting_default_greenbean', ['greenbean_roaster_seq'], 'greenbean_roaster', {
    kind: 'roasting_default',
    parent: rowOf('roasting_default', ['roasting_seq']),
    name: RECIPE,
  }),
  ref('roasting_result_greenbean', ['greenbean_year', 'greenbean_roaster_seq'], 'greenbean_roaster_year', {
    kind: 'roasting_result',
    parent: rowOf('roasting_result', ['roasting_result_seq']),
    name: ROAST,
  }),
  ref('roasting_result', ['roasting_seq'], 'roasting_default', { kind: 'roasting_result', name: ROAST }),
  ref('blending_default_roasting', ['roasting_seq'], 'roasting_default', {
    kind: 'blending_default',
    parent: rowOf('blending_default', ['blending_seq']),
    name: BLEND,
  }),
  ref('blending_result', ['blending_seq'], 'blending_default', { kind: 'blending_result', name: LOT }),
  ref('blending_result_roasting', ['roasting_result_seq'], 'roasting_result', {
    kind: 'blending_result',
    parent: rowOf('blending_result', ['blending_result_seq']),
    name: LOT,
  }),
  ref('roasting_default', ['roasting_machine_seq'], 'roaster_equip', { kind: 'roasting_default', name: RECIPE }, [
    'roaster_equip_seq',
  ]),
  ref('roasting_result', ['roasting_machine_seq'], 'roaster_equip', { kind: 'roasting_result', name: ROAST }, [
    'roaster_equip_seq',
  ]),
  // Sublist rows belong to their record: the remove path deletes them first.
  {
    ...ref('roasting_default_greenbean', ['roasting_seq'], 'roasting_default', {
      kind: 'roasting_default',
      name: RECIPE,
    }),
    ownRows: true,
  },
  {
    ...ref('roasting_result_greenbean', ['roasting_result_seq'], 'roasting_result', {
      kind: 'roasting_result',
      name: ROAST,
    }),
    ownRows: true,
  },
  {
    ...ref('blending_default_roasting', ['blending_seq'], 'blending_default', {
      kind: 'blending_default',
      name: BLEND,
    }),
    ownRows: true,
  },
  {
    ...ref('blending_result_roasting', ['blending_result_seq'], 'blending_result', {
      kind: 'blending_result',
      name: LOT,
    }),
    ownRows: true,
  },
  // The QC notes' keys (migration 1733100000000); listed so a refusal names the note.
  ...(
    ['brewing_machine_seq', 'brewing_grinder_seq', 'brewing_shower', 'brewing_basket', 'brewing_temper'] as const
  ).flatMap((c) => [
    ref(
      'roaster_qc_brewing_default',
      [c],
      'roaster_equip',
      { kind: 'roaster_qc_brewing_default', name: [['brewing_name_locale', 'brewing_name']] },
      ['roaster_equip_seq'],
      true,
    ),
    ref(
      'roaster_qc_blending_result',
      [c],
      'roaster_equip',
      { kind: 'roaster_qc_blending_result', name: QC_NOTE },
      ['roaster_equip_seq'],
      true,
    ),
  ]),
  ref(
    'roaster_qc_blending_result',
    ['blending_result_seq'],
    'blending_result',
    { kind: 'roaster_qc_blending_result', name: QC_NOTE },
    undefined,
    true,
  ),
  ref(
    'roaster_qc_blending_result',
    ['blending_seq'],
    'blending_default',
    { kind: 'roaster_qc_blending_result', name: QC_NOTE },
    undefined,
    true,
  ),
  ref(
    'roaster_qc_blending_result',
    ['brewing_seq'],
    'roaster_qc_brewing_default',
    { kind: 'roaster_qc_blending_result', name: QC_NOTE },
    undefined,
    true,
  ),
  ref(
    'roaster_qc_blending',
    ['blending_seq'],
    'blending_default',
    { kind: 'roaster_qc_blending', name: QC_NOTE },
    undefined,
    true,
  ),
  ref(
    'roaster_qc_blending',
    ['blending_result_seq'],
    'blending_result',
    { kind: 'roaster_qc_blending', name: QC_NOTE },
    undefined,
    true,
  ),
  ref(
    'roaster_qc_roasting',
    ['roasting_result_seq'],
    'roasting_result',
    { kind: 'roaster_qc_roasting', name: QC_NOTE },
    undefined,
    true,
  ),
  ref(
    'roaster_qc_greenbean',
    ['greenbean_year', 'greenbean_roaster_seq'],
    'greenbean_roaster_year',
    { kind: 'roaster_qc_greenbean', name: QC_NOTE },
    undefined,
    true,
  ),
  // Cafe (002 §3): a bean by its received lots, brews and cup notes; a lot and a recipe by brews.
  ref('cafe_received', ['coffeebean_seq'], 'cafe_coffeebean', {
    kind: 'cafe_received',
    name: [['coffeebean_name_locale', 'coffeebean_name'], 'received_date'],
  }),
  ref('cafe_brewing_result', ['coffeebean_seq'], 'cafe_coffeebean', {
    kind: 'cafe_brewing_result',
    name: [['coffeebean_name_locale', 'coffeebean_name'], 'brewing_result_date'],
  }),
  ref('cafe_brewing_result', ['received_seq'], 'cafe_received', {
    kind: 'cafe_brewing_result',
    name: [['coffeebean_name_locale', 'coffeebean_name'], 'brewing_result_date'],
  }),
  ref('cafe_brewing_result', ['brewing_seq'], 'cafe_brewing_default', {
    kind: 'cafe_brewing_result',
    name: [['coffeebean_name_locale', 'coffeebean_name'], 'brewing_result_date'],
  }),
  ref('cafe_cupnote', ['coffeebean_seq'], 'cafe_coffeebean', {
    kind: 'cafe_cupnote',
    name: [['cupnote_name_locale', 'cupnote_name'], 'cupnote_date'],
  }),
  // User (002 §3): a brewing recipe by the user's brews and notes.
  ref('user_brewing_result', ['brewing_seq'], 'user_brewing_default', {
    kind: 'user_brewing_result',
    name: [['coffeebean_name_locale', 'coffeebean_name'], 'brewing_result_date'],
  }),
  ref('user_cupnote', ['brewing_seq'], 'user_brewing_default', {
    kind: 'user_cupnote',
    name: [['cupnote_name_locale', 'cupnote_name'], 'cupnote_date'],
  }),
];

const EQUIP = [['equip_name_locale', 'equip_name']] as const;
const NAMES: Record<string, Reference['usedBy']['name']> = {
  greenbean_roaster: [['greenbean_name_locale', 'greenbean_name']],
  greenbean_roaster_year: GREENBEAN_YEAR,
  roasting_default: RECIPE,
  roasting_result: ROAST,
  blending_default: BLEND,
  blending_result: LOT,
  roaster_equip: EQUIP,
  roaster_qc_brewing_default: [['brewing_name_locale', 'brewing_name']],
  roaster_qc_blending_result: QC_NOTE,
  roaster_qc_blending: QC_NOTE,
  roaster_qc_roasting: QC_NOTE,
  roaster_qc_greenbean: QC_NOTE,
  roaster_event: [['event_name_locale', 'event_name']],
  roaster_cafe: [['roaster_cafe_nick_locale', 'roaster_cafe_nick']],
  cafe_coffeebean: [['coffeebean_name_locale', 'coffeebean_name']],
  cafe_received: [['coffeebean_name_locale', 'coffeebean_name'], 'received_date'],
  cafe_equip: EQUIP,
  cafe_brewing_default: [['brewing_name_locale', 'brewing_name']],
  cafe_brewing_result: [['coffeebean_name_locale', 'coffeebean_name'], 'brewing_result_date'],
  cafe_cupnote: [['cupnote_name_locale', 'cupnote_name'], 'cupnote_date'],
  cafe_event: [['event_name_locale', 'event_name']],
  cafe_roaster: [['cafe_roaster_name_locale', 'cafe_roaster_name']],
};

/**
 * Every record of a roastery or a cafe names it by a FOREIGN KEY … ON DELETE RESTRICT,
 * so removing the organisation in administration is refused while it has records (409 naming the
 * first, with "turn it off instead": its use flag), and no path can orphan one. A link between a
 * cafe and a roastery holds both. Memberships (`cafe_user`, `roaster_user`) are the organisation's
 * own and go with it (their keys cascade since the first migration). The QC tables had theirs.
 */
const ORGANISATION_RECORDS: ReadonlyArray<[table: string, org: 'roaster' | 'cafe', existing?: true]> = [
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
  usedBy: { kind: table as UsedByKind, name: NAMES[table] },
  ...(existing ? { existingKey: true as const } : { keyedBy: 'organisation' as const }),
}));

export const ALL_REFERENCES: readonly Reference[] = [...REFERENCES, ...ORGANISATION_REFERENCES];

/** The references a remove of a table's record must look for (not its own sublist rows). */
export function referencesTo(table: string): Reference[] {
  return ALL_REFERENCES.filter((r) => r.references === table && !r.ownRows);
}
