// Charts and visual widgets. The widgets are lazy; their pure logic the areas use
// (brewing and cupping arithmetic, roast-log helpers, chart texts) is in `@beantrail/mf-shared/pure`,
// which each app bundles as far as it uses it: the full library is kept whole on every area's first
// page.
export * from './defer-while-focused';
export * from './lazy-widgets';
export type { CountryLabel, CountryMapProps } from './country-map';
export type { CuppingRadarProps, CuppingRadarSeries } from './cupping-radar';
export type { FlavorWheelProps } from './flavor-wheel/flavor-wheel';
export type { FlavorWheelFieldProps } from './flavor-wheel/flavor-wheel-field';
export type { QrCodeViewProps } from './qr-code';
export type { RoastTimelineChartProps } from './roast-timeline-chart';
