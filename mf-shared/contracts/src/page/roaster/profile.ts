import type { FieldDecl, SectionDecl } from '../types';
import { COFFEE_TEMPERATURE } from '../input-bounds';

/**
 * Roasting profile stages (001 §3): each has a term (seconds from roasting start; pre-heating
 * terms are before it, so negative), bean and air temperature (°C, stored ×100; 0 to 300, the
 * 000 §5 "coffee temperature") and three extra readings (gas, airflow, drum speed… stored ×100).
 */
/** The roast's own stages, from charge to drop, in the order they happen (the roast comparison's curve). */
export const ROAST_STAGES = [
  'roasting_start',
  'roasting_turning',
  'roasting_dried',
  'roasting_first_start',
  'roasting_first_end',
  'roasting_second_start',
  'roasting_second_end',
  'roasting_end',
] as const;
export const PROFILE_STAGES = [
  'pre_heating_start',
  'pre_heating_end',
  ...ROAST_STAGES,
  'roasting_check1',
  'roasting_check2',
  'roasting_check3',
  'roasting_check4',
  'roasting_check5',
  'roasting_check6',
  'roasting_check7',
  'roasting_check8',
  'roasting_check9',
  'roasting_check10',
] as const;
export type ProfileStage = (typeof PROFILE_STAGES)[number];
export const STAGE_PARTS = ['term', 'bean', 'air', 'etc1', 'etc2', 'etc3'] as const;

/** One day either way: the hours option of the timeline (000 §9) allows up to 24 h. */
const TERM_LIMIT = 24 * 3600;

export function stageFields(stage: ProfileStage): FieldDecl[] {
  const temp = { widget: 'number', scale: 'temperature', unit: '°C', ...COFFEE_TEMPERATURE } as const;
  const extra = { widget: 'number', scale: 'twoDecimal', minValue: -100000, maxValue: 100000 } as const;
  return [
    {
      name: `${stage}_term`,
      widget: 'number',
      type: 'integer',
      unit: 's',
      minValue: -TERM_LIMIT,
      maxValue: TERM_LIMIT,
    },
    { name: `${stage}_bean`, ...temp },
    { name: `${stage}_air`, ...temp },
    { name: `${stage}_etc1`, ...extra },
    { name: `${stage}_etc2`, ...extra },
    { name: `${stage}_etc3`, ...extra },
  ];
}

/**
 * The profile section's fields: the clock times the timers run from (001 §4), every stage, and
 * the chart log (a JSON map from seconds to [bean, air] °C, max 100,000, 001 §5).
 */
export function profileFields(): FieldDecl[] {
  return [
    { name: 'pre_heating_start_at', widget: 'datetime' },
    { name: 'roasting_start_at', widget: 'datetime' },
    ...PROFILE_STAGES.flatMap(stageFields),
    { name: 'roasting_chart_log', widget: 'textarea', large: true, maxBytes: 100000 },
  ];
}

/**
 * The profile's switch and the profile it shows (001 §3 roasting_profile_use): a roast recipe's
 * target profile and a roast's measured one are the same stages.
 */
export function roastProfileSections(): SectionDecl[] {
  return [
    {
      id: 'profileUse',
      fields: [{ name: 'roasting_profile_use', widget: 'switch', type: 'boolean', required: true, default: false }],
    },
    { id: 'profile', custom: 'roastingProfile', showWhen: { field: 'roasting_profile_use' }, fields: profileFields() },
  ];
}
