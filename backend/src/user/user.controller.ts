import type { UserHome } from '@beantrail/contracts';
import { Controller, Get } from '@nestjs/common';
import type { AuthUser } from '../core/auth/auth-user';
import { CurrentUser, Public, UserTypes } from '../core/auth/guards';

@Controller('api/user')
export class UserController {
  @Get('health')
  @Public()
  health() {
    return { area: 'user' };
  }

  @Get('home')
  @UserTypes('SADMIN', 'ADMIN', 'TESTER', 'PAID', 'USER')
  home(@CurrentUser() user: AuthUser): UserHome {
    return { user_id: user.user_id, name: user.user_name, usertype: [user.user_type] };
  }
}
