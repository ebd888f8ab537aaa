import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { safeReturnPath } from '@beantrail/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser, Public } from '../../core/auth/guards';
import { GoogleOidcService } from '../../core/auth/oidc/google-oidc.service';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { pageScriptFinder } from '../page-script';
import { compressed, localeOf, sessionPageHeaders } from '../server-page';
import { renderSignIn } from './signin-page';

/**
 * The sign-in page (spec 000 §2 "/user/signin") as a page the server renders (docs/FRONTEND.md
 * "The sign-in page"). Signing in itself stays POST /api/sign/signin; the page's script calls it.
 * `?from=` is where to go afterwards, kept only when safeReturnPath accepts it.
 */
@Controller()
@Public()
export class SignInPageController {
  private readonly pageScript: () => string | null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly google: GoogleOidcService,
  ) {
    this.pageScript = pageScriptFinder(config.staticRoot);
  }

  @Get(['user/signin', ':locale/user/signin'])
  page(
    @Param('locale') prefix: string | undefined,
    @Query('from') from: unknown,
    @CurrentUser() user: AuthUser | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Buffer | string {
    const locale = localeOf(prefix);
    sessionPageHeaders(reply);
    const html = renderSignIn({ locale, signedIn: !!user, from: safeReturnPath(from), google: this.google.enabled, script: this.pageScript() });
    return compressed(html, request, reply);
  }
}
