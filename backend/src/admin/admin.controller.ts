import { Controller, Get } from '@nestjs/common';
import type { SettingHome } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { Public, UserTypes } from '../core/auth/guards';
import { CodeEntity, CodeGroupEntity, UserEntity } from '../core/database/entities';

/** The administrator area answers under /api/setting, as the spec's admin calls do (001 §7). */
@Controller('api/setting')
export class AdminController {
  constructor(private readonly db: DataSource) {}

  @Get('health')
  @Public()
  health() {
    return { area: 'admin' };
  }

  @Get('home')
  @UserTypes('SADMIN', 'ADMIN')
  async home(): Promise<SettingHome> {
    const [code_group_count, code_count, user_count] = await Promise.all([
      this.db.getRepository(CodeGroupEntity).count(),
      this.db.getRepository(CodeEntity).count(),
      this.db.getRepository(UserEntity).count(),
    ]);
    return { code_group_count, code_count, user_count };
  }
}
