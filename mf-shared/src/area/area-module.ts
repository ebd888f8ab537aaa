import type { AreaName, Category, Locale } from '@beantrail/contracts';
import type { ComponentType } from 'react';

/**
 * What each remote's `./Module` default-exports: the shell adds the translations under
 * `namespace` before rendering `Routes` at `/{en}?/{category}/*`.
 */
export interface AreaModule {
  area: AreaName;
  category: Category;
  namespace: string;
  translations: Record<Locale, Record<string, unknown>>;
  Routes: ComponentType;
}

/** Narrowing check for whatever a remote container returned. */
export function isAreaModule(value: unknown): value is AreaModule {
  const m = value as Partial<AreaModule> | null | undefined;
  return (
    !!m &&
    typeof m.area === 'string' &&
    typeof m.category === 'string' &&
    typeof m.Routes === 'function' &&
    !!m.translations
  );
}
