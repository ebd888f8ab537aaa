import { SIGNED_IN_TYPES } from '@beantrail/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../core/auth/auth-user';
import { CurrentUser, UserTypes } from '../core/auth/guards';
import { type RecipeOwner, recipeOptions, recipeValues } from '../core/brewing-recipes';
import type { LookupRows } from '../core/entity/lookup-route';

const mine = (user: AuthUser): RecipeOwner => ({
  table: 'user_brewing_default',
  column: 'user_seq',
  value: user.user_seq,
});

/** The user's recipe select and copy (002 §7 /api/user/brewing/default/code); only the caller's own recipes. */
@Controller('api/user/brewing/default')
@UserTypes(...SIGNED_IN_TYPES)
export class UserBrewingController {
  constructor(private readonly db: DataSource) {}

  /** The user's recipes in use, for the brewing result's recipe select. */
  @Post('code')
  @HttpCode(200)
  recipes(@CurrentUser() user: AuthUser): LookupRows<'/api/user/brewing/default/code'> {
    return recipeOptions(this.db, mine(user));
  }

  /** A recipe's values, copied into a brewing result when it is chosen (copyFrom, body brewing_seq). */
  @Post('copy')
  @HttpCode(200)
  recipe(@Body() body: Record<string, unknown> | undefined, @CurrentUser() user: AuthUser) {
    return recipeValues(this.db, mine(user), body?.brewing_seq);
  }
}
