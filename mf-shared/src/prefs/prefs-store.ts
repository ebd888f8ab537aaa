import type { Locale, MassChoice } from '@beantrail/contracts';
import { create } from 'zustand';
import {
  parseTheme,
  PREF_COOKIES,
  preferencesFromCookies,
  serializeCookie,
  THEME_STORAGE_KEY,
  type MenuPosition,
  type ScreenLayout,
  type ThemeChoice,
} from './preferences';

export interface PrefsState {
  layout: ScreenLayout;
  menuPosition: MenuPosition;
  theme: ThemeChoice;
  massUnit: MassChoice;
  setLayout: (layout: ScreenLayout) => void;
  setMenuPosition: (position: MenuPosition) => void;
  setTheme: (theme: ThemeChoice) => void;
  setMassUnit: (unit: MassChoice) => void;
}

function readCookie(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

function writeCookie(name: string, value: string): void {
  if (typeof document !== 'undefined') document.cookie = serializeCookie(name, value);
}

function readTheme(): ThemeChoice {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'light';
  }
}

/** Saves the language choice (spec 000 §4: cookie for 30 days). */
export function saveLanguage(lng: Locale): void {
  writeCookie(PREF_COOKIES.lang, lng);
}

/** The language saved in the cookie, if any. */
export function savedLanguage(): Locale | undefined {
  return preferencesFromCookies(readCookie()).lang;
}

const initial = preferencesFromCookies(readCookie());

/** Screen layout, menu position, theme and mass unit: one store, read by the shell and every area. */
export const usePrefsStore = create<PrefsState>()((set) => ({
  layout: initial.layout,
  menuPosition: initial.menuPosition,
  theme: readTheme(),
  massUnit: initial.massUnit,
  setLayout: (layout) => {
    writeCookie(PREF_COOKIES.layout, layout);
    set({ layout });
  },
  setMenuPosition: (menuPosition) => {
    writeCookie(PREF_COOKIES.menu, menuPosition);
    set({ menuPosition });
  },
  setMassUnit: (massUnit) => {
    writeCookie(PREF_COOKIES.mass, massUnit);
    set({ massUnit });
  },
  setTheme: (theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this page only.
    }
    set({ theme });
  },
}));
