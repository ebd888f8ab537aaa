import {
  BREWING_DEFAULT_LIST,
  BREWING_RESULT_LIST,
  brewingDefaultSections,
  brewingResultFlags,
  brewingResultHead,
  brewingResultTail,
} from '../brewing-fields';
import { derived, orderPair, pageApi, PRESET_TODAY } from '../fields';
import { definePage } from '../types';
import { CAFE_ROLES, SIGNED_IN_TYPES } from '../../auth';
import { cafeRights } from './common';
import { coffeebeanSelect } from './coffeebean-select';

/**
 * A cafe's brewing recipe (CafeBrewingDefault; 002 §2.7, §3, §5): names in the current language
 * required 3–300, type from EXTR, public and use flags, memo up to 3000 (10 rows).
 */
export const cafeBrewingDefaultPage = definePage({
  id: 'cafeBrewingDefault',
  specName: 'CafeBrewingDefault',
  table: 'cafe_brewing_default',
  ownerField: 'cafe_seq',
  api: pageApi('/api/cafe/brewing/default'),
  keys: ['brewing_seq'],
  useFlag: 'brewing_use',
  list: BREWING_DEFAULT_LIST,
  sections: brewingDefaultSections(),
  rights: cafeRights(),
});

/**
 * A cup brewed at the cafe (CafeBrewingResult; 002 §2.6, §3, §5): the date is required and fixed
 * once saved; choosing a recipe copies its values; the lot (received) needs its bean first; the lot's
 * blending date and losses are copied by the server, which also counts brewing_date_term (days from
 * the blending date to the brewing date). Satisfaction defaults to 10.
 */
export const cafeBrewingResultPage = definePage({
  id: 'cafeBrewingResult',
  specName: 'CafeBrewingResult',
  table: 'cafe_brewing_result',
  ownerField: 'cafe_seq',
  api: pageApi('/api/cafe/brewing/result'),
  keys: ['brewing_result_seq'],
  list: BREWING_RESULT_LIST,
  sections: [
    {
      id: 'basic',
      fields: [
        ...brewingResultHead('/api/cafe/brewing/default'),
        coffeebeanSelect(),
        { name: 'coffeebean_name_locale', widget: 'text', ...derived },
        { name: 'coffeebean_name', widget: 'text', ...derived },
        // 002 §2.6: lots are offered only after a bean is chosen, and only that bean's.
        {
          name: 'received_seq',
          widget: 'select',
          type: 'integer',
          source: {
            dataUrl: '/api/cafe/coffeebean/received/code',
            dataParams: { coffeebean_seq: 'coffeebean_seq' },
            valueKey: 'received_seq',
            labelKey: 'received_label',
          },
        },
        ...brewingResultFlags(),
      ],
    },
    {
      // The roaster's lot values, copied by the server; a lot typed in by hand has none.
      id: 'lot',
      fields: [
        { name: 'blending_result_date', widget: 'date', ...derived },
        { name: 'brewing_date_term', widget: 'number', type: 'integer', ...derived },
        { name: 'blending_loss', widget: 'number', scale: 'loss', unit: '%', ...derived },
        { name: 'blending_organic_loss', widget: 'number', scale: 100, step: 0.01, unit: '%', ...derived },
      ],
      hideEmptyInView: true,
    },
    ...brewingResultTail(),
  ],
  rights: cafeRights(),
});

/** The result list's brewing-date filter, as its list call names it (search0, search1… by declaration order). */
const DATE_FILTER = `search${(BREWING_RESULT_LIST.search?.params ?? []).findIndex((p) => p.field === 'brewing_result_date')}`;

/**
 * Today's brewing (CafeBrewingToday; 002 §2.2): the cafe's brewing results with add, save and edit
 * hidden. A view over the result page's list and detail calls (the server has one page,
 * CafeBrewingResult), with view rights only.
 *
 * It shows the brews of the reader's today, the main ones first and marked by the main-flag column
 * (docs/CAFE.md "Today's brewing"): 002 §2.2 presets the main filter to yes and drops that column,
 * which listed main brews of every day under the title "today" while a brew saved today did not
 * appear, with nothing to say why.
 */
export const cafeBrewingTodayPage = definePage({
  ...cafeBrewingResultPage,
  id: 'cafeBrewingToday',
  specName: 'CafeBrewingToday',
  list: {
    columns: BREWING_RESULT_LIST.columns,
    search: { ...BREWING_RESULT_LIST.search, params: [] },
    // Main first, then the newest (the key breaks ties in the same direction); both are orders the result page's list call knows.
    orders: orderPair('main', 'brewing_result_main'),
    preset: { [DATE_FILTER]: PRESET_TODAY },
  },
  rights: {
    scope: 'cafe',
    userTypes: { view: SIGNED_IN_TYPES, listview: SIGNED_IN_TYPES },
    roles: { view: CAFE_ROLES, listview: CAFE_ROLES },
  },
});
