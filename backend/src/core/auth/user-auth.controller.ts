import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isScope, type Scope, type UserAuthSelectRequest, type UserAuthSelectResult } from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';
import { requestLocale } from '../envelope/request-locale';
import type { AuthUser } from './auth-user';
import { CurrentUser, UserTypes } from './guards';
import { MembershipService } from './membership.service';

/** Spec 000 §7: POST /api/userAuth/select — the caller's roles per asked scope. */
@Controller('api/userAuth')
export class UserAuthController {
  constructor(private readonly memberships: MembershipService) {}

  @Post('select')
  @HttpCode(200)
  @UserTypes('SADMIN', 'ADMIN', 'TESTER', 'PAID', 'USER')
  async select(
    @Body() body: Partial<UserAuthSelectRequest> | undefined,
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<UserAuthSelectResult> {
    const scopes = body?.auth;
    if (!Array.isArray(scopes) || !scopes.every(isScope)) throw new ApiRefusal(400, 'bad_request', 'auth');
    const locale = requestLocale(request.headers);
    const result: UserAuthSelectResult = {};
    for (const scope of new Set<Scope>(scopes))
      result[`${scope}_auth`] = await this.memberships.rolesOf(user.user_seq, scope, locale);
    return result;
  }
}
