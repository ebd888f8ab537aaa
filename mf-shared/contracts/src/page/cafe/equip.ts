import { EQUIP_LIST, equipSections } from '../equip-fields';
import { pageApi } from '../fields';
import { definePage } from '../types';
import { cafeRights } from './common';

/** Cafe equipment (CafeEquip; 002 §3 "Equipment", §5: names 3–300, type 3–45, use required). */
export const cafeEquipPage = definePage({
  id: 'cafeEquip',
  specName: 'CafeEquip',
  table: 'cafe_equip',
  ownerField: 'cafe_seq',
  api: pageApi('/api/cafe/item/equip'),
  keys: ['cafe_equip_seq'],
  useFlag: 'equip_use',
  list: EQUIP_LIST,
  sections: equipSections('cafe_equip_seq', { auth: 'cafe' }),
  rights: cafeRights(),
});
