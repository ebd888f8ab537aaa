import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { isLocale, type Locale } from '@beantrail/contracts';

/** The caller's locale: the x-locale header (kr|en), else Accept-Language, else kr. */
export function requestLocale(headers: Record<string, string | string[] | undefined>): Locale {
  const explicit = headers['x-locale'];
  if (isLocale(explicit)) return explicit;
  const accept = String(headers['accept-language'] ?? '');
  return accept.toLowerCase().startsWith('en') ? 'en' : 'kr';
}

/** The caller's locale as a handler parameter (`@RequestLocale() locale: Locale`). */
export const RequestLocale = createParamDecorator((_data: unknown, context: ExecutionContext): Locale =>
  requestLocale(
    context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>().headers,
  ),
);
