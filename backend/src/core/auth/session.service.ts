import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { AuthUser } from './auth-user';
import { SessionRepository } from './session.repository';

export const SESSION_COOKIE = 'bt_session';
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions live only in the database (the cookie holds a random token, the row its SHA-256),
 * so any server process on the same database serves the same signed-in user.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly db: DataSource,
    private readonly sessions: SessionRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new session; within `manager` when it is part of a larger change (a password change). */
  async create(
    userSeq: number,
    manager: EntityManager = this.db.manager,
  ): Promise<{ token: string; sessionId: string }> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await new SessionRepository(manager).add({
      session_id: sha256(token),
      user_seq: userSeq,
      created_at: now,
      expires_at: now + this.config.sessionTtlMs,
    });
    return { token, sessionId: sha256(token) };
  }

  async find(token: string | undefined): Promise<AuthUser | null> {
    if (!token) return null;
    const sessionId = sha256(token);
    const row = await this.sessions.userOf(sessionId);
    if (!row || !Number(row.user_use) || Number(row.expires_at) <= Date.now()) return null;
    return {
      user_seq: Number(row.user_seq),
      user_id: String(row.user_id),
      user_name: String(row.user_name),
      user_type: row.user_type as AuthUser['user_type'],
      session_id: sessionId,
      session_created: Number(row.created_at),
      session_expires: Number(row.expires_at),
    };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.remove(sessionId);
  }

  /** A new token for the same user; the old one stops working at once. */
  async rotate(user: AuthUser): Promise<{ token: string; sessionId: string }> {
    return this.db.transaction(async (tx) => {
      await new SessionRepository(tx).remove(user.session_id);
      return this.create(user.user_seq, tx);
    });
  }
}
