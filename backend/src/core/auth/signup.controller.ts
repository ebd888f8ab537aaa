import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import {
  type ApiEnvelope,
  type SessionUser,
  SIGNUP_THROTTLE,
  type SignUpRequest,
  signUpProblem,
} from '@beantrail/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ApiRefusal } from '../envelope/api-refusal';
import { AccountService } from './account.service';
import { type AuthUser, newSessionUser } from './auth-user';
import { CurrentUser, Public } from './guards';
import { hashPassword } from './password';
import { setSessionCookie } from './session-cookie';
import { SessionService } from './session.service';
import { ThrottleService } from './throttle.service';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * POST /api/sign/signup (the spec's sign-in "not shown" beyond id and password): a USER
 * account from an id, a name and a password, checked by the same rules the form runs
 * (`signUpProblem`, the password-change rule included), throttled per address, then signed in.
 */
@Controller('api/sign')
export class SignUpController {
  constructor(
    private readonly db: DataSource,
    private readonly accounts: AccountService,
    private readonly sessions: SessionService,
    private readonly throttle: ThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('signup')
  @HttpCode(200)
  @Public()
  async signUp(
    @Body() body: Partial<Record<keyof SignUpRequest, unknown>> | undefined,
    @CurrentUser() current: AuthUser | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiEnvelope<SessionUser>> {
    if (current) throw new ApiRefusal(400, 'signin_already');
    const signUp: SignUpRequest = {
      user_id: text(body?.user_id).trim(),
      user_name: text(body?.user_name).trim(),
      user_pass: text(body?.user_pass),
    };
    const problem = signUpProblem(signUp);
    if (problem) throw new ApiRefusal(400, problem.key, problem.field);
    // Counted before the id is looked up, so taken ids cannot be harvested faster than accounts made.
    await this.throttle.spend('signup', request.ip, SIGNUP_THROTTLE, 'signup_throttled');
    const hash = await hashPassword(signUp.user_pass);
    const { user, token, sessionId } = await this.db.transaction(async (tx) => {
      const created = await this.accounts.create(tx, { ...signUp, user_pass: hash });
      return { user: created, ...(await this.sessions.create(created.user_seq, tx)) };
    });
    setSessionCookie(this.config, request, reply, token);
    const sessionUser = newSessionUser(user, sessionId, this.config.sessionTtlMs);
    return { status: 'OK', description: 'account_created', result: sessionUser };
  }
}
