/**
 * What a cafe QR code opens (002 §2.5, §7 /api/cafe/beaninfo/{default,detail}): a roaster's blend or
 * blended lot read for the selected cafe, as the server's CafeBeanService builds it and the cafe's
 * QR pages read it. Types, not interfaces: the blend fills a bean's form (RecordValues).
 */

/**
 * A blend's origins (002 §3): the unique codes of its recipes' green beans, and for a blend of one
 * green bean its region and farm (the typed names only when long enough for a cafe bean).
 */
export type BlendOrigins = {
  coffeebean_country_list: string[];
  coffeebean_variety_list: string[];
  coffeebean_process_list: string[];
  coffeebean_grade_list: string[];
  coffeebean_grade_detail_list: string[];
  coffeebean_region_seq?: number | null;
  coffeebean_region_etc?: string | null;
  coffeebean_farm_seq?: number | null;
  coffeebean_farm_etc?: string | null;
};

/**
 * POST /api/cafe/beaninfo/default { blending_uuid }: the blend as the fields of a new cafe bean, and
 * this cafe's bean of it if any (`registered_seq`). The origins come when the roastery shows cafes
 * the blend's information (public_stage_cafe ≥ 1), the description at ≥ 2.
 */
export type CafeBlendInfo = Partial<BlendOrigins> & {
  blending_uuid: string;
  coffeebean_name: string | null;
  coffeebean_name_locale: string | null;
  store_name: string | null;
  store_name_locale: string | null;
  coffeebean_single_origin: boolean;
  registered_seq: number | null;
  blending_info_use: boolean;
  blending_cupnote_use: boolean;
  coffeebean_desc?: string | null;
};

/** One of this cafe's receipts of a lot. */
export type CafeReceivedLot = {
  received_seq: number;
  received_date: string | null;
  received_mass: number | null;
};

/**
 * POST /api/cafe/beaninfo/detail { blending_result_uuid }: a blended lot, this cafe's bean of its
 * blend (`coffeebean_seq`) and its earlier receipts of the lot, newest first. The losses only when
 * the roastery shows cafes the details (public_stage_cafe ≥ 2); edit_at as ISO text.
 */
export type CafeLotInfo = {
  blending_result_uuid: string;
  blending_uuid: string;
  blending_name: string | null;
  blending_name_locale: string | null;
  blending_result_date: string | null;
  blending_loss: number | null;
  blending_organic_loss: number | null;
  coffeebean_seq: number | null;
  received: CafeReceivedLot[];
  edit_at: string | null;
};

/** The beaninfo replies by the call's last segment. */
export interface CafeBeanInfoReplies {
  default: CafeBlendInfo;
  detail: CafeLotInfo;
}
