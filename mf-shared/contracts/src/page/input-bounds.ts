import type { FieldDecl } from './types';

/**
 * Spec 000 §5 "Field bounds", one constant per kind of input, in shown units: "Percent 0 to 100;
 * coffee temperature 0 to 300; density up to 2000; agtron 25 to 95 (step 10); rates 0 to 10;
 * textarea 1000 characters by default (1,000,000 for large); slider default 0 to 100; rating default
 * maximum 5 stars with optional 0.5 half step; months 1 to 12". Declarations spread the first six
 * into their fields; the widget defaults apply to every slider, rating and textarea that declares
 * nothing else (valueBounds, stepOf, maxCharsOf). The browser's checks and the server's schema both
 * read them from there. Which field is of which kind: docs/ENGINE.md "Field bounds".
 */
type Bounds = Readonly<Pick<FieldDecl, 'minValue' | 'maxValue' | 'step'>>;

export const PERCENT: Bounds = { minValue: 0, maxValue: 100 };
/** Every temperature of roasting and brewing (bean, air in the drum, water); not a room's or the weather's. */
export const COFFEE_TEMPERATURE: Bounds = { minValue: 0, maxValue: 300 };
/** "Up to 2000" g/L; a density is never below 0. */
export const DENSITY: Bounds = { minValue: 0, maxValue: 2000 };
/** The input steps through the roast-colour tiles 25, 35 … 95; the checks take any whole number in range. */
export const AGTRON: Bounds = { minValue: 25, maxValue: 95, step: 10 };
/** Cupping scores and satisfactions (000 §3 "0 to 10", 001 §9 "Cup note ratings default 10"). */
export const RATE: Bounds = { minValue: 0, maxValue: 10 };
export const MONTH: Bounds = { minValue: 1, maxValue: 12 };

/** Widget defaults, for a slider or rating that declares no bound of its own. */
export const SLIDER_RANGE = { min: 0, max: 100 } as const;
export const RATING_RANGE = { min: 0, max: 5 } as const;
/** A rating's step with `halfSteps`. */
export const RATING_HALF_STEP = 0.5;
/** A textarea's characters: 1000, or 1,000,000 when `large`; its byte bound applies as well. */
export const TEXTAREA_CHARS = { normal: 1000, large: 1_000_000 } as const;
