import type { CafeReceivedLot } from '@beantrail/contracts';
import { Injectable } from '@nestjs/common';
import { QR_UUID as UUID } from '../core/public-stage';
import type { DbDateTime, DbFlag } from '../core/database/row-types';
import { SqlRepository } from '../core/database/sql-repository';

export interface CafeBeanOption {
  coffeebean_seq: number;
  coffeebean_name: string;
  coffeebean_name_locale: string | null;
  blending_uuid: string | null;
}

export interface ReceivedOption {
  received_seq: number;
  received_date: string | null;
  received_div: string | null;
  received_instock: number | boolean | null;
}

/** One of the cafe's receipts of a lot, as the lot's QR reply lists it. */
export type ReceivedLot = CafeReceivedLot;

export interface RoasterNames {
  roaster_name: string;
  roaster_name_locale: string | null;
}

/** A green bean of a blend's recipes, with the origin a cafe bean takes from it (002 §3). */
export interface BlendBean {
  greenbean_roaster_seq: number;
  greenbean_country_code: string | null;
  greenbean_variety_list: string | null;
  greenbean_process: string | null;
  greenbean_grade: string | null;
  greenbean_grade_detail: string | null;
  greenbean_region_seq: number | null;
  greenbean_region_etc: string | null;
  greenbean_farm_seq: number | null;
  greenbean_farm_etc: string | null;
}

/** The columns read of a blend a cafe QR code names (the query takes the whole row). */
export interface CafeQrBlendRow {
  blending_seq: number;
  roaster_seq: number;
  blending_uuid_cafe: string;
  blending_name: string | null;
  blending_name_locale: string | null;
  blending_single_origin: DbFlag | null;
  blending_desc: string | null;
  public_stage_cafe: string | null;
}

/** The columns read of a blended lot a cafe QR code names, with its blend's cafe uuid and cafe stage. */
export interface CafeQrLotRow {
  blending_result_uuid_cafe: string;
  blend_uuid_cafe: string;
  blending_name: string | null;
  blending_name_locale: string | null;
  blending_result_date: string | null;
  blending_loss: number | null;
  blending_organic_loss: number | null;
  public_stage_cafe: string | null;
  edit_at: DbDateTime | null;
}

/**
 * The cafe bean queries (002 §2.5, §3): the cafe's beans and received lots, always of the given
 * cafe, and the roaster's blends and lots a cafe QR code names. Built on the data source, or on a
 * save's transaction manager (the cafe bean save hooks) so the read is in it.
 */
@Injectable()
export class CafeBeanRepository extends SqlRepository {
  /** The cafe's beans in use, newest first. */
  beans(cafe: number): Promise<CafeBeanOption[]> {
    return this.db.query(
      `SELECT coffeebean_seq, coffeebean_name, coffeebean_name_locale, blending_uuid FROM ${this.q('cafe_coffeebean')} WHERE cafe_seq = ? AND coffeebean_use = 1 ORDER BY coffeebean_seq DESC`,
      [cafe],
    );
  }

  /** The cafe's received lots of one of its beans, newest first. */
  receivedOfBean(cafe: number, bean: number): Promise<ReceivedOption[]> {
    return this.db.query(
      `SELECT received_seq, received_date, received_div, received_instock FROM ${this.q('cafe_received')} WHERE cafe_seq = ? AND coffeebean_seq = ? ORDER BY received_date DESC, received_seq DESC`,
      [cafe, bean],
    );
  }

  /** The cafe's receipts of one roaster lot (by the lot's cafe QR uuid), newest first. */
  receivedOfLot(cafe: number, lotUuid: unknown): Promise<ReceivedLot[]> {
    return this.db.query(
      `SELECT received_seq, received_date, received_mass FROM ${this.q('cafe_received')} WHERE cafe_seq = ? AND blending_result_uuid = ? ORDER BY received_seq DESC`,
      [cafe, lotUuid],
    );
  }

  /** The cafe's bean registered from a blend (by the blend's cafe QR uuid), if any. */
  async beanOfBlend(cafe: number, blendUuid: unknown): Promise<{ coffeebean_seq: number } | undefined> {
    return this.first<{ coffeebean_seq: number }>(
      `SELECT coffeebean_seq FROM ${this.q('cafe_coffeebean')} WHERE cafe_seq = ? AND blending_uuid = ?`,
      [cafe, blendUuid],
    );
  }

  async roasterNames(roaster: unknown): Promise<RoasterNames | undefined> {
    return this.first<RoasterNames>(
      `SELECT roaster_name, roaster_name_locale FROM ${this.q('roaster')} WHERE roaster_seq = ?`,
      [roaster],
    );
  }

  /** A roaster's blend in use by the uuid of its cafe QR code (blending_uuid_cafe): its whole row. */
  async blendByCafeUuid(uuid: unknown): Promise<CafeQrBlendRow | undefined> {
    if (typeof uuid !== 'string' || !UUID.test(uuid)) return undefined;
    return this.first<CafeQrBlendRow>(
      `SELECT * FROM ${this.q('blending_default')} WHERE blending_uuid_cafe = ? AND blending_use = 1`,
      [uuid],
    );
  }

  /** A roaster's blended lot in use by the uuid of its cafe QR code, with its blend's cafe uuid and cafe stage. */
  async lotByCafeUuid(uuid: unknown): Promise<CafeQrLotRow | undefined> {
    if (typeof uuid !== 'string' || !UUID.test(uuid)) return undefined;
    const q = this.q;
    return this.first<CafeQrLotRow>(
      `SELECT r.*, b.blending_uuid_cafe AS blend_uuid_cafe, b.public_stage_cafe FROM ${q('blending_result')} r ` +
        `JOIN ${q('blending_default')} b ON b.blending_seq = r.blending_seq WHERE r.blending_result_uuid_cafe = ? AND r.blending_use = 1`,
      [uuid],
    );
  }

  /** The distinct green beans of a blend's roasting recipes. */
  blendBeans(blendingSeq: number): Promise<BlendBean[]> {
    const q = this.q;
    return this.db.query(
      `SELECT DISTINCT g.greenbean_roaster_seq, g.greenbean_country_code, g.greenbean_variety_list, g.greenbean_process, g.greenbean_grade, g.greenbean_grade_detail, ` +
        `g.greenbean_region_seq, g.greenbean_region_etc, g.greenbean_farm_seq, g.greenbean_farm_etc FROM ${q('blending_default_roasting')} b ` +
        `JOIN ${q('roasting_default_greenbean')} r ON r.roasting_seq = b.roasting_seq JOIN ${q('greenbean_roaster')} g ON g.greenbean_roaster_seq = r.greenbean_roaster_seq WHERE b.blending_seq = ?`,
      [blendingSeq],
    );
  }
}
