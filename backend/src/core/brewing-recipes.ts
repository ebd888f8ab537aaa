import type { RecipeOption } from '@beantrail/contracts';
import type { DataSource } from 'typeorm';
import { ApiRefusal } from './envelope/api-refusal';
import { dialectOf } from './entity/sql';

/** Whose recipes: the cafe's (cafe_brewing_default by cafe_seq) or a user's (user_brewing_default by user_seq). */
export interface RecipeOwner {
  table: 'cafe_brewing_default' | 'user_brewing_default';
  column: 'cafe_seq' | 'user_seq';
  value: number;
}

/** The owner's recipes in use, newest first: the brewing result's recipe select (002 §2.6, §7 …/brewing/default/code). */
export function recipeOptions(db: DataSource, owner: RecipeOwner): Promise<RecipeOption[]> {
  const { q } = dialectOf(db);
  return db.query(
    `SELECT brewing_seq, brewing_type, brewing_name, brewing_name_locale FROM ${q(owner.table)} WHERE ${q(owner.column)} = ? AND brewing_use = 1 ORDER BY brewing_seq DESC`,
    [owner.value],
  );
}

/** One of the owner's recipes as the values a brewing result copies (copyFrom); another owner's is a 404. */
export async function recipeValues(
  db: DataSource,
  owner: RecipeOwner,
  brewingSeq: unknown,
): Promise<Record<string, unknown>> {
  // Not a key at all (missing, text, NaN): 400, not a 500 from MariaDB binding NaN.
  const seq = Number(brewingSeq);
  if (brewingSeq === null || brewingSeq === '' || !Number.isSafeInteger(seq) || seq <= 0)
    throw new ApiRefusal(400, 'bad_request', 'brewing_seq');
  const { q } = dialectOf(db);
  const [row] = await db.query(
    `SELECT brewing_grinder_point, brewing_bean_mass, brewing_water_temp, brewing_mass, brewing_time FROM ${q(owner.table)} WHERE ${q(owner.column)} = ? AND brewing_seq = ?`,
    [owner.value, seq],
  );
  if (!row) throw new ApiRefusal(404, 'nopage_text');
  return row;
}
