import type { DbDateTime, DbFlag } from '../core/database/row-types';

/** The typed rows of BeanInfoRepository: the columns of each query that the bean pages read. */

/** A public stage code (LST, NRML, DTL, ALL) as stored; read through publicStageLevel. */
export type Stage = string | null;
/** Which audience's stage a query reads. */
export type Audience = 'public_stage_customer' | 'public_stage_normal';

/** The columns of a blend's row (blending_default, `d.*`) that its page reads. */
export interface BlendRow {
  blending_seq: number;
  blending_name: string | null;
  blending_name_locale: string | null;
  blending_single_origin: DbFlag | null;
  blending_desc: string | null;
  blending_uuid_cafe: string | null;
  public_stage_normal: Stage;
  public_stage_customer: Stage;
  edit_at: DbDateTime | null;
  roaster_name: string | null;
  roaster_name_locale: string | null;
}

/** A lot's row (blending_result, `r.*`) with its blend's stages, description and cafe uuid and its roastery's names. */
export interface LotRow extends BlendRow {
  blending_result_seq: number;
  blending_result_uuid_cafe: string | null;
  blending_result_date: string | null;
  blending_result_desc: string | null;
  blending_loss: number | null;
  blending_organic_loss: number | null;
  blending_total_mass: number | null;
  blending_country_list: string | null;
  blending_variety_list: string | null;
  blending_process_list: string | null;
  blending_grade_list: string | null;
  blending_grade_detail_list: string | null;
  blending_variety_etc: string | null;
  blending_process_etc: string | null;
}

export interface CountryName {
  code_id: string;
  code_name: string;
  code_name_kr: string | null;
}

/** A green bean behind a lot or blend, with its region's and farm's master names. */
export interface OriginBeanRow {
  greenbean_roaster_seq: number;
  greenbean_name: string | null;
  greenbean_name_locale: string | null;
  greenbean_country_code: string | null;
  greenbean_region_seq: number | null;
  greenbean_region_etc: string | null;
  greenbean_farm_seq: number | null;
  greenbean_farm_etc: string | null;
  greenbean_variety_list: string | null;
  greenbean_process: string | null;
  region_name: string | null;
  region_name_locale: string | null;
  farm_name: string | null;
  farm_name_locale: string | null;
}

/** A roast (roasting_result `r.*`) with its recipe's stage for the audience; its stage columns are named `${stage}_term|_bean|_air`. */
export interface RoastCurveRow {
  roasting_name: string | null;
  roasting_name_locale: string | null;
  roasting_result_date: string | null;
  roasting_chart_log: string | null;
  recipe_stage: Stage;
  [stageColumn: string]: unknown;
}

/** A roastery QC note (roaster_qc_blending_result `*`); its scores are `cupnote_${axis}_point`. */
export interface QcNoteRow {
  cupnote_name: string | null;
  cupnote_name_locale: string | null;
  cupnote_date: string | null;
  cupnote_satis: number | null;
  cupnote_satis_detail: string | null;
  cupnote_flavor_wheel_use: DbFlag | null;
  cupnote_flavor_list: string | null;
  cupnote_aftertaste_list: string | null;
  cupnote_texture_list: string | null;
  cupnote_feeling_list: string | null;
  [scoreColumn: string]: unknown;
}

export interface CafeStageRow {
  cafe_seq: number;
  cafe_name: string | null;
  cafe_name_locale: string | null;
  stage: Stage;
}

/** A cafe bean's row (cafe_coffeebean `*`) that its page reads. */
export interface CafeBeanRow {
  coffeebean_name: string | null;
  coffeebean_name_locale: string | null;
  store_name: string | null;
  store_name_locale: string | null;
  blending_uuid: string | null;
  blending_info_use: DbFlag | null;
  blending_cupnote_use: DbFlag | null;
  public_stage_normal: Stage;
  public_stage_customer: Stage;
  coffeebean_country_code: string | null;
  coffeebean_country_list: string | null;
  coffeebean_variety_list: string | null;
  coffeebean_process_list: string | null;
  coffeebean_grade_list: string | null;
  coffeebean_grade_detail_list: string | null;
  coffeebean_variety_etc: string | null;
  coffeebean_process_etc: string | null;
  coffeebean_region_seq: number | null;
  coffeebean_region_etc: string | null;
  coffeebean_farm_seq: number | null;
  coffeebean_farm_etc: string | null;
  coffeebean_desc: string | null;
  edit_at: DbDateTime | null;
}

/** A received lot: the bean's row with the roaster lot's values the cafe received. */
export interface CafeLotRow extends CafeBeanRow {
  blending_result_date: string | null;
  blending_loss: number | null;
  blending_organic_loss: number | null;
  received_date: string | null;
  received_edit_at: DbDateTime | null;
}

/** The green beans of a blend's roasting recipes, for its origins. */
export interface BlendBeanRow {
  greenbean_country_code: string | null;
  greenbean_variety_list: string | null;
  greenbean_variety_etc: string | null;
  greenbean_process: string | null;
  greenbean_process_etc: string | null;
  greenbean_grade: string | null;
  greenbean_grade_detail: string | null;
}
