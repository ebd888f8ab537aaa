import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Locale } from '@beantrail/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth-user';
import type { ScopeRoleGrant } from '../auth/role.guard';
import { requestLocale } from '../envelope/request-locale';

/** Who saves a page's record: the signed-in caller (null without a session), the role the guard checked, the language. */
export interface SaveCaller {
  user: AuthUser | null;
  grant?: ScopeRoleGrant;
  locale: Locale;
}

/**
 * The caller of a page's save route (entity and own-profile controllers), read off the request as
 * `CurrentUser`, `ScopeGrant` and `requestLocale` read it.
 */
export const Caller = createParamDecorator((_data: unknown, context: ExecutionContext): SaveCaller => {
  const request = context
    .switchToHttp()
    .getRequest<FastifyRequest & { user?: AuthUser | null; scopeRole?: ScopeRoleGrant }>();
  return { user: request.user ?? null, grant: request.scopeRole, locale: requestLocale(request.headers) };
});
