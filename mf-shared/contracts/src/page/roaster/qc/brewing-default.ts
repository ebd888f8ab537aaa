import { auditSection, derived, nameFields, orderPair, useFlagField } from '../../fields';
import { definePage } from '../../types';
import { RECIPE_COLUMNS } from '../../brewing-fields';
import { pageApi, roasterRights } from '../common';
import { brewingRecordDerived, brewingRecordSections } from './brewing-record';
import { QC_ROLES } from './cupnote';
import { generatedKey } from '../../record-fields';

/**
 * QC brewing default (001 §3): a roastery's tasting recipe — type (EXTR, "input direct" ETC with
 * brewing_type_etc), names, public and use flags, memo, and the QC brewing record. The last brew
 * noted with it (date, main flag, satisfaction) is kept by the server from the brewing cup notes.
 */
export const qcBrewingDefaultPage = definePage({
  id: 'qcBrewingDefault',
  specName: 'QCBrewingDefault',
  table: 'roaster_qc_brewing_default',
  ownerField: 'roaster_seq',
  api: pageApi('/api/roaster/qc/brewing/default'),
  keys: ['brewing_seq'],
  useFlag: 'brewing_use',
  list: {
    // 001 §2 "QC brewing default list: by brewing type (EXTR) and public flag; columns type, name,
    // grinder point, bean mass, brew mass, public yes/no".
    columns: [...RECIPE_COLUMNS, { field: 'brewing_public', format: 'yesNo' }],
    search: {
      title: ['brewing_name_locale', 'brewing_name'],
      type: { field: 'brewing_type' },
      params: [
        { field: 'brewing_public', op: 'eq' },
        { field: 'brewing_use', op: 'eq' },
      ],
    },
    orders: [
      ...orderPair('rgst', 'rgst_at'),
      ...orderPair('type', 'brewing_type'),
      ...orderPair('last', 'brewing_result_date'),
    ],
  },
  sections: [
    {
      id: 'basic',
      fields: [
        generatedKey('brewing_seq'),
        {
          name: 'brewing_type',
          widget: 'select',
          required: true,
          maxBytes: 45,
          source: { codeGroup: 'EXTR' },
          inputDirect: { value: 'ETC', field: 'brewing_type_etc' },
        },
        { name: 'brewing_type_etc', widget: 'text', minBytes: 3, maxBytes: 300 },
        ...nameFields('brewing', { nick: false }),
        { name: 'brewing_public', widget: 'switch', type: 'boolean', required: true, default: false },
        useFlagField('brewing_use'),
        { name: 'brewing_default_memo', widget: 'textarea', maxBytes: 3000 },
      ],
    },
    ...brewingRecordSections('brewing_type'),
    {
      id: 'last',
      hideEmptyInView: true,
      fields: [
        { name: 'brewing_result_date', widget: 'date', ...derived },
        { name: 'brewing_result_main', widget: 'switch', type: 'boolean', ...derived },
        { name: 'brewing_satis', widget: 'number', type: 'integer', ...derived },
      ],
    },
    auditSection(),
  ],
  rights: roasterRights(QC_ROLES),
  derive: (v) => {
    const d = brewingRecordDerived(v);
    return { brewing_result_total: d.brewing_result_total ?? '', brewing_result_calc: d.brewing_result_calc ?? '' };
  },
});
