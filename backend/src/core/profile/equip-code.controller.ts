import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser, SignedIn } from '../auth/guards';
import { RequireRole, ScopeGrant, type ScopeRoleGrant } from '../auth/role.guard';
import type { LookupRows } from '../entity/lookup-route';
import type { RequestBody } from '../http/body';
import { CAFE_EQUIP, EquipCodeRepository, ROASTER_EQUIP, USER_EQUIP } from './equip-code.repository';

/** `equip_type`: only equipment of that type (001 §7 "filter equip_type RSTR"); anything else, or none, no filter. */
const typeOf = (params: RequestBody) =>
  typeof params?.equip_type === 'string' && params.equip_type ? params.equip_type : null;

/*
 * 000 §7 `GET /api/{type}/item/equip/code` ("none" payload → the equipment option list): the owner's
 * equipment in use, optionally of one type, for each area that keeps equipment. The roaster's POST
 * form is RoasterCodeController's. Nothing is left between parsing and the query, so the
 * controllers call the repository.
 */

@Controller('api/roaster/item/equip')
@RequireRole('roaster')
class RoasterEquipCodeController {
  constructor(private readonly rows: EquipCodeRepository) {}

  /** The same rows as the roaster's POST lookup (RoasterCodeController), so the same type. */
  @Get('code')
  list(@Query() query: RequestBody, @ScopeGrant() g: ScopeRoleGrant): LookupRows<'/api/roaster/item/equip/code'> {
    return this.rows.equipment(ROASTER_EQUIP, g.seq, typeOf(query));
  }
}

@Controller('api/cafe/item/equip')
@RequireRole('cafe')
class CafeEquipCodeController {
  constructor(private readonly rows: EquipCodeRepository) {}

  @Get('code')
  list(@Query() query: RequestBody, @ScopeGrant() g: ScopeRoleGrant) {
    return this.rows.equipment(CAFE_EQUIP, g.seq, typeOf(query));
  }

  @Post('code')
  @HttpCode(200)
  post(@Body() body: RequestBody, @ScopeGrant() g: ScopeRoleGrant) {
    return this.rows.equipment(CAFE_EQUIP, g.seq, typeOf(body));
  }
}

/** A user's own equipment (002 §2.4 UserEquip), by the session's user. */
@Controller('api/user/item/equip')
@SignedIn()
class UserEquipCodeController {
  constructor(private readonly rows: EquipCodeRepository) {}

  @Get('code')
  list(@Query() query: RequestBody, @CurrentUser() user: AuthUser) {
    return this.rows.equipment(USER_EQUIP, user.user_seq, typeOf(query));
  }

  @Post('code')
  @HttpCode(200)
  post(@Body() body: RequestBody, @CurrentUser() user: AuthUser) {
    return this.rows.equipment(USER_EQUIP, user.user_seq, typeOf(body));
  }
}

export const EquipCodeControllers = [RoasterEquipCodeController, CafeEquipCodeController, UserEquipCodeController];
