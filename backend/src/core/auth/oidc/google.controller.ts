import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  OIDC_CALLBACK_PATH,
  OIDC_START_THROTTLE,
  type OidcCallbackRequest,
  type OidcCallbackResult,
  type OidcStartRequest,
  type OidcStartResult,
  safeReturnPath,
  type SignInProviders,
} from '@beantrail/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { ApiRefusal } from '../../envelope/api-refusal';
import { Public } from '../guards';
import { AccountService } from '../account.service';
import { newSessionUser } from '../auth-user';
import { setSessionCookie } from '../session-cookie';
import { SESSION_COOKIE, SessionService } from '../session.service';
import { ThrottleService } from '../throttle.service';
import { GoogleOidcService } from './google-oidc.service';
import { OidcPendingService } from './oidc-pending.service';
import { publicUrl } from '../../http/public-url';

const text = (value: unknown, max: number): string => (typeof value === 'string' && value.length <= max ? value : '');

/**
 * Google sign-in (spec 000 §1, §7 `POST /api/sign/callback/google`; docs/SECURITY.md "Accounts"):
 * `providers` tells the browser whether to show the button; `google/start` keeps the checks and
 * answers the provider's URL; the provider sends the browser back to OIDC_CALLBACK_PATH, whose page
 * posts the code and state to `callback/google`. Both POSTs come from this site's own pages.
 */
/** Third-party sign-in is for strangers: every route is public (the throttle and the pending checks guard it). */
@Controller('api/sign')
@Public()
export class GoogleController {
  constructor(
    private readonly google: GoogleOidcService,
    private readonly pending: OidcPendingService,
    private readonly accounts: AccountService,
    private readonly sessions: SessionService,
    private readonly throttle: ThrottleService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('providers')
  providers(): SignInProviders {
    return { google: this.google.enabled };
  }

  @Post('google/start')
  @HttpCode(200)
  async start(
    @Body() body: OidcStartRequest | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OidcStartResult> {
    if (!this.google.enabled) throw new ApiRefusal(404, 'oidc_unavailable');
    await this.throttle.spend('oidc', request.ip, OIDC_START_THROTTLE, 'signin_throttled');
    const redirectUri = this.config.google?.redirectUri ?? publicUrl(this.config, request, OIDC_CALLBACK_PATH);
    const { url, checks } = await this.google.begin(redirectUri);
    // A return path that is not a path on this site is dropped, never followed (open redirect).
    await this.pending.save(request, reply, 'google', checks, safeReturnPath(body?.return_to));
    return { url };
  }

  @Post('callback/google')
  @HttpCode(200)
  async callback(
    @Body() body: Partial<Record<keyof OidcCallbackRequest, unknown>> | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OidcCallbackResult> {
    if (!this.google.enabled) throw new ApiRefusal(404, 'oidc_unavailable');
    const code = text(body?.code, 4096);
    const state = text(body?.state, 128);
    const iss = text(body?.iss, 1000) || undefined;
    if (!code) throw new ApiRefusal(400, 'field_required', 'code');
    if (!state) throw new ApiRefusal(400, 'field_required', 'state');
    // Only the redirect mode: the popup mode would need Google's own script on our pages (CSP).
    if (body?.ux_mode !== undefined && body.ux_mode !== 'redirect') throw new ApiRefusal(400, 'bad_request', 'ux_mode');
    const started = await this.pending.take(request, reply, 'google', state);
    if (!started) throw new ApiRefusal(400, 'oidc_expired');
    const identity = await this.google.finish(started.checks, { code, state, iss });
    const { user, created } = await this.accounts.signInWithIdentity(identity);
    if (!user.user_use) throw new ApiRefusal(401, 'signin_denied');
    // A session this browser held before (another account) ends here rather than lingering.
    const previous = await this.sessions.find(request.cookies?.[SESSION_COOKIE]);
    if (previous) await this.sessions.revoke(previous.session_id);
    const { token, sessionId } = await this.sessions.create(user.user_seq);
    setSessionCookie(this.config, request, reply, token);
    const sessionUser = newSessionUser(user, sessionId, this.config.sessionTtlMs);
    return { user: sessionUser, return_to: started.returnTo, created };
  }
}
