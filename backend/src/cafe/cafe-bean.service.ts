import {
  type BlendOrigins,
  type CafeBlendInfo,
  type CafeLotInfo,
  coffeebeanDefaultPage,
  findField,
  utf8ByteLength,
} from '@beantrail/contracts';
import { Injectable } from '@nestjs/common';
import { ApiRefusal } from '../core/envelope/api-refusal';
import { fromDbTime } from '../core/entity/sql';
// A cafe sees what the blend's public_stage_cafe allows.
import { publicStageLevel as level } from '../core/public-stage';
import { type BlendBean, CafeBeanRepository } from './cafe-bean.repository';

/**
 * A roaster's typed region or farm as the cafe bean can hold it: 002 §5 wants 3–300 bytes there,
 * where a green bean (001 §5) has no minimum, so a shorter text is left for the cafe to type.
 */
const ETC_MIN_BYTES = findField(coffeebeanDefaultPage, 'coffeebean_region_etc')?.minBytes ?? 0;
const typedEtc = (text: unknown): string | null =>
  typeof text === 'string' && utf8ByteLength(text) >= ETC_MIN_BYTES ? text : null;

/**
 * What the cafe QR codes open (002 §2.5, §7 /api/cafe/beaninfo/*, /api/cafe/coffeebean/*): a roaster's
 * blend or lot read for registration, with the given cafe's registration of it if any, and the
 * cafe's own option lists. Reads through CafeBeanRepository.
 */
@Injectable()
export class CafeBeanService {
  constructor(private readonly rows: CafeBeanRepository) {}

  beans(cafe: number) {
    return this.rows.beans(cafe);
  }

  /** The lots of one bean, each labelled by date and division. */
  async lots(cafe: number, bean: number) {
    const rows = await this.rows.receivedOfBean(cafe, bean);
    return rows.map((r) => ({ ...r, received_label: [r.received_date, r.received_div].filter(Boolean).join(' · ') }));
  }

  /** A blend by its cafe QR uuid, as the fields of a new cafe bean; 404 when none in use. */
  async blend(cafe: number, uuid: unknown): Promise<CafeBlendInfo> {
    const blend = await this.rows.blendByCafeUuid(uuid);
    if (!blend) throw new ApiRefusal(404, 'nopage_text');
    const shown = level(blend.public_stage_cafe);
    const roaster = await this.rows.roasterNames(blend.roaster_seq);
    const known = await this.rows.beanOfBlend(cafe, blend.blending_uuid_cafe);
    const result: CafeBlendInfo = {
      blending_uuid: blend.blending_uuid_cafe,
      coffeebean_name: blend.blending_name,
      coffeebean_name_locale: blend.blending_name_locale,
      store_name: roaster?.roaster_name ?? null,
      store_name_locale: roaster?.roaster_name_locale ?? null,
      coffeebean_single_origin: blend.blending_single_origin === 1 || blend.blending_single_origin === true,
      registered_seq: known?.coffeebean_seq ?? null,
      // The bean's public page shows what the roastery lets cafes see of the blend (002 §3): on by
      // default for a bean registered from the blend, the cafe may turn them off.
      blending_info_use: shown >= 1,
      blending_cupnote_use: shown >= 2,
    };
    if (shown >= 1) Object.assign(result, origins(await this.rows.blendBeans(Number(blend.blending_seq))));
    if (shown >= 2) result.coffeebean_desc = blend.blending_desc ?? null;
    return result;
  }

  /** A blended lot by its cafe QR uuid, with the cafe's bean of its blend and earlier receipts; 404 when none in use. */
  async lot(cafe: number, uuid: unknown): Promise<CafeLotInfo> {
    const lot = await this.rows.lotByCafeUuid(uuid);
    if (!lot) throw new ApiRefusal(404, 'nopage_text');
    const bean = await this.rows.beanOfBlend(cafe, lot.blend_uuid_cafe);
    const received = await this.rows.receivedOfLot(cafe, lot.blending_result_uuid_cafe);
    const detail = level(lot.public_stage_cafe) >= 2;
    return {
      blending_result_uuid: lot.blending_result_uuid_cafe,
      blending_uuid: lot.blend_uuid_cafe,
      blending_name: lot.blending_name,
      blending_name_locale: lot.blending_name_locale,
      blending_result_date: lot.blending_result_date,
      blending_loss: detail ? (lot.blending_loss ?? null) : null,
      blending_organic_loss: detail ? (lot.blending_organic_loss ?? null) : null,
      coffeebean_seq: bean?.coffeebean_seq ?? null,
      received,
      edit_at: fromDbTime(lot.edit_at),
    };
  }
}

/**
 * A blend's origins: the unique countries, varieties, processes, grades and grade details of its
 * recipes' beans, and for a blend of one green bean its region and farm (002 §3). The single
 * country code is not sent: the server sets it from the country list on save (002 §4).
 */
function origins(beans: BlendBean[]): BlendOrigins {
  const uniq = (key: keyof BlendBean) => [
    ...new Set(beans.flatMap((b) => (typeof b[key] === 'string' && b[key] ? String(b[key]).split(',') : []))),
  ];
  return {
    coffeebean_country_list: uniq('greenbean_country_code'),
    coffeebean_variety_list: uniq('greenbean_variety_list'),
    coffeebean_process_list: uniq('greenbean_process'),
    coffeebean_grade_list: uniq('greenbean_grade'),
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
