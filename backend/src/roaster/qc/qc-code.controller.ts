import { GREENBEAN_ROLES } from '@beantrail/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RequireRole, ScopeGrant, type ScopeRoleGrant } from '../../core/auth/role.guard';
import { dialectOf } from '../../core/entity/sql';
import { readBlend, readGreenbeanYear, readLot, readRecipe, readRoast } from './qc-sources';

type Body = Record<string, unknown> | undefined;

/**
 * Option lists and copy calls of the QC screens (001 §7 `/api/roaster/qc/brewing/default/code`; the
 * copies of 001 §4 "choosing … copies its fields"), each within the selected roastery (RoleGuard):
 * another roastery's record is a 404, as everywhere.
 */
@Controller('api/roaster/qc')
@RequireRole('roaster')
export class QcCodeController {
  constructor(private readonly db: DataSource) {}

  private get d() {
    return dialectOf(this.db);
  }

  /** 001 §7: the roastery's QC recipes in use, newest first. */
  @Post('brewing/default/code')
  @HttpCode(200)
  recipes(@ScopeGrant() g: ScopeRoleGrant) {
    const { q } = this.d;
    return this.db.query(
      `SELECT brewing_seq, brewing_type, brewing_name, brewing_name_locale FROM ${q('roaster_qc_brewing_default')} WHERE ${q('roaster_seq')} = ? AND ${q('brewing_use')} = 1 ORDER BY brewing_seq DESC`,
      [g.seq],
    );
  }

  /** A recipe's record, copied into a brew when it is chosen. */
  @Post('brewing/default/copy')
  @HttpCode(200)
  recipe(@Body() body: Body, @ScopeGrant() g: ScopeRoleGrant) {
    return readRecipe(this.db.manager, this.d, g.seq, body?.brewing_seq);
  }

  /** A lot's names, date, losses and month, copied into a note when the lot is chosen. */
  @Post('lot')
  @HttpCode(200)
  lot(@Body() body: Body, @ScopeGrant() g: ScopeRoleGrant) {
    return readLot(this.db.manager, this.d, g.seq, body?.blending_result_seq);
  }

  /** A blend's names, for a note of the blend. */
  @Post('blend')
  @HttpCode(200)
  blend(@Body() body: Body, @ScopeGrant() g: ScopeRoleGrant) {
    return readBlend(this.db.manager, this.d, g.seq, body?.blending_seq);
  }

  /** A roast's names (with its batch), date and loss. */
  @Post('roast')
  @HttpCode(200)
  roast(@Body() body: Body, @ScopeGrant() g: ScopeRoleGrant) {
    return readRoast(this.db.manager, this.d, g.seq, body?.roasting_result_seq);
  }

  /** A year's green bean's names (green beans are for SAST, MNG, SMNG and OWN, 002 §6). */
  @Post('greenbean/copy')
  @RequireRole('roaster', GREENBEAN_ROLES)
  @HttpCode(200)
  greenbean(@Body() body: Body, @ScopeGrant() g: ScopeRoleGrant) {
    return readGreenbeanYear(this.db.manager, this.d, g.seq, body?.greenbean_roaster_seq, body?.greenbean_year);
  }
}
