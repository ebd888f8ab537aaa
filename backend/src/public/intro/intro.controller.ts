import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { Locale } from '@beantrail/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser, Public } from '../../core/auth/guards';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { publicUrl } from '../../core/http/public-url';
import { compressed, PageLocale, sessionPageHeaders } from '../server-page';
import { INTRO_PATH, renderIntro } from './intro-page';
import { pageScriptFinder } from '../page-script';

const QR = { width: 160, margin: 2 } as const;
/** A downloaded code keeps the standard's quiet zone of 4 modules (a printed label needs it); on the page, 2. */
const QR_FILE_MARGIN = 4;

/**
 * The intro (spec 000 §1, 002 §2.13) as a page the server renders (docs/PUBLIC.md "The intro,
 * also rendered by the server"), its QR code's two files, and `/`, which goes to it in the visitor's language.
 */
@Controller()
@Public()
export class IntroController {
  private readonly pageScript: () => string | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.pageScript = pageScriptFinder(config.staticRoot);
  }

  /** `/` and `/en`: the intro, in English for a visitor who chose it (cookie bt_lang=en), as the application did. */
  @Get(['', 'en', 'kr'])
  home(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const path = request.url.split('?')[0].replace(/\/+$/, '');
    const english = path === '/en' || (path === '' && request.cookies?.bt_lang === 'en');
    void reply
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .redirect(english ? `/en${INTRO_PATH}` : INTRO_PATH, 302);
  }

  @Get(['info/intro', ':locale/info/intro'])
  async page(
    @PageLocale() locale: Locale,
    @CurrentUser() user: AuthUser | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | string> {
    const url = introUrl(this.config, request, locale);
    // Signed in or not changes the page (the sign-in invitation).
    sessionPageHeaders(reply);
    const html = renderIntro({
      locale,
      url,
      signedIn: !!user,
      qrSvg: await QRCode.toString(url, { type: 'svg', ...QR }),
      script: this.pageScript(),
    });
    return compressed(html, request, reply);
  }

  /** The QR code of the intro as the files the page offers (spec 000 §9: QRCode.png, QRCode.svg). */
  @Get(['info/intro/:file', ':locale/info/intro/:file'])
  async qr(
    @Param('file') file: string,
    @PageLocale() locale: Locale,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | string> {
    // Only the two names (never the path's text) reach a header: a name with a quote, a control
    // character or Hangul in it was a 500 from Node's header check.
    if (file !== 'QRCode.svg' && file !== 'QRCode.png') throw new NotFoundException();
    const url = introUrl(this.config, request, locale);
    void reply
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', `attachment; filename="${file}"`);
    if (file === 'QRCode.svg') {
      void reply.header('content-type', 'image/svg+xml; charset=utf-8');
      return QRCode.toString(url, { type: 'svg', width: QR.width, margin: QR_FILE_MARGIN });
    }
    void reply.header('content-type', 'image/png');
    // Twice the page's size, as the application's own QR downloads are.
    return QRCode.toBuffer(url, { type: 'png', width: QR.width * 2, margin: QR_FILE_MARGIN });
  }
}

/** The intro's absolute URL in a language (PUBLIC_ORIGIN, else the host the visitor used). */
function introUrl(config: AppConfig, request: FastifyRequest, locale: Locale): string {
  return publicUrl(config, request, `${locale === 'en' ? '/en' : ''}${INTRO_PATH}`);
}
