import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, type Type, UseGuards } from '@nestjs/common';
import type { DetailReply, ListReply, PageDecl, RecordValues, RemoveReply, SaveReply } from '@beantrail/contracts';
import { OptionalAuthGuard, SessionAuthGuard } from '../auth/guards';
import { RequireRole } from '../auth/role.guard';
import { PageRouteOf } from '../auth/route-rights';
import { ApiRefusal } from '../envelope/api-refusal';
import type { EntityHooks } from './entity-hooks';
import { EntityService } from './entity.service';
import { parseListRequest } from './list-query';
import { Caller, type PageCaller } from './page-caller';

/** The guards a page's routes need: the scope's role guard, or a session (optional when guests may read). */
export function guardsOf(page: PageDecl) {
  if (page.rights.scope) return RequireRole(page.rights.scope);
  const open = Object.values(page.rights.userTypes).some((types) => types?.includes('GUEST'));
  return UseGuards(open ? OptionalAuthGuard : SessionAuthGuard);
}

function bodyOf(body: unknown): RecordValues {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as RecordValues) : {};
}

/**
 * One thin controller per declared page, with the routes of its `api` paths (spec 000 §7, 001 §7):
 * POST list, GET detail/{id} (single key), GET or POST detail with the key fields, POST edit,
 * POST remove. Everything else happens in EntityService from the declaration.
 */
export function entityController(page: PageDecl, hooks?: EntityHooks): Type<unknown> {
  if (page.keys.length === 0) throw new Error(`page ${page.id} has no key`);
  const { list: listPath, detail: detailPath } = page.api;
  if (!listPath || !detailPath || page.createOnly)
    throw new Error(`page ${page.id} is create-only: use createController`);
  @Controller()
  @guardsOf(page)
  class PageController {
    constructor(@Inject(EntityService) private readonly entities: EntityService) {
      entities.register(page, hooks);
    }

    @Post(listPath)
    @HttpCode(200)
    @PageRouteOf(page, 'listview')
    list(@Body() body: unknown, @Caller() { user, grant }: PageCaller): Promise<ListReply> {
      // The body is the list parameters' only carrier: the query string is not read (docs/ENGINE.md "List calls").
      return this.entities.list(page, parseListRequest(body), user, grant);
    }

    @Get(`${detailPath}/:id`)
    @PageRouteOf(page, 'view')
    detailById(@Param('id') id: string, @Caller() { user, grant }: PageCaller): Promise<DetailReply> {
      // A composite key needs the other key fields too: detail answers 400 naming the missing one
      // (after the rights check, so a caller without rights learns nothing about the keys).
      return this.entities.detail(page, { [page.keys[0]]: id }, user, grant);
    }

    @Get(detailPath)
    @PageRouteOf(page, 'view')
    detailByQuery(@Query() query: RecordValues, @Caller() { user, grant }: PageCaller): Promise<DetailReply> {
      return this.entities.detail(page, query, user, grant);
    }

    @Post(detailPath)
    @HttpCode(200)
    @PageRouteOf(page, 'view')
    detailByBody(@Body() body: unknown, @Caller() { user, grant }: PageCaller): Promise<DetailReply> {
      const b = bodyOf(body);
      return this.entities.detail(
        page,
        b.keys && typeof b.keys === 'object' ? (b.keys as RecordValues) : b,
        user,
        grant,
      );
    }

    @Post(page.api.edit)
    @HttpCode(200)
    @PageRouteOf(page, 'save')
    save(@Body() body: unknown, @Caller() { user, grant, locale }: PageCaller): Promise<SaveReply> {
      if (!user) throw new ApiRefusal(401, 'noauth_text');
      return this.entities.save(page, body, user, locale, grant);
    }

    @Post(page.api.remove ?? page.api.edit.replace(/\/edit$/, '/remove'))
    @HttpCode(200)
    @PageRouteOf(page, 'remove')
    remove(@Body() body: unknown, @Caller() { user, grant }: PageCaller): Promise<RemoveReply> {
      if (!user) throw new ApiRefusal(401, 'noauth_text');
      return this.entities.remove(page, body, user, grant);
    }
  }
  Object.defineProperty(PageController, 'name', {
    value: `${page.id[0].toUpperCase()}${page.id.slice(1)}PageController`,
  });
  return PageController;
}
