import type { CuppingAxis } from './cupping';
import type { Locale } from './locale';

/**
 * The cupping axes' names, kr and en: one word per axis wherever a radar is drawn (the chart
 * widgets and the bean story the server renders).
 */
export const CUPPING_AXIS_TEXT: Readonly<Record<Locale, Readonly<Record<CuppingAxis, string>>>> = {
  kr: { acidity: '산미', aroma: '향', balance: '밸런스', body: '바디', flavor: '풍미', sweetness: '단맛' },
  en: {
    acidity: 'Acidity',
    aroma: 'Aroma',
    balance: 'Balance',
    body: 'Body',
    flavor: 'Flavor',
    sweetness: 'Sweetness',
  },
};
