/**
 * The public area's own pages under /info, one route each: the `info` menu tree in contracts
 * (menu.ts), plus the guide's sub pages, which have no menu entry of their own.
 */
export const PUBLIC_PAGES = [
  'chart/flavorwheel',
  'chart/radarchart',
  'chart/brewingrecord',
  'chart/roastingprofile',
  'guide',
  'guide/barcode',
  'guide/coffeebean',
  'beannote',
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** Menu pages under /info that the server renders, not this area: the shell loads them as documents. */
export const SERVER_RENDERED = ['intro'] as const;

/** Paths that lead on to a page: the category itself to the guide, the chart group to its first chart. */
export const PUBLIC_REDIRECTS = { '': 'guide', chart: 'flavorwheel' } as const;
