import { isLocale, type Locale } from '@beantrail/contracts';

/** The caller's locale: the x-locale header (kr|en), else Accept-Language, else kr. */
export function requestLocale(headers: Record<string, string | string[] | undefined>): Locale {
  const explicit = headers['x-locale'];
  if (isLocale(explicit)) return explicit;
  const accept = String(headers['accept-language'] ?? '');
  return accept.toLowerCase().startsWith('en') ? 'en' : 'kr';
}
