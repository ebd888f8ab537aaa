import { ViewValue } from './field-frame';
import { displayDate, type DateKind } from './date-text';
import { asList } from './widget-values';
import type { WidgetComponent, WidgetProps } from './widget-types';

/**
 * Date fields in view mode. Kept apart from the pickers (date-widgets.tsx, a chunk of its own) so a
 * record shown for reading does not wait for @mui/x-date-pickers to print "2026-11-25".
 */
export function dateView(kind: DateKind): WidgetComponent {
  return function DateView(props: WidgetProps) {
    return <ViewValue props={props}>{displayDate(props.value, kind)}</ViewValue>;
  };
}

export function DateRangeView(props: WidgetProps) {
  const [from = '', to = ''] = asList(props.value);
  return <ViewValue props={props}>{from || to ? `${displayDate(from, 'date')} ~ ${displayDate(to, 'date')}` : ''}</ViewValue>;
}

export function DatesView(props: WidgetProps) {
  return <ViewValue props={props}>{asList(props.value).map((d) => displayDate(d, 'date')).join(', ')}</ViewValue>;
}
