import type { CafeBlendInfo, CafeLotInfo } from '@beantrail/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RequireRole, ScopeGrant, type ScopeRoleGrant } from '../core/auth/role.guard';
import { recipeOptions, recipeValues } from '../core/brewing-recipes';
import type { LookupRows } from '../core/entity/lookup-route';
import type { RequestBody } from '../core/http/body';
import { CafeBeanService } from './cafe-bean.service';

/**
 * What the cafe QR codes open (002 §2.5, §7 /api/cafe/beaninfo/*, /api/cafe/coffeebean/default/code):
 * a roaster's blend or lot read for registration, with this cafe's registration of it if any.
 * Every query is limited to the selected cafe (the RoleGuard checked the caller holds a role there).
 */
@Controller('api/cafe')
@RequireRole('cafe')
export class CafeBeanController {
  constructor(
    private readonly beanInfo: CafeBeanService,
    // The recipe selects are shared with the drinker's pages (core/brewing-recipes.ts).
    private readonly db: DataSource,
  ) {}

  /** The cafe's beans in use, for the received-lot select. */
  @Post('coffeebean/default/code')
  @HttpCode(200)
  beans(@ScopeGrant() g: ScopeRoleGrant): LookupRows<'/api/cafe/coffeebean/default/code'> {
    return this.beanInfo.beans(g.seq);
  }

  /** The lots of one bean, for the brewing result's lot select (002 §2.6: none before a bean is chosen). */
  @Post('coffeebean/received/code')
  @HttpCode(200)
  async lots(
    @Body() body: RequestBody,
    @ScopeGrant() g: ScopeRoleGrant,
  ): LookupRows<'/api/cafe/coffeebean/received/code'> {
    const bean = Number(body?.coffeebean_seq);
    if (!Number.isInteger(bean) || bean <= 0) return [];
    return this.beanInfo.lots(g.seq, bean);
  }

  /** The cafe's brewing recipes in use, for the brewing result's recipe select. */
  @Post('brewing/default/code')
  @HttpCode(200)
  recipes(@ScopeGrant() g: ScopeRoleGrant): LookupRows<'/api/cafe/brewing/default/code'> {
    return recipeOptions(this.db, { table: 'cafe_brewing_default', column: 'cafe_seq', value: g.seq });
  }

  /** A recipe's values, copied into a brewing result when it is chosen (copyFrom, body brewing_seq). */
  @Post('brewing/default/copy')
  @HttpCode(200)
  recipe(@Body() body: RequestBody, @ScopeGrant() g: ScopeRoleGrant) {
    return recipeValues(
      this.db,
      { table: 'cafe_brewing_default', column: 'cafe_seq', value: g.seq },
      body?.brewing_seq,
    );
  }

  /** A blend by its cafe QR uuid, as the fields of a new cafe bean (body blending_uuid). */
  @Post('beaninfo/default')
  @HttpCode(200)
  blend(@Body() body: RequestBody, @ScopeGrant() g: ScopeRoleGrant): Promise<CafeBlendInfo> {
    return this.beanInfo.blend(g.seq, body?.blending_uuid);
  }

  /** A blended lot by its cafe QR uuid (body blending_result_uuid), with this cafe's bean of its blend and earlier receipts. */
  @Post('beaninfo/detail')
  @HttpCode(200)
  lot(@Body() body: RequestBody, @ScopeGrant() g: ScopeRoleGrant): Promise<CafeLotInfo> {
    return this.beanInfo.lot(g.seq, body?.blending_result_uuid);
  }
}
