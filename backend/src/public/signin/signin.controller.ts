import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { type Locale, pathForLocale, safeReturnPath } from '@beantrail/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser, Public } from '../../core/auth/guards';
import { GoogleOidcService } from '../../core/auth/oidc/google-oidc.service';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { pageScriptFinder } from '../page-script';
import { compressed, PageLocale, sessionPageHeaders } from '../server-page';
import { ADMIN_SIGNIN_PATH, renderSignIn } from './signin-page';

/**
 * The sign-in page (spec 000 §2 "/user/signin") as a page the server renders (docs/FRONTEND.md
 * "The sign-in page"). Signing in itself stays POST /api/sign/signin; the page's script calls it.
 * `?from=` is where to go afterwards, kept only when safeReturnPath accepts it, and in the page's language.
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

  @Get(['user/signin', ':locale/user/signin', 'setting/signin', ':locale/setting/signin'])
  page(
    @PageLocale() locale: Locale,
    @Query('from') from: unknown,
    @CurrentUser() user: AuthUser | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Buffer | string {
    // 002 §2.13 "admin sign-in page": the same page, for administrators only, landing in Settings.
    const admin = request.url.split('?')[0].replace(/^\/(en|kr)(?=\/)/, '') === ADMIN_SIGNIN_PATH;
    sessionPageHeaders(reply, { store: false });
    // The page to return to, in this page's language: the reader may have switched on the way.
    const back = safeReturnPath(from);
    const html = renderSignIn({
      locale,
      signedIn: user ? { name: user.user_name } : null,
      from: back && pathForLocale(back, locale),
      google: this.google.enabled,
      script: this.pageScript(),
      admin,
    });
    return compressed(html, request, reply);
  }
}
