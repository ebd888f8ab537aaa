import { SetMetadata, type Type } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { type PageAction, type PageDecl, SIGNED_IN_TYPES, USER_TYPES, type UserType } from '@beantrail/contracts';
import { ACCESS_KEY, type RouteAccess } from './guards';
import { USER_TYPES_KEY } from './user-types.guard';
import { ROLE_KEY, type RoleRule } from './role.guard';

/** A generic page route and the action whose rights it checks ('save' is write or edit, by the payload's mode). */
export interface PageRoute {
  page: PageDecl;
  action: PageAction | 'save';
}

export const PAGE_ROUTE_KEY = 'bt:pageRoute';

/** Marks an entity-engine handler with its page and action: its rights are the declaration's (`can()`). */
export const PageRouteOf = (page: PageDecl, action: PageRoute['action']) =>
  SetMetadata(PAGE_ROUTE_KEY, { page, action } satisfies PageRoute);

/**
 * What a route declares about who may call it. Every route declares it one of these ways
 * (authorization-matrix.api.spec.ts fails for a route that does not):
 * - served by the page engine (`entityController(page)`, `createController(page)`): the page
 *   declaration's `rights` for the route's action;
 * - `@Public()`: anyone; `@SignedIn()`: anyone signed in;
 * - `@UserTypes(...)`: signed in with one of these platform types;
 * - `@RequireRole(scope, roles?)`: a role (one of `roles`) in the selected cafe/roastery;
 *   with `@UserTypes` too, both.
 */
export interface DeclaredRights {
  page?: PageRoute;
  guests: boolean;
  userTypes: readonly UserType[];
  role?: RoleRule;
}

/** The rights a handler declares (method decorators over its controller's), or null when it declares none. */
export function declaredRights(
  reflector: Reflector,
  handler: (...args: never[]) => unknown,
  controller: Type<unknown>,
): DeclaredRights | null {
  const targets = [handler, controller];
  const page = reflector.getAllAndOverride<PageRoute | undefined>(PAGE_ROUTE_KEY, targets);
  if (page) {
    const types =
      page.action === 'save'
        ? [...(page.page.rights.userTypes.write ?? []), ...(page.page.rights.userTypes.edit ?? [])]
        : (page.page.rights.userTypes[page.action] ?? []);
    return {
      page,
      guests: types.includes('GUEST'),
      userTypes: types.filter((t) => t !== 'GUEST'),
      role: page.page.rights.scope ? { scope: page.page.rights.scope } : undefined,
    };
  }
  const access = reflector.getAllAndOverride<RouteAccess | undefined>(ACCESS_KEY, targets);
  const types = reflector.getAllAndOverride<UserType[] | undefined>(USER_TYPES_KEY, targets);
  const role = reflector.getAllAndOverride<RoleRule | undefined>(ROLE_KEY, targets);
  if (!access && !types && !role) return null;
  const guests = access === 'public' && !types && !role;
  const userTypes = types ?? (guests ? USER_TYPES.filter((t) => t !== 'GUEST') : SIGNED_IN_TYPES);
  return { guests, userTypes, role };
}
