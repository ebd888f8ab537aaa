import { coffeebeanDefaultPage, findField, utf8ByteLength } from '@beantrail/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RequireRole, ScopeGrant, type ScopeRoleGrant } from '../core/auth/role.guard';
import { recipeOptions, recipeValues } from '../core/brewing-recipes';
import { ApiRefusal } from '../core/envelope/api-refusal';
import { dialectOf, fromDbTime } from '../core/entity/sql';
// A cafe sees what the blend's public_stage_cafe allows.
import { publicStageLevel as level } from '../core/public-stage';
import { blendByCafeUuid, lotByCafeUuid } from './hooks/coffeebean.hooks';

type Body = Record<string, unknown> | undefined;

/**
 * A roaster's typed region or farm as the cafe bean can hold it: 002 §5 wants 3–300 bytes there,
 * where a green bean (001 §5) has no minimum, so a shorter text is left for the cafe to type.
 */
const ETC_MIN_BYTES = findField(coffeebeanDefaultPage, 'coffeebean_region_etc')?.minBytes ?? 0;
const typedEtc = (text: unknown): string | null => (typeof text === 'string' && utf8ByteLength(text) >= ETC_MIN_BYTES ? text : null);

/**
 * What the cafe QR codes open (002 §2.5, §7 /api/cafe/beaninfo/*, /api/cafe/coffeebean/default/code):
 * a roaster's blend or lot read for registration, with this cafe's registration of it if any.
 * Every query is limited to the selected cafe (the RoleGuard checked the caller holds a role there).
 */
@Controller('api/cafe')
@RequireRole('cafe')
export class CafeBeanController {
  constructor(private readonly db: DataSource) {}

  private get d() {
    return dialectOf(this.db);
  }

  /** The cafe's beans in use, for the received-lot select. */
  @Post('coffeebean/default/code')
  @HttpCode(200)
  beans(@ScopeGrant() g: ScopeRoleGrant) {
    return this.db.query(
      `SELECT coffeebean_seq, coffeebean_name, coffeebean_name_locale, blending_uuid FROM ${this.d.q('cafe_coffeebean')} WHERE cafe_seq = ? AND coffeebean_use = 1 ORDER BY coffeebean_seq DESC`,
      [g.seq],
    );
  }

  /** The lots of one bean, for the brewing result's lot select (002 §2.6: none before a bean is chosen). */
  @Post('coffeebean/received/code')
  @HttpCode(200)
  async lots(@Body() body: Body, @ScopeGrant() g: ScopeRoleGrant) {
    const bean = Number(body?.coffeebean_seq);
    if (!Number.isInteger(bean) || bean <= 0) return [];
    const rows: Record<string, unknown>[] = await this.db.query(
      `SELECT received_seq, received_date, received_div, received_instock FROM ${this.d.q('cafe_received')} WHERE cafe_seq = ? AND coffeebean_seq = ? ORDER BY received_date DESC, received_seq DESC`,
      [g.seq, bean],
    );
    return rows.map((r) => ({ ...r, received_label: [r.received_date, r.received_div].filter(Boolean).join(' · ') }));
  }

  /** The cafe's brewing recipes in use, for the brewing result's recipe select. */
  @Post('brewing/default/code')
  @HttpCode(200)
  recipes(@ScopeGrant() g: ScopeRoleGrant) {
    return recipeOptions(this.db, { table: 'cafe_brewing_default', column: 'cafe_seq', value: g.seq });
  }

  /** A recipe's values, copied into a brewing result when it is chosen (copyFrom, body brewing_seq). */
  @Post('brewing/default/copy')
  @HttpCode(200)
  recipe(@Body() body: Body, @ScopeGrant() g: ScopeRoleGrant) {
    return recipeValues(this.db, { table: 'cafe_brewing_default', column: 'cafe_seq', value: g.seq }, body?.brewing_seq);
  }

  /** A blend by its cafe QR uuid, as the fields of a new cafe bean (body blending_uuid). */
  @Post('beaninfo/default')
  @HttpCode(200)
  async blend(@Body() body: Body, @ScopeGrant() g: ScopeRoleGrant) {
    const blend = await blendByCafeUuid(this.db.manager, this.d, body?.blending_uuid);
    if (!blend) throw new ApiRefusal(404, 'nopage_text');
    const shown = level(blend.public_stage_cafe);
    const [roaster] = await this.db.query(`SELECT roaster_name, roaster_name_locale FROM ${this.d.q('roaster')} WHERE roaster_seq = ?`, [blend.roaster_seq]);
    const [known] = await this.db.query(`SELECT coffeebean_seq FROM ${this.d.q('cafe_coffeebean')} WHERE cafe_seq = ? AND blending_uuid = ?`, [g.seq, blend.blending_uuid_cafe]);
    const result: Record<string, unknown> = {
      blending_uuid: blend.blending_uuid_cafe,
      coffeebean_name: blend.blending_name, coffeebean_name_locale: blend.blending_name_locale,
      store_name: roaster?.roaster_name ?? null, store_name_locale: roaster?.roaster_name_locale ?? null,
      coffeebean_single_origin: blend.blending_single_origin === 1 || blend.blending_single_origin === true,
      registered_seq: known?.coffeebean_seq ?? null,
      // The bean's public page shows what the roastery lets cafes see of the blend (002 §3): on by
      // default for a bean registered from the blend, the cafe may turn them off.
      blending_info_use: shown >= 1,
      blending_cupnote_use: shown >= 2,
    };
    if (shown >= 1) Object.assign(result, await this.origins(Number(blend.blending_seq)));
    if (shown >= 2) result.coffeebean_desc = blend.blending_desc ?? null;
    return result;
  }

  /** A blended lot by its cafe QR uuid (body blending_result_uuid), with this cafe's bean of its blend and earlier receipts. */
  @Post('beaninfo/detail')
  @HttpCode(200)
  async lot(@Body() body: Body, @ScopeGrant() g: ScopeRoleGrant) {
    const lot = await lotByCafeUuid(this.db.manager, this.d, body?.blending_result_uuid);
    if (!lot) throw new ApiRefusal(404, 'nopage_text');
    const q = this.d.q;
    const [bean] = await this.db.query(`SELECT coffeebean_seq FROM ${q('cafe_coffeebean')} WHERE cafe_seq = ? AND blending_uuid = ?`, [g.seq, lot.blend_uuid_cafe]);
    const received: Record<string, unknown>[] = await this.db.query(
      `SELECT received_seq, received_date, received_mass FROM ${q('cafe_received')} WHERE cafe_seq = ? AND blending_result_uuid = ? ORDER BY received_seq DESC`,
      [g.seq, lot.blending_result_uuid_cafe],
    );
    const detail = level(lot.public_stage_cafe) >= 2;
    return {
      blending_result_uuid: lot.blending_result_uuid_cafe,
      blending_uuid: lot.blend_uuid_cafe,
      blending_name: lot.blending_name, blending_name_locale: lot.blending_name_locale,
      blending_result_date: lot.blending_result_date,
      blending_loss: detail ? (lot.blending_loss ?? null) : null,
      blending_organic_loss: detail ? (lot.blending_organic_loss ?? null) : null,
      coffeebean_seq: bean?.coffeebean_seq ?? null,
      received,
      edit_at: fromDbTime(lot.edit_at),
    };
  }

  /**
   * A blend's origins: the unique countries, varieties, processes, grades and grade details of its
   * recipes' beans, and for a blend of one green bean its region and farm (002 §3). The single
   * country code is not sent: the server sets it from the country list on save (002 §4).
   */
  private async origins(blendingSeq: number) {
    const q = this.d.q;
    const beans: Record<string, unknown>[] = await this.db.query(
      `SELECT DISTINCT g.greenbean_roaster_seq, g.greenbean_country_code, g.greenbean_variety_list, g.greenbean_process, g.greenbean_grade, g.greenbean_grade_detail, ` +
        `g.greenbean_region_seq, g.greenbean_region_etc, g.greenbean_farm_seq, g.greenbean_farm_etc FROM ${q('blending_default_roasting')} b ` +
        `JOIN ${q('roasting_default_greenbean')} r ON r.roasting_seq = b.roasting_seq JOIN ${q('greenbean_roaster')} g ON g.greenbean_roaster_seq = r.greenbean_roaster_seq WHERE b.blending_seq = ?`,
      [blendingSeq],
    );
    const uniq = (key: string) => [...new Set(beans.flatMap((b) => (typeof b[key] === 'string' && b[key] ? String(b[key]).split(',') : [])))];
    return {
      coffeebean_country_list: uniq('greenbean_country_code'), coffeebean_variety_list: uniq('greenbean_variety_list'),
      coffeebean_process_list: uniq('greenbean_process'), coffeebean_grade_list: uniq('greenbean_grade'),
      coffeebean_grade_detail_list: uniq('greenbean_grade_detail'),
      ...(new Set(beans.map((b) => b.greenbean_roaster_seq)).size === 1
        ? {
            coffeebean_region_seq: beans[0].greenbean_region_seq ?? null,
            coffeebean_region_etc: typedEtc(beans[0].greenbean_region_etc),
            coffeebean_farm_seq: beans[0].greenbean_farm_seq ?? null,
            coffeebean_farm_etc: typedEtc(beans[0].greenbean_farm_etc),
          }
        : {}),
    };
  }
}
