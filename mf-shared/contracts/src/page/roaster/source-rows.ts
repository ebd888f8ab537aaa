import type { FieldDecl, OptionSource } from '../types';
import { derived, roasterCodeSelect } from './common';

/**
 * What a roast (its green beans) and a blend (its roasts) are made of: the sublist rows both
 * declare the same way (001 §3, §4), and the bean origins the server adds up from them (001 §5
 * "Derived values").
 */

/** At most this many rows in one roast or blend. */
export const ROW_LIMIT = 20;

/** A row's own key, sent back so an edit updates the row instead of adding one. */
export const rowKey = (name: string): FieldDecl => ({ name, widget: 'hidden', type: 'integer' });

/** A row's place in the recipe, 0 to 99. */
export const rowOrder = (name: string): FieldDecl => ({
  name,
  widget: 'number',
  type: 'integer',
  minValue: 0,
  maxValue: 99,
});

/**
 * The lookup of a row's stock (001 §4): only what is in stock in the row's year (and any
 * `dataParams` more), with the row's current choice kept in the list while it is edited.
 */
export const inStockOfYear = (dataParams: Record<string, string>): OptionSource => ({
  dataParams,
  staticParams: { check_instock: true },
  currentParam: 'include_seq',
});

/**
 * The origins of the beans in the rows (`<prefix>_country_list` …), set by the server on save:
 * countries, grades, grade details, varieties and processes, with their typed `…_etc` texts.
 */
export function rowOrigins(prefix: 'greenbean' | 'blending'): FieldDecl[] {
  const list = (name: string, codeGroup: string): FieldDecl => ({
    name: `${prefix}_${name}`,
    widget: 'multiSelect',
    source: { codeGroup },
    ...derived,
  });
  return [
    list('country_list', 'CNTR'),
    list('grade_list', 'BGRD'),
    list('grade_detail_list', 'BQLT'),
    list('variety_list', 'VRT'),
    { name: `${prefix}_variety_etc`, widget: 'text', ...derived },
    list('process_list', 'PRCS'),
    { name: `${prefix}_process_etc`, widget: 'text', ...derived },
  ];
}

/** A roast (roasting result) chosen among its year's, as a blend's row and a QC roast note pick one. */
export const roastOfYearSelect = (more: Partial<FieldDecl>): FieldDecl =>
  roasterCodeSelect(
    'roasting_result_seq',
    '/api/roaster/roasting/result/code',
    'roasting_result_seq',
    'roasting_result_label',
    more,
  );
