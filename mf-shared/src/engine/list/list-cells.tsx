import { type ColumnDecl, type FieldDecl, isMassField, massUnitOf, type PageDecl } from '@beantrail/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../area/locale-path';
import { usePrefsStore } from '../../prefs/prefs-store';
import { displayText } from '../detail/form-values';
import { displayClock12, displayDate, shortDay } from '../widgets/date-text';
import { massText } from '../widgets/mass-values';
import { useFieldOptions } from '../widgets/use-field-options';

/** A code value shown by its option label (code groups, static options, data URLs). */
function CodeCell({ page, ns, field, value }: { page: PageDecl; ns: string; field: FieldDecl; value: unknown }) {
  const { options } = useFieldOptions({ field, ns, pageId: page.id, values: { [field.name]: value } });
  const values = Array.isArray(value)
    ? value.map(String)
    : value === null || value === undefined || value === ''
      ? []
      : String(value).split(',');
  return <>{values.map((v) => options.find((o) => o.value === v)?.label ?? v).join(', ')}</>;
}

/** A value and its unit stay on one line ("840" over "g" in a phone's narrow column: phone review). */
const NoWrap = ({ children }: { children: string }) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;

/** Longer than any word of a name or a note (a pasted address, a held-down key). */
const LONG_WORD = /\S{25,}/;

/**
 * Text as it is, but a text with a very long unbroken word may break inside it: such a word had
 * widened its column past a phone's screen (careless-user review). Only those: everywhere else
 * Korean keeps whole words on a line (word-break: keep-all).
 */
function TextCell({ text }: { text: string }) {
  return LONG_WORD.test(text) ? <span style={{ overflowWrap: 'anywhere' }}>{text}</span> : <>{text}</>;
}

/** A mass in the user's unit with thousands separators. */
function MassCell({ field, value }: { field: FieldDecl; value: unknown }) {
  const choice = usePrefsStore((s) => s.massUnit);
  const locale = useLocale();
  return <NoWrap>{massText(value, massUnitOf(field, choice), locale)}</NoWrap>;
}

/** A number with a unit (a loss rate 14.8 %, a temperature 93 °C): grouped digits and the unit, as the form shows it. */
function UnitNumberCell({ value, unit }: { value: unknown; unit: string }) {
  const locale = useLocale();
  const n =
    typeof value === 'number' ? value : value === null || value === undefined || value === '' ? NaN : Number(value);
  if (!Number.isFinite(n)) return <>{displayText(value)}</>;
  return (
    <NoWrap>{`${n.toLocaleString(locale === 'en' ? 'en-US' : 'ko-KR', { maximumFractionDigits: 2 })} ${unit}`}</NoWrap>
  );
}

/** A date-time on a 12-hour clock (002 §9 event times), without the year on phones. */
function ClockCell({ value, mobile }: { value: unknown; mobile: boolean }) {
  const locale = useLocale();
  return <NoWrap>{displayClock12(value, locale, mobile)}</NoWrap>;
}

/** One list cell, formatted per the column (001 §2: dates MM-DD on mobile, with the year when not this year; yes/no flags, codes). */
export function ListCell({
  page,
  ns,
  column,
  field,
  value,
  mobile,
}: {
  page: PageDecl;
  ns: string;
  column: ColumnDecl;
  field: FieldDecl;
  value: unknown;
  mobile: boolean;
}) {
  const { t } = useTranslation('engine');
  const format =
    column.format ??
    (field.source ? 'code' : field.widget === 'switch' || field.widget === 'checkbox' ? 'yesNo' : 'text');
  if (isMassField(field) && format === 'number') return <MassCell field={field} value={value} />;
  if (format === 'number' && field.unit) return <UnitNumberCell value={value} unit={field.unit} />;
  switch (format) {
    case 'code':
      return <CodeCell page={page} ns={ns} field={field} value={value} />;
    case 'yesNo':
      return <>{displayText(value, { yes: t('list.yes'), no: t('list.no') })}</>;
    case 'date':
    case 'dateShort': {
      const d = displayDate(value, 'date');
      return <>{format === 'dateShort' || mobile ? shortDay(d) : d}</>;
    }
    case 'datetime':
      return field.clock12 ? <ClockCell value={value} mobile={mobile} /> : <>{displayDate(value, 'datetime')}</>;
    default:
      return <TextCell text={displayText(value)} />;
  }
}
