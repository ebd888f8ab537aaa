import {
  auditSection,
  derived,
  nameFields,
  onlyItem,
  orderPair,
  pageApi,
  publicStageFields,
  useFlagField,
} from '../fields';
import { beanOriginFields } from '../bean-origin-fields';
import { definePage } from '../types';
import { cafeRights } from './common';
import { generatedKey, weighedMass } from '../record-fields';
import { coffeebeanSelect } from './coffeebean-select';

/**
 * A cafe's coffee bean (CoffeebeanDefault; 002 §3 "Cafe bean", §5, §9): typed in by hand or
 * registered from a roaster's blend QR (qrdefault), which links it to the blend (blending_uuid,
 * checked and never changed by the server after creation).
 */
export const coffeebeanDefaultPage = definePage({
  id: 'coffeebeanDefault',
  specName: 'CoffeebeanDefault',
  table: 'cafe_coffeebean',
  ownerField: 'cafe_seq',
  api: pageApi('/api/cafe/coffeebean/default'),
  keys: ['coffeebean_seq'],
  useFlag: 'coffeebean_use',
  list: {
    columns: [
      { field: 'coffeebean_name_locale' },
      { field: 'coffeebean_name', mobileHidden: true },
      { field: 'store_name_locale', mobileHidden: true },
      { field: 'coffeebean_single_origin', format: 'yesNo', mobileHidden: true },
      { field: 'coffeebean_use', format: 'yesNo' },
    ],
    search: {
      title: [
        'coffeebean_name_locale',
        'coffeebean_name',
        'coffeebean_nick_locale',
        'coffeebean_nick',
        'store_name_locale',
        'store_name',
      ],
      params: [
        { field: 'coffeebean_use', op: 'eq' },
        { field: 'coffeebean_single_origin', op: 'eq' },
      ],
    },
  },
  sections: [
    {
      id: 'basic',
      fields: [
        generatedKey('coffeebean_seq'),
        ...nameFields('coffeebean'),
        // The roastery the bean comes from (bean info's store_name, 002 §3).
        { name: 'store_name_locale', widget: 'text', maxBytes: 300 },
        { name: 'store_name', widget: 'text', maxBytes: 300 },
        { name: 'coffeebean_single_origin', widget: 'switch', type: 'boolean', required: true, default: false },
        useFlagField('coffeebean_use'),
        { name: 'coffeebean_desc', widget: 'textarea', large: true, maxBytes: 10000 },
      ],
    },
    {
      id: 'origin',
      fields: beanOriginFields('coffeebean', 500),
    },
    {
      id: 'public',
      fields: publicStageFields(['cafe', 'customer', 'normal']),
    },
    {
      id: 'qr',
      fields: [
        // Sent only by the QR registration (the blend's cafe QR uuid); the server checks it.
        { name: 'blending_uuid', widget: 'hidden', maxBytes: 36, lockedOnUpdate: true },
        { name: 'blending_linked', widget: 'switch', type: 'boolean', ...derived },
        // 002 §3: what the bean's public page shows of the linked blend: its green beans' origins,
        // and the roastery's main cup note (a QR registration turns both on; a hand-typed bean has no blend).
        { name: 'blending_info_use', widget: 'switch', type: 'boolean', default: false },
        { name: 'blending_cupnote_use', widget: 'switch', type: 'boolean', default: false },
        {
          name: 'coffeebean_uuid_str',
          widget: 'qrcode',
          link: '/{locale}/info/beannote/coffeebean/{value}',
          ...derived,
        },
      ],
    },
    auditSection(),
  ],
  derive: (values) => ({ coffeebean_country_code: onlyItem(values.coffeebean_country_list) }),
  rights: cafeRights(),
});

/**
 * A received lot (CoffeebeanReceived; 002 §3 "Received lot", §5): which bean, when, how much;
 * registered from a blended lot's QR (qrreceived) it carries the lot's date and losses, copied by
 * the server from the roaster's record.
 */
export const coffeebeanReceivedPage = definePage({
  id: 'coffeebeanReceived',
  specName: 'CoffeebeanReceived',
  table: 'cafe_received',
  ownerField: 'cafe_seq',
  api: pageApi('/api/cafe/coffeebean/received'),
  keys: ['received_seq'],
  useFlag: 'received_instock',
  list: {
    columns: [
      { field: 'received_date', format: 'date' },
      { field: 'coffeebean_name_locale' },
      { field: 'received_div', mobileHidden: true },
      { field: 'received_mass', format: 'number' },
      { field: 'blending_result_date', format: 'date', mobileHidden: true },
      { field: 'received_instock', format: 'yesNo' },
    ],
    search: {
      title: ['coffeebean_name_locale', 'coffeebean_name', 'received_div'],
      params: [
        { field: 'received_instock', op: 'eq' },
        { field: 'coffeebean_seq', op: 'eq' },
      ],
    },
    orders: [...orderPair('date', 'received_date'), ...orderPair('rgst', 'rgst_at')],
  },
  sections: [
    {
      id: 'basic',
      fields: [
        generatedKey('received_seq'),
        coffeebeanSelect({ required: true }),
        // The bean's names, copied by the server so the list can show and search them.
        { name: 'coffeebean_name_locale', widget: 'text', ...derived },
        { name: 'coffeebean_name', widget: 'text', ...derived },
        { name: 'received_date', widget: 'date', required: true, default: { now: 'date' }, maxBytes: 10 },
        { name: 'received_div', widget: 'text', maxBytes: 45 },
        weighedMass('received_mass'),
        { name: 'received_instock', widget: 'switch', type: 'boolean', required: true, default: true },
      ],
    },
    {
      id: 'lot',
      fields: [
        { name: 'blending_result_uuid', widget: 'hidden', maxBytes: 36, lockedOnUpdate: true },
        { name: 'blending_result_date', widget: 'date', ...derived },
        { name: 'blending_loss', widget: 'number', scale: 'loss', unit: '%', ...derived },
        { name: 'blending_organic_loss', widget: 'number', scale: 100, step: 0.01, unit: '%', ...derived },
      ],
      // A lot typed in by hand has no roaster's lot.
      hideEmptyInView: true,
    },
    {
      id: 'qr',
      fields: [
        {
          name: 'received_uuid_str',
          widget: 'qrcode',
          link: '/{locale}/info/beannote/coffeebeandetail/{value}',
          ...derived,
        },
      ],
    },
    auditSection(),
  ],
  rights: cafeRights(),
});
