import { isLocale, isMassChoice, type Locale, type MassChoice } from '@beantrail/contracts';

export const LAYOUTS = ['N', 'S', 'F'] as const;
export type ScreenLayout = (typeof LAYOUTS)[number];
export const MENU_POSITIONS = ['L', 'R', 'T', 'B'] as const;
export type MenuPosition = (typeof MENU_POSITIONS)[number];
export const THEMES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEMES)[number];

/** Spec 000 §4, §9: screen, menu and language choices live in cookies for 30 days. */
export const PREF_COOKIES = { layout: 'bt_layout', menu: 'bt_menu', lang: 'bt_lang', mass: 'bt_mass' } as const;
export const COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** Spec 000 §4: the theme lives in local storage. */
export const THEME_STORAGE_KEY = 'bt.theme';

export interface Preferences {
  layout: ScreenLayout;
  menuPosition: MenuPosition;
  lang: Locale | undefined;
  /** The unit every mass is shown in; 'auto' = each field's declared unit. */
  massUnit: MassChoice;
}

export const DEFAULT_PREFERENCES: Preferences = { layout: 'N', menuPosition: 'L', lang: undefined, massUnit: 'auto' };

/** Parses `document.cookie` into name → value (values URI-decoded, malformed ones kept raw). */
export function parseCookies(cookie: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/** One `Set-Cookie`-style string for `document.cookie`, kept 30 days on the whole site. */
export function serializeCookie(name: string, value: string, maxAgeSeconds = COOKIE_MAX_AGE_S): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Reads the saved preferences; unknown values fall back to the defaults. */
export function preferencesFromCookies(cookie: string): Preferences {
  const jar = parseCookies(cookie);
  return {
    layout: oneOf(LAYOUTS, jar[PREF_COOKIES.layout], DEFAULT_PREFERENCES.layout),
    menuPosition: oneOf(MENU_POSITIONS, jar[PREF_COOKIES.menu], DEFAULT_PREFERENCES.menuPosition),
    lang: isLocale(jar[PREF_COOKIES.lang]) ? (jar[PREF_COOKIES.lang] as Locale) : undefined,
    massUnit: isMassChoice(jar[PREF_COOKIES.mass])
      ? (jar[PREF_COOKIES.mass] as MassChoice)
      : DEFAULT_PREFERENCES.massUnit,
  };
}

/** Spec 000 §4: the theme falls back to light if the stored value is unknown. */
export function parseTheme(stored: string | null | undefined): ThemeChoice {
  return stored === null || stored === undefined ? 'system' : oneOf(THEMES, stored, 'light');
}

/** The theme actually applied: system follows the browser's preference. */
export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): 'light' | 'dark' {
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}
