// Shapes of the code-group seed. Kept apart from index.ts so every group file can
// import them without creating an import cycle through the barrel.

export interface SeedCode {
  code_id: string;
  name: string;
  name_kr: string;
  alias1?: string | null;
  filter?: string | null;
  order?: number;
}

export interface SeedCodeGroup {
  id: string;
  name: string;
  name_kr: string;
  codes: SeedCode[];
}

/** Compact row used by the hand-written groups: [code_id, English, Korean, filter?]. */
export type CodeRow = readonly [code_id: string, name: string, name_kr: string, filter?: string];

/**
 * Turns rows into codes; `order` is the 1-based row position, so the order written in
 * the file is the order shown in selects (the first row is the default where the
 * spec names one, e.g. PRV, RSRV, SGNP).
 */
export function toCodes(rows: readonly CodeRow[]): SeedCode[] {
  return rows.map(([code_id, name, name_kr, filter], i) => ({
    code_id,
    name,
    name_kr,
    filter: filter ?? null,
    order: i + 1,
  }));
}
