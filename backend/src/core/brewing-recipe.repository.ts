import type { RecipeOption } from '@beantrail/contracts';
import { Injectable } from '@nestjs/common';
import { SqlRepository } from './database/sql-repository';

/** Whose recipes: the cafe's (cafe_brewing_default by cafe_seq) or a user's (user_brewing_default by user_seq). */
export interface RecipeOwner {
  table: 'cafe_brewing_default' | 'user_brewing_default';
  column: 'cafe_seq' | 'user_seq';
  value: number;
}

/** A recipe as the brewing result's select offers it (the reply's row, typed in contracts). */
export type RecipeOptionRow = RecipeOption;

/** The recipe values a brewing result copies (grinder ×100, masses g ×10, °C ×100, time s; 000 §9). */
export interface RecipeValuesRow {
  brewing_grinder_point: number | null;
  brewing_bean_mass: number | null;
  brewing_water_temp: number | null;
  brewing_mass: number | null;
  brewing_time: number | null;
}

/** The cafe's and the drinker's brewing recipes (002 §2.6), read only in their owner's table and by its key. */
@Injectable()
export class BrewingRecipeRepository extends SqlRepository {
  /** The owner's recipes in use, newest first. */
  options(owner: RecipeOwner): Promise<RecipeOptionRow[]> {
    const { q } = this;
    return this.db.query(
      `SELECT brewing_seq, brewing_type, brewing_name, brewing_name_locale FROM ${q(owner.table)} WHERE ${q(owner.column)} = ? AND brewing_use = 1 ORDER BY brewing_seq DESC`,
      [owner.value],
    );
  }

  /** One of the owner's recipes' values (another owner's: none). */
  values(owner: RecipeOwner, brewingSeq: number): Promise<RecipeValuesRow | undefined> {
    const { q } = this;
    return this.first(
      `SELECT brewing_grinder_point, brewing_bean_mass, brewing_water_temp, brewing_mass, brewing_time FROM ${q(owner.table)} WHERE ${q(owner.column)} = ? AND brewing_seq = ?`,
      [owner.value, brewingSeq],
    );
  }
}
