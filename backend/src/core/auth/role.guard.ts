import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Scope, type ScopeRole, scopeSeqParam } from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';
import { fromRequest } from '../http/from-request';
import type { AuthUser } from './auth-user';
import { SessionAuthGuard } from './guards';
import { RoleRepository } from './role.repository';

export interface ScopeRoleGrant {
  scope: Scope;
  seq: number;
  role: ScopeRole;
}

export const ROLE_KEY = 'bt:role';
export interface RoleRule {
  scope: Scope;
  roles?: readonly ScopeRole[];
}
type RoleRequest = {
  method: string;
  query?: Record<string, unknown>;
  body?: unknown;
  user?: AuthUser;
  scopeRole?: ScopeRoleGrant;
};

/**
 * Checks on every call that the caller really holds the selected role: `{scope}_seq` comes from
 * the query string for GET and from the JSON body for POST (spec 000 §7), and the membership row
 * must exist, be active (JOIN) and, when the route names roles, carry one of them.
 */
@Injectable()
export class RoleGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly roles: RoleRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<RoleRule>(ROLE_KEY, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<RoleRequest>();
    if (!rule || !request.user) return !rule;
    const source = request.method === 'POST' ? (request.body as Record<string, unknown> | undefined) : request.query;
    const raw = source?.[scopeSeqParam(rule.scope)];
    const seq = Number(raw);
    if (raw === undefined || raw === null || raw === '' || !Number.isInteger(seq) || seq <= 0)
      throw new ApiRefusal(400, 'bad_request', scopeSeqParam(rule.scope));
    const role = await this.roles.held(rule.scope, seq, request.user.user_seq);
    if (!role || (rule.roles && !rule.roles.includes(role))) throw new ApiRefusal(403, 'role_not_held');
    request.scopeRole = { scope: rule.scope, seq, role };
    return true;
  }
}

/** Signed in and holding a role (one of `roles`, when given) in the selected cafe/roaster. */
export const RequireRole = (scope: Scope, roles?: readonly ScopeRole[]) =>
  applyDecorators(SetMetadata(ROLE_KEY, { scope, roles }), UseGuards(SessionAuthGuard, RoleGuard));

/** The grant the RoleGuard checked, for ownership checks in queries. */
export const ScopeGrant = fromRequest((request: RoleRequest) => request.scopeRole);
