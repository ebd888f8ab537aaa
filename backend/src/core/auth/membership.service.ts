import { Injectable } from '@nestjs/common';
import type { Locale, Scope, UserAuthEntry } from '@beantrail/contracts';
import { RoleRepository } from './role.repository';

/** Which cafes/roasters a user belongs to, with which role (active memberships only). */
@Injectable()
export class MembershipService {
  constructor(private readonly roles: RoleRepository) {}

  async rolesOf(userSeq: number, scope: Scope, locale: Locale): Promise<UserAuthEntry[]> {
    const rows = await this.roles.rolesOf(userSeq, scope);
    // The name in the caller's language, else the other one: a cafe may be named in one language only (001 §5 Names).
    return rows.map((r) => ({
      auth_seq: Number(r.auth_seq),
      user_auth: r.user_auth,
      auth_name: (locale === 'kr' ? r.name_locale || r.name : r.name || r.name_locale) ?? '',
      // Booleans come back as 0/1 from both engines (001 §1, ads.ts).
      ads_hidden: Number(r.ads_hide) === 1,
    }));
  }
}
