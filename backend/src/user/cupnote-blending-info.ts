import { type Locale, onlyItem, type RecordValues } from '@beantrail/contracts';

interface Origin {
  country?: unknown;
  region?: unknown;
  region_locale?: unknown;
  region_seq?: unknown;
  farm?: unknown;
  farm_locale?: unknown;
  farm_seq?: unknown;
}

const texts = (values: unknown[]) => [
  ...new Set(values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim())),
];
const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
/** Names joined within an etc field's 3–300 bytes (002 §5), whole names only; null when none fits. */
function joined(names: string[]): string | null {
  let out = '';
  for (const name of names) {
    const next = out ? `${out}, ${name}` : name;
    if (Buffer.byteLength(next, 'utf8') > 300) break;
    out = next;
  }
  return Buffer.byteLength(out, 'utf8') >= 3 ? out : null;
}
/** A typed text of the bean (a roaster's may hold 1000 bytes) as a note's etc text. */
const etcText = (v: unknown) => (typeof v === 'string' ? joined(texts(v.split(','))) : null);

/**
 * One place (region or farm) of a note from the bean's origins: the master-data row when every origin
 * names the same one in the note's one country (the select can show it), else the names as typed text
 * in the reader's language, joined (a blend of Haiti and Ethiopia: "Thiotte, 예가체프").
 */
function place(
  origins: Origin[],
  kind: 'region' | 'farm',
  country: string | null,
  locale: Locale,
): { seq: unknown; etc: string | null } {
  const seqs = [...new Set(origins.map((o) => o[`${kind}_seq`]).filter((v) => v !== null && v !== undefined))];
  const named = origins.filter((o) => o[kind] || o[`${kind}_locale`]);
  if (country && seqs.length === 1 && named.length === origins.filter((o) => o[`${kind}_seq`] === seqs[0]).length)
    return { seq: seqs[0], etc: null };
  const names = texts(
    named.map((o) => (locale === 'kr' ? (o[`${kind}_locale`] ?? o[kind]) : (o[kind] ?? o[`${kind}_locale`]))),
  );
  return { seq: null, etc: joined(names) };
}

/**
 * The blending information of a note (002 §3 "Blending info fields (on notes): country, country code,
 * region, farm, variety, grade, grade detail, process, each with an etc free text") from a bean page's
 * reply (public/bean-info.service.ts): what the page shows, nothing more.
 */
export function blendingInfo(info: Record<string, unknown>, locale: Locale): RecordValues {
  const origins = (Array.isArray(info.origins) ? info.origins : []) as Origin[];
  const countries = [...new Set([...list(info.country), ...texts(origins.map((o) => o.country))])];
  // 002 §4 "exactly one chosen sets the single country code; otherwise it is cleared".
  const country = onlyItem(countries);
  const region = place(origins, 'region', country, locale);
  const farm = place(origins, 'farm', country, locale);
  return {
    cupnote_country_list: countries,
    // Read-only on the note (the save sets it from the list); sent with the region and farm so the
    // form keeps them: they are chosen within this country.
    cupnote_country_code: country,
    cupnote_region_seq: region.seq,
    cupnote_region_etc: region.etc,
    cupnote_farm_seq: farm.seq,
    cupnote_farm_etc: farm.etc,
    cupnote_variety_list: list(info.variety),
    cupnote_variety_etc: etcText(info.variety_etc),
    cupnote_process_list: list(info.process),
    cupnote_process_etc: etcText(info.process_etc),
    cupnote_grade_list: list(info.grade),
    cupnote_grade_detail_list: list(info.grade_detail),
  };
}
