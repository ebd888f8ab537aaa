import { GREENBEAN_ROLES } from '@beantrail/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { RequireRole, ScopeGrant, type ScopeRoleGrant } from '../../core/auth/role.guard';
import type { LookupRows } from '../../core/entity/lookup-route';
import type { RequestBody } from '../../core/http/body';
import { QcSourceRepository } from './qc-source.repository';
import { readBlend, readGreenbeanYear, readLot, readRecipe, readRoast } from './qc-sources';

/**
 * Option lists and copy calls of the QC screens (001 §7 `/api/roaster/qc/brewing/default/code`; the
 * copies of 001 §4 "choosing … copies its fields"), each within the selected roastery (RoleGuard):
 * another roastery's record is a 404, as everywhere.
 */
@Controller('api/roaster/qc')
@RequireRole('roaster')
export class QcCodeController {
  constructor(private readonly rows: QcSourceRepository) {}

  /** 001 §7: the roastery's QC recipes in use, newest first. */
  @Post('brewing/default/code')
  @HttpCode(200)
  recipes(@ScopeGrant() g: ScopeRoleGrant): LookupRows<'/api/roaster/qc/brewing/default/code'> {
    return this.rows.recipes(g.seq);
  }

  /** A recipe's record, copied into a brew when it is chosen. */
  @Post('brewing/default/copy')
  @HttpCode(200)
  recipe(@Body() body: RequestBody, @ScopeGrant() g: ScopeRoleGrant) {
    return readRecipe(this.rows, g.seq, body?.brewing_seq);
  }

  /** A lot's names, date, losses and month, copied into a note when the lot is chosen. */
  @Post('lot')
  @HttpCode(200)
  lot(@Body() body: RequestBody, @ScopeGrant() g: ScopeRoleGrant) {
    return readLot(this.rows, g.seq, body?.blending_result_seq);
  }

  /** A blend's names, for a note of the blend. */
  @Post('blend')
  @HttpCode(200)
  blend(@Body() body: RequestBody, @ScopeGrant() g: ScopeRoleGrant) {
    return readBlend(this.rows, g.seq, body?.blending_seq);
  }

  /** A roast's names (with its batch), date and loss. */
  @Post('roast')
  @HttpCode(200)
  roast(@Body() body: RequestBody, @ScopeGrant() g: ScopeRoleGrant) {
    return readRoast(this.rows, g.seq, body?.roasting_result_seq);
  }

  /** A year's green bean's names (green beans are for SAST, MNG, SMNG and OWN, 002 §6). */
  @Post('greenbean/copy')
  @RequireRole('roaster', GREENBEAN_ROLES)
  @HttpCode(200)
  greenbean(@Body() body: RequestBody, @ScopeGrant() g: ScopeRoleGrant) {
    return readGreenbeanYear(this.rows, g.seq, body?.greenbean_roaster_seq, body?.greenbean_year);
  }
}
