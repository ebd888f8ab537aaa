// Server-side SVG renderers the bean story page inlines (no DOM, no React: markup strings).
export { countryMapSvg, type CountryMapSvgOptions } from './country-map-svg';
export { flavorWheelSvg, type FlavorWheelSvgOptions } from './flavor-wheel-svg';
export { radarSvg, type RadarSvgOptions } from './radar-svg';
export { roastCurveSvg, type RoastCurveStage, type RoastCurveSvgOptions } from './roast-curve-svg';
