import { EQUIP_LIST, equipSections } from '../equip-fields';
import { definePage } from '../types';
import { roasterRights } from './common';

/** Roaster equipment registry (RoasterEquip; 001 §3, §5). */
export const roasterEquipPage = definePage({
  id: 'roasterEquip',
  specName: 'RoasterEquip',
  table: 'roaster_equip',
  ownerField: 'roaster_seq',
  api: {
    list: '/api/roaster/item/equip/list',
    detail: '/api/roaster/item/equip/detail',
    edit: '/api/roaster/item/equip/edit',
    remove: '/api/roaster/item/equip/remove',
  },
  keys: ['roaster_equip_seq'],
  useFlag: 'equip_use',
  list: EQUIP_LIST,
  sections: equipSections('roaster_equip_seq', { auth: 'roaster' }),
  rights: roasterRights(),
});
