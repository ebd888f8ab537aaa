import { Body, Controller, Get, HttpCode, Inject, Post, type Type } from '@nestjs/common';
import type { DetailReply, PageDecl, RecordValues, SaveReply } from '@beantrail/contracts';
import type { AuthUser } from '../auth/auth-user';
import { PageRouteOf } from '../auth/route-rights';
import { ApiRefusal } from '../envelope/api-refusal';
import { guardsOf } from './entity-controller';
import type { EntityHooks } from './entity-hooks';
import { EntityService } from './entity.service';
import { Caller, type PageCaller } from './page-caller';

/**
 * The routes of an own-profile page (`PageDecl.self`; 001 §2 "own profile … no list, no delete
 * button", §7): `GET {detail}` reads the caller's own record and `POST {edit}` saves it, through
 * the page's rights, checks and transaction. The key is the signed-in user's, never the request's:
 * naming another record is a 404, as if it did not exist. There is no list, write or remove route.
 */
export function profileController(page: PageDecl, hooks?: EntityHooks): Type<unknown> {
  if (!page.self || !page.profile || !page.api.detail) throw new Error(`page ${page.id} is no own-profile page`);
  const key = page.self.key;
  const own = (user: AuthUser | null): RecordValues => {
    if (!user) throw new ApiRefusal(401, 'noauth_text');
    return { [key]: user.user_seq };
  };
  const isObject = (v: unknown): v is RecordValues => !!v && typeof v === 'object' && !Array.isArray(v);

  @Controller()
  @guardsOf(page)
  class ProfileController {
    constructor(@Inject(EntityService) private readonly entities: EntityService) {
      entities.register(page, hooks);
    }

    @Get(page.api.detail!)
    @PageRouteOf(page, 'view')
    detail(@Caller() { user, grant }: PageCaller): Promise<DetailReply> {
      return this.entities.detail(page, own(user), user, grant);
    }

    @Post(page.api.edit)
    @PageRouteOf(page, 'save')
    @HttpCode(200)
    save(@Body() body: unknown, @Caller() { user, grant, locale }: PageCaller): Promise<SaveReply> {
      const keys = own(user);
      if (!isObject(body)) throw new ApiRefusal(400, 'bad_request');
      const named = isObject(body.keys) ? body.keys[key] : undefined;
      if (named !== undefined && String(named) !== String(keys[key])) throw new ApiRefusal(404, 'nopage_text');
      return this.entities.save(page, { ...body, keys }, user!, locale, grant);
    }
  }
  Object.defineProperty(ProfileController, 'name', {
    value: `${page.id[0].toUpperCase()}${page.id.slice(1)}ProfileController`,
  });
  return ProfileController;
}
