import { LOOKUPS, type Scope } from '@beantrail/contracts';
import { Body, Controller, HttpCode, Post, type Type } from '@nestjs/common';
import { RequireRole, ScopeGrant, type ScopeRoleGrant } from '../auth/role.guard';
import type { RequestBody } from '../http/body';
import { lookupRoute, type LookupRows } from '../entity/lookup-route';
import { MembershipRepository } from './membership.repository';

const seqOf = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * `POST /api/{scope}/user/code`: the selected cafe's or roastery's members, those holding a role now
 * (the equipment's person in charge, 002 §3 "selector labelled select_auth"; 001 §3), by their nick
 * there (else the account's name). Any role of the organisation may read it: it names colleagues. A
 * former member an equipment still names (`include_seq`) stays listed so the record reads their
 * name; the save accepts only members (contracts LOOKUPS, core/entity/reference-check.ts). Nothing
 * is left between parsing and the query, so the controller calls the repository.
 */
export function memberCodeController(scope: Scope): Type<unknown> {
  const url = `/api/${scope}/user/code` as const;

  @Controller()
  @RequireRole(scope)
  class MemberCodeController {
    constructor(private readonly memberships: MembershipRepository) {}

    @Post(lookupRoute(url))
    @HttpCode(200)
    members(@Body() body: RequestBody, @ScopeGrant() g: ScopeRoleGrant): LookupRows<typeof url> {
      return this.memberships.members(scope, LOOKUPS[url], g.seq, seqOf(body?.include_seq));
    }
  }
  Object.defineProperty(MemberCodeController, 'name', {
    value: `${scope[0].toUpperCase()}${scope.slice(1)}MemberCodeController`,
  });
  return MemberCodeController;
}
