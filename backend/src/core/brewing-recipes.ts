import type { RecipeOption } from '@beantrail/contracts';
import type { DataSource } from 'typeorm';
import { BrewingRecipeRepository, type RecipeOwner, type RecipeValuesRow } from './brewing-recipe.repository';
import { ApiRefusal } from './envelope/api-refusal';

export type { RecipeOwner } from './brewing-recipe.repository';

/** The owner's recipes in use, newest first: the brewing result's recipe select (002 §2.6, §7 …/brewing/default/code). */
export function recipeOptions(db: DataSource, owner: RecipeOwner): Promise<RecipeOption[]> {
  return new BrewingRecipeRepository(db).options(owner);
}

/** One of the owner's recipes as the values a brewing result copies (copyFrom); another owner's is a 404. */
export async function recipeValues(db: DataSource, owner: RecipeOwner, brewingSeq: unknown): Promise<RecipeValuesRow> {
  // Not a key at all (missing, text, NaN): 400, not a 500 from MariaDB binding NaN.
  const seq = Number(brewingSeq);
  if (brewingSeq === null || brewingSeq === '' || !Number.isSafeInteger(seq) || seq <= 0)
    throw new ApiRefusal(400, 'bad_request', 'brewing_seq');
  const row = await new BrewingRecipeRepository(db).values(owner, seq);
  if (!row) throw new ApiRefusal(404, 'nopage_text');
  return row;
}
