import { LOOKUPS, type Scope } from '@beantrail/contracts';
import { Body, Controller, HttpCode, Post, type Type } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RequireRole, ScopeGrant, type ScopeRoleGrant } from '../auth/role.guard';
import { ownedRows } from '../entity/reference-check';
import { dialectOf } from '../entity/sql';

const seqOf = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * `POST /api/{scope}/user/code`: the selected cafe's or roastery's members, those holding a role now
 * (the equipment's person in charge, 002 §3 "selector labelled select_auth"; 001 §3), by their nick
 * there (else the account's name). Any role of the organisation may read it: it names colleagues. A
 * former member an equipment still names (`include_seq`) stays listed so the record reads their
 * name; the save accepts only members (contracts LOOKUPS, core/entity/reference-check.ts).
 */
export function memberCodeController(scope: Scope): Type<unknown> {
  const reference = LOOKUPS[`/api/${scope}/user/code`];

  @Controller(`api/${scope}/user`)
  @RequireRole(scope)
  class MemberCodeController {
    constructor(private readonly db: DataSource) {}

    @Post('code')
    @HttpCode(200)
    members(@Body() body: Record<string, unknown> | undefined, @ScopeGrant() g: ScopeRoleGrant) {
      const d = dialectOf(this.db);
      const { q } = d;
      const own = ownedRows(d, reference, { column: `${scope}_seq`, value: g.seq });
      const kept = seqOf(body?.include_seq);
      return this.db.query(
        `SELECT m.user_seq, COALESCE(NULLIF(m.${q(`${scope}_user_nick`)}, ''), u.user_name) AS user_nick, m.user_auth FROM ${q(`${scope}_user`)} m ` +
          `JOIN ${q('app_user')} u ON u.user_seq = m.user_seq WHERE m.${q(`${scope}_seq`)} = ? AND (m.user_seq IN (${own.sql})${kept ? ' OR m.user_seq = ?' : ''}) ORDER BY user_nick, m.user_seq`,
        [g.seq, ...own.params, ...(kept ? [kept] : [])],
      );
    }
  }
  Object.defineProperty(MemberCodeController, 'name', {
    value: `${scope[0].toUpperCase()}${scope.slice(1)}MemberCodeController`,
  });
  return MemberCodeController;
}
