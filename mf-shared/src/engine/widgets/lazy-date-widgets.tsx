import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { WidgetComponent, WidgetProps } from './widget-types';

type DateModule = typeof import('./date-widgets');
type DateExport = 'DateWidget' | 'MonthWidget' | 'TimeWidget' | 'DateTimeWidget' | 'DateRangeWidget' | 'DatesWidget';

// The pickers are large (@mui/x-date-pickers): they load with the first date field, not with the shell.
const load = () => import(/* webpackChunkName: "engine-dates" */ './date-widgets');

function lazyDate(name: DateExport): WidgetComponent {
  const Loaded = lazy(() => load().then((m: DateModule) => ({ default: m[name] })));
  return function LazyDateWidget(props: WidgetProps) {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={40} data-testid={`field-${props.field.name}-loading`} />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

export const LazyDateWidget = lazyDate('DateWidget');
export const LazyMonthWidget = lazyDate('MonthWidget');
export const LazyTimeWidget = lazyDate('TimeWidget');
export const LazyDateTimeWidget = lazyDate('DateTimeWidget');
export const LazyDateRangeWidget = lazyDate('DateRangeWidget');
export const LazyDatesWidget = lazyDate('DatesWidget');
