import { DEFAULT_LOCALE, isLocale, type Locale } from '@beantrail/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { reportMissingKey } from './missing-key';

/**
 * The one i18next instance of the page. mf-shared is a module-federation singleton, so the
 * shell and every remote see this same instance (remotes add their namespace to it).
 */
export const i18n: I18n = i18next.createInstance();

let initialised: Promise<unknown> | undefined;
const loaded = new Map<Locale, Promise<void>>();

function initOnce(lng: Locale): Promise<unknown> {
  initialised ??= i18n.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    ns: ['common', 'message'],
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => reportMissingKey(lngs.join(','), ns, key),
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return initialised;
}

/** Loads a language's bundle once, on demand (separate chunks per language). */
export function loadLanguage(lng: Locale): Promise<void> {
  let pending = loaded.get(lng);
  if (!pending) {
    const chunk =
      lng === 'en'
        ? import(/* webpackChunkName: "i18n-en" */ './locales/bundle-en')
        : import(/* webpackChunkName: "i18n-kr" */ './locales/bundle-kr');
    pending = chunk.then(({ bundle }) => {
      for (const [ns, resources] of Object.entries(bundle)) i18n.addResourceBundle(lng, ns, resources, true, true);
    });
    pending.catch(() => loaded.delete(lng));
    loaded.set(lng, pending);
  }
  return pending;
}

/** Initialises i18n (first call) and switches to `lng` once its texts are there. */
export async function setLanguage(lng: Locale): Promise<void> {
  await initOnce(lng);
  await loadLanguage(lng);
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
}

/** The language in use, as the `x-locale` header expects it. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** The `<html lang>` value for a locale (kr is Korean, ISO code ko). */
export function htmlLang(lng: Locale): string {
  return lng === 'kr' ? 'ko' : 'en';
}

/** Adds an area's texts (its own namespace) for both languages; a remote calls it when loaded. */
export function addAreaTranslations(namespace: string, translations: Record<Locale, Record<string, unknown>>): void {
  for (const [lng, resources] of Object.entries(translations))
    i18n.addResourceBundle(lng, namespace, resources, true, true);
}
