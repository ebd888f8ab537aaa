import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { DateRangeView, DatesView, dateView } from './date-views';
import type { WidgetComponent, WidgetProps } from './widget-types';

type DateModule = typeof import('./date-widgets');
type DateExport = 'DateWidget' | 'MonthWidget' | 'TimeWidget' | 'DateTimeWidget' | 'DateRangeWidget' | 'DatesWidget';

// The pickers are large (@mui/x-date-pickers): they load with the first date field being edited,
// not with the shell; a field in view mode is drawn at once without them.
const load = () => import(/* webpackChunkName: "engine-dates" */ './date-widgets');

function lazyDate(name: DateExport, View: WidgetComponent): WidgetComponent {
  const Loaded = lazy(() => load().then((m: DateModule) => ({ default: m[name] })));
  return function LazyDateWidget(props: WidgetProps) {
    if (props.readOnly) return <View {...props} />;
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={40} data-testid={`field-${props.field.name}-loading`} />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

export const LazyDateWidget = lazyDate('DateWidget', dateView('date'));
export const LazyMonthWidget = lazyDate('MonthWidget', dateView('month'));
export const LazyTimeWidget = lazyDate('TimeWidget', dateView('time'));
export const LazyDateTimeWidget = lazyDate('DateTimeWidget', dateView('datetime'));
export const LazyDateRangeWidget = lazyDate('DateRangeWidget', DateRangeView);
export const LazyDatesWidget = lazyDate('DatesWidget', DatesView);
