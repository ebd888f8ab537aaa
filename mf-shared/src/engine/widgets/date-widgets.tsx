import Close from '@mui/icons-material/Close';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, koKR } from '@mui/x-date-pickers/locales';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import 'dayjs/locale/ko';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeView, DatesView, dateView } from './date-views';
import { useTypedInputs } from '../detail/typed-input';
import { FieldFrame } from './field-frame';
import { KoreanClockAdapter } from './korean-clock-adapter';
import {
  CLOCK12_FORMAT,
  DATE_FORMATS,
  displayDate,
  formatDateValue,
  parseDateValue,
  type DateKind,
} from './date-values';
import { asList } from './widget-values';
import type { WidgetProps } from './widget-types';

/**
 * The calendar's headings in Korean word order: the adapter's defaults are English patterns with
 * Korean month names ("11월 2026", "26 11월"). The month heading is the
 * calendar header's own format (KOREAN_MONTH), the toolbar's day its `normalDate`.
 */
const KOREAN_FORMATS = {
  monthAndYear: 'YYYY년 MMMM',
  normalDate: 'MMMM D일',
  normalDateWithWeekday: 'MMM D일 (ddd)',
  shortDate: 'MMM D일',
  dayOfMonthFull: 'D일',
};
const KOREAN_MONTH = 'YYYY년 MMMM';

/** The pickers' own texts (buttons, field placeholders) in the page's language. */
function Provider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en';
  const texts = (en ? enUS : koKR).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider
      dateAdapter={KoreanClockAdapter}
      adapterLocale={en ? 'en' : 'ko'}
      localeText={texts}
      dateFormats={en ? undefined : KOREAN_FORMATS}
    >
      {children}
    </LocalizationProvider>
  );
}

function Picker({
  kind,
  props,
  value,
  onChange,
  label,
  typedName,
}: {
  kind: DateKind;
  props: WidgetProps;
  value: unknown;
  onChange: (v: string) => void;
  label?: string;
  typedName?: string;
}) {
  // A day that does not exist (2026-02-30, year 0000) leaves the value empty while the picker still
  // shows it; the form is told, so its save says field_date with the text typed (typed-input.ts),
  // not "required, (empty)". (Typed into an empty picker, MUI clears such a date itself.)
  const typed = useTypedInputs();
  const korean = useTranslation().i18n.language !== 'en';
  const input = useRef<HTMLInputElement>(null);
  // The value now: once it holds a date again (undo, reload, a copied value), what the sections
  // show is that date, not the day typed, so nothing is reported.
  const current = useRef(value);
  current.current = value;
  useEffect(() => () => typed?.set(typedName ?? '', null), [typed, typedName]);
  const change = (d: Dayjs | null) => {
    const shown = () =>
      current.current === '' || current.current === null || current.current === undefined
        ? (input.current?.value.trim() ?? '')
        : '';
    if (typed && typedName) typed.set(typedName, d && !d.isValid() ? shown : null);
    onChange(formatDateValue(d, kind, value));
  };
  const slotProps = {
    textField: {
      inputRef: input,
      id: props.id,
      name: props.field.name,
      size: 'small' as const,
      fullWidth: true,
      required: props.required,
      error: !!props.error,
      helperText: props.error,
      onBlur: props.onBlur,
    },
    field: { clearable: true },
    ...(korean
      ? {
          calendarHeader: { format: KOREAN_MONTH },
          ...(kind === 'month' ? { toolbar: { toolbarFormat: KOREAN_MONTH } } : {}),
        }
      : {}),
  };
  const common = {
    label: label ?? props.label,
    value: parseDateValue(value, kind),
    onChange: change,
    disabled: props.disabled,
    minDate: undefined,
    slotProps,
  };
  // Typed and read in the lists' and views' format (001 §9, 002 §9: YYYY-MM-DD) in both languages,
  // not the locale's (en-US MM/DD/YYYY, ko YYYY. MM. DD.): one way to write a date on every screen.
  const format = DATE_FORMATS[kind];
  if (kind === 'time')
    return <TimePicker {...common} ampm={false} views={['hours', 'minutes', 'seconds']} format={format} />;
  // 002 §9 event times: typed and read on a 12-hour clock to the minute (오전/오후, AM/PM), as the views show them.
  if (kind === 'datetime' && props.field.clock12)
    return (
      <DateTimePicker {...common} ampm views={['year', 'month', 'day', 'hours', 'minutes']} format={CLOCK12_FORMAT} />
    );
  if (kind === 'datetime')
    return (
      <DateTimePicker
        {...common}
        ampm={false}
        views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
        format={format}
      />
    );
  // 001 §4 "blending results only after a month": a year-and-month picker.
  if (kind === 'month') return <DatePicker {...common} views={['year', 'month']} openTo="month" format={format} />;
  return <DatePicker {...common} format={format} />;
}

function single(kind: DateKind) {
  const View = dateView(kind);
  return function DateWidget(props: WidgetProps) {
    if (props.readOnly) return <View {...props} />;
    return (
      <Provider>
        <div data-testid={`field-${props.field.name}`} style={{ width: '100%' }}>
          <Picker
            kind={kind}
            props={props}
            value={props.value}
            onChange={props.onChange}
            typedName={props.field.name}
          />
        </div>
      </Provider>
    );
  };
}

export const DateWidget = single('date');
export const MonthWidget = single('month');
export const TimeWidget = single('time');
export const DateTimeWidget = single('datetime');

/** Date range: two pickers, stored as [from, to]. */
export function DateRangeWidget(props: WidgetProps) {
  if (props.readOnly) return <DateRangeView {...props} />;
  const [from = '', to = ''] = asList(props.value);
  return (
    <Provider>
      <FieldFrame props={props}>
        <Stack direction="row" spacing={1} sx={{ flex: 1, alignItems: 'center' }}>
          <Picker
            kind="date"
            props={props}
            label=""
            value={from}
            onChange={(v) => props.onChange([v, to])}
            typedName={props.field.name}
          />
          <span>~</span>
          <Picker
            kind="date"
            props={{ ...props, id: `${props.id}-to` }}
            label=""
            value={to}
            onChange={(v) => props.onChange([from, v])}
            typedName={`${props.field.name}~`}
          />
        </Stack>
      </FieldFrame>
    </Provider>
  );
}

/** Several dates: a picker adds, chips remove. */
export function DatesWidget(props: WidgetProps) {
  if (props.readOnly) return <DatesView {...props} />;
  const dates = asList(props.value);
  return (
    <Provider>
      <FieldFrame props={props}>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <Picker
            kind="date"
            props={props}
            label=""
            value=""
            onChange={(v) => v && !dates.includes(v) && props.onChange([...dates, v].sort())}
          />
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
            {dates.map((d) => (
              <Chip
                key={d}
                label={displayDate(d, 'date')}
                onDelete={() => props.onChange(dates.filter((x) => x !== d))}
                deleteIcon={<Close />}
                size="small"
              />
            ))}
          </Stack>
        </Stack>
      </FieldFrame>
    </Provider>
  );
}
