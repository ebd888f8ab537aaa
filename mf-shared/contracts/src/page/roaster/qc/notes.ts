import { GREENBEAN_ROLES } from '../common';
import { computed, orderPair } from '../../fields';
import { dateTerm } from '../../brewing-fields';
import type { ColumnDecl, FieldDecl, RecordValues } from '../../types';
import { definePage } from '../../types';
import { pageApi, roasterCodeSelect, roasterRights } from '../common';
import { brewingRecordDerived, brewingRecordSections } from './brewing-record';
import { yearField } from '../../record-fields';
import { roastOfYearSelect } from '../source-rows';
import {
  deriveDateTerm,
  followMonth,
  lotFields,
  QC_ORDERS,
  QC_ROLES,
  qcNoteBasic,
  qcNoteTail,
  qcScoringSections,
} from './cupnote';

/**
 * The roaster's QC cup notes (001 §2 "Roaster QC cupnote screens", §3, §4, §5, §6): one page per
 * thing tasted — a lot brewed with a QC recipe (the brewing cup note), a blend, a roast, a green
 * bean of a year. Each is scoped to the selected roastery; what it refers to must be the
 * roastery's own (404 otherwise), and the server copies its dates and losses.
 */

const main: ColumnDecl = { field: 'cupnote_main', format: 'yesNo' };
const mainFilter = { field: 'cupnote_main', op: 'eq' } as const;
const nameSearch = ['cupnote_name_locale', 'cupnote_name'] as const;
const blendSelect = (required: boolean): FieldDecl =>
  roasterCodeSelect('blending_seq', '/api/roaster/blending/default/code', 'blending_seq', 'blending_name', {
    required,
    copyFrom: '/api/roaster/qc/blend',
  });

/**
 * The brewing cup note (QCBrewingResult; 001 §2 "Brewing cupnote list"; API
 * /api/roaster/qc/blendingresult): a lot chosen by month, tasted from a brew whose record (a QC
 * recipe's values, steps, water, grinder, espresso) is shown while brewing_result_use is on.
 */
export const qcBlendingResultPage = definePage({
  id: 'qcBlendingResult',
  specName: 'QCBrewingResult',
  table: 'roaster_qc_blending_result',
  ownerField: 'roaster_seq',
  api: pageApi('/api/roaster/qc/blendingresult'),
  keys: ['cupnote_seq'],
  list: {
    // Date (MM-DD on mobile), days since blending, name, loss %, grinder point, bean mass, brew mass, main.
    columns: [
      { field: 'cupnote_date', format: 'date' },
      { field: 'brewing_date_term', format: 'number', mobileHidden: true },
      { field: 'cupnote_name_locale' },
      { field: 'blending_loss', format: 'number', mobileHidden: true },
      { field: 'brewing_grinder_point', format: 'number' },
      { field: 'brewing_bean_mass', format: 'number' },
      { field: 'brewing_mass', format: 'number' },
      main,
    ],
    search: {
      title: nameSearch,
      params: [{ field: 'cupnote_date', op: 'eq' }, { field: 'blending_result_date', op: 'eq' }, mainFilter],
    },
    orders: [
      ...orderPair('date', 'cupnote_date'),
      ...orderPair('main', 'cupnote_main'),
      ...orderPair('lot', 'blending_result_date'),
      ...orderPair('rgst', 'rgst_at'),
    ],
  },
  sections: [
    qcNoteBasic([
      ...lotFields({ required: true, blendFilter: false }),
      {
        name: 'blending_seq',
        widget: 'select',
        type: 'integer',
        source: { dataUrl: '/api/roaster/blending/default/code', valueKey: 'blending_seq', labelKey: 'blending_name' },
        readOnly: true,
        hiddenOnCreate: true,
      },
    ]),
    ...qcScoringSections(),
    {
      id: 'brewing',
      fields: [
        { name: 'brewing_result_use', widget: 'switch', type: 'boolean', default: false },
        { name: 'brewing_public', widget: 'switch', type: 'boolean', default: false },
      ],
    },
    {
      id: 'recipe',
      showWhen: { field: 'brewing_result_use' },
      fields: [
        roasterCodeSelect('brewing_seq', '/api/roaster/qc/brewing/default/code', 'brewing_seq', 'brewing_name', {
          tooltip: true,
          copyFrom: '/api/roaster/qc/brewing/default/copy',
        }),
        { name: 'brewing_result_type', widget: 'select', maxBytes: 45, source: { codeGroup: 'EXTR' } },
      ],
    },
    ...brewingRecordSections('brewing_result_type', 'brewing_result_use'),
    ...qcNoteTail(),
  ],
  rights: roasterRights(QC_ROLES),
  derive: (v) => {
    const d = brewingRecordDerived(v);
    return {
      ...deriveDateTerm(v),
      brewing_result_total: d.brewing_result_total ?? '',
      brewing_result_calc: d.brewing_result_calc ?? '',
    };
  },
  follow: followMonth,
});

/** QC blending (001 §2 "QC blending list: by main flag; columns name, registering user, main flag"): a note of a blend, optionally of one of its lots. */
export const qcBlendingPage = definePage({
  id: 'qcBlending',
  specName: 'QCBlending',
  table: 'roaster_qc_blending',
  ownerField: 'roaster_seq',
  api: pageApi('/api/roaster/qc/blending'),
  keys: ['cupnote_seq'],
  list: {
    columns: [
      { field: 'cupnote_date', format: 'date', mobileHidden: true },
      { field: 'cupnote_name_locale' },
      { field: 'rgst_by' },
      { field: 'cupnote_satis', format: 'number', mobileHidden: true },
      main,
    ],
    search: { title: nameSearch, params: [mainFilter] },
    orders: QC_ORDERS,
  },
  sections: [
    qcNoteBasic([blendSelect(true), ...lotFields({ required: false, blendFilter: true })]),
    ...qcScoringSections(),
    ...qcNoteTail(),
  ],
  rights: roasterRights(QC_ROLES),
  derive: deriveDateTerm,
  follow: followMonth,
});

/** QC roasting (001 §2: search by roasting result year, date and main flag; the roast is offered once a year is chosen). */
export const qcRoastingPage = definePage({
  id: 'qcRoasting',
  specName: 'QCRoasting',
  table: 'roaster_qc_roasting',
  ownerField: 'roaster_seq',
  api: pageApi('/api/roaster/qc/roasting'),
  keys: ['cupnote_seq'],
  list: {
    columns: [
      { field: 'roasting_result_date', format: 'date' },
      { field: 'cupnote_name_locale' },
      { field: 'roasting_loss', format: 'number', mobileHidden: true },
      { field: 'cupnote_satis', format: 'number', mobileHidden: true },
      main,
    ],
    search: {
      title: nameSearch,
      params: [{ field: 'roasting_result_year', op: 'eq' }, { field: 'roasting_result_date', op: 'eq' }, mainFilter],
    },
    orders: [...QC_ORDERS, ...orderPair('roast', 'roasting_result_date')],
  },
  sections: [
    qcNoteBasic([
      yearField('roasting_result_year'),
      roastOfYearSelect({
        required: true,
        tooltip: true,
        source: { dataParams: { roasting_result_year: 'roasting_result_year' } },
        copyFrom: '/api/roaster/qc/roast',
      }),
      { name: 'roasting_result_date', widget: 'date', ...computed },
      { name: 'brewing_date_term', widget: 'number', type: 'integer', ...computed },
      { name: 'roasting_loss', widget: 'number', scale: 'loss', unit: '%', ...computed },
    ]),
    ...qcScoringSections(),
    ...qcNoteTail(),
  ],
  rights: roasterRights(QC_ROLES),
  derive: (v: RecordValues) => ({ brewing_date_term: dateTerm(v.roasting_result_date, v.cupnote_date) }),
  follow: (changed) =>
    changed.has('roasting_result_year') && !changed.has('roasting_result_seq') ? { roasting_result_seq: null } : {},
});

/**
 * QC greenbean (001 §2 "search by greenbean year and main flag"; §3 "greenbean_year and
 * greenbean_roaster_seq are required and not changeable on edit"): a note of one year's green bean.
 * Green beans are for SAST, MNG, SMNG and OWN (002 §6), so their notes are too.
 */
export const qcGreenbeanPage = definePage({
  id: 'qcGreenbean',
  specName: 'QCGreenbean',
  table: 'roaster_qc_greenbean',
  ownerField: 'roaster_seq',
  api: pageApi('/api/roaster/qc/greenbean'),
  keys: ['cupnote_seq'],
  list: {
    columns: [
      { field: 'greenbean_year', format: 'number' },
      { field: 'cupnote_date', format: 'date', mobileHidden: true },
      { field: 'cupnote_name_locale' },
      { field: 'cupnote_satis', format: 'number', mobileHidden: true },
      main,
    ],
    search: { title: nameSearch, params: [{ field: 'greenbean_year', op: 'eq' }, mainFilter] },
    orders: [...QC_ORDERS, ...orderPair('year', 'greenbean_year')],
  },
  sections: [
    qcNoteBasic([
      yearField('greenbean_year', { lockedOnUpdate: true }),
      roasterCodeSelect(
        'greenbean_roaster_seq',
        '/api/roaster/greenbean/year/code',
        'greenbean_roaster_seq',
        'greenbean_name',
        {
          required: true,
          lockedOnUpdate: true,
          tooltip: true,
          source: { dataParams: { greenbean_year: 'greenbean_year' } },
          copyFrom: '/api/roaster/qc/greenbean/copy',
        },
      ),
    ]),
    ...qcScoringSections(),
    ...qcNoteTail(),
  ],
  rights: roasterRights(GREENBEAN_ROLES),
  follow: (changed) =>
    changed.has('greenbean_year') && !changed.has('greenbean_roaster_seq') ? { greenbean_roaster_seq: null } : {},
});
