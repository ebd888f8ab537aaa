import type { UsedByKind } from '@beantrail/contracts';

/** Columns of a record joined into its name: [Korean, English] name pairs and plain values. */
export type NameColumns = ReadonlyArray<string | readonly [string, string]>;

/**
 * Which record uses which (one FOREIGN KEY): the remove path reads it to refuse a record in use
 * with 409 `record_in_use` naming the user, and the foreign-key migrations make each one a key.
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
    /** Columns of the named record joined into its name. */
    name: NameColumns;
  };
  /** The key came with the table's own migration (the QC tables, 1733100000000). */
  existingKey?: true;
  /** A sublist row's link to its own record: the remove path deletes the rows first, so it is only a key. */
  ownRows?: true;
  /** The migration that made this one a key, when not 1733500000000 (which makes the others). */
  keyedBy?: 'organisation';
}

const CAFE_BEAN = ['coffeebean_name_locale', 'coffeebean_name'] as const;
const NOTE = [['cupnote_name_locale', 'cupnote_name'], 'cupnote_date'] as const;

/** How each record is named in a refusal (001 §3, 002 §3), by its table. */
export const NAMES = {
  greenbean_roaster: [['greenbean_name_locale', 'greenbean_name']],
  greenbean_roaster_year: ['greenbean_year', ['greenbean_name_locale', 'greenbean_name']],
  roasting_default: [['roasting_name_locale', 'roasting_name']],
  roasting_result: [['roasting_name_locale', 'roasting_name'], 'roasting_result_date', 'roasting_batch_no'],
  blending_default: [['blending_name_locale', 'blending_name']],
  blending_result: [['blending_name_locale', 'blending_name'], 'blending_result_date'],
  roaster_equip: [['equip_name_locale', 'equip_name']],
  roaster_qc_brewing_default: [['brewing_name_locale', 'brewing_name']],
  roaster_qc_blending_result: NOTE,
  roaster_qc_blending: NOTE,
  roaster_qc_roasting: NOTE,
  roaster_qc_greenbean: NOTE,
  roaster_event: [['event_name_locale', 'event_name']],
  roaster_cafe: [['roaster_cafe_nick_locale', 'roaster_cafe_nick']],
  cafe_coffeebean: [CAFE_BEAN],
  cafe_received: [CAFE_BEAN, 'received_date'],
  cafe_equip: [['equip_name_locale', 'equip_name']],
  cafe_brewing_default: [['brewing_name_locale', 'brewing_name']],
  cafe_brewing_result: [CAFE_BEAN, 'brewing_result_date'],
  cafe_cupnote: NOTE,
  cafe_event: [['event_name_locale', 'event_name']],
  cafe_roaster: [['cafe_roaster_name_locale', 'cafe_roaster_name']],
  user_brewing_result: [CAFE_BEAN, 'brewing_result_date'],
  user_cupnote: NOTE,
} as const satisfies Record<string, NameColumns>;

/** A record kind that has a name: what a refusal names, with its name columns. */
export type NamedKind = keyof typeof NAMES & UsedByKind;

/** What a refusal names: a record of `kind` by its name columns, or for a sublist row its `parent` record. */
export function usedBy(kind: NamedKind, parent?: Reference['usedBy']['parent']): Reference['usedBy'] {
  return parent ? { kind, parent, name: NAMES[kind] } : { kind, name: NAMES[kind] };
}

/** One reference; the referenced columns are named as the referencing ones unless given. */
export const ref = (
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
