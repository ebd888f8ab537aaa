import type { Locale, RecordValues, VarietyInfo } from '@beantrail/contracts';
import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../core/database/sql-repository';

export interface RegionOption {
  region_seq: number;
  region_country: string;
  region_parent_seq: number | null;
  region_name: string;
  region_name_locale: string | null;
}

export interface FarmOption {
  farm_seq: number;
  farm_country_code: string;
  farm_region_seq: number | null;
  farm_name: string;
  farm_name_locale: string | null;
}

export interface CompanyOption {
  company_seq: number;
  company_type: string;
  company_name: string;
  company_name_locale: string | null;
  company_shop: string | null;
}

export interface GreenbeanDefaultOption {
  greenbean_default_seq: number;
  greenbean_name: string;
  greenbean_name_locale: string | null;
  greenbean_country_code: string | null;
  greenbean_seller_seq: number | null;
}

export interface EquipOption {
  equip_seq: number;
  equip_type: string;
  equip_name: string;
  equip_name_locale: string | null;
  equip_manufacture_seq: number | null;
}

export interface CodeGroupOption {
  code_group_id: string;
  code_group_name: string;
  code_group_name_kr: string | null;
}

/** Filters of the option lists; a null filter is not applied. */
export interface FarmFilter {
  country: string;
  region: number | null;
}

/**
 * The dependent selects' queries (001 §7 "Lookup calls"): only rows in use, ordered by the name in
 * the caller's language (English: the name; Korean: the localized name), then by key.
 */
@Injectable()
export class LookupRepository extends SqlRepository {
  private order(locale: Locale, prefix: string): string {
    return locale === 'en' ? this.q(prefix + '_name') : this.q(prefix + '_name_locale');
  }

  /** A country's regions; `parentsOnly`: just the top-level ones a sub-region may hang under. */
  regions(country: string, parentsOnly: boolean, locale: Locale): Promise<RegionOption[]> {
    const q = this.q;
    const where = [`${q('region_country')} = ?`, `${q('region_use')} = 1`];
    if (parentsOnly) where.push(`${q('region_parent_seq')} IS NULL`);
    return this.db.query(
      `SELECT region_seq, region_country, region_parent_seq, region_name, region_name_locale FROM ${q('region')} WHERE ${where.join(' AND ')} ORDER BY ${this.order(locale, 'region')}, region_seq`,
      [country],
    );
  }

  farms(filter: FarmFilter, locale: Locale): Promise<FarmOption[]> {
    const q = this.q;
    const where = [`${q('farm_country_code')} = ?`, `${q('farm_use')} = 1`];
    const params: unknown[] = [filter.country];
    if (filter.region !== null) {
      where.push(`${q('farm_region_seq')} = ?`);
      params.push(filter.region);
    }
    return this.db.query(
      `SELECT farm_seq, farm_country_code, farm_region_seq, farm_name, farm_name_locale FROM ${q('farm')} WHERE ${where.join(' AND ')} ORDER BY ${this.order(locale, 'farm')}, farm_seq`,
      params,
    );
  }

  companies(type: string | null, locale: Locale): Promise<CompanyOption[]> {
    const q = this.q;
    const where = [`${q('company_use')} = 1`];
    const params: unknown[] = [];
    if (type) {
      where.push(`${q('company_type')} = ?`);
      params.push(type);
    }
    return this.db.query(
      `SELECT company_seq, company_type, company_name, company_name_locale, company_shop FROM ${q('company')} WHERE ${where.join(' AND ')} ORDER BY ${this.order(locale, 'company')}, company_seq`,
      params,
    );
  }

  /** The administrator green-bean catalogue, by seller and country. */
  greenbeanDefaults(seller: number | null, country: string | null, locale: Locale): Promise<GreenbeanDefaultOption[]> {
    const q = this.q;
    const where = [`${q('greenbean_use')} = 1`];
    const params: unknown[] = [];
    if (seller !== null) {
      where.push(`${q('greenbean_seller_seq')} = ?`);
      params.push(seller);
    }
    if (country) {
      where.push(`${q('greenbean_country_code')} = ?`);
      params.push(country);
    }
    return this.db.query(
      `SELECT greenbean_default_seq, greenbean_name, greenbean_name_locale, greenbean_country_code, greenbean_seller_seq FROM ${q('greenbean_default')} WHERE ${where.join(' AND ')} ORDER BY ${this.order(locale, 'greenbean')}, greenbean_default_seq`,
      params,
    );
  }

  /** One catalogue bean in use, its whole stored row (read through the page declaration). */
  async greenbeanDefault(seq: number): Promise<RecordValues | undefined> {
    return this.first<RecordValues>(
      `SELECT * FROM ${this.q('greenbean_default')} WHERE greenbean_default_seq = ? AND greenbean_use = 1`,
      [seq],
    );
  }

  /** Catalogue equipment by type and maker. */
  equipment(type: string | null, maker: number | null, locale: Locale): Promise<EquipOption[]> {
    const q = this.q;
    const where = [`${q('equip_use')} = 1`];
    const params: unknown[] = [];
    if (type) {
      where.push(`${q('equip_type')} = ?`);
      params.push(type);
    }
    if (maker !== null) {
      where.push(`${q('equip_manufacture_seq')} = ?`);
      params.push(maker);
    }
    return this.db.query(
      `SELECT equip_seq, equip_type, equip_name, equip_name_locale, equip_manufacture_seq FROM ${q('equip')} WHERE ${where.join(' AND ')} ORDER BY ${this.order(locale, 'equip')}, equip_seq`,
      params,
    );
  }

  /** Code groups; `all` false: only those in use. */
  codeGroups(all: boolean): Promise<CodeGroupOption[]> {
    const q = this.q;
    return this.db.query(
      `SELECT code_group_id, code_group_name, code_group_name_kr FROM ${q('code_group')}${all ? '' : ` WHERE ${q('code_group_use')} = 1`} ORDER BY code_group_id`,
    );
  }

  /** The first variety row in use and shown (variety_disp) of a variety code. */
  async variety(id: string): Promise<VarietyInfo | undefined> {
    return this.first<VarietyInfo>(
      `SELECT variety_id, species_type, variety_name, variety_name_kr, variety_desc, variety_desc_kr, variety_detail FROM ${this.q('variety')} ` +
        `WHERE variety_id = ? AND variety_use = 1 AND variety_disp = 1 ORDER BY variety_seq LIMIT 1`,
      [id],
    );
  }
}
