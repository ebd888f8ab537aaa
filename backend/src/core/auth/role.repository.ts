import { Injectable } from '@nestjs/common';
import type { Scope, ScopeRole } from '@beantrail/contracts';
import { CafeUserEntity, RoasterUserEntity } from '../database/entities';
import { SqlRepository } from '../database/sql-repository';

/** An active membership with its cafe's or roastery's names (the role selection, 000 §7). */
export interface HeldRoleRow {
  auth_seq: number;
  user_auth: ScopeRole;
  name: string | null;
  name_locale: string | null;
  ads_hide: unknown;
}

/** The roles a user holds now (`{scope}_user` rows in state JOIN), read on every scoped call. */
@Injectable()
export class RoleRepository extends SqlRepository {
  /** The role this user holds in cafe/roastery `seq`, or undefined when not an active member. */
  async held(scope: Scope, seq: number, userSeq: number): Promise<ScopeRole | undefined> {
    const entity = scope === 'roaster' ? RoasterUserEntity : CafeUserEntity;
    const row = await this.db.getRepository(entity).findOne({
      where: { [`${scope}_seq`]: seq, user_seq: userSeq, user_status: 'JOIN' },
    });
    return row?.user_auth as ScopeRole | undefined;
  }

  /** Every active membership of the user in the scope, by the organisation's number. */
  rolesOf(userSeq: number, scope: Scope): Promise<HeldRoleRow[]> {
    return this.db
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
      .getRawMany<HeldRoleRow>();
  }
}
