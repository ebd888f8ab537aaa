import { type LabelPairs, nameLabels } from './entity-labels';

/** A product of the equipment catalogue (the administrator's page, and what an owner's equipment copies of it). */
export const EQUIP_PRODUCT_FIELDS: LabelPairs = {
  equip_type: ['장비 구분', 'Equipment type'],
  ...nameLabels('equip', ['장비', 'Equipment']),
  equip_manufacture_seq: ['제조사', 'Manufacturer'],
  equip_option: ['옵션', 'Options'],
  equip_detail: ['상세 정보', 'Details'],
  equip_use: ['사용', 'In use'],
};

/** Labels of the shared equipment fields (contracts `equipSections`; 001 §3, 002 §3), [kr, en]. */
export const EQUIP_FIELDS: LabelPairs = {
  ...EQUIP_PRODUCT_FIELDS,
  equip_seq: ['제품', 'Product'],
  // 002 §3 "selector labelled select_auth": one of the cafe's or roastery's members is chosen.
  equip_auth: ['담당자 선택', 'Person in charge'],
  equip_zero_point: ['영점 보정값', 'Zero-point offset'],
  equip_purchase_date: ['구입일', 'Purchase date'],
};
