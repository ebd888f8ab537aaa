import { Body, Controller, HttpCode, Inject, Post, Req, type Type, UseGuards } from '@nestjs/common';
import type { PageDecl, SaveReply } from '@beantrail/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser, SessionAuthGuard } from '../auth/guards';
import { PageRouteOf } from '../auth/route-rights';
import { requestLocale } from '../envelope/request-locale';
import type { EntityHooks } from './entity-hooks';
import { EntityService } from './entity.service';

/**
 * The one route of a create-only page (002 §2.1 /api/cafe/create): a signed-in caller's save in
 * write mode, through the same rights, checks and transaction as every other page.
 */
export function createController(page: PageDecl, hooks: EntityHooks): Type<unknown> {
  if (!page.createOnly) throw new Error(`page ${page.id} is not create-only`);
  @Controller()
  @UseGuards(SessionAuthGuard)
  class CreateController {
    constructor(@Inject(EntityService) private readonly entities: EntityService) {
      entities.register(page, hooks);
    }

    @Post(page.api.edit)
    @HttpCode(200)
    @PageRouteOf(page, 'save')
    create(@Body() body: unknown, @Req() request: FastifyRequest, @CurrentUser() user: AuthUser): Promise<SaveReply> {
      return this.entities.save(page, body, user, requestLocale(request.headers));
    }
  }
  Object.defineProperty(CreateController, 'name', {
    value: `${page.id[0].toUpperCase()}${page.id.slice(1)}Controller`,
  });
  return CreateController;
}
