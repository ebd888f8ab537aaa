import type { ColumnDecl, FieldDecl, PageDecl } from '@beantrail/contracts';
import { useTranslation } from 'react-i18next';
import { displayText } from './form-values';
import { displayDate } from './widgets/date-values';
import { useFieldOptions } from './widgets/use-field-options';

/** A code value shown by its option label (code groups, static options, data URLs). */
function CodeCell({ page, ns, field, value }: { page: PageDecl; ns: string; field: FieldDecl; value: unknown }) {
  const { options } = useFieldOptions({ field, ns, pageId: page.id, values: { [field.name]: value } });
  const values = Array.isArray(value) ? value.map(String) : value === null || value === undefined || value === '' ? [] : String(value).split(',');
  return <>{values.map((v) => options.find((o) => o.value === v)?.label ?? v).join(', ')}</>;
}

/** One list cell, formatted per the column (001 §2: dates MM-DD on mobile, yes/no flags, codes). */
export function ListCell({ page, ns, column, field, value, mobile }: { page: PageDecl; ns: string; column: ColumnDecl; field: FieldDecl; value: unknown; mobile: boolean }) {
  const { t } = useTranslation('engine');
  const format = column.format ?? (field.source ? 'code' : field.widget === 'switch' || field.widget === 'checkbox' ? 'yesNo' : 'text');
  switch (format) {
    case 'code':
      return <CodeCell page={page} ns={ns} field={field} value={value} />;
    case 'yesNo':
      return <>{displayText(value, { yes: t('list.yes'), no: t('list.no') })}</>;
    case 'date':
    case 'dateShort': {
      const d = displayDate(value, 'date');
      return <>{format === 'dateShort' || mobile ? d.slice(5) : d}</>;
    }
    case 'datetime':
      return <>{displayDate(value, 'datetime')}</>;
    default:
      return <>{displayText(value)}</>;
  }
}
