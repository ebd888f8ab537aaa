import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import {
  type ApiEnvelope,
  newPasswordProblem,
  type PasswordChangeRequest,
  SIGNED_IN_TYPES,
  type UserType,
} from '@beantrail/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ApiRefusal } from '../envelope/api-refusal';
import { AccountRepository } from './account.repository';
import type { AuthUser } from './auth-user';
import { CurrentUser, UserTypes } from './guards';
import { hashPassword, verifyPassword } from './password';
import { setSessionCookie } from './session-cookie';
import { isDemoPassword } from './demo-password';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';
import { ThrottleService } from './throttle.service';

/**
 * POST /api/user/password (the user's info page; spec "not shown", docs/SECURITY.md): the current
 * password, checked like a sign-in (a wrong one counts towards the account's throttle), and a new
 * one by `newPasswordProblem` (12+ characters, not common) — in demo mode a demo
 * account may also take its demo password back. In one transaction the hash changes and every
 * session of the user ends; the caller gets a fresh session, so other devices must sign in again.
 */
@Controller('api/user')
export class PasswordController {
  constructor(
    private readonly db: DataSource,
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionService,
    private readonly throttle: ThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('password')
  @HttpCode(200)
  @UserTypes(...(SIGNED_IN_TYPES as UserType[]))
  async change(
    @Body() body: Partial<PasswordChangeRequest> | undefined,
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiEnvelope<null>> {
    const current = typeof body?.user_pass === 'string' ? body.user_pass : '';
    const next = typeof body?.user_pass_new === 'string' ? body.user_pass_new : '';
    if (!current) throw new ApiRefusal(400, 'field_required', 'user_pass');
    const problem = newPasswordProblem(current, next, { userId: user.user_id });
    if (problem && !isDemoPassword(this.config, user.user_id, next))
      throw new ApiRefusal(400, problem, 'user_pass_new');

    const stored = await this.throttle.attempt(ThrottleService.keys(user.user_id, request.ip), async () => {
      const found = await this.accounts.bySeq(user.user_seq);
      return found && (await verifyPassword(current, found.user_pass)) ? found : null;
    });
    if (!stored) throw new ApiRefusal(400, 'password_wrong', 'user_pass');
    const hash = await hashPassword(next);
    const { token } = await this.db.transaction(async (tx) => {
      await new AccountRepository(tx).setPassword(user, hash, new Date());
      await new SessionRepository(tx).removeAllOf(user.user_seq);
      return this.sessions.create(user.user_seq, tx);
    });
    setSessionCookie(this.config, request, reply, token);
    return { status: 'OK', description: 'password_changed', result: null };
  }
}
