import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_TYPES, canAttemptSignIn, type SessionUser, type SignInRequest } from '@beantrail/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ApiRefusal } from '../envelope/api-refusal';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { AccountRepository } from './account.repository';
import { NO_PASSWORD } from './account.service';
import { type AuthUser, newSessionUser, toSessionUser } from './auth-user';
import { CurrentUser, Public, SignedIn } from './guards';
import { DUMMY_HASH, verifyPassword } from './password';
import { setSessionCookie } from './session-cookie';
import { SESSION_COOKIE, SessionService } from './session.service';
import { ThrottleService } from './throttle.service';

/**
 * Spec 000 §7: POST /api/sign/signin, POST /api/sign/refresh (+ GET me), and sign-out — by POST,
 * not the spec's GET: a GET must change nothing, or any page could sign our users out with an
 * <img> (docs/SECURITY.md).
 */
@Controller('api/sign')
export class SignController {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionService,
    private readonly throttle: ThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('signin')
  @HttpCode(200)
  @Public()
  async signIn(
    @Body() body: Partial<SignInRequest> | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionUser> {
    const userId = typeof body?.user_id === 'string' ? body.user_id.trim() : '';
    const password = typeof body?.user_pass === 'string' ? body.user_pass : '';
    if (!canAttemptSignIn({ user_id: userId, user_pass: password }))
      throw new ApiRefusal(400, 'field_required', userId ? 'user_pass' : 'user_id');
    const user = await this.throttle.attempt(ThrottleService.keys(userId, request.ip), async () => {
      const found = await this.accounts.byId(userId);
      // A missing user, or an account without a password (made by Google sign-in), still costs one
      // verification (no timing hint), and never matches.
      const stored = found && found.user_pass !== NO_PASSWORD ? found.user_pass : DUMMY_HASH;
      const matches = await verifyPassword(password, stored);
      // The demo password signs in only in demo mode: a database that began as a
      // demo keeps its demo accounts when started in production mode, but not their known password.
      const demoOutsideDemo = this.config.mode !== 'demo' && password === DEMO_PASSWORD;
      return found && matches && found.user_use && !demoOutsideDemo ? found : null;
    });
    if (!user) throw new ApiRefusal(401, 'signin_denied');
    // 002 §2.13: the administrators' page signs in administrators only, and no one else is signed in
    // by it (the password was right: this is no failure to count, and says nothing new).
    if (body?.admin === true && !ADMIN_TYPES.includes(user.user_type)) throw new ApiRefusal(403, 'signin_admin_only');
    const { token, sessionId } = await this.sessions.create(user.user_seq);
    this.setCookie(request, reply, token);
    return newSessionUser(user, sessionId, this.config.sessionTtlMs);
  }

  @Get('me')
  @Public()
  me(@CurrentUser() user: AuthUser | null): SessionUser | null {
    return user ? toSessionUser(user, this.config.sessionTtlMs) : null;
  }

  @Post('signout')
  @HttpCode(200)
  @Public()
  async signOut(@CurrentUser() user: AuthUser | null, @Res({ passthrough: true }) reply: FastifyReply): Promise<null> {
    if (user) await this.sessions.revoke(user.session_id);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return null;
  }

  /**
   * 000 §7 names `GET /api/sign/signout`. A GET any page could make (an `<img>`, a link) must not
   * sign a user out: it signs out only when the browser says the request came from this site's own
   * page (`Sec-Fetch-Site: same-origin`, which a page cannot forge); anything else is 403
   * `origin_refused` and changes nothing (docs/SECURITY.md item 11). The shell posts.
   */
  @Get('signout')
  @Public()
  async signOutByGet(
    @CurrentUser() user: AuthUser | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<null> {
    if (request.headers['sec-fetch-site'] !== 'same-origin') throw new ApiRefusal(403, 'origin_refused');
    return this.signOut(user, reply);
  }

  @Post('refresh')
  @HttpCode(200)
  @SignedIn()
  async refresh(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionUser> {
    const { token, sessionId } = await this.sessions.rotate(user);
    this.setCookie(request, reply, token);
    return newSessionUser(user, sessionId, this.config.sessionTtlMs);
  }

  private setCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
    setSessionCookie(this.config, request, reply, token);
  }
}
