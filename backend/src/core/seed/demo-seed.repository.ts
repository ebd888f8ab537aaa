import type { Scope } from '@beantrail/contracts';
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { SqlRepository } from '../database/sql-repository';
import { toDbTime } from '../entity/sql';

/** A demo account as the seeds read it (app_user). */
export interface DemoUserRow {
  user_seq: number;
  user_id: string;
  user_name: string;
  user_type: AuthUser['user_type'];
}

/** The demo House Blend's first lot as the roastery's QC notes name it. */
export interface DemoLotRow {
  blending_result_seq: number;
  blending_result_date: string;
}

/**
 * What the demo seeds read before they write (demo mode only): the demo accounts and organisations,
 * whether a seed already ran (its first table has rows), and the records an earlier seed saved that
 * a later one names. Every write goes through the generic handlers (core/seed/demo-writer.ts), except
 * the companies, which have no page a seed could save them with.
 */
@Injectable()
export class DemoSeedRepository extends SqlRepository {
  /** A demo account by its id. */
  user(userId: string): Promise<DemoUserRow | undefined> {
    return this.first(`SELECT user_seq, user_id, user_name, user_type FROM app_user WHERE user_id = ?`, [userId]);
  }

  /** A demo cafe's or roastery's key by its name. */
  async orgSeq(scope: Scope, name: string): Promise<number | undefined> {
    const row = await this.first<{ seq: number }>(`SELECT ${scope}_seq AS seq FROM ${scope} WHERE ${scope}_name = ?`, [
      name,
    ]);
    return row ? Number(row.seq) : undefined;
  }

  /** Whether `table` has a row of this owner: the seed that fills it has run (seeds are idempotent). */
  async hasRows(table: string, column: string, seq: number): Promise<boolean> {
    const row = await this.first<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`, [
      seq,
    ]);
    return Number(row?.n) > 0;
  }

  /** A master-data region's key (the demo bean's region on its story page). */
  async regionSeq(country: string, name: string): Promise<number | null> {
    const row = await this.first<{ region_seq: number }>(
      `SELECT region_seq FROM region WHERE region_country = ? AND region_name = ?`,
      [country, name],
    );
    return row ? Number(row.region_seq) : null;
  }

  /** A Korean company (seller, machine maker) by its name, added when missing; its key. */
  async company(type: string, name: string, nameKr: string, shop: string | null): Promise<number> {
    const found = await this.first<{ company_seq: number }>(`SELECT company_seq FROM company WHERE company_name = ?`, [
      name,
    ]);
    if (found) return Number(found.company_seq);
    const now = toDbTime(new Date());
    await this.db.query(
      `INSERT INTO company (company_country_code, company_type, company_name, company_name_locale, company_shop, company_use, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?)`,
      ['KOR', type, name, nameKr, shop, null, 'system', now, null, 'system', now],
    );
    const row = await this.first<{ company_seq: number }>(`SELECT company_seq FROM company WHERE company_name = ?`, [
      name,
    ]);
    return Number(row?.company_seq);
  }

  /** The House Blend's first lot's cafe QR uuids: the blend's and the lot's (a cafe registers them). */
  houseBlendCafeUuids(): Promise<{ blending_result_uuid_cafe: string; blending_uuid_cafe: string } | undefined> {
    return this.first(
      `SELECT r.blending_result_uuid_cafe, d.blending_uuid_cafe FROM blending_result r JOIN blending_default d ON d.blending_seq = r.blending_seq WHERE d.blending_name = 'BeanTrail House Blend' ORDER BY r.blending_result_seq LIMIT 1`,
    );
  }

  /** What the roastery's demo QC notes are of: the House Blend, its first lot, the Haiti roast and the Kochere bean's year. */
  async qcSubjects(roasterSeq: number) {
    const [lot, roast, bean, blend] = [
      await this.first<DemoLotRow>(
        `SELECT blending_result_seq, blending_result_date FROM blending_result WHERE roaster_seq = ? AND blending_name = 'BeanTrail House Blend' ORDER BY blending_result_seq LIMIT 1`,
        [roasterSeq],
      ),
      await this.first<{ roasting_result_seq: number; roasting_result_year: number }>(
        `SELECT roasting_result_seq, roasting_result_year FROM roasting_result WHERE roaster_seq = ? AND roasting_name = 'Haiti medium' ORDER BY roasting_result_seq LIMIT 1`,
        [roasterSeq],
      ),
      await this.first<{ greenbean_year: number; greenbean_roaster_seq: number }>(
        `SELECT greenbean_year, greenbean_roaster_seq FROM greenbean_roaster_year WHERE roaster_seq = ? AND greenbean_name = 'Ethiopia Yirgacheffe Kochere' LIMIT 1`,
        [roasterSeq],
      ),
      await this.first<{ blending_seq: number }>(
        `SELECT blending_seq FROM blending_default WHERE roaster_seq = ? AND blending_name = 'BeanTrail House Blend' LIMIT 1`,
        [roasterSeq],
      ),
    ];
    return lot && roast && bean && blend ? { lot, roast, bean, blend } : undefined;
  }

  /** The first lot in use's public QR serial (what a drinker's note is filled from). */
  async firstLotSerial(): Promise<string | undefined> {
    const row = await this.first<{ blending_result_uuid_str: string }>(
      `SELECT blending_result_uuid_str FROM blending_result WHERE blending_use = 1 ORDER BY blending_result_seq LIMIT 1`,
    );
    return row?.blending_result_uuid_str;
  }
}
