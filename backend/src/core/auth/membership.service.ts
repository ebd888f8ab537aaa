import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Locale, Scope, ScopeRole, UserAuthEntry } from '@beantrail/contracts';

/** Which cafes/roasters a user belongs to, with which role (active memberships only). */
@Injectable()
export class MembershipService {
  constructor(private readonly db: DataSource) {}

  async rolesOf(userSeq: number, scope: Scope, locale: Locale): Promise<UserAuthEntry[]> {
    const rows = await this.db
      .createQueryBuilder()
      .select([
        `m.${scope}_seq AS auth_seq`,
        'm.user_auth AS user_auth',
        `o.${scope}_name AS name`,
        `o.${scope}_name_locale AS name_locale`,
        `o.${scope}_ads_hide AS ads_hide`,
      ])
      .from(`${scope}_user`, 'm')
      .innerJoin(scope, 'o', `o.${scope}_seq = m.${scope}_seq`)
      .where('m.user_seq = :userSeq AND m.user_status = :status', { userSeq, status: 'JOIN' })
      .orderBy(`m.${scope}_seq`, 'ASC')
      .getRawMany<{
        auth_seq: number;
        user_auth: ScopeRole;
        name: string | null;
        name_locale: string | null;
        ads_hide: unknown;
      }>();
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
