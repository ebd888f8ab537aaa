import { Controller, Get } from '@nestjs/common';
import { GUEST_VIEWER, type MenuItem, menuFor } from '@beantrail/contracts';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser, Public } from '../auth/guards';
import { MembershipService } from '../auth/membership.service';

/** The header's menu (spec 000 §2), filtered for the caller from the one declared tree. */
@Controller('api/menu')
export class MenuController {
  constructor(private readonly memberships: MembershipService) {}

  @Get()
  @Public()
  async menu(@CurrentUser() user: AuthUser | null): Promise<MenuItem[]> {
    if (!user) return menuFor(GUEST_VIEWER);
    const [cafe, roaster] = await Promise.all([
      this.memberships.rolesOf(user.user_seq, 'cafe', 'en'),
      this.memberships.rolesOf(user.user_seq, 'roaster', 'en'),
    ]);
    return menuFor({
      usertype: [user.user_type],
      roles: { cafe: cafe.map((r) => r.user_auth), roaster: roaster.map((r) => r.user_auth) },
    });
  }
}
