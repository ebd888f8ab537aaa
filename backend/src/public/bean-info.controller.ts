import { Controller, Get, Param } from '@nestjs/common';
import type { AuthUser } from '../core/auth/auth-user';
import { CurrentUser, Public } from '../core/auth/guards';
import { BeanInfoService } from './bean-info.service';

/** GET /api/public/beannote/{kind}/{uuid}: the page a QR code opens (docs/ROASTER.md, docs/CAFE.md), read by BeanInfoService. */
@Controller('api/public/beannote')
@Public()
export class BeanInfoController {
  constructor(private readonly beans: BeanInfoService) {}

  @Get(':kind/:uuid')
  info(@Param('kind') kind: string, @Param('uuid') uuid: string, @CurrentUser() user: AuthUser | null) {
    return this.beans.info(kind, uuid, user);
  }
}
