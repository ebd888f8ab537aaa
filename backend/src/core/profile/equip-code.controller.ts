import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser, SignedIn } from '../auth/guards';
import { RequireRole, ScopeGrant, type ScopeRoleGrant } from '../auth/role.guard';
import { dialectOf } from '../entity/sql';

type Params = Record<string, unknown> | undefined;

/**
 * 000 §7 `GET /api/{type}/item/equip/code` ("none" payload → the equipment option list): the owner's
 * equipment in use, optionally of one type (`equip_type`, 001 §7 "filter equip_type RSTR"), for
 * each area that keeps equipment. The roaster's POST form is RoasterCodeController's.
 */
async function equipment(
  db: DataSource,
  table: string,
  key: string,
  ownerColumn: string,
  owner: number,
  params: Params,
) {
  const { q } = dialectOf(db);
  const type = typeof params?.equip_type === 'string' && params.equip_type ? params.equip_type : null;
  return db.query(
    `SELECT ${q(key)}, equip_type, equip_name, equip_name_locale FROM ${q(table)} WHERE ${q(ownerColumn)} = ? AND equip_use = 1${type ? ' AND equip_type = ?' : ''} ORDER BY ${q(key)}`,
    type ? [owner, type] : [owner],
  );
}

@Controller('api/roaster/item/equip')
@RequireRole('roaster')
class RoasterEquipCodeController {
  constructor(private readonly db: DataSource) {}

  @Get('code')
  list(@Query() query: Params, @ScopeGrant() g: ScopeRoleGrant) {
    return equipment(this.db, 'roaster_equip', 'roaster_equip_seq', 'roaster_seq', g.seq, query);
  }
}

@Controller('api/cafe/item/equip')
@RequireRole('cafe')
class CafeEquipCodeController {
  constructor(private readonly db: DataSource) {}

  @Get('code')
  list(@Query() query: Params, @ScopeGrant() g: ScopeRoleGrant) {
    return equipment(this.db, 'cafe_equip', 'cafe_equip_seq', 'cafe_seq', g.seq, query);
  }

  @Post('code')
  @HttpCode(200)
  post(@Body() body: Params, @ScopeGrant() g: ScopeRoleGrant) {
    return equipment(this.db, 'cafe_equip', 'cafe_equip_seq', 'cafe_seq', g.seq, body);
  }
}

/** A user's own equipment (002 §2.4 UserEquip), by the session's user. */
@Controller('api/user/item/equip')
@SignedIn()
class UserEquipCodeController {
  constructor(private readonly db: DataSource) {}

  @Get('code')
  list(@Query() query: Params, @CurrentUser() user: AuthUser) {
    return equipment(this.db, 'user_equip', 'user_equip_seq', 'user_seq', user.user_seq, query);
  }

  @Post('code')
  @HttpCode(200)
  post(@Body() body: Params, @CurrentUser() user: AuthUser) {
    return equipment(this.db, 'user_equip', 'user_equip_seq', 'user_seq', user.user_seq, body);
  }
}

export const EquipCodeControllers = [RoasterEquipCodeController, CafeEquipCodeController, UserEquipCodeController];
