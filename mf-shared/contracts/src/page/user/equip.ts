import { EQUIP_LIST, equipSections } from '../equip-fields';
import { pageApi } from '../fields';
import { definePage } from '../types';
import { userRights } from './common';

/** A coffee drinker's own equipment (UserEquip; 002 §2.4, §3 "Equipment": as the cafe's, without the person in charge). */
export const userEquipPage = definePage({
  id: 'userEquip',
  specName: 'UserEquip',
  table: 'user_equip',
  ownerField: 'user_seq',
  ownedBy: 'user',
  api: pageApi('/api/user/item/equip'),
  keys: ['user_equip_seq'],
  useFlag: 'equip_use',
  list: EQUIP_LIST,
  sections: equipSections('user_equip_seq', { auth: false }),
  rights: userRights(),
});
