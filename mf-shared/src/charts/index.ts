// Charts and visual widgets (issue 3). The widgets are lazy; of the pure logic only what the areas
// use is re-exported (the map's zoom, the wheel's tree and the rate of rise are the widgets' own),
// since the full library is kept whole on every area's first page (issue 17).
export * from './brewing-calc';
export * from './cupping';
export * from './defer-while-focused';
export * from './development';
export * from './download';
export * from './roast-profile';
export * from './time-format';
export * from './timestamp-name';
export * from './charts-text';
export * from './lazy-widgets';
export type { CountryLabel, CountryMapProps } from './country-map';
export type { CuppingRadarProps, CuppingRadarSeries } from './cupping-radar';
export type { FlavorWheelProps } from './flavor-wheel/flavor-wheel';
export type { FlavorWheelFieldProps } from './flavor-wheel/flavor-wheel-field';
export type { QrCodeViewProps } from './qr-code';
export type { RoastTimelineChartProps } from './roast-timeline-chart';
export * from './roast-form';
