import { auditSection, nameFields, orderPair, useFlagField } from './fields';
import type { LookupUrl } from './references';
import type { ColumnDecl, FieldDecl, ListDecl, SectionDecl } from './types';
import { COFFEE_TEMPERATURE, PERCENT, RATE } from './input-bounds';
import { generatedKey, recordDate } from './record-fields';

const DAY_MS = 86_400_000;
const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Days from the blending (roast) date to the brewing or cup date (002 §4 brewing_date_term:
 * "changing the blending date or cup date recomputes" it), or null without both. Calendar days of
 * the stored `YYYY-MM-DD…` values, so no time zone moves a day.
 */
export function dateTerm(blendingDate: unknown, brewingDate: unknown): number | null {
  if (blank(blendingDate) || blank(brewingDate)) return null;
  const from = Date.parse(`${String(blendingDate).slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${String(brewingDate).slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(from) || Number.isNaN(to) ? null : Math.round((to - from) / DAY_MS);
}

/** The recipe values a brewing default holds and a brewing result starts from (002 §2.6, §2.7; 000 §9 scales). */
export const recipeFields = (): FieldDecl[] => [
  { name: 'brewing_grinder_point', widget: 'number', scale: 'grinder', minValue: 0, maxValue: 1000 },
  { name: 'brewing_bean_mass', widget: 'number', scale: 'mass', unit: 'g', minValue: 0, maxValue: 10000 },
  { name: 'brewing_water_temp', widget: 'number', scale: 'temperature', unit: '°C', ...COFFEE_TEMPERATURE },
  { name: 'brewing_mass', widget: 'number', scale: 'mass', unit: 'g', minValue: 0, maxValue: 100000 },
  { name: 'brewing_time', widget: 'number', type: 'integer', unit: 's', minValue: 0, maxValue: 86400 },
];

/** A brewing default (recipe) of a cafe or a user (002 §2.7, §3, §5): names 3–300 in the current language, EXTR type, flags, memo ≤ 3000. */
export function brewingDefaultSections(): SectionDecl[] {
  return [
    {
      id: 'basic',
      fields: [
        generatedKey('brewing_seq'),
        { name: 'brewing_type', widget: 'select', required: true, maxBytes: 45, source: { codeGroup: 'EXTR' } },
        ...nameFields('brewing', { nick: false }),
        { name: 'brewing_public', widget: 'switch', type: 'boolean', required: true, default: false },
        useFlagField('brewing_use'),
        { name: 'brewing_default_memo', widget: 'textarea', maxBytes: 3000 },
      ],
    },
    { id: 'recipe', fields: recipeFields() },
    auditSection(),
  ];
}

/**
 * What every recipe list shows before its public flag (001 §2 QC brewing default, 002 §2.7): type,
 * name, grinder point, bean mass and brew mass.
 */
export const RECIPE_COLUMNS: readonly ColumnDecl[] = [
  { field: 'brewing_type', format: 'code' },
  { field: 'brewing_name_locale' },
  { field: 'brewing_grinder_point', format: 'number', mobileHidden: true },
  { field: 'brewing_bean_mass', format: 'number' },
  { field: 'brewing_mass', format: 'number', mobileHidden: true },
];

/** 002 §2.7: type, name, grinder point, bean mass, brewing mass, public flag; search by type and name; order by type. */
export const BREWING_DEFAULT_LIST: ListDecl = {
  columns: [...RECIPE_COLUMNS, { field: 'brewing_public', format: 'yesNo', mobileHidden: true }],
  search: {
    title: ['brewing_name_locale', 'brewing_name'],
    type: { field: 'brewing_type' },
    params: [{ field: 'brewing_use', op: 'eq' }],
  },
  orders: [
    ...orderPair('rgst', 'rgst_at'),
    { value: 'type_asc', field: 'brewing_type', dir: 'asc' },
    { value: 'type_desc', field: 'brewing_type', dir: 'desc' },
  ],
};

/** 002 §2.6: date, days since blending, bean, grinder point, bean mass, brewing mass, main flag; order by date or main flag. */
export const BREWING_RESULT_LIST: ListDecl = {
  columns: [
    { field: 'brewing_result_date', format: 'date' },
    { field: 'brewing_date_term', format: 'number', mobileHidden: true },
    { field: 'coffeebean_name_locale' },
    { field: 'brewing_grinder_point', format: 'number', mobileHidden: true },
    { field: 'brewing_bean_mass', format: 'number', mobileHidden: true },
    { field: 'brewing_mass', format: 'number', mobileHidden: true },
    { field: 'brewing_result_main', format: 'yesNo' },
  ],
  // 002 §2.6: the main flag, the brewing date and the blending date, and the bean's name.
  search: {
    title: ['coffeebean_name_locale', 'coffeebean_name'],
    params: [
      { field: 'brewing_result_main', op: 'eq' },
      { field: 'brewing_result_date', op: 'eq' },
      { field: 'blending_result_date', op: 'eq' },
    ],
  },
  orders: [...orderPair('date', 'brewing_result_date'), ...orderPair('main', 'brewing_result_main')],
};

/** The recipe select: the owner's recipes in use; choosing one copies its values into the form. */
/** A recipe call base whose `/code` is a declared lookup (the roaster QC's, a cafe's, a drinker's). */
type CodeBase<U> = U extends `${infer Base}/code` ? Base : never;
export type RecipeApi = Extract<CodeBase<LookupUrl>, `${string}/brewing/default`>;

export function recipeSelect(recipeApi: RecipeApi): FieldDecl {
  return {
    name: 'brewing_seq',
    widget: 'select',
    type: 'integer',
    source: { dataUrl: `${recipeApi}/code`, valueKey: 'brewing_seq', labelKey: 'brewing_name' },
    copyFrom: `${recipeApi}/copy`,
  };
}

/** The brewing result's key, date (required, fixed once saved, today by default) and recipe select. */
export function brewingResultHead(recipeApi: RecipeApi): FieldDecl[] {
  return [generatedKey('brewing_result_seq'), recordDate('brewing_result_date'), recipeSelect(recipeApi)];
}

/** Satisfaction (required, unset until given: never a perfect cup by default), public and main flags of a brewing result (002 §2.6). */
export const brewingResultFlags = (): FieldDecl[] => [
  { name: 'brewing_satis', widget: 'rating', required: true, ...RATE },
  { name: 'brewing_public', widget: 'switch', type: 'boolean', required: true, default: false },
  { name: 'brewing_result_main', widget: 'switch', type: 'boolean', required: true, default: false },
];

/** Where and how the cup was brewed (002 §2.6 outside/inside air temperature and humidity), and a memo. */
export function brewingResultTail(): SectionDecl[] {
  return [
    { id: 'recipe', fields: recipeFields() },
    {
      id: 'environment',
      hideEmptyInView: true,
      fields: [
        { name: 'outside_air', widget: 'number', scale: 'temperature', unit: '°C', minValue: -50, maxValue: 60 },
        { name: 'outside_hum', widget: 'number', scale: 'percent', unit: '%', ...PERCENT },
        { name: 'inside_air', widget: 'number', scale: 'temperature', unit: '°C', minValue: -50, maxValue: 60 },
        { name: 'inside_hum', widget: 'number', scale: 'percent', unit: '%', ...PERCENT },
      ],
    },
    {
      id: 'memo',
      fields: [{ name: 'brewing_result_memo', widget: 'textarea', maxBytes: 3000 }],
      hideEmptyInView: true,
    },
    auditSection(),
  ];
}
