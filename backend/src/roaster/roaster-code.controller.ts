import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { RequireRole, ScopeGrant, type ScopeRoleGrant } from '../core/auth/role.guard';
import type { LookupRows } from '../core/entity/lookup-route';
import { int, type RequestBody, truthy } from '../core/http/body';
import type { StockFilter } from './roaster-code.repository';
import { RoasterCodeService } from './roaster-code.service';

/** `check_instock` with `include_seq` (OptionSource.currentParam): stock only, keeping the row a record uses. */
const stock = (body: RequestBody): StockFilter => ({ only: truthy(body?.check_instock), keep: int(body?.include_seq) });

/**
 * Option lists and helper calls of the roaster pages (001 §7 "Lookup calls", "Other"). Every query
 * is limited to the selected roaster (the RoleGuard checked the caller holds a role in it).
 */
@Controller('api/roaster')
@RequireRole('roaster')
export class RoasterCodeController {
  constructor(private readonly codes: RoasterCodeService) {}

  @Post('greenbean/default/code')
  @HttpCode(200)
  greenbeans(@ScopeGrant() g: ScopeRoleGrant): LookupRows<'/api/roaster/greenbean/default/code'> {
    return this.codes.greenbeans(g.seq);
  }

  /** Yearly stock rows (param greenbean_year, check_instock with include_seq). */
  @Post('greenbean/year/code')
  @HttpCode(200)
  greenbeanYears(
    @Body() body: RequestBody,
    @ScopeGrant() g: ScopeRoleGrant,
  ): LookupRows<'/api/roaster/greenbean/year/code'> {
    return this.codes.greenbeanYears(g.seq, int(body?.greenbean_year), stock(body));
  }

  /** Equipment (filter equip_type, RSTR for roasting machines). */
  @Post('item/equip/code')
  @HttpCode(200)
  equipment(@Body() body: RequestBody, @ScopeGrant() g: ScopeRoleGrant): LookupRows<'/api/roaster/item/equip/code'> {
    return this.codes.equipment(g.seq, typeof body?.equip_type === 'string' ? body.equip_type : null);
  }

  @Post('roasting/default/code')
  @HttpCode(200)
  roastingDefaults(@ScopeGrant() g: ScopeRoleGrant): LookupRows<'/api/roaster/roasting/default/code'> {
    return this.codes.roastingDefaults(g.seq);
  }

  /** Roasting results (filter roasting_result_year, roasting_seq, check_instock with include_seq); labels carry date, name and batch. */
  @Post('roasting/result/code')
  @HttpCode(200)
  async roastingResults(
    @Body() body: RequestBody,
    @ScopeGrant() g: ScopeRoleGrant,
  ): LookupRows<'/api/roaster/roasting/result/code'> {
    const year = int(body?.roasting_result_year);
    // 001 §4: results are offered only after a year is chosen.
    if (year === null) return [];
    return this.codes.roastingResults(g.seq, year, int(body?.roasting_seq), stock(body));
  }

  /**
   * 001 §7: a roasting default's green-bean rows for a new result, and with roasting_batch_auto
   * and roasting_result_date (YYYYMMDD) the day's next batch number.
   */
  @Post('roasting/default/greenbean/:roasting_seq')
  @HttpCode(200)
  roastingDefaultGreenbeans(
    @Param('roasting_seq') raw: string,
    @Body() body: RequestBody,
    @ScopeGrant() g: ScopeRoleGrant,
  ) {
    return this.codes.roastingDefaultBeans(
      g.seq,
      int(raw),
      body?.roasting_result_date,
      truthy(body?.roasting_batch_auto),
    );
  }

  @Post('blending/default/code')
  @HttpCode(200)
  blendingDefaults(@ScopeGrant() g: ScopeRoleGrant): LookupRows<'/api/roaster/blending/default/code'> {
    return this.codes.blendingDefaults(g.seq);
  }

  /** 001 §7: a blending default's roasting rows. */
  @Post('blending/default/roasting/:blending_seq')
  @HttpCode(200)
  blendingRoastings(@Param('blending_seq') raw: string, @ScopeGrant() g: ScopeRoleGrant) {
    return this.codes.blendingRoastings(g.seq, int(raw));
  }

  /** Choosing a blending on a result (001 §4): its roasting rows to fill in (RoasterCodeService.blendingCopy). */
  @Post('blending/default/copy')
  @HttpCode(200)
  blendingCopy(@Body() body: RequestBody, @ScopeGrant() g: ScopeRoleGrant) {
    return this.codes.blendingCopy(g.seq, int(body?.blending_seq));
  }

  /**
   * Blending results (blending_result_month YYYYMM or YYYY-MM, blending_seq, check_instock with include_seq). Labels
   * carry the date and name; with check_cupnote (the QC screens, 001 §7) each lot also carries how
   * many brewing cup notes it has (`cupnote_count`, shown in its label), sold-out lots included.
   */
  @Post('blending/result/code')
  @HttpCode(200)
  async blendingResults(
    @Body() body: RequestBody,
    @ScopeGrant() g: ScopeRoleGrant,
  ): LookupRows<'/api/roaster/blending/result/code'> {
    const month = /^(\d{4})-?(\d{2})$/.exec(String(body?.blending_result_month ?? ''));
    // 001 §4: blending results are offered only after a month is chosen.
    if (!month) return [];
    return this.codes.blendingResults(
      g.seq,
      `${month[1]}-${month[2]}`,
      int(body?.blending_seq),
      stock(body),
      truthy(body?.check_cupnote),
    );
  }
}
