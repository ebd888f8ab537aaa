import { type Locale, pathForLocale } from '@beantrail/contracts';
// One escaping for the page and its SVG (the same five characters): names are the roaster's and cafe's own text.
import { escapeXml as e } from './svg/svg-text';

/** What one render needs besides the bean: who reads it, where, and the code tables' names. */
export interface StoryContext {
  locale: Locale;
  /** The page's path without its locale prefix (/info/beannote/{kind}/{uuid}). */
  path: string;
  /** The absolute URL of the page as requested (og:url). */
  url: string;
  signedIn: boolean;
  /** A code's name in the page's language (the id when the code is unknown). */
  codeName: (group: string, id: string) => string;
  /** Today by the server's calendar (tests pass a fixed date). */
  today?: Date;
  /** Where the page's map, wheel and QR images are (the public path; the cafe's copy of a page has its own path). */
  imagePath?: string;
  /** 002 §2.10: the absolute address of the public bean note in the page's language, what its QR code holds. */
  noteUrl?: string;
  /**
   * 002 §2.10: for a reader holding a cafe role (BARISTA, SAST, MNG, SMNG, OWN), the cafe's
   * registration of this blend (qrdefault) or lot (qrreceived), without the locale prefix.
   */
  register?: string;
}

/** A name in the page's language, else the other one (the roaster may have written only one). */
export const pickName = (locale: Locale) => (en: string | null | undefined, ko: string | null | undefined) =>
  String((locale === 'kr' ? ko : en) || en || ko || '');

/** `lp`: a product path in the page's locale (kr unprefixed, en under /en, spec 000 §2). */
export const localePath = (locale: Locale) => (p: string) => pathForLocale(p, locale);

export const chips = (items: string[], testId?: string, cls = '') =>
  items.length
    ? `<ul class="chips${cls ? ` ${cls}` : ''}"${testId ? ` data-testid="${testId}"` : ''}>${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`
    : '';
