import { greenbeanDefaultAdminPage, type Locale } from '@beantrail/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { SignedIn } from '../core/auth/guards';
import { STAMP_COLUMNS } from '../core/database/stamps';
import { columnFields, outputRow } from '../core/entity/entity-rows';
import { ApiRefusal } from '../core/envelope/api-refusal';
import { RequestLocale } from '../core/envelope/request-locale';
import { type RequestBody, truthy } from '../core/http/body';
import { lookupRoute, type LookupRows } from '../core/entity/lookup-route';
import { LookupRepository } from './lookup.repository';

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());
/** A key filter: a positive whole number, else no filter. */
const key = (v: unknown): number | null => {
  const n = Number(str(v));
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** What a catalogue bean's copy leaves out (001 §4: keys, use flag and stamps). */
const NOT_COPIED = new Set<string>(['greenbean_default_seq', 'greenbean_use', ...STAMP_COLUMNS]);

/**
 * Option lists for dependent selects (001 §7 "Lookup calls"): regions after a country, farms after
 * country and region, companies by type, code groups. Any signed-in user may read them (green-bean
 * forms of roasters and cafes use them too); only rows in use are offered (LookupRepository), in
 * the order of the caller's language.
 */
@Controller()
@SignedIn()
export class LookupController {
  constructor(private readonly rows: LookupRepository) {}

  @Post(lookupRoute('/api/code/region'))
  @HttpCode(200)
  async region(@Body() body: RequestBody, @RequestLocale() locale: Locale): LookupRows<'/api/code/region'> {
    const country = str(body?.region_country);
    if (!country) return [];
    // is_parent: only top-level regions (those a sub-region may hang under).
    return this.rows.regions(country, truthy(body?.is_parent), locale);
  }

  @Post(lookupRoute('/api/code/farm'))
  @HttpCode(200)
  async farm(@Body() body: RequestBody, @RequestLocale() locale: Locale): LookupRows<'/api/code/farm'> {
    const country = str(body?.region_country ?? body?.farm_country_code);
    if (!country) return [];
    return this.rows.farms({ country, region: key(body?.farm_region_seq) }, locale);
  }

  @Post(lookupRoute('/api/code/company'))
  @HttpCode(200)
  company(@Body() body: RequestBody, @RequestLocale() locale: Locale): LookupRows<'/api/code/company'> {
    return this.rows.companies(str(body?.company_type) || null, locale);
  }

  /** The administrator green-bean catalogue (filters greenbean_seller_seq, greenbean_country_code), 001 §7. */
  @Post(lookupRoute('/api/code/greenbean/default'))
  @HttpCode(200)
  greenbeanDefaults(
    @Body() body: RequestBody,
    @RequestLocale() locale: Locale,
  ): LookupRows<'/api/code/greenbean/default'> {
    return this.rows.greenbeanDefaults(
      key(body?.greenbean_seller_seq),
      str(body?.greenbean_country_code) || null,
      locale,
    );
  }

  /**
   * One catalogue bean's fields to copy into a roaster's form (001 §4 "choosing an existing default
   * copies its fields (except keys, use flag, edit_at)").
   */
  @Post('api/code/greenbean/default/copy')
  @HttpCode(200)
  async greenbeanCopy(@Body() body: RequestBody) {
    const seq = key(body?.greenbean_default_seq);
    const row = seq === null ? undefined : await this.rows.greenbeanDefault(seq);
    if (!row) throw new ApiRefusal(404, 'nopage_text', 'greenbean_default_seq');
    return outputRow(
      columnFields(greenbeanDefaultAdminPage).filter((f) => !NOT_COPIED.has(f.name)),
      row,
      null,
    );
  }

  /** Catalogue equipment by type and maker (001 §7 /api/code/product/equip). */
  @Post(lookupRoute('/api/code/product/equip'))
  @HttpCode(200)
  productEquip(@Body() body: RequestBody, @RequestLocale() locale: Locale): LookupRows<'/api/code/product/equip'> {
    return this.rows.equipment(str(body?.equip_type) || null, key(body?.equip_manufacture_seq), locale);
  }

  /** Code groups for the Code page's group select; `showreal` false hides groups not in use. */
  @Post(lookupRoute('/api/codegroup/simple'))
  @HttpCode(200)
  codeGroups(@Body() body: RequestBody): LookupRows<'/api/codegroup/simple'> {
    return this.rows.codeGroups(body?.showreal === undefined || truthy(body?.showreal));
  }
}
