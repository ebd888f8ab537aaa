import { Controller, Get } from '@nestjs/common';
import type { RoasterHome } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { Public } from '../core/auth/guards';
import { RequireRole, ScopeGrant, type ScopeRoleGrant } from '../core/auth/role.guard';
import { RoasterEntity } from '../core/database/entities';

@Controller('api/roaster')
export class RoasterController {
  constructor(private readonly db: DataSource) {}

  @Get('health')
  @Public()
  health() {
    return { area: 'roaster' };
  }

  /** The roaster area's landing: the selected roaster and the caller's role in it. */
  @Get('home')
  @RequireRole('roaster')
  async home(@ScopeGrant() grant: ScopeRoleGrant): Promise<RoasterHome> {
    const roaster = await this.db.getRepository(RoasterEntity).findOneByOrFail({ roaster_seq: grant.seq });
    return {
      roaster_seq: roaster.roaster_seq,
      roaster_name: roaster.roaster_name,
      roaster_name_locale: roaster.roaster_name_locale,
      user_auth: grant.role,
    };
  }
}
