import { Injectable } from '@nestjs/common';
import type { DbFlag } from '../database/row-types';
import { SessionEntity } from '../database/entities';
import { SqlRepository } from '../database/sql-repository';

const FIND_SESSION_SQL =
  'SELECT s.created_at AS created_at, s.expires_at AS expires_at, u.user_seq AS user_seq, u.user_id AS user_id, ' +
  'u.user_name AS user_name, u.user_type AS user_type, u.user_use AS user_use ' +
  'FROM `session` s INNER JOIN app_user u ON u.user_seq = s.user_seq WHERE s.session_id = ?';

/** A session row with the account it signs in (bigint times: numbers on SQLite, maybe text on MariaDB). */
export interface SessionUserRow {
  created_at: number | string;
  expires_at: number | string;
  user_seq: number | string;
  user_id: string;
  user_name: string;
  user_type: string;
  user_use: DbFlag;
}

/** The `session` table: a row per signed-in browser, keyed by the SHA-256 of its cookie's token. */
@Injectable()
export class SessionRepository extends SqlRepository {
  /**
   * The session and its account. Plain SQL, not the query builder: this runs on every signed-in
   * call (bench: docs/PERFORMANCE.md).
   */
  userOf(sessionId: string): Promise<SessionUserRow | undefined> {
    return this.first<SessionUserRow>(FIND_SESSION_SQL, [sessionId]);
  }

  async add(session: SessionEntity): Promise<void> {
    await this.db.getRepository(SessionEntity).insert(session);
  }

  async remove(sessionId: string): Promise<void> {
    await this.db.getRepository(SessionEntity).delete({ session_id: sessionId });
  }

  /** Every session of the user (a password change signs every device out). */
  async removeAllOf(userSeq: number): Promise<void> {
    await this.db.getRepository(SessionEntity).delete({ user_seq: userSeq });
  }
}
