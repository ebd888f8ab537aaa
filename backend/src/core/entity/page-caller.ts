import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Locale } from '@beantrail/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import type { ScopeRoleGrant } from '../auth/role.guard';
import { requestLocale } from '../envelope/request-locale';

/** Who calls a page's route: the signed-in user (null without a session), the role the guard checked, the language. */
export interface PageCaller {
  user: AuthUser | null;
  grant?: ScopeRoleGrant;
  locale: Locale;
}

/**
 * The caller of a declared page's route (entity and own-profile controllers), read off the request
 * as `CurrentUser`, `ScopeGrant` and `requestLocale` read it: one parameter for the three.
 */
export const Caller = createParamDecorator((_data: unknown, context: ExecutionContext): PageCaller => {
  const request = context
    .switchToHttp()
    .getRequest<FastifyRequest & { user?: AuthUser | null; scopeRole?: ScopeRoleGrant }>();
  return { user: request.user ?? null, grant: request.scopeRole, locale: requestLocale(request.headers) };
});
