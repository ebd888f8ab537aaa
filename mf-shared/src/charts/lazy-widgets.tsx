import Skeleton from '@mui/material/Skeleton';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type RefObject,
} from 'react';
import type { CountryMapProps } from './country-map';
import { whenNearOrLater } from './near-or-later';
import type { CuppingRadarProps } from './cupping-radar';
import type { FlavorWheelFieldProps } from './flavor-wheel/flavor-wheel-field';
import type { FlavorWheelProps } from './flavor-wheel/flavor-wheel';
import type { QrCodeViewProps } from './qr-code';
import type { RoastTimelineChartProps } from './roast-timeline-chart';

/** True once the element is near the viewport, or a while after it was drawn (near-or-later.ts). */
function useNearOrLater(): [RefObject<HTMLSpanElement | null>, boolean] {
  const ref = useRef<HTMLSpanElement | null>(null);
  const [go, setGo] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (go || !ref.current) return undefined;
    return whenNearOrLater(ref.current, () => setGo(true));
  }, [go]);
  return [ref, go];
}

// The widgets pull in @mui/x-charts, d3 and qrcode: each is a chunk of its own, fetched when a
// page first shows it near the viewport, so none of them weighs on the shell's first load.
function deferred<P extends object>(load: () => Promise<ComponentType<P>>, height: number): (props: P) => ReactElement {
  const Lazy = lazy(() => load().then((C) => ({ default: C })));
  return function Deferred(props: P) {
    const [ref, go] = useNearOrLater();
    const waiting = <Skeleton ref={ref} variant="rectangular" height={height} data-testid="chart-loading" />;
    if (!go) return waiting;
    return (
      <Suspense fallback={<Skeleton variant="rectangular" height={height} data-testid="chart-loading" />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const CuppingRadar = deferred<CuppingRadarProps>(
  () => import(/* webpackChunkName: "chart-radar" */ './cupping-radar').then((m) => m.CuppingRadar),
  300,
);
export const RoastTimelineChart = deferred<RoastTimelineChartProps>(
  () => import(/* webpackChunkName: "chart-timeline" */ './roast-timeline-chart').then((m) => m.RoastTimelineChart),
  300,
);
export const FlavorWheel = deferred<FlavorWheelProps>(
  () => import(/* webpackChunkName: "chart-wheel" */ './flavor-wheel/flavor-wheel').then((m) => m.FlavorWheel),
  320,
);
export const FlavorWheelField = deferred<FlavorWheelFieldProps<readonly string[] | string>>(
  () =>
    import(/* webpackChunkName: "chart-wheel" */ './flavor-wheel/flavor-wheel-field').then(
      (m) => m.FlavorWheelField as ComponentType<FlavorWheelFieldProps<readonly string[] | string>>,
    ),
  400,
);
export const CountryMap = deferred<CountryMapProps>(
  () => import(/* webpackChunkName: "chart-map" */ './country-map').then((m) => m.CountryMap),
  240,
);
export const QrCodeView = deferred<QrCodeViewProps>(
  () => import(/* webpackChunkName: "chart-qr" */ './qr-code').then((m) => m.QrCodeView),
  200,
);
