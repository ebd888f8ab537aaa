import type { Locale } from '../locale';
import { pageFields } from './fields';
import type { FieldDecl, FieldValue, PageDecl, RecordValues } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

/** A field's default for this locale and moment (000 §9: default country KOR, USA in en). */
export function resolveDefault(
  field: Pick<FieldDecl, 'default'>,
  locale: Locale,
  now = new Date(),
): FieldValue | undefined {
  const d = field.default;
  if (d === undefined) return undefined;
  if (d !== null && typeof d === 'object' && !Array.isArray(d)) {
    if ('byLocale' in d) return d.byLocale[locale];
    if ('now' in d) {
      if (d.now === 'year') return now.getFullYear();
      if (d.now === 'datetime') return now.toISOString();
      if (d.now === 'month') return `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    }
  }
  return d as FieldValue;
}

/** The values a new (write-mode) form starts with. */
export function defaultRecord(page: PageDecl, locale: Locale, now = new Date()): RecordValues {
  const out: RecordValues = {};
  for (const f of pageFields(page)) {
    const v = resolveDefault(f, locale, now);
    if (v !== undefined) out[f.name] = v;
  }
  for (const s of page.sections) if (s.sublist) out[s.sublist.name] = [];
  return out;
}
