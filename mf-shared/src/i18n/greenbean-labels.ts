/**
 * Green-bean field labels as [kr, en] pairs (spec 001 §3 Green-bean default / year), shared by the
 * administrator's and the roaster's green-bean pages: remotes may not import each other (GUIDE §1).
 * Pure data, no React.
 */
import { type LabelPair, type LabelPairs, RECORD_YEAR } from './entity-labels';

/** "min and max pairs" (001 §3): one label, two fields. */
function minMax(name: string, what: LabelPair): Record<string, LabelPair> {
  return {
    [`${name}_min`]: [`${what[0]}(최소)`, `${what[1]} (min.)`],
    [`${name}_max`]: [`${what[0]}(최대)`, `${what[1]} (max.)`],
  };
}

/** The catalogue fields of one green bean (`greenbeanFields()` in the contracts). */
export const GREENBEAN_FIELDS: LabelPairs = {
  greenbean_name_locale: ['생두 이름(한국어)', 'Green bean name (Korean)'],
  greenbean_name: ['생두 이름(영어)', 'Green bean name (English)'],
  greenbean_nick_locale: ['별칭(한국어)', 'Nickname (Korean)'],
  greenbean_nick: ['별칭(영어)', 'Nickname (English)'],
  greenbean_country_code: ['생산국', 'Country of origin'],
  greenbean_region_seq: ['산지', 'Region'],
  greenbean_region_etc: ['산지(직접 입력)', 'Region (entered directly)'],
  greenbean_farm_seq: ['농장', 'Farm'],
  greenbean_farm_etc: ['농장(직접 입력)', 'Farm (entered directly)'],
  greenbean_variety_list: ['품종', 'Varieties'],
  greenbean_variety_etc: ['품종(직접 입력)', 'Variety (entered directly)'],
  greenbean_grade: ['등급', 'Grade'],
  greenbean_grade_detail: ['세부 등급', 'Grade detail'],
  greenbean_process: ['가공 방식', 'Process'],
  greenbean_process_etc: ['가공 방식(직접 입력)', 'Process (entered directly)'],
  greenbean_seller_seq: ['판매처', 'Seller'],
  greenbean_seller_etc: ['판매처(직접 입력)', 'Seller (entered directly)'],
  greenbean_seller_link: ['판매처 링크', 'Seller link'],
  ...minMax('greenbean_altitude', ['해발고도', 'Altitude']),
  ...minMax('greenbean_moisture', ['수분', 'Moisture']),
  ...minMax('greenbean_density', ['밀도', 'Density']),
  ...minMax('greenbean_agtron', ['아그트론', 'Agtron']),
  ...minMax('greenbean_harvest_month', ['수확 월', 'Harvest month']),
  ...minMax('greenbean_roasting_agtron', ['권장 로스팅 아그트론', 'Recommended roast Agtron']),
  greenbean_import_date: ['입고일(YYYYMMDD)', 'Import date (YYYYMMDD)'],
  greenbean_packaging_date: ['포장일(YYYYMMDD)', 'Packaging date (YYYYMMDD)'],
  greenbean_desc: ['설명', 'Description'],
  greenbean_user_auth: ['작성자', 'Author'],
  greenbean_use: ['사용', 'In use'],
};

/**
 * The yearly stock fields (001 §3 Green-bean year); the bean itself is chosen by its own key. Always
 * shown with GREENBEAN_FIELDS, whose `greenbean_use` they share.
 */
export const GREENBEAN_YEAR_FIELDS: LabelPairs = {
  greenbean_year: RECORD_YEAR,
  greenbean_instock: ['재고 있음', 'In stock'],
  greenbean_purchase_mass: ['구매량', 'Purchased mass'],
  greenbean_stock_mass: ['재고량', 'Stock mass'],
  greenbean_price: ['구매 가격', 'Purchase price'],
  greenbean_year_desc: ['연도별 메모', 'Notes for the year'],
};

/** A roastery's bean chosen on another page (a roasting's rows, a green-bean QC note). */
export const GREENBEAN_CHOICE_FIELDS: LabelPairs = {
  greenbean_roaster_seq: ['생두', 'Green bean'],
  greenbean_year: ['생두 연도', 'Green bean year'],
};

/** The administrator's bean: copied into a roastery's list, or chosen for a year's stock. */
export const GREENBEAN_COPY: LabelPairs = {
  greenbean_default_seq: ['생두 목록에서 가져오기', 'Copy from the green bean list'],
};
export const GREENBEAN_DEFAULT_CHOICE: LabelPairs = { greenbean_default_seq: ['생두', 'Green bean'] };

/** Section labels of the green-bean pages. */
export const GREENBEAN_SECTIONS: LabelPairs = {
  basic: ['기본 정보', 'Basic information'],
  bean: ['생두 정보', 'Green bean'],
};
