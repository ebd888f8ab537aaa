import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { USER_NAME_RULE, isWellFormedText } from '@beantrail/contracts';
import { audit, type UserEntity } from '../database/entities';
import { isDuplicate } from '../entity/entity-save';
import { ApiRefusal } from '../envelope/api-refusal';
import { AccountRepository } from './account.repository';

/** A password nobody can match: accounts made by a third-party sign-in have none (sign-in by id refuses them). */
export const NO_PASSWORD = '!';

/** What a verified ID token says about its holder. */
export interface VerifiedIdentity {
  provider: 'google';
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
  /** The picture's address (an https URL), when the provider gave one. */
  picture: string | null;
}

/** What an account keeps of how it signs in (001 §3 user_provider, user_email, user_img). */
export interface AccountOrigin {
  user_provider: 'local' | 'google';
  user_email?: string | null;
  user_img?: string | null;
}

/**
 * Making accounts (docs/SECURITY.md "Accounts"): by sign-up with an id and password, or
 * on a first third-party sign-in. Every new account is platform type USER with no roles.
 */
@Injectable()
export class AccountService {
  constructor(private readonly db: DataSource) {}

  /**
   * A new USER account with a uuid of its own (001 §3 user_uuid); 409 user_id_taken when the id
   * exists (checked, and caught as a unique clash).
   */
  async create(
    tx: EntityManager,
    account: { user_id: string; user_name: string; user_pass: string },
    origin: AccountOrigin = { user_provider: 'local' },
  ): Promise<UserEntity> {
    const users = new AccountRepository(tx);
    if (await users.idTaken(account.user_id)) throw new ApiRefusal(409, 'user_id_taken', 'user_id');
    try {
      const now = new Date();
      return await users.add({
        ...account,
        user_email: null,
        user_img: null,
        ...origin,
        user_uuid: randomUUID(),
        user_type: 'USER',
        user_use: true,
        ...audit(null, now),
        rgst_by: account.user_id,
        edit_by: account.user_id,
      });
    } catch (error) {
      if (isDuplicate(error)) throw new ApiRefusal(409, 'user_id_taken', 'user_id');
      throw error;
    }
  }

  /**
   * The account linked to this provider identity, found by (issuer, subject) only — never by
   * e-mail — or a new one linked to it. Two first sign-ins at once: the second finds the first's.
   */
  async signInWithIdentity(identity: VerifiedIdentity): Promise<{ user: UserEntity; created: boolean }> {
    try {
      return await this.findOrCreate(identity);
    } catch (error) {
      if (!isDuplicate(error) && !(error instanceof ApiRefusal && error.key === 'user_id_taken')) throw error;
      return this.findOrCreate(identity);
    }
  }

  private findOrCreate(identity: VerifiedIdentity): Promise<{ user: UserEntity; created: boolean }> {
    return this.db.transaction(async (tx) => {
      const accounts = new AccountRepository(tx);
      const now = new Date();
      const link = await accounts.identity(identity.issuer, identity.subject);
      const given = { user_email: identity.email, user_img: identity.picture };
      // The profile shows what the provider says now (001 §3 user_email, user_img).
      if (link) return { user: await accounts.signedInAgain(link, identity.email, given, now), created: false };
      const user = await this.create(
        tx,
        { user_id: identityUserId(identity), user_name: identityUserName(identity), user_pass: NO_PASSWORD },
        { user_provider: identity.provider, ...given },
      );
      await accounts.link({
        user_seq: user.user_seq,
        provider: identity.provider,
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email,
        rgst_at: now,
        last_at: now,
      });
      return { user, created: true };
    });
  }
}

/** `google:<sub>`: the `:` keeps it apart from every id a sign-up can take (USER_ID_RULE). */
export function identityUserId(identity: Pick<VerifiedIdentity, 'provider' | 'issuer' | 'subject'>): string {
  const id = `${identity.provider}:${identity.subject}`;
  return id.length <= 100 && /^[\x21-\x7e]+$/.test(identity.subject)
    ? id
    : `${identity.provider}:${createHash('sha256').update(`${identity.issuer}\n${identity.subject}`).digest('hex').slice(0, 40)}`;
}

/** The provider's name for the person, else the e-mail's local part, within the name rule. */
export function identityUserName(identity: Pick<VerifiedIdentity, 'name' | 'email'>): string {
  for (const candidate of [identity.name, identity.email?.split('@')[0]]) {
    const text = candidate?.trim();
    if (text && isWellFormedText(text)) return [...text].slice(0, USER_NAME_RULE.maxLength).join('');
  }
  return 'Google user';
}
