import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { SessionAuthGuard } from '../core/auth/guards';
import { requestLocale } from '../core/envelope/request-locale';
import { dialectOf } from '../core/entity/sql';

type Body = Record<string, unknown> | undefined;
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());
const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/**
 * Option lists for dependent selects (001 §7 "Lookup calls"): regions after a country, farms after
 * country and region, companies by type, code groups. Any signed-in user may read them (green-bean
 * forms of roasters and cafes use them too); only rows in use are offered.
 */
@Controller()
@UseGuards(SessionAuthGuard)
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
