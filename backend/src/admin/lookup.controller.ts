import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { SignedIn } from '../core/auth/guards';
import { requestLocale } from '../core/envelope/request-locale';
import { dialectOf } from '../core/entity/sql';
import { ApiRefusal } from '../core/envelope/api-refusal';
import { columnFields, outputRow } from '../core/entity/entity-rows';
import { greenbeanDefaultAdminPage } from '@beantrail/contracts';

type Body = Record<string, unknown> | undefined;
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());
const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/**
 * Option lists for dependent selects (001 §7 "Lookup calls"): regions after a country, farms after
 * country and region, companies by type, code groups. Any signed-in user may read them (green-bean
 * forms of roasters and cafes use them too); only rows in use are offered.
 */
@Controller()
@SignedIn()
export class LookupController {
  constructor(private readonly db: DataSource) {}

  private order(request: FastifyRequest, prefix: string): string {
    const q = dialectOf(this.db).q;
    return requestLocale(request.headers) === 'en' ? `${q(prefix + '_name')}` : `${q(prefix + '_name_locale')}`;
  }

  @Post('api/code/region')
  @HttpCode(200)
  async region(@Body() body: Body, @Req() request: FastifyRequest) {
    const q = dialectOf(this.db).q;
    const country = str(body?.region_country);
    if (!country) return [];
    const where = [`${q('region_country')} = ?`, `${q('region_use')} = 1`];
    // is_parent: only top-level regions (those a sub-region may hang under).
    if (truthy(body?.is_parent)) where.push(`${q('region_parent_seq')} IS NULL`);
    return this.db.query(
      `SELECT region_seq, region_country, region_parent_seq, region_name, region_name_locale FROM ${q('region')} WHERE ${where.join(' AND ')} ORDER BY ${this.order(request, 'region')}, region_seq`,
      [country],
    );
  }

  @Post('api/code/farm')
  @HttpCode(200)
  async farm(@Body() body: Body, @Req() request: FastifyRequest) {
    const q = dialectOf(this.db).q;
    const country = str(body?.region_country ?? body?.farm_country_code);
    if (!country) return [];
    const where = [`${q('farm_country_code')} = ?`, `${q('farm_use')} = 1`];
    const params: unknown[] = [country];
    const region = Number(str(body?.farm_region_seq));
    if (Number.isInteger(region) && region > 0) {
      where.push(`${q('farm_region_seq')} = ?`);
      params.push(region);
    }
    return this.db.query(
      `SELECT farm_seq, farm_country_code, farm_region_seq, farm_name, farm_name_locale FROM ${q('farm')} WHERE ${where.join(' AND ')} ORDER BY ${this.order(request, 'farm')}, farm_seq`,
      params,
    );
  }

  @Post('api/code/company')
  @HttpCode(200)
  async company(@Body() body: Body, @Req() request: FastifyRequest) {
    const q = dialectOf(this.db).q;
    const where = [`${q('company_use')} = 1`];
    const params: unknown[] = [];
    const type = str(body?.company_type);
    if (type) {
      where.push(`${q('company_type')} = ?`);
      params.push(type);
    }
    return this.db.query(
      `SELECT company_seq, company_type, company_name, company_name_locale, company_shop FROM ${q('company')} WHERE ${where.join(' AND ')} ORDER BY ${this.order(request, 'company')}, company_seq`,
      params,
    );
  }

  /** The administrator green-bean catalogue (filters greenbean_seller_seq, greenbean_country_code), 001 §7. */
  @Post('api/code/greenbean/default')
  @HttpCode(200)
  async greenbeanDefaults(@Body() body: Body, @Req() request: FastifyRequest) {
    const q = dialectOf(this.db).q;
    const where = [`${q('greenbean_use')} = 1`];
    const params: unknown[] = [];
    const seller = Number(str(body?.greenbean_seller_seq));
    if (Number.isInteger(seller) && seller > 0) {
      where.push(`${q('greenbean_seller_seq')} = ?`);
      params.push(seller);
    }
    const country = str(body?.greenbean_country_code);
    if (country) {
      where.push(`${q('greenbean_country_code')} = ?`);
      params.push(country);
    }
    return this.db.query(
      `SELECT greenbean_default_seq, greenbean_name, greenbean_name_locale, greenbean_country_code, greenbean_seller_seq FROM ${q('greenbean_default')} WHERE ${where.join(' AND ')} ORDER BY ${this.order(request, 'greenbean')}, greenbean_default_seq`,
      params,
    );
  }

  /**
   * One catalogue bean's fields to copy into a roaster's form (001 §4 "choosing an existing default
   * copies its fields (except keys, use flag, edit_at)").
   */
  @Post('api/code/greenbean/default/copy')
  @HttpCode(200)
  async greenbeanCopy(@Body() body: Body) {
    const q = dialectOf(this.db).q;
    const seq = Number(str(body?.greenbean_default_seq));
    const [row] = Number.isInteger(seq) && seq > 0 ? await this.db.query(`SELECT * FROM ${q('greenbean_default')} WHERE greenbean_default_seq = ? AND greenbean_use = 1`, [seq]) : [];
    if (!row) throw new ApiRefusal(404, 'nopage_text', 'greenbean_default_seq');
    const skip = new Set(['greenbean_default_seq', 'greenbean_use', 'rgst_user', 'rgst_by', 'rgst_at', 'edit_user', 'edit_by', 'edit_at']);
    return outputRow(columnFields(greenbeanDefaultAdminPage).filter((f) => !skip.has(f.name)), row, null);
  }

  /** Catalogue equipment by type and maker (001 §7 /api/code/product/equip). */
  @Post('api/code/product/equip')
  @HttpCode(200)
  async productEquip(@Body() body: Body, @Req() request: FastifyRequest) {
    const q = dialectOf(this.db).q;
    const where = [`${q('equip_use')} = 1`];
    const params: unknown[] = [];
    const type = str(body?.equip_type);
    if (type) {
      where.push(`${q('equip_type')} = ?`);
      params.push(type);
    }
    const maker = Number(str(body?.equip_manufacture_seq));
    if (Number.isInteger(maker) && maker > 0) {
      where.push(`${q('equip_manufacture_seq')} = ?`);
      params.push(maker);
    }
    return this.db.query(
      `SELECT equip_seq, equip_type, equip_name, equip_name_locale, equip_manufacture_seq FROM ${q('equip')} WHERE ${where.join(' AND ')} ORDER BY ${this.order(request, 'equip')}, equip_seq`,
      params,
    );
  }

  /** Code groups for the Code page's group select; `showreal` false hides groups not in use. */
  @Post('api/codegroup/simple')
  @HttpCode(200)
  async codeGroups(@Body() body: Body) {
    const q = dialectOf(this.db).q;
    const all = body?.showreal === undefined || truthy(body?.showreal);
    return this.db.query(
      `SELECT code_group_id, code_group_name, code_group_name_kr FROM ${q('code_group')}${all ? '' : ` WHERE ${q('code_group_use')} = 1`} ORDER BY code_group_id`,
    );
  }
}
