/** Who created a row and who edited it last, and when: the six columns every stored table ends with. */
export const STAMP_COLUMNS = ['rgst_user', 'rgst_by', 'rgst_at', 'edit_user', 'edit_by', 'edit_at'] as const;

/** Whose save a stamp names: the account's key and its id. */
export interface Stamper {
  user_seq: number;
  user_id: string;
}

/** The stamps of a row created `now` (the database format) by `by`: created and last edited at once. */
export function createdStamps(by: Stamper, now: string): Record<(typeof STAMP_COLUMNS)[number], unknown> {
  return {
    rgst_user: by.user_seq,
    rgst_by: by.user_id,
    rgst_at: now,
    edit_user: by.user_seq,
    edit_by: by.user_id,
    edit_at: now,
  };
}

/**
 * The INSERT of one row with these columns in this order, one placeholder each: a repository runs
 * it with the values in the same order (`Object.keys` / `Object.values` of one row object).
 */
export function insertSql(q: (identifier: string) => string, table: string, columns: readonly string[]): string {
  return `INSERT INTO ${q(table)} (${columns.map(q).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
}
