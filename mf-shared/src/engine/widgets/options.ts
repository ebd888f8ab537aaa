import { NAME_SORTED_GROUPS, type CodeEntry, type Locale, type OptionSource } from '@beantrail/contracts';

export interface SelectOption {
  value: string;
  label: string;
  /** The other language's name, shown as a sub-label. */
  secondary?: string;
}

/**
 * The labels of stored values, comma-separated; a value with no option keeps its code. `complete`
 * says whether every value found its option (while options load, the view waits rather than show codes).
 */
export function optionLabels(
  options: readonly SelectOption[],
  values: readonly string[],
): { text: string; complete: boolean } {
  const labels = values.map((v) => options.find((o) => o.value === v)?.label);
  return { text: labels.map((l, i) => l ?? values[i]).join(', '), complete: labels.every((l) => l !== undefined) };
}

/** The name of a code entry in a locale: Korean name in kr (falling back to English). */
export function codeLabel(entry: Pick<CodeEntry, 'code_name' | 'code_name_kr'>, locale: Locale): string {
  return locale === 'kr' ? entry.code_name_kr || entry.code_name : entry.code_name || entry.code_name_kr;
}

/**
 * Options of a code group (000 §3): filtered by code_filter when declared; CNTR and VRT sorted
 * by name in the current language (000 §9), others by code_order.
 */
export function codeOptions(
  groupId: string,
  entries: readonly CodeEntry[],
  locale: Locale,
  filter?: string,
  only?: readonly string[],
  current?: unknown,
): SelectOption[] {
  // A stored value outside `only` still gets its label (a member's OWN role on the staff list).
  const held = new Set(
    Array.isArray(current)
      ? current.map(String)
      : current === null || current === undefined
        ? []
        : String(current).split(','),
  );
  const kept = entries.filter(
    (e) => (!filter || e.code_filter === filter) && (!only || only.includes(e.code_id) || held.has(e.code_id)),
  );
  const byName = (NAME_SORTED_GROUPS as readonly string[]).includes(groupId);
  const collator = new Intl.Collator(locale === 'kr' ? 'ko' : 'en');
  kept.sort(
    byName
      ? (a, b) => collator.compare(codeLabel(a, locale), codeLabel(b, locale))
      : (a, b) => a.code_order - b.code_order,
  );
  return kept.map((e) => ({
    value: e.code_id,
    label: codeLabel(e, locale),
    secondary: locale === 'kr' ? e.code_name : e.code_name_kr,
  }));
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : typeof v === 'number' ? String(v) : '');

/**
 * Options from a data URL reply: value from `valueKey`, label from `labelKey`; in Korean the
 * `<labelKey>_locale` (or `_kr`) variant wins when present (names carry a Korean twin, 001 §3), and
 * a name given only in the other language is shown rather than the number (a recipe named only in
 * Korean read "2" on English pages: drinker review).
 */
export function dataOptions(
  items: readonly Record<string, unknown>[],
  source: OptionSource,
  locale: Locale,
): SelectOption[] {
  const valueKey = source.valueKey ?? 'value';
  const labelKey = source.labelKey ?? 'label';
  return items.map((item) => {
    const korean = text(item[`${labelKey}_locale`]) || text(item[`${labelKey}_kr`]);
    const english = text(item[labelKey]);
    const label = (locale === 'kr' ? korean || english : english || korean) || String(item[valueKey] ?? '');
    return { value: String(item[valueKey] ?? ''), label };
  });
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * Request parameters of a data-URL select: the fixed ones, each dependent param with its field's
 * value, and the field's own value under `currentParam` when it has one.
 */
export function dataParams(
  source: OptionSource,
  values: Record<string, unknown> | undefined,
  current?: unknown,
): Record<string, unknown> {
  const params: Record<string, unknown> = { ...source.staticParams };
  for (const [param, field] of Object.entries(source.dataParams ?? {})) {
    const v = values?.[field];
    if (given(v)) params[param] = v;
  }
  if (source.currentParam && given(current)) params[source.currentParam] = current;
  return params;
}

/** Spec 000 §7: data-URL option lists are cached one hour keyed by url, params and user. */
export function dataCacheKey(url: string, params: Record<string, unknown>, user: number | string | undefined) {
  const sorted = Object.keys(params)
    .sort()
    .map((k) => `${k}=${String(params[k])}`)
    .join('&');
  return ['select-data', url, sorted, user ?? 'guest'] as const;
}

/**
 * A dependent select waits until the first field it depends on has a value (regions after a
 * country); later parameters only narrow the list (farms by country, then also by region).
 */
export function dependenciesMet(source: OptionSource, values: Record<string, unknown> | undefined): boolean {
  const first = Object.values(source.dataParams ?? {})[0];
  if (first === undefined) return true;
  const v = values?.[first];
  return v !== undefined && v !== null && v !== '';
}
