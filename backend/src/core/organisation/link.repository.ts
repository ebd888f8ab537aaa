import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../database/sql-repository';
import { createdStamps, insertSql, type Stamper } from '../database/stamps';

/** A roastery's link with a cafe (`roaster_cafe`): its state and what the roastery calls the cafe. */
export interface LinkRow {
  roaster_cafe_auth: string;
  roaster_cafe_nick: string | null;
  roaster_cafe_nick_locale: string | null;
  roaster_cafe_desc: string | null;
}

/** The words of a registration (002 §2.2 CafeRoasterRegister): the cafe's names at the roastery and a note. */
export interface LinkWords {
  nick: unknown;
  nickLocale: unknown;
  desc: unknown;
}

/** A cafe's or roastery's own names. */
export interface CafeNames {
  cafe_name: string | null;
  cafe_name_locale: string | null;
}
export interface RoasterNames {
  roaster_name: string | null;
  roaster_name_locale: string | null;
}

/** The cafe's side of a link as the roastery's decision sets it: the state, by whom and when. */
export interface CafeSide {
  roaster: unknown;
  cafe: unknown;
  auth: string;
  by: Stamper;
  now: string;
}

/**
 * The two sides of a roastery–cafe link (002 §2.2, §2.3): the roastery's row of the cafe
 * (`roaster_cafe`) and the cafe's own row of the roastery (`cafe_roaster`), which follows it.
 */
@Injectable()
export class LinkRepository extends SqlRepository {
  /** The roastery's link with this cafe, if it ever had one. */
  link(roaster: unknown, cafe: number): Promise<LinkRow | undefined> {
    const q = this.q;
    return this.first<LinkRow>(
      `SELECT ${q('roaster_cafe_auth')}, ${q('roaster_cafe_nick')}, ${q('roaster_cafe_nick_locale')}, ${q('roaster_cafe_desc')} FROM ${q('roaster_cafe')} WHERE ${q('roaster_seq')} = ? AND ${q('cafe_seq')} = ?`,
      [roaster, cafe],
    );
  }

  cafeNames(cafe: number): Promise<CafeNames | undefined> {
    return this.first<CafeNames>('SELECT cafe_name, cafe_name_locale FROM cafe WHERE cafe_seq = ?', [cafe]);
  }

  /** A registration over an existing link: its state and words, stamped as edited. */
  async reregister(roaster: unknown, cafe: number, auth: string, words: LinkWords, by: Stamper, now: string) {
    const q = this.q;
    await this.db.query(
      `UPDATE ${q('roaster_cafe')} SET ${q('roaster_cafe_auth')} = ?, ${q('roaster_cafe_nick')} = ?, ${q('roaster_cafe_nick_locale')} = ?, ${q('roaster_cafe_desc')} = ?, ` +
        `${q('edit_user')} = ?, ${q('edit_by')} = ?, ${q('edit_at')} = ? WHERE ${q('roaster_seq')} = ? AND ${q('cafe_seq')} = ?`,
      [auth, words.nick, words.nickLocale, words.desc, by.user_seq, by.user_id, now, roaster, cafe],
    );
  }

  /** A cafe's first registration with a roastery: a new link, in use, under a new uuid. */
  async register(roaster: unknown, cafe: number, auth: string, words: LinkWords, by: Stamper, now: string) {
    const row = {
      roaster_seq: roaster,
      cafe_seq: cafe,
      roaster_cafe_uuid: randomUUID(),
      roaster_cafe_auth: auth,
      roaster_cafe_nick: words.nick,
      roaster_cafe_nick_locale: words.nickLocale,
      roaster_cafe_desc: words.desc,
      roaster_cafe_use: 1,
      ...createdStamps(by, now),
    };
    await this.db.query(insertSql(this.q, 'roaster_cafe', Object.keys(row)), Object.values(row));
  }

  /** Whether the cafe has its own row of the roastery yet. */
  async hasCafeSide(cafe: unknown, roaster: unknown): Promise<boolean> {
    const q = this.q;
    const row = await this.first(
      `SELECT ${q('roaster_seq')} FROM ${q('cafe_roaster')} WHERE ${q('cafe_seq')} = ? AND ${q('roaster_seq')} = ?`,
      [cafe, roaster],
    );
    return Boolean(row);
  }

  /** The cafe's own row of the roastery takes the link's state. */
  async followOnCafeSide(side: CafeSide) {
    const q = this.q;
    await this.db.query(
      `UPDATE ${q('cafe_roaster')} SET ${q('cafe_roaster_auth')} = ?, ${q('edit_user')} = ?, ${q('edit_by')} = ?, ${q('edit_at')} = ? WHERE ${q('cafe_seq')} = ? AND ${q('roaster_seq')} = ?`,
      [side.auth, side.by.user_seq, side.by.user_id, side.now, side.cafe, side.roaster],
    );
  }

  roasterNames(roaster: unknown): Promise<RoasterNames | undefined> {
    const q = this.q;
    return this.first<RoasterNames>(
      `SELECT ${q('roaster_name')}, ${q('roaster_name_locale')} FROM ${q('roaster')} WHERE ${q('roaster_seq')} = ?`,
      [roaster],
    );
  }

  /** The cafe's first row of the roastery, named as the roastery names itself, under a new uuid. */
  async addCafeSide(side: CafeSide, names: RoasterNames | undefined) {
    const row = {
      cafe_seq: side.cafe,
      roaster_seq: side.roaster,
      cafe_roaster_uuid: randomUUID(),
      cafe_roaster_name: names?.roaster_name ?? null,
      cafe_roaster_name_locale: names?.roaster_name_locale ?? null,
      cafe_roaster_auth: side.auth,
      ...createdStamps(side.by, side.now),
    };
    await this.db.query(insertSql(this.q, 'cafe_roaster', Object.keys(row)), Object.values(row));
  }
}
