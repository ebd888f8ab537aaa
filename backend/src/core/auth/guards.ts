import { Injectable, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { UserType } from '@beantrail/contracts';
import { fromRequest } from '../http/from-request';
import type { AuthUser } from './auth-user';
import { USER_TYPES_KEY, UserTypesGuard } from './user-types.guard';

/** Signed in, or 401 noauth_text. */
@Injectable()
export class SessionAuthGuard extends AuthGuard('session') {}

/**
 * Loads the user when there is a session; lets guests through with user = null. A session that
 * could not be looked up (the database is unavailable) is that error, not a guest: a signed-in
 * user must not be shown as signed out.
 */
@Injectable()
export class OptionalAuthGuard extends AuthGuard('session') {
  override handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    return (user || null) as T;
  }
}

/** Who a route is for when no type or role narrows it: anyone (`Public`) or anyone signed in (`SignedIn`). */
export const ACCESS_KEY = 'bt:access';
export type RouteAccess = 'public' | 'signedIn';

/** Signed in with one of these platform user types (spec 000 §6), or 403. */
export const UserTypes = (...types: UserType[]) =>
  applyDecorators(SetMetadata(USER_TYPES_KEY, types), UseGuards(SessionAuthGuard, UserTypesGuard));

/** Anyone, signed in or not (the caller is loaded when there is a session). A declared right: see route-rights.ts. */
export const Public = () =>
  applyDecorators(SetMetadata(ACCESS_KEY, 'public' satisfies RouteAccess), UseGuards(OptionalAuthGuard));

/** Anyone signed in, whatever the platform type (401 otherwise). A declared right: see route-rights.ts. */
export const SignedIn = () =>
  applyDecorators(SetMetadata(ACCESS_KEY, 'signedIn' satisfies RouteAccess), UseGuards(SessionAuthGuard));

/** The signed-in caller (or null behind OptionalAuthGuard). */
export const CurrentUser = fromRequest((request: { user?: AuthUser | null }) => request.user ?? null);
