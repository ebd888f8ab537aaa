import { SIGNED_IN_TYPES } from '@beantrail/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../core/auth/auth-user';
import { CurrentUser, UserTypes } from '../core/auth/guards';
import { ApiError } from '../core/envelope/api-error';
import { dialectOf } from '../core/entity/sql';

/** The user's recipe select and copy (002 §7 /api/user/brewing/default/code); only the caller's own recipes. */
@Controller('api/user/brewing/default')
@UserTypes(...SIGNED_IN_TYPES)
export class UserBrewingController {
  constructor(private readonly db: DataSource) {}

  private get d() {
    return dialectOf(this.db);
  }

  /** The user's recipes in use, for the brewing result's recipe select. */
  @Post('code')
  @HttpCode(200)
  recipes(@CurrentUser() user: AuthUser) {
    return this.db.query(
      `SELECT brewing_seq, brewing_type, brewing_name, brewing_name_locale FROM ${this.d.q('user_brewing_default')} WHERE user_seq = ? AND brewing_use = 1 ORDER BY brewing_seq DESC`,
      [user.user_seq],
    );
  }

  /** A recipe's values, copied into a brewing result when it is chosen (copyFrom, body brewing_seq). */
  @Post('copy')
  @HttpCode(200)
  async recipe(@Body() body: Record<string, unknown> | undefined, @CurrentUser() user: AuthUser) {
    const [row] = await this.db.query(
      `SELECT brewing_grinder_point, brewing_bean_mass, brewing_water_temp, brewing_mass, brewing_time FROM ${this.d.q('user_brewing_default')} WHERE user_seq = ? AND brewing_seq = ?`,
      [user.user_seq, Number(body?.brewing_seq)],
    );
    if (!row) throw new ApiError(404, 'nopage_text');
    return row;
  }
}
