import { useLocale } from '../../area/locale-path';
import { useIsMobile } from '../../ui/use-is-mobile';
import { ViewValue } from './field-frame';
import { displayClock12, displayDate, type DateKind } from './date-text';
import { asList } from './widget-values';
import type { WidgetComponent, WidgetProps } from './widget-types';

/**
 * Date fields in view mode. Kept apart from the pickers (date-widgets.tsx, a chunk of its own) so a
 * record shown for reading does not wait for @mui/x-date-pickers to print "2026-11-25".
 */
export function dateView(kind: DateKind): WidgetComponent {
  return function DateView(props: WidgetProps) {
    if (kind === 'datetime' && props.field.clock12) return <ClockView {...props} />;
    return <ViewValue props={props}>{displayDate(props.value, kind)}</ViewValue>;
  };
}

/** A date-time read on a 12-hour clock (002 §9 event times: 'YYYY-MM-DD A hh:mm', 'MM-DD A hh:mm' on phones). */
function ClockView(props: WidgetProps) {
  const locale = useLocale();
  const mobile = useIsMobile();
  return <ViewValue props={props}>{displayClock12(props.value, locale, mobile)}</ViewValue>;
}

export function DateRangeView(props: WidgetProps) {
  const [from = '', to = ''] = asList(props.value);
  return (
    <ViewValue props={props}>{from || to ? `${displayDate(from, 'date')} ~ ${displayDate(to, 'date')}` : ''}</ViewValue>
  );
}

export function DatesView(props: WidgetProps) {
  return (
    <ViewValue props={props}>
      {asList(props.value)
        .map((d) => displayDate(d, 'date'))
        .join(', ')}
    </ViewValue>
  );
}
