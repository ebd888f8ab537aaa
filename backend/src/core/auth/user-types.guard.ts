import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { UserType } from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';
import type { AuthUser } from './auth-user';

/** Where `UserTypes` (guards.ts) records the platform user types a route is for. */
export const USER_TYPES_KEY = 'bt:userTypes';

/** The caller's platform user type (spec 000 §6) is one the route names, or 403 nopermission_text. */
@Injectable()
export class UserTypesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const allowed = this.reflector.getAllAndOverride<UserType[]>(USER_TYPES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!allowed || (user && allowed.includes(user.user_type))) return true;
    throw new ApiRefusal(403, 'nopermission_text');
  }
}
