import type { Scope } from '@beantrail/contracts';
import type { DeepPartial } from 'typeorm';
import {
  CafeEntity,
  CafeUserEntity,
  CodeEntity,
  CodeGroupEntity,
  RoasterEntity,
  RoasterUserEntity,
  UserEntity,
} from '../database/entities';
import { SqlRepository } from '../database/sql-repository';

/**
 * What the base seed (seed.service.ts) reads and writes, on its transaction's manager: the code
 * groups and codes, and the demo accounts, the demo cafe and roastery, and their memberships.
 */
export class SeedRepository extends SqlRepository {
  codeGroups(): Promise<CodeGroupEntity[]> {
    return this.db.getRepository(CodeGroupEntity).find();
  }

  codes(): Promise<CodeEntity[]> {
    return this.db.getRepository(CodeEntity).find();
  }

  /** A group's names and edit_at, added or updated. */
  async saveGroup(group: DeepPartial<CodeGroupEntity>): Promise<void> {
    await this.db.getRepository(CodeGroupEntity).save(group);
  }

  /** Codes added or updated, two hundred to a save. */
  async saveCodes(codes: DeepPartial<CodeEntity>[]): Promise<void> {
    for (let i = 0; i < codes.length; i += 200) await this.db.getRepository(CodeEntity).save(codes.slice(i, i + 200));
  }

  roasterNamed(name: string): Promise<RoasterEntity | null> {
    return this.db.getRepository(RoasterEntity).findOne({ where: { roaster_name: name } });
  }

  addRoaster(roaster: DeepPartial<RoasterEntity>): Promise<RoasterEntity> {
    return this.db.getRepository(RoasterEntity).save(roaster);
  }

  cafeNamed(name: string): Promise<CafeEntity | null> {
    return this.db.getRepository(CafeEntity).findOne({ where: { cafe_name: name } });
  }

  addCafe(cafe: DeepPartial<CafeEntity>): Promise<CafeEntity> {
    return this.db.getRepository(CafeEntity).save(cafe);
  }

  account(userId: string): Promise<UserEntity | null> {
    return this.db.getRepository(UserEntity).findOne({ where: { user_id: userId } });
  }

  addAccount(account: DeepPartial<UserEntity>): Promise<UserEntity> {
    return this.db.getRepository(UserEntity).save(account);
  }

  /** Whether the user has a membership of cafe/roastery `org`, whatever its state. */
  isMember(scope: Scope, org: number, userSeq: number): Promise<boolean> {
    return this.memberships(scope).existsBy({ [`${scope}_seq`]: org, user_seq: userSeq });
  }

  /** A membership row (`{scope}_user`): its keys, role, state, nick and stamps. */
  async addMember(scope: Scope, membership: Record<string, unknown>): Promise<void> {
    await this.memberships(scope).insert(membership);
  }

  private memberships(scope: Scope) {
    return this.db.getRepository<RoasterUserEntity | CafeUserEntity>(
      scope === 'roaster' ? RoasterUserEntity : CafeUserEntity,
    );
  }
}
