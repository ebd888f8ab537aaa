import { Controller, Get, HttpException, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { CAFE_ROLES, type CodeSimpleResult, type Locale, messageText, pathForLocale } from '@beantrail/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser, Public } from '../../core/auth/guards';
import { MembershipService } from '../../core/auth/membership.service';
import { CodesService } from '../../core/codes/codes.service';
import { APP_CONFIG, type AppConfig } from '../../core/config/config';
import { publicUrl } from '../../core/http/public-url';
import { BeanInfoService } from '../bean-info.service';
import { compressed, PageLocale, sessionPageHeaders } from '../server-page';
import type { StoryInfo } from './story-info';
import type { StoryContext } from './story-context';
import { storyMap, storyWheel } from './story-head';
import { renderNoStory, renderStory } from './story-page';
import { countryMapSvg, flavorWheelSvg } from './svg';

/** The code groups a story names: varieties, processes, the cup note's flavors and lists. */
const STORY_CODE_GROUPS = ['VRT', 'PRCS', 'FLVR', 'CNAFTST', 'CNTXTR', 'CNFLNG'];

/**
 * GET /{locale}?/info/beannote/{kind}/{uuid}: the page a QR code opens, rendered here as a whole
 * HTML document (docs/PUBLIC.md "A page the server renders"): a stranger's phone gets the story in
 * the first reply, with no application to download and start (Lighthouse mobile ≥ 90).
 * The reader's session decides the audience (guest or signed-in public stage) as for the API.
 */
/** Where a cafe registers what a page shows (002 §2.5): a blend as its bean, a lot as received. */
const REGISTER_PAGE: Record<string, string> = {
  beaninfo: '/cafe/coffeebean/qrdefault',
  beandetail: '/cafe/coffeebean/qrreceived',
};

@Controller()
@Public()
export class StoryController {
  constructor(
    private readonly beans: BeanInfoService,
    private readonly codes: CodesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly memberships: MembershipService,
  ) {}

  /**
   * The story a QR code opens, and 002 §2.4, §2.5 the cafe's copies of a blend's and a lot's page
   * (/cafe/coffeebean/beaninfo/{uuid}, /cafe/coffeebean/beandetail/{uuid}): read only, the same
   * story, with the registration link for a cafe role. The copies are two fixed paths (no `:kind`):
   * the other /cafe/coffeebean/… pages are the application's.
   */
  @Get([
    'info/beannote/:kind/:uuid',
    ':locale/info/beannote/:kind/:uuid',
    'cafe/coffeebean/beaninfo/:uuid',
    ':locale/cafe/coffeebean/beaninfo/:uuid',
    'cafe/coffeebean/beandetail/:uuid',
    ':locale/cafe/coffeebean/beandetail/:uuid',
  ])
  page(
    @Param('kind') kind: string | undefined,
    @Param('uuid') uuid: string,
    @PageLocale() locale: Locale,
    @CurrentUser() user: AuthUser | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | string> {
    if (kind !== undefined)
      return this.render(kind, uuid, `/info/beannote/${kind}/${uuid}`, locale, user, request, reply);
    const copy = request.url.split('?')[0].includes('/beandetail/') ? 'beandetail' : 'beaninfo';
    return this.render(copy, uuid, `/cafe/coffeebean/${copy}/${uuid}`, locale, user, request, reply);
  }

  private async render(
    kind: string,
    uuid: string,
    path: string,
    locale: Locale,
    user: AuthUser | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Buffer | string> {
    const ctx: StoryContext = {
      locale,
      path,
      signedIn: !!user,
      url: publicUrl(this.config, request, request.url.split('?')[0]),
      codeName: (_group, id) => id,
      imagePath: `/info/beannote/${kind}/${uuid}`,
      noteUrl: this.noteUrl(request, kind, uuid, locale),
    };
    // The page differs by session (the audience's stage): never shared by caches.
    sessionPageHeaders(reply);
    let info: StoryInfo;
    try {
      info = (await this.beans.info(kind, uuid, user)) as unknown as StoryInfo;
      // A link preview never tells more than a guest sees, whoever opened the link first.
      if (user) info.guest = (await this.beans.info(kind, uuid, null)) as unknown as StoryInfo;
    } catch (error) {
      if (!(error instanceof HttpException) || error.getStatus() !== 404) throw error;
      void reply.status(404);
      return renderNoStory(ctx, messageText('nopage_text', locale));
    }
    ctx.register = await this.registerLink(kind, uuid, user, locale);
    ctx.codeName = codeNames(await this.codes.simple({ code_group: STORY_CODE_GROUPS }, locale), locale);
    return compressed(renderStory(info, ctx), request, reply);
  }

  /** 002 §2.10: the public bean note's address in the page's language (PUBLIC_ORIGIN when set), what its QR code holds. */
  private noteUrl(request: FastifyRequest, kind: string, uuid: string, locale: Locale): string {
    return publicUrl(this.config, request, pathForLocale(`/info/beannote/${kind}/${uuid}`, locale));
  }

  /** 002 §2.10: a roaster's blend or lot offers its registration to a reader with a cafe role. */
  private async registerLink(
    kind: string,
    uuid: string,
    user: AuthUser | null,
    locale: Locale,
  ): Promise<string | undefined> {
    const target = REGISTER_PAGE[kind];
    if (!user || !target) return undefined;
    const roles = await this.memberships.rolesOf(user.user_seq, 'cafe', locale);
    if (!roles.some((r) => (CAFE_ROLES as readonly string[]).includes(r.user_auth))) return undefined;
    // The cafe pages take the blend's or lot's cafe QR uuid, not the public one.
    const cafeUuid = await this.beans.cafeUuid(kind, uuid);
    return cafeUuid ? `${target}/${cafeUuid}` : undefined;
  }

  /**
   * The story's map and flavor wheel as images (the page loads them lazily): the same audience and
   * stage as the page, 404 when the stage shows no origin or the cup note picked no flavor.
   */
  @Get(['info/beannote/:kind/:uuid/:chart', ':locale/info/beannote/:kind/:uuid/:chart'])
  async chart(
    @Param('kind') kind: string,
    @Param('uuid') uuid: string,
    @Param('chart') chart: string,
    @PageLocale() locale: Locale,
    @CurrentUser() user: AuthUser | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | string> {
    if (chart !== 'map.svg' && chart !== 'wheel.svg' && chart !== 'qr.svg') throw new NotFoundException();
    const info = (await this.beans.info(kind, uuid, user)) as unknown as StoryInfo;
    let svg: string | null = null;
    if (chart === 'qr.svg') {
      // 002 §2.10: the public bean note's address in the page's language (PUBLIC_ORIGIN when set).
      svg = await QRCode.toString(this.noteUrl(request, kind, uuid, locale), { type: 'svg', width: 128, margin: 2 });
    } else if (chart === 'map.svg') {
      const mapped = storyMap(info, locale);
      svg = mapped && countryMapSvg(mapped);
    } else {
      const wheel = storyWheel(
        info,
        locale,
        codeNames(await this.codes.simple({ code_group: ['FLVR'] }, locale), locale),
      );
      svg = wheel && flavorWheelSvg(wheel);
    }
    if (!svg) throw new NotFoundException();
    void reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .header('vary', 'cookie, accept-encoding');
    return compressed(svg, request, reply);
  }
}

function codeNames(codes: CodeSimpleResult, locale: Locale): StoryContext['codeName'] {
  const byGroup = new Map(
    Object.entries(codes).map(([group, { list }]) => [
      group,
      new Map(list.map((c) => [c.code_id, locale === 'kr' ? c.code_name_kr || c.code_name : c.code_name])),
    ]),
  );
  return (group, id) => byGroup.get(group)?.get(id) ?? id;
}
