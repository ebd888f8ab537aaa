import { BREWING_DEFAULT_LIST, BREWING_RESULT_LIST, brewingDefaultSections, brewingResultFlags, brewingResultHead, brewingResultTail, dateTerm } from '../brewing-fields';
import { computed, pageApi } from '../fields';
import { definePage } from '../types';
import { userRights } from './common';

/** A coffee drinker's own recipes (User brewing default; 002 §2.7 at /user/usernote/brewingdefault). */
export const userBrewingDefaultPage = definePage({
  id: 'userBrewingDefault',
  specName: 'UserBrewingDefault',
  table: 'user_brewing_default',
  ownerField: 'user_seq',
  ownedBy: 'user',
  api: pageApi('/api/user/brewing/default'),
  keys: ['brewing_seq'],
  useFlag: 'brewing_use',
  list: BREWING_DEFAULT_LIST,
  sections: brewingDefaultSections(),
  rights: userRights(),
});

/**
 * A cup a coffee drinker brewed (User brewing result; 002 §2.6). A user holds no cafe beans or
 * lots, so the bean is named by hand and the roast (blending) date is typed from the bag; the days
 * between the two dates are previewed as the user types and counted again by the server (§4).
 */
export const userBrewingResultPage = definePage({
  id: 'userBrewingResult',
  specName: 'UserBrewingResult',
  table: 'user_brewing_result',
  ownerField: 'user_seq',
  ownedBy: 'user',
  api: pageApi('/api/user/brewing/result'),
  keys: ['brewing_result_seq'],
  list: BREWING_RESULT_LIST,
  sections: [
    {
      id: 'basic',
      fields: [
        ...brewingResultHead('/api/user/brewing/default'),
        { name: 'coffeebean_name_locale', widget: 'text', maxBytes: 300 },
        { name: 'coffeebean_name', widget: 'text', maxBytes: 300 },
        ...brewingResultFlags(),
      ],
    },
    {
      id: 'lot',
      fields: [
        { name: 'blending_result_date', widget: 'date', maxBytes: 10 },
        { name: 'brewing_date_term', widget: 'number', type: 'integer', ...computed },
      ],
    },
    ...brewingResultTail(),
  ],
  derive: (values) => ({ brewing_date_term: dateTerm(values.blending_result_date, values.brewing_result_date) }),
  rights: userRights(),
});
