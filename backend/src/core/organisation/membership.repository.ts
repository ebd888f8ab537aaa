import type { MemberOption, Reference, Scope } from '@beantrail/contracts';
import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../database/sql-repository';
import { createdStamps, insertSql, type Stamper } from '../database/stamps';
import { ownedRows } from '../entity/reference-check';
import { dialectOf } from '../entity/sql';

/** A user's membership of a cafe or roastery: the role or state, and the nick and words there (`{scope}_user_nick`, `{scope}_user_desc`). */
export interface MembershipRow {
  user_auth: string;
  [nickOrDesc: string]: unknown;
}

/** What an application (002 §2.4) or a creation (002 §2.1) writes of a membership. */
export interface MembershipChange {
  auth: string;
  status: 'JOIN' | 'WAIT' | 'OUT';
  nick: unknown;
}

/** The memberships of cafes and roasteries (`cafe_user`, `roaster_user`; 002 §4, §6). */
@Injectable()
export class MembershipRepository extends SqlRepository {
  /** This user's membership of the cafe or roastery `org`, whatever its state. */
  membership(scope: Scope, org: unknown, userSeq: number): Promise<MembershipRow | undefined> {
    const q = this.q;
    return this.first<MembershipRow>(
      `SELECT ${q('user_auth')}, ${q(`${scope}_user_nick`)}, ${q(`${scope}_user_desc`)} FROM ${q(`${scope}_user`)} WHERE ${q(`${scope}_seq`)} = ? AND ${q('user_seq')} = ?`,
      [org, userSeq],
    );
  }

  /** An application over an existing membership: its state, nick and words, stamped as edited. */
  async reapply(
    scope: Scope,
    org: unknown,
    by: Stamper,
    change: MembershipChange & { desc: unknown },
    now: string,
  ): Promise<void> {
    const q = this.q;
    await this.db.query(
      `UPDATE ${q(`${scope}_user`)} SET ${q('user_auth')} = ?, ${q('user_status')} = ?, ${q(`${scope}_user_nick`)} = ?, ${q(`${scope}_user_desc`)} = ?, ` +
        `${q('edit_user')} = ?, ${q('edit_by')} = ?, ${q('edit_at')} = ? WHERE ${q(`${scope}_seq`)} = ? AND ${q('user_seq')} = ?`,
      [change.auth, change.status, change.nick, change.desc, by.user_seq, by.user_id, now, org, by.user_seq],
    );
  }

  /**
   * A new membership of `by` in `org`. An application (with `desc`) also writes its words and the
   * use flag; an owner's row from a creation leaves both to the table's defaults.
   */
  async add(scope: Scope, org: unknown, by: Stamper, change: MembershipChange & { desc?: unknown }, now: string) {
    const row: Record<string, unknown> = {
      [`${scope}_seq`]: org,
      user_seq: by.user_seq,
      user_auth: change.auth,
      user_status: change.status,
      [`${scope}_user_nick`]: change.nick,
      ...('desc' in change ? { [`${scope}_user_desc`]: change.desc, [`${scope}_user_use`]: 1 } : {}),
      ...createdStamps(by, now),
    };
    await this.db.query(insertSql(this.q, `${scope}_user`, Object.keys(row)), Object.values(row));
  }

  /** How many cafes or roasteries this user owns now (the creation cap, 002 §2.1). */
  async ownedCount(scope: Scope, userSeq: number): Promise<number> {
    const q = this.q;
    const row = await this.first<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM ${q(`${scope}_user`)} WHERE ${q('user_seq')} = ? AND ${q('user_auth')} = 'OWN' AND ${q('user_status')} = 'JOIN'`,
      [userSeq],
    );
    return Number(row?.n ?? 0);
  }

  /**
   * The members of `org` the reference offers (those holding a role now), by nick there, else the
   * account's name; and `kept`, a former member a record still names, whatever their state.
   */
  members(scope: Scope, reference: Reference, org: number, kept: number | null): Promise<MemberOption[]> {
    const d = dialectOf(this.db);
    const { q } = d;
    const own = ownedRows(d, reference, { column: `${scope}_seq`, value: org });
    return this.db.query(
      `SELECT m.user_seq, COALESCE(NULLIF(m.${q(`${scope}_user_nick`)}, ''), u.user_name) AS user_nick, m.user_auth FROM ${q(`${scope}_user`)} m ` +
        `JOIN ${q('app_user')} u ON u.user_seq = m.user_seq WHERE m.${q(`${scope}_seq`)} = ? AND (m.user_seq IN (${own.sql})${kept ? ' OR m.user_seq = ?' : ''}) ORDER BY user_nick, m.user_seq`,
      [org, ...own.params, ...(kept ? [kept] : [])],
    );
  }
}
