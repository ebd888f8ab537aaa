import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  type ApiEnvelope,
  cafeRoasterRegisterPage,
  CUSTOMER_REGISTER_API,
  CUSTOMER_REGISTER_ROLES,
  type CustomerEventDetail,
  type PageViewer,
  type RecordValues,
} from '@beantrail/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/guards';
import { RequireRole, ScopeGrant, type ScopeRoleGrant } from '../auth/role.guard';
import { requestLocale } from '../envelope/request-locale';
import { CustomerRegisterService } from './customer-register.service';
import { checkedWrite } from './event-link';

/**
 * A cafe registers as a roastery's customer through the roastery's customer event QR (002 §2.2
 * CafeRoasterRegister, §2.5 /cafe/supplier/roasterregister/{event_uuid}, §5, §6 "roaster register
 * page SMNG and OWN", §7 /api/roaster/event/cafe/register/{detail,edit}). The caller acts for the
 * selected cafe (SMNG or OWN there); the rules are CustomerRegisterService's. Decisions: docs/LINKS.md.
 */
@Controller()
@RequireRole('cafe', CUSTOMER_REGISTER_ROLES)
export class CustomerRegisterController {
  constructor(private readonly registers: CustomerRegisterService) {}

  @Post(CUSTOMER_REGISTER_API.detail)
  @HttpCode(200)
  async detail(
    @Body() body: RecordValues | undefined,
    @ScopeGrant() grant: ScopeRoleGrant,
  ): Promise<ApiEnvelope<CustomerEventDetail>> {
    return { status: 'OK', description: '', result: await this.registers.detail(body?.event_uuid, grant.seq) };
  }

  @Post(CUSTOMER_REGISTER_API.edit)
  @HttpCode(200)
  async edit(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: AuthUser,
    @ScopeGrant() grant: ScopeRoleGrant,
  ): Promise<ApiEnvelope<RecordValues>> {
    const viewer: PageViewer = { usertype: [user.user_type], roles: { cafe: grant.role } };
    const values = checkedWrite(cafeRoasterRegisterPage, body, viewer, requestLocale(request.headers), {
      register_check: false,
    });
    const result = await this.registers.register(values, user, grant.seq);
    return { status: 'OK', description: 'register_ok', result };
  }
}
