import { ROASTER_ROLES, type ScopeRole } from '../../../auth';
import { dateTerm } from '../../brewing-fields';
import { CUPNOTE_SCORES, cupnoteDate, cupnoteTasteSection } from '../../cupnote-fields';
import { auditSection, computed, nameFields, orderPair } from '../../fields';
import type { FieldDecl, OrderOption, RecordValues, SectionDecl } from '../../types';
import { PERCENT } from '../../input-bounds';
import { generatedKey } from '../../record-fields';

/**
 * What every roaster QC cup note holds (001 §3 "Roaster QC cupnote", §4, §5, §6): its date, names
 * (001 §5 Names), the main flag only OWN and SMNG may set, the six scores (0–10, default 10, 001 §9)
 * with satisfaction and the radar, the flavor wheel with its display flags, the aftertaste /
 * texture / feeling lists (max 500 bytes each, 001 §5), the environment and a description.
 */

/** 001 §6: "Roaster users with OWN and SMNG may edit the cup note main flag cupnote_main". */
export const CUPNOTE_MAIN_ROLES: readonly ScopeRole[] = ['OWN', 'SMNG'];
export const QC_ROLES: readonly ScopeRole[] = ROASTER_ROLES;
/** 001 §5 "Cup note: … multiselect lists max 500". */
export const CUPNOTE_LIST_MAX_BYTES = 500;
/** 001 §4, 000 §9: the wheel turns −180…180 degrees, scale 10. */
export const WHEEL_ROTATION = { min: -180, max: 180, scale: 10 } as const;

/** The note's key, date, names and main flag, then the page's own subject fields. */
export function qcNoteBasic(subject: readonly FieldDecl[]): SectionDecl {
  return {
    id: 'basic',
    fields: [
      generatedKey('cupnote_seq'),
      { ...cupnoteDate(), lockedOnUpdate: false },
      ...subject,
      ...nameFields('cupnote', { nick: false }),
      { name: 'cupnote_main', widget: 'switch', type: 'boolean', default: false, editRoles: CUPNOTE_MAIN_ROLES },
    ],
  };
}

const list = (name: string, codeGroup: string): FieldDecl => ({
  name,
  widget: 'checkboxGroup',
  maxBytes: CUPNOTE_LIST_MAX_BYTES,
  source: { codeGroup },
});

/**
 * Scoring (custom section `qcCupnoteScore`: the shared tasting layout with its radar, plus the
 * reset of 001 §4), the wheel (custom section `cupnoteWheel`, shown while the wheel is on) and the
 * tag lists.
 */
export function qcScoringSections(): SectionDecl[] {
  const taste = cupnoteTasteSection();
  return [
    { ...taste, custom: 'qcCupnoteScore' },
    {
      id: 'wheel',
      custom: 'cupnoteWheel',
      showWhen: { field: 'cupnote_flavor_wheel_use' },
      fields: [
        {
          name: 'cupnote_flavor_list',
          widget: 'multiSelect',
          maxBytes: CUPNOTE_LIST_MAX_BYTES,
          source: { codeGroup: 'FLVR' },
        },
        { name: 'cupnote_flavor_wheel_simple', widget: 'switch', type: 'boolean', default: false },
        { name: 'cupnote_flavor_wheel_reverse', widget: 'switch', type: 'boolean', default: false },
        {
          name: 'cupnote_flavor_wheel_rotate',
          widget: 'number',
          scale: WHEEL_ROTATION.scale,
          step: 0.1,
          unit: '°',
          minValue: WHEEL_ROTATION.min,
          maxValue: WHEEL_ROTATION.max,
          default: 0,
        },
      ],
    },
    {
      id: 'tags',
      fields: [
        list('cupnote_aftertaste_list', 'CNAFTST'),
        list('cupnote_texture_list', 'CNTXTR'),
        list('cupnote_feeling_list', 'CNFLNG'),
        { name: 'cupnote_etc_list', widget: 'text', maxBytes: CUPNOTE_LIST_MAX_BYTES },
      ],
    },
  ];
}

/** Where the coffee was kept and tasted (001 §3 outside/inside/condition air and humidity), and the description. */
export function qcNoteTail(): SectionDecl[] {
  const air = (name: string): FieldDecl => ({
    name,
    widget: 'number',
    scale: 'temperature',
    unit: '°C',
    minValue: -50,
    maxValue: 60,
  });
  const hum = (name: string): FieldDecl => ({ name, widget: 'number', scale: 'percent', unit: '%', ...PERCENT });
  return [
    {
      id: 'environment',
      hideEmptyInView: true,
      fields: [
        air('outside_air'),
        hum('outside_hum'),
        air('inside_air'),
        hum('inside_hum'),
        air('condition_air'),
        hum('condition_hum'),
      ],
    },
    { id: 'memo', hideEmptyInView: true, fields: [{ name: 'cupnote_desc', widget: 'textarea', maxBytes: 3000 }] },
    auditSection(),
  ];
}

/**
 * The lot a note is of (001 §3 blending_* fields; §4 "blending results only after a month"): the
 * month, then the lot among that month's lots (`check_cupnote`: each with its QC note count), its
 * date and losses copied by the server, and the days from the lot to the note (brewing_date_term).
 */
export function lotFields(opts: { required: boolean; blendFilter: boolean }): FieldDecl[] {
  return [
    {
      name: 'blending_result_month',
      widget: 'month',
      required: opts.required,
      maxBytes: 7,
      tooltip: true,
      ...(opts.required ? { default: { now: 'month' as const } } : {}),
    },
    {
      name: 'blending_result_seq',
      widget: 'select',
      type: 'integer',
      required: opts.required,
      tooltip: true,
      source: {
        dataUrl: '/api/roaster/blending/result/code',
        valueKey: 'blending_result_seq',
        labelKey: 'blending_result_label',
        dataParams: {
          blending_result_month: 'blending_result_month',
          ...(opts.blendFilter ? { blending_seq: 'blending_seq' } : {}),
        },
        staticParams: { check_cupnote: true },
      },
      copyFrom: { url: '/api/roaster/qc/lot', send: ['blending_result_month'] },
    },
    { name: 'blending_result_year', widget: 'number', type: 'integer', readOnly: true, hiddenOnCreate: true },
    { name: 'blending_result_date', widget: 'date', ...computed },
    { name: 'brewing_date_term', widget: 'number', type: 'integer', ...computed },
    { name: 'blending_loss', widget: 'number', scale: 'loss', unit: '%', ...computed },
    { name: 'blending_organic_loss', widget: 'number', scale: 'loss', unit: '%', ...computed },
  ];
}

/** Days from the lot (or roast) to the note, previewed while typing; the server counts them again. */
export const deriveDateTerm = (v: RecordValues): RecordValues => ({
  brewing_date_term: dateTerm(v.blending_result_date, v.cupnote_date),
});

/** Changing the month clears the lot chosen in another month (001 §4). */
export function followMonth(changed: ReadonlySet<string>): RecordValues {
  return changed.has('blending_result_month') && !changed.has('blending_result_seq')
    ? { blending_result_seq: null }
    : {};
}

/**
 * Orders the QC note lists offer: registration first (000 §9; 001 §2 names no order for these
 * lists, so they open in registration order), then note date and main flag.
 */
export const QC_ORDERS: readonly OrderOption[] = [
  ...orderPair('rgst', 'rgst_at'),
  ...orderPair('date', 'cupnote_date'),
  ...orderPair('main', 'cupnote_main'),
];

/** The lists the reset clears (001 §4). */
export const CUPNOTE_RESET_LISTS = [
  'cupnote_flavor_list',
  'cupnote_aftertaste_list',
  'cupnote_texture_list',
  'cupnote_feeling_list',
] as const;

/**
 * 001 §4 "Cup-note reset: sets all six points to the overall satisfaction, clears flavor,
 * aftertaste, texture and feeling lists, turns the wheel off and rotation to 0" — the form changes
 * (shown units). Without a satisfaction the points are cleared: no score is ever made up.
 */
export function cupnoteResetChanges(values: RecordValues): RecordValues {
  const satis = values.cupnote_satis;
  const point =
    satis === '' || satis === null || satis === undefined || !Number.isFinite(Number(satis))
      ? ''
      : Math.min(10, Math.max(0, Number(satis)));
  return {
    ...Object.fromEntries(CUPNOTE_SCORES.map((s) => [`cupnote_${s}_point`, point])),
    ...Object.fromEntries(CUPNOTE_RESET_LISTS.map((l) => [l, []])),
    cupnote_flavor_wheel_use: false,
    cupnote_flavor_wheel_rotate: 0,
  };
}
