import { CUPPING_AXES, PROFILE_STAGES } from '@beantrail/contracts';
import * as isoCountries from 'i18n-iso-countries';
import type { BlendBeanRow, CafeBeanRow, CountryName, OriginBeanRow, QcNoteRow, RoastCurveRow } from './bean-info.rows';

// The bean page reply's parts from the rows the repository read (BeanInfoService decides which are read).

/** A stored comma list as its ids. */
export const list = (v: unknown) => (typeof v === 'string' && v ? v.split(',') : []);
/** A typed text that says something, else null. */
export const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

/**
 * The origin countries' names as the product's code table has them (CNTR: alpha-3 ids, kr and en) and
 * their ISO 3166 numeric ids, by which the world map keys its shapes.
 */
export function countryNamesOf(
  codes: string[],
  rows: CountryName[],
): Record<string, { en: string; kr: string; numeric: string | null }> {
  const byId = new Map(rows.map((r) => [r.code_id, r]));
  return Object.fromEntries(
    codes.map((c) => {
      const r = byId.get(c);
      return [
        c,
        {
          en: r?.code_name ?? c,
          kr: r?.code_name_kr || r?.code_name || c,
          numeric: isoCountries.alpha3ToNumeric(c) ?? null,
        },
      ];
    }),
  );
}

/** A green bean behind a lot or blend as an origin: country, region and farm (master data names or the roaster's own text), variety, process. */
export function originOf(g: OriginBeanRow) {
  return {
    greenbean_name: g.greenbean_name,
    greenbean_name_locale: g.greenbean_name_locale,
    country: g.greenbean_country_code,
    region_seq: g.greenbean_region_seq ?? null,
    farm_seq: g.greenbean_farm_seq ?? null,
    region: text(g.region_name) ?? text(g.greenbean_region_etc),
    region_locale: text(g.region_name_locale) ?? text(g.greenbean_region_etc),
    farm: text(g.farm_name) ?? text(g.greenbean_farm_etc),
    farm_locale: text(g.farm_name_locale) ?? text(g.greenbean_farm_etc),
    variety: list(g.greenbean_variety_list),
    process: g.greenbean_process ?? null,
  };
}

/** A roast's curve from its stage columns (temperatures stored ×100, °C shown); none with fewer than two stages and no log. */
export function roastCurveOf(r: RoastCurveRow) {
  const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
  return {
    roasting_name: r.roasting_name,
    roasting_name_locale: r.roasting_name_locale,
    roasting_result_date: r.roasting_result_date,
    stages: PROFILE_STAGES.filter((s) => !s.startsWith('pre_heating') && num(r[`${s}_term`]) !== null).map((s) => ({
      stage: s,
      term: num(r[`${s}_term`]),
      bean: num(r[`${s}_bean`]) === null ? null : Number(r[`${s}_bean`]) / 100,
      air: num(r[`${s}_air`]) === null ? null : Number(r[`${s}_air`]) / 100,
    })),
    chart_log: typeof r.roasting_chart_log === 'string' && r.roasting_chart_log ? r.roasting_chart_log : null,
  };
}

/** The roaster's main cup note: scores, flavors and the cup-note lists; the tasting comment only `withComment` (ALL). */
export function cupnoteOf(n: QcNoteRow, withComment: boolean) {
  const point = (k: string) =>
    n[`cupnote_${k}_point`] === null || n[`cupnote_${k}_point`] === undefined ? null : Number(n[`cupnote_${k}_point`]);
  return {
    cupnote_name: n.cupnote_name,
    cupnote_name_locale: n.cupnote_name_locale,
    cupnote_date: n.cupnote_date,
    cupnote_satis: n.cupnote_satis === null ? null : Number(n.cupnote_satis),
    points: Object.fromEntries(CUPPING_AXES.map((k) => [k, point(k)])),
    flavor: n.cupnote_flavor_wheel_use === 0 || n.cupnote_flavor_wheel_use === false ? [] : list(n.cupnote_flavor_list),
    aftertaste: list(n.cupnote_aftertaste_list),
    texture: list(n.cupnote_texture_list),
    feeling: list(n.cupnote_feeling_list),
    ...(withComment ? { cupnote_satis_detail: n.cupnote_satis_detail ?? null } : {}),
  };
}

/** A blend's origins: the beans of its roasting recipes (their countries, varieties, processes, grades and the typed texts). */
export function blendOriginsOf(beans: BlendBeanRow[]) {
  const uniq = (xs: unknown[]) => [...new Set(xs.flatMap((x) => list(x)))];
  const texts = (key: 'greenbean_variety_etc' | 'greenbean_process_etc') =>
    [...new Set(beans.map((b) => text(b[key])).filter((t): t is string => t !== null))].join(', ') || null;
  return {
    country: uniq(beans.map((b) => b.greenbean_country_code)),
    variety: uniq(beans.map((b) => b.greenbean_variety_list)),
    process: uniq(beans.map((b) => b.greenbean_process)),
    grade: uniq(beans.map((b) => b.greenbean_grade)),
    grade_detail: uniq(beans.map((b) => b.greenbean_grade_detail)),
    variety_etc: texts('greenbean_variety_etc'),
    process_etc: texts('greenbean_process_etc'),
  };
}

/** The cafe's own origin of its bean (002 §3: country, region and farm, chosen or typed), as one origin row; none when it gave none. */
export function cafeOriginOf(
  row: CafeBeanRow,
  region: { region_name: string | null; region_name_locale: string | null } | undefined,
  farm: { farm_name: string | null; farm_name_locale: string | null } | undefined,
) {
  const origin = {
    greenbean_name: row.coffeebean_name,
    greenbean_name_locale: row.coffeebean_name_locale,
    country: text(row.coffeebean_country_code) ?? '',
    region_seq: region ? (row.coffeebean_region_seq ?? null) : null,
    farm_seq: farm ? (row.coffeebean_farm_seq ?? null) : null,
    region: text(region?.region_name) ?? text(row.coffeebean_region_etc),
    region_locale: text(region?.region_name_locale) ?? text(row.coffeebean_region_etc),
    farm: text(farm?.farm_name) ?? text(row.coffeebean_farm_etc),
    farm_locale: text(farm?.farm_name_locale) ?? text(row.coffeebean_farm_etc),
    variety: list(row.coffeebean_variety_list),
    process: list(row.coffeebean_process_list)[0] ?? null,
  };
  return origin.country || origin.region || origin.farm ? [origin] : [];
}
