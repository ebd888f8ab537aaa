import { Controller, Get } from '@nestjs/common';
import type { CafeHome } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { Public } from '../core/auth/guards';
import { RequireRole, ScopeGrant, type ScopeRoleGrant } from '../core/auth/role.guard';
import { CafeEntity } from '../core/database/entities';

@Controller('api/cafe')
export class CafeController {
  constructor(private readonly db: DataSource) {}

  @Get('health')
  @Public()
  health() {
    return { area: 'cafe' };
  }

  /** The cafe area's landing: the selected cafe and the caller's role in it. */
  @Get('home')
  @RequireRole('cafe')
  async home(@ScopeGrant() grant: ScopeRoleGrant): Promise<CafeHome> {
    const cafe = await this.db.getRepository(CafeEntity).findOneByOrFail({ cafe_seq: grant.seq });
    return {
      cafe_seq: cafe.cafe_seq,
      cafe_name: cafe.cafe_name,
      cafe_name_locale: cafe.cafe_name_locale,
      user_auth: grant.role,
    };
  }
}
