import {
  BREWING_DEFAULT_LIST,
  BREWING_RESULT_LIST,
  brewingDefaultSections,
  brewingResultFlags,
  brewingResultHead,
  brewingResultTail,
  dateTerm,
} from '../brewing-fields';
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
 * A cup a coffee drinker brewed (User brewing result; 002 §2.6): the bean (`coffeebean_seq`), then
 * one of its lots (`received_seq`, offered once a bean is chosen), whose blending date and losses
 * the server copies. A drinker has no cafe: their beans and lots are the cafe beans and received lots
 * their coffee notes name by serial (§3 cup note coffeebean_uuid, §4 serial check; docs/USER.md). A
 * coffee no note names is named by hand, its roast date typed from the bag. The days between the two
 * dates are previewed as the user types and counted again by the server (§4).
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
        // Choosing a bean brings its names (the server copies them again on save).
        {
          name: 'coffeebean_seq',
          widget: 'select',
          type: 'integer',
          copyFrom: '/api/user/coffeebean/copy',
          source: {
            dataUrl: '/api/user/coffeebean/code',
            valueKey: 'coffeebean_seq',
            labelKey: 'coffeebean_name',
            currentParam: 'include_seq',
          },
        },
        { name: 'coffeebean_name_locale', widget: 'text', maxBytes: 300 },
        { name: 'coffeebean_name', widget: 'text', maxBytes: 300 },
        // 002 §2.6: lots only after a bean is chosen, and only that bean's; choosing one brings its date and losses.
        {
          name: 'received_seq',
          widget: 'select',
          type: 'integer',
          copyFrom: '/api/user/coffeebean/received/copy',
          source: {
            dataUrl: '/api/user/coffeebean/received/code',
            dataParams: { coffeebean_seq: 'coffeebean_seq' },
            valueKey: 'received_seq',
            labelKey: 'received_label',
            currentParam: 'include_seq',
          },
        },
        ...brewingResultFlags(),
      ],
    },
    {
      id: 'lot',
      fields: [
        // The lot's, when one is chosen; else typed from the bag.
        { name: 'blending_result_date', widget: 'date', maxBytes: 10 },
        { name: 'brewing_date_term', widget: 'number', type: 'integer', ...computed },
        // The lot's losses as the cafe's bean shows them to its customers, copied by the server.
        { name: 'blending_loss', widget: 'number', scale: 'loss', unit: '%', ...computed },
        { name: 'blending_organic_loss', widget: 'number', scale: 100, step: 0.01, unit: '%', ...computed },
      ],
    },
    ...brewingResultTail(),
  ],
  derive: (values) => ({ brewing_date_term: dateTerm(values.blending_result_date, values.brewing_result_date) }),
  rights: userRights(),
});
