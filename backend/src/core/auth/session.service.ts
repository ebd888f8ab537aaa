import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { SessionEntity } from '../database/entities';
import type { AuthUser } from './auth-user';

export const SESSION_COOKIE = 'bt_session';
const FIND_SESSION_SQL =
  'SELECT s.created_at AS created_at, s.expires_at AS expires_at, u.user_seq AS user_seq, u.user_id AS user_id, ' +
  'u.user_name AS user_name, u.user_type AS user_type, u.user_use AS user_use ' +
  'FROM `session` s INNER JOIN app_user u ON u.user_seq = s.user_seq WHERE s.session_id = ?';
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions live only in the database (the cookie holds a random token, the row its SHA-256),
 * so any server process on the same database serves the same signed-in user.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new session; within `manager` when it is part of a larger change (a password change). */
  async create(
    userSeq: number,
    manager: EntityManager = this.db.manager,
  ): Promise<{ token: string; sessionId: string }> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await manager.getRepository(SessionEntity).insert({
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
    // Plain SQL, not the query builder: this runs on every signed-in call (bench: docs/PERFORMANCE.md).
    const rows: Array<Record<string, unknown>> = await this.db.query(FIND_SESSION_SQL, [sessionId]);
    const row = rows[0];
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
    await this.db.getRepository(SessionEntity).delete({ session_id: sessionId });
  }

  /** A new token for the same user; the old one stops working at once. */
  async rotate(user: AuthUser): Promise<{ token: string; sessionId: string }> {
    return this.db.transaction(async (tx) => {
      await tx.getRepository(SessionEntity).delete({ session_id: user.session_id });
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      await tx.getRepository(SessionEntity).insert({
        session_id: sha256(token),
        user_seq: user.user_seq,
        created_at: now,
        expires_at: now + this.config.sessionTtlMs,
      });
      return { token, sessionId: sha256(token) };
    });
  }
}
