import { Injectable } from '@nestjs/common';
import type { DeepPartial } from 'typeorm';
import { UserEntity, UserIdentityEntity } from '../database/entities';
import { SqlRepository } from '../database/sql-repository';
import type { AuthUser } from './auth-user';

/** What a provider says now of an account's holder (001 §3 user_email, user_img). */
export interface ProviderProfile {
  user_email: string | null;
  user_img: string | null;
}

/**
 * Accounts (`app_user`) and the third-party identities linked to them (`user_identity`): built on
 * the data source, or on the transaction an account is made or its password changed in.
 */
@Injectable()
export class AccountRepository extends SqlRepository {
  byId(userId: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { user_id: userId } });
  }

  bySeq(userSeq: number): Promise<UserEntity | null> {
    return this.users.findOne({ where: { user_seq: userSeq } });
  }

  idTaken(userId: string): Promise<boolean> {
    return this.users.exists({ where: { user_id: userId } });
  }

  /** A new account, with its generated user_seq. */
  add(account: DeepPartial<UserEntity>): Promise<UserEntity> {
    return this.users.save(this.users.create(account));
  }

  /** The user's new password hash, stamped as the user's own edit. */
  async setPassword(user: Pick<AuthUser, 'user_seq' | 'user_id'>, hash: string, at: Date): Promise<void> {
    await this.users.update(
      { user_seq: user.user_seq },
      { user_pass: hash, edit_user: user.user_seq, edit_by: user.user_id, edit_at: at },
    );
  }

  /** The link of this provider identity (issuer, subject), if any. */
  identity(issuer: string, subject: string): Promise<UserIdentityEntity | null> {
    return this.identities.findOne({ where: { issuer, subject } });
  }

  /**
   * A linked identity signed in again: the link's e-mail and time, and the account's profile as the
   * provider gives it now; the account as it is after.
   */
  async signedInAgain(
    link: UserIdentityEntity,
    email: string | null,
    profile: ProviderProfile,
    at: Date,
  ): Promise<UserEntity> {
    await this.identities.update({ identity_seq: link.identity_seq }, { email, last_at: at });
    await this.users.update({ user_seq: link.user_seq }, profile);
    return this.users.findOneOrFail({ where: { user_seq: link.user_seq } });
  }

  async link(identity: Omit<UserIdentityEntity, 'identity_seq'>): Promise<void> {
    await this.identities.insert(identity);
  }

  private get users() {
    return this.db.getRepository(UserEntity);
  }

  private get identities() {
    return this.db.getRepository(UserIdentityEntity);
  }
}
