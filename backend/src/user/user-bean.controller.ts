import { SIGNED_IN_TYPES } from '@beantrail/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../core/auth/auth-user';
import { CurrentUser, UserTypes } from '../core/auth/guards';
import type { LookupRows } from '../core/entity/lookup-route';
import type { RequestBody } from '../core/http/body';
import { UserBeans } from './user-beans';

/**
 * The brewing result's bean and lot selects of a drinker (002 §2.6) and what choosing one brings
 * (copyFrom): the cafe beans and received lots the caller's coffee notes name by serial (docs/USER.md).
 */
@Controller('api/user/coffeebean')
@UserTypes(...SIGNED_IN_TYPES)
export class UserBeanController {
  constructor(private readonly db: DataSource) {}

  @Post('code')
  @HttpCode(200)
  beans(@Body() body: RequestBody, @CurrentUser() user: AuthUser): LookupRows<'/api/user/coffeebean/code'> {
    return new UserBeans(this.db).beans(user, body?.include_seq);
  }

  @Post('copy')
  @HttpCode(200)
  bean(@Body() body: RequestBody, @CurrentUser() user: AuthUser) {
    return new UserBeans(this.db).bean(user, body?.coffeebean_seq);
  }

  @Post('received/code')
  @HttpCode(200)
  lots(@Body() body: RequestBody, @CurrentUser() user: AuthUser): LookupRows<'/api/user/coffeebean/received/code'> {
    return new UserBeans(this.db).lots(user, body?.coffeebean_seq, body?.include_seq);
  }

  @Post('received/copy')
  @HttpCode(200)
  async lot(@Body() body: RequestBody, @CurrentUser() user: AuthUser) {
    const { coffeebean_seq: _bean, ...values } = await new UserBeans(this.db).lot(user, body?.received_seq);
    return values;
  }
}
